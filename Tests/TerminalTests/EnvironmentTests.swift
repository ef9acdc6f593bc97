import Foundation
import Terminal
import TestSupport
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
        #expect(Pager.command(in: [:]) == "less -RS")
        #expect(Pager.command(in: ["PAGER": "more"]) == "more")
        #expect(Pager.command(in: ["PAGER": " "]) == nil)
        #expect(Pager.command(in: ["GEMPAPER_PAGER": "most", "PAGER": "more"]) == "most")
        #expect(Pager.command(in: ["GEMPAPER_PAGER": "", "PAGER": "more"]) == nil, "empty means no pager")
    }

    @Test func pagerGetsTheWholeTextAndLessDefaults() throws {
        let folder = try TemporaryDirectory()
        let text = String(repeating: "line of text ✨\n", count: 20_000)
        let out = folder.file("out").path
        let less = folder.file("less").path
        let shown = Pager.show(
            text, command: "cat > '\(out)'; printf %s \"$LESS\" > '\(less)'",
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(shown)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == text)
        #expect(try String(contentsOfFile: less, encoding: .utf8) == "FRX")
    }

    @Test func missingPagerIsReportedAndDoesNotEndTheProcess() {
        // More than a pipe holds, so the write meets the closed pipe (EPIPE,
        // and a SIGPIPE that Pager must keep from ending this process).
        let text = String(repeating: "x", count: 1 << 20)
        #expect(!Pager.show(text, command: "no-such-pager-here 2>/dev/null", environment: [:]))
    }

    @Test func pagerThatQuitsEarlyIsNotAFailure() {
        let text = String(repeating: "line\n", count: 1 << 18)
        #expect(Pager.show(text, command: "head -n 1 > /dev/null", environment: ["PATH": "/usr/bin:/bin"]))
    }
}
