import Foundation
import ReadingList
import TestSupport
import Testing

@testable import GempaperCLI

/// `delete` on a terminal: it shows what it would delete and deletes only
/// on yes. Run in process with a console that says stdin is a terminal.
@Suite struct DeletePromptTests {
    final class Captured: @unchecked Sendable {
        var out = "", err = ""
    }

    func delete(_ arguments: [String], answer: String?, library: String) async -> (Int32, Captured) {
        let captured = Captured()
        let console = Console(
            environment: ["HOME": "/nonexistent"], stdinIsTerminal: true, readLine: { answer },
            stdout: { captured.out += $0 }, stderr: { captured.err += $0 })
        let status = await Gempaper.main(["delete", "--library", library] + arguments, console: console)
        return (status, captured)
    }

    @Test func asksAndDeletesOnlyOnYes() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("library.sqlite").path
        let library = try Library(path: path)
        for i in 1...7 {
            _ = try library.enqueue(
                Bookmark(url: "https://example.com/\(i)", title: "Article \(i)", tags: i <= 6 ? ["x"] : []))
        }

        let (declined, output) = await delete(["1", "2"], answer: "n", library: path)
        #expect(declined == 1)
        #expect(
            output.err
                == "  1  Article 1\n  2  Article 2\nDelete 2 articles for good? [y/N] gempaper: nothing deleted\n")
        #expect(try library.count(.everything) == 7)

        let (ended, _) = await delete(["1"], answer: nil, library: path)
        #expect(ended == 1)
        #expect(try library.count(.everything) == 7)

        let (accepted, more) = await delete(["--tag", "x"], answer: "yes", library: path)
        #expect(accepted == 0)
        #expect(
            more.err.hasPrefix(
                "  6  Article 6\n  5  Article 5\n  4  Article 4\n  3  Article 3\n  2  Article 2\n  ... and 1 more\nDelete 6 articles for good? [y/N] "
            ))
        #expect(more.out == "deleted 6 articles\n")
        #expect(try library.ids(.everything) == [ArticleID(7)])

        let (nothing, none) = await delete(["--tag", "x"], answer: "y", library: path)
        #expect(nothing == 0)
        #expect(none.err == "no articles match; nothing deleted\n")
    }
}
