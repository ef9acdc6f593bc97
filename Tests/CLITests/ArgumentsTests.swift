import Problems
import Testing

@testable import GempaperCLI

@Suite struct ArgumentsTests {
    @Test func optionsFlagsAndPositionalsInAnyOrder() throws {
        var args = Arguments(["a.gmi", "--width", "40", "--no-toc", "--tag=x", "b", "--tag", "y"], command: "t")
        let width = try args.intOption("--width", in: 1...1000)
        #expect(width == 40)
        let noTOC = args.flag("--no-toc"), yes = args.flag("--yes")
        #expect(noTOC && !yes)
        let tags = try args.options("--tag"), rest = try args.positionals()
        #expect(tags == ["x", "y"])
        #expect(rest == ["a.gmi", "b"])
        try args.finish()
    }

    @Test func doubleDashMakesTheRestPositional() throws {
        var args = Arguments(["--", "--width", "-"], command: "t")
        let width = try args.option("--width"), rest = try args.positionals()
        #expect(width == nil)
        #expect(rest == ["--width", "-"])
    }

    @Test func unknownOptionNamesItselfAndTheHelp() throws {
        var args = Arguments(["--colour", "x"], command: "render")
        let problem = #expect(throws: Problem.self) { try args.positionals() }
        #expect(problem?.description == "unknown option '--colour'; see 'gempaper render --help'")
        #expect(problem?.exitCode == 2)
    }

    @Test func optionWithoutValueIsAnError() {
        var args = Arguments(["--width"], command: "t")
        #expect(throws: Problem.self) { try args.option("--width") }
    }

    @Test func badNumberAndBadChoiceSayWhatIsAllowed() {
        var args = Arguments(["--width", "wide", "--color=blue"], command: "t")
        let width = #expect(throws: Problem.self) { try args.intOption("--width", in: 1...10) }
        #expect(width?.message.contains("whole number from 1 to 10, got 'wide'") == true)
        let color = #expect(throws: Problem.self) { try args.choice("--color", from: ["auto", "always"]) }
        #expect(color?.message.contains("one of auto, always, got 'blue'") == true)
    }

    @Test func leftoverArgumentsAreRejected() {
        var args = Arguments(["--verbose"], command: "t")
        #expect(throws: Problem.self) { try args.finish() }
        _ = args.flag("--verbose")
        #expect(throws: Never.self) { try args.finish() }
    }
}
