import Foundation
import Gemtext
import Terminal
import TestSupport
import Testing

@testable import GempaperCLI

/// `gempaper render`, run as the built binary the way a user runs it.
@Suite struct RenderCommandTests {
    static let page = """
        # Notes
        Some text that is long enough to be wrapped when the width is small.
        ## Links
        => /a Local
        => https://example.org/ Web
        ### End
        > quoted
        ## Last
        The end.
        """

    static func render(_ page: String, width: Int) -> String {
        TerminalRenderer(options: .init(width: width)).render(GemtextDocument(parsing: page))
    }

    @Test func rendersAFileAt80ColumnsWithoutColourIntoAPipe() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Self.page, to: "notes.gmi")
        let run = try BuiltBinary.run(["render", file.path], environment: ["PAGER": "false"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == Self.render(Self.page, width: 80))
        #expect(run.stdout.hasPrefix("# Notes\n\nContents\n1. Links\n  2. End\n3. Last\n\nSome text"))
        #expect(!run.stdout.contains("\u{1B}"))
    }

    @Test func readsStandardInputWithDashOrNoFile() throws {
        for arguments in [["render", "-"], ["render"]] {
            let run = try BuiltBinary.run(arguments + ["--width", "30"], input: Data(Self.page.utf8))
            #expect(run.status == 0)
            #expect(run.stdout == Self.render(Self.page, width: 30))
        }
    }

    @Test func optionsChangeTheOutput() throws {
        let input = Data(Self.page.utf8)
        let noTOC = try BuiltBinary.run(["render", "--no-toc"], input: input)
        #expect(!noTOC.stdout.contains("Contents"))
        #expect(noTOC.stdout.hasPrefix("# Notes\n"))
        let section = try BuiltBinary.run(["render", "--section", "1"], input: input)
        #expect(section.stdout.hasPrefix("## Links\n[1] Local → /a\n"))
        let based = try BuiltBinary.run(
            ["render", "--base", "gemini://example.org/", "--no-toc"], input: Data("=> gemini://example.org/x X".utf8))
        #expect(based.stdout == "[1] X → /x\n")
    }

    @Test func colourFollowsTheOptionAndNoColor() throws {
        let input = Data(Self.page.utf8)
        let always = try BuiltBinary.run(["render", "--color=always"], input: input, environment: ["NO_COLOR": "1"])
        #expect(always.stdout.contains("\u{1B}[1;4;36mNotes\u{1B}[0m"))
        let auto = try BuiltBinary.run(["render", "--color", "auto"], input: input)
        #expect(!auto.stdout.contains("\u{1B}"), "a pipe is not a terminal")
        let never = try BuiltBinary.run(["render", "--color=never"], input: input)
        #expect(never.stdout == auto.stdout)
    }

    @Test func badInputRendersWithoutCrashing() throws {
        var random = SeededRandom(seed: 9)
        let garbage = Data((0..<300_000).map { _ in UInt8.random(in: 0...255, using: &random) })
        let run = try BuiltBinary.run(["render", "--width", "50"], input: garbage)
        #expect(run.status == 0)
        let expected = TerminalRenderer(options: .init(width: 50)).render(GemtextDocument(parsing: garbage))
        #expect(run.stdout == expected)
        #expect(!run.stdoutData.contains(0x1B))
    }

    @Test(arguments: [
        (["render", "missing.gmi"], Int32(3), "gempaper: no such file 'missing.gmi'; check the path\n"),
        (["render", "/"], 2, "gempaper: cannot read '/': it is a folder, not a file; give the path of a file\n"),
        (["render", "/proc/self/mem"], 2, "gempaper: cannot read '/proc/self/mem': input/output error\n"),
        (
            ["render", "a.gmi", "b.gmi"], 2,
            "gempaper: render takes one FILE (or '-'), got 2; see 'gempaper render --help'\n"
        ),
        (
            ["render", "--width", "0", "-"], 2,
            "gempaper: --width needs a whole number from 1 to 10000, got '0'; see 'gempaper render --help'\n"
        ),
        (
            ["render", "--color=blue", "-"], 2,
            "gempaper: --color must be one of auto, always, never, got 'blue'; see 'gempaper render --help'\n"
        ),
        (
            ["render", "--section", "4", "-"], 3,
            "gempaper: no section 4: the document has 3 sections; leave out --section to see the table of contents\n"
        ),
    ])
    func failuresAreOneLineWithAnExitCode(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let run = try BuiltBinary.run(arguments, input: Data(Self.page.utf8))
        #expect(run.status == status)
        #expect(run.stderr == message)
        #expect(run.stdout == "")
    }

    @Test func helpListsEveryOption() throws {
        let run = try BuiltBinary.run(["render", "--help"])
        #expect(run.status == 0)
        for option in [
            "--width N", "--color WHEN", "--no-toc", "--section N", "--no-pager", "--base URL", "PAGER", "NO_COLOR",
        ] {
            #expect(run.stdout.contains(option), "\(option)")
        }
    }

    @Test func theBundledSampleRenders() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../scripts/sample.gmi").standardized
        let run = try BuiltBinary.run(["render", sample.path])
        #expect(run.status == 0)
        let document = GemtextDocument(parsing: try Data(contentsOf: sample))
        let kinds = Set(document.lines.map { line -> String in "\(line)".prefix(while: { $0 != "(" }).description })
        #expect(
            kinds == ["text", "link", "heading", "listItem", "quote", "preformatted"],
            "the sample shows every line type")
        #expect(run.stdout.contains("→") && run.stdout.contains("⇒") && run.stdout.contains("↗"))
    }

    /// Runs `render` in this process with a console whose stdout claims to be a terminal.
    func renderOnTerminal(_ arguments: [String], pager: String?) async throws -> (status: Int32, stdout: String) {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Self.page, to: "notes.gmi")
        final class Captured: @unchecked Sendable { var out = "" }
        let captured = Captured()
        var environment = ["PATH": "/usr/bin:/bin"]
        environment["PAGER"] = pager
        let console = Console(
            environment: environment, stdoutIsTerminal: true, stdout: { captured.out += $0 }, stderr: { _ in })
        let status = await Gempaper.main(["render", file.path, "--width", "40"] + arguments, console: console)
        return (status, captured.out)
    }

    @Test func onATerminalTheOutputGoesThroughThePager() async throws {
        let folder = try TemporaryDirectory()
        let paged = folder.file("paged").path
        let run = try await renderOnTerminal([], pager: "cat > '\(paged)'")
        #expect(run.status == 0)
        #expect(run.stdout == "", "the pager, not gempaper, wrote the text")
        let colour = TerminalRenderer(options: .init(width: 40, color: true)).render(
            GemtextDocument(parsing: Self.page))
        #expect(try String(contentsOfFile: paged, encoding: .utf8) == colour)
    }

    @Test func emptyPagerNoPagerOrAMissingPagerWriteStraightOut() async throws {
        let direct = TerminalRenderer(options: .init(width: 40, color: true)).render(
            GemtextDocument(parsing: Self.page))
        #expect(try await renderOnTerminal([], pager: "").stdout == direct)
        #expect(try await renderOnTerminal(["--no-pager"], pager: "false").stdout == direct)
        #expect(try await renderOnTerminal([], pager: "no-such-pager-here 2>/dev/null").stdout == direct)
    }
}
