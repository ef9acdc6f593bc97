import Foundation
import TestSupport
import Testing

/// The pager in a real terminal: the built binary runs under a
/// pseudo-terminal with the default pager (`less`), shows the document, and
/// returns when the reader types `q`. A pager started outside the
/// terminal's foreground process group is stopped by the terminal (SIGTTOU,
/// SIGTTIN) and never shows anything, which these tests catch.
@Suite struct PagerTerminalTests {
    /// A document longer than a 24-line screen, so `less -F` stays open.
    static let document = (1...200).map { "Line \($0) of a long document." }.joined(separator: "\n")

    /// Runs `render` on the document in a pseudo-terminal, waits for the
    /// pager to show the first line, types `keys`, then `q` (again every
    /// few seconds when `repeatingQ`, for a pager that drops what was typed
    /// before it handled the keys), and returns the exit status, or nil
    /// when gempaper did not end.
    static func page(
        typing keys: [String] = [], repeatingQ: Bool = false, environment: [String: String] = [:]
    ) async throws -> (status: Int32?, screen: String) {
        let folder = try TemporaryDirectory()
        let file = try folder.write(document, to: "long.gmi")
        return try await onOwnThread {
            let session = try TerminalSession(["render", "--no-toc", file.path], environment: environment)
            guard session.waitForScreen(containing: "Line 1 of a long document.") else { return (nil, session.screen) }
            for key in keys { session.type(key) }
            let deadline = Date().addingTimeInterval(120)
            repeat {
                session.type("q")
                if let status = session.waitForExit(timeout: repeatingQ ? 3 : 120) { return (status, session.screen) }
            } while Date() < deadline
            return (nil, session.screen)
        }
    }

    @Test func theDefaultPagerShowsTheTextAndQuitsOnQ() async throws {
        let run = try await Self.page()
        #expect(run.screen.contains("Line 1 of a long document."), "the pager showed the document")
        #expect(run.status == 0, "gempaper ended with the pager (screen: \(run.screen.suffix(300)))")
        #expect(!run.screen.contains("Line 200 of"), "the pager waited for the reader instead of printing it all")
    }

    @Test func ctrlCIsThePagersAndGempaperEndsNormallyAfterQ() async throws {
        // Like man: Ctrl-C does not kill gempaper under the pager's feet.
        // (less drops what was typed just before it handled Ctrl-C, so q
        // is typed until it lands.)
        let run = try await Self.page(typing: ["\u{03}"], repeatingQ: true)
        #expect(run.status == 0, "Ctrl-C did not end gempaper; q did (screen: \(run.screen.suffix(300)))")
    }

    @Test func gempaperPagerWinsOverPager() async throws {
        let run = try await Self.page(environment: ["GEMPAPER_PAGER": "less -R", "PAGER": "no-such-pager-here"])
        #expect(run.screen.contains("Line 1 of a long document."))
        #expect(run.status == 0)
    }
}
