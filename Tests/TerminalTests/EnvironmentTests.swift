import Foundation
import TestSupport
import Terminal
import Testing

/// Colour choice, NO_COLOR, the pager.
@Suite struct EnvironmentTests {
    @Test func colourChoice() {
        #expect(ColorChoice.auto.usesColor(isTerminal: true, environment: [:]))
        #expect(!ColorChoice.auto.usesColor(isTerminal: false, environment: [:]))
        #expect(!ColorChoice.auto.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(ColorChoice.auto.usesColor(isTerminal: true, environment: ["NO_COLOR": ""]), "empty NO_COLOR is unset")
        #expect(!ColorChoice.auto.usesColor(isTerminal: true, environment: ["TERM": "dumb"]))
        #expect(ColorChoice.always.usesColor(isTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!ColorChoice.never.usesColor(isTerminal: true, environment: [:]))
    }

    @Test func pagerCommand() {
        #expect(Pager.command(in: [:]) == "less -R")
        #expect(Pager.command(in: ["PAGER": "more"]) == "more")
        #expect(Pager.command(in: ["PAGER": " "]) == nil)
    }

    @Test func pagerGetsTheWholeTextAndLessDefaults() throws {
        let folder = try TemporaryDirectory()
        let text = String(repeating: "line of text ✨\n", count: 20_000)
        let out = folder.file("out").path, less = folder.file("less").path
        let shown = Pager.show(
            text, command: "cat > '\(out)'; printf %s \"$LESS\" > '\(less)'",
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(shown)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == text)
        #expect(try String(contentsOfFile: less, encoding: .utf8) == "FRX")
    }

    @Test func missingPagerIsReported() {
        #expect(!Pager.show("x", command: "no-such-pager-\(UInt32.random(in: 0...UInt32.max)) 2>/dev/null", environment: [:]))
    }
}
