import Foundation
import ReadingList
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct KilledImportTests {
    /// The tags and title bookmark `i` of the file carries.
    static func tags(_ i: Int) -> [String] { ["t\(i % 7)", "u\(i % 11)"].sorted() }

    /// Runs the built binary importing a large bookmarks file, kills it with
    /// SIGKILL partway, and checks the library: it passes SQLite's integrity
    /// check and gempaper's own (search index, tag counts, foreign keys), and
    /// every article in it is whole: its title and every one of its tags.
    /// Importing the file again then adds exactly the rest.
    @Test func aKilledImportLeavesOnlyWholeArticles() throws {
        let cli = try LibraryCLI()
        let count = 8_000
        var file = "<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n"
        for i in 0..<count {
            file +=
                "<DT><A HREF=\"https://site\(i % 97).example/article/\(i)\" ADD_DATE=\"\(1_600_000_000 + i)\" TAGS=\"\(Self.tags(i).joined(separator: ","))\">Article number \(i)</A>\n"
        }
        file += "</DL><p>\n"
        let path = try cli.file("big.html", file)

        let process = try RunningBinary(
            ["import", path, "--library", cli.library], currentDirectory: cli.folder.url, environment: cli.environment)
        // Wait until some batches are committed, then kill it mid-import.
        let deadline = Date().addingTimeInterval(600)
        var seen = 0
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: cli.library),
                let library = try? Library(path: cli.library, options: Library.Options(createIfMissing: false)),
                let stored = try? library.count(.everything)
            {
                seen = stored
                if stored >= 1000 { break }
            }
            usleep(5_000)
        }
        process.send(SIGKILL)
        #expect(process.waitForExit() == SIGKILL, "the import was still running when killed")
        #expect(seen >= 1000)

        let library = try Library(path: cli.library)
        #expect(try library.verify() == [])
        let articles = try library.articles(try library.ids(.everything))
        #expect(articles.count >= seen)
        #expect(articles.count < count, "killed before the end")
        for article in articles {
            let number = Int(article.url.split(separator: "/").last!)!
            #expect(article.title == "Article number \(number)")
            #expect(article.tags == Self.tags(number))
            #expect(article.fetch.state == .queued)
        }
        let stored = articles.count
        library.close()

        // A busy machine may be slow; the import itself takes seconds.
        let rerun = try cli.run(["import", path], timeout: 600)
        #expect(rerun.status == 0)
        #expect(rerun.stdout.contains(": \(count - stored) added, \(stored) already in the library, 0 failed\n"))
    }
}
