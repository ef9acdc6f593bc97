import Foundation
import TestSupport
import Testing

@Suite struct ListCommandTests {
    @Test func listsUnreadNewestFirstInATable() throws {
        let cli = try LibraryCLI()
        try cli.seed(6)
        let result = try cli.run(["list"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("ID  TITLE") == true)
        #expect(lines.count == 6)  // header + 5 unread (3 is archived)
        #expect(lines[1].hasPrefix(" 6  Article 5  site2.example  2024-01-01    3  odd"))
        #expect(lines[5].hasPrefix(" 1  Article 0  site0.example  2024-01-01    1  even"))
        #expect(!result.stdout.contains("Article 3"))
    }

    @Test func filtersAndSortsCombine() throws {
        let cli = try LibraryCLI()
        try cli.seed(12)
        #expect(try cli.ids(["--all"]) == Array((1...12).reversed()))
        #expect(try cli.ids(["--archived"]) == [12, 8, 4])
        #expect(try cli.ids(["--all", "--tag", "odd", "--site", "site1.example"]) == [8, 2])
        #expect(try cli.ids(["--all", "--tag", "ODD", "--tag", "even"]) == [])
        #expect(try cli.ids(["--sort", "length", "--limit", "3"]) == [1, 2, 3])
        #expect(try cli.ids(["--sort", "length", "--reverse", "--limit", "2"]) == [11, 10])
        #expect(try cli.ids(["--sort", "title", "--desc", "--limit", "2"]) == [10, 9])
        #expect(try cli.ids(["--sort", "site", "--limit", "4"]) == [1, 7, 10, 2])
        #expect(try cli.ids(["--all", "--search", "marker7"]) == [8])
        #expect(try cli.ids(["--all", "--fetch-state", "queued"]) == [])
    }

    @Test func pagesFollowTheCursorToTheEnd() throws {
        let cli = try LibraryCLI()
        try cli.seed(9)
        var seen: [Int] = []
        var arguments = ["list", "--all", "--limit", "4", "--format", "ids"]
        var pages = 0
        while true {
            let result = try cli.run(arguments)
            #expect(result.status == 0)
            pages += 1
            seen += result.stdout.split(separator: "\n").compactMap { Int($0) }
            guard let range = result.stderr.range(of: "next page: --cursor ") else { break }
            let token = result.stderr[range.upperBound...].prefix { !$0.isWhitespace && $0 != ";" }
            arguments = ["list", "--all", "--limit", "4", "--format", "ids", "--cursor", String(token)]
        }
        #expect(pages == 3)
        #expect(seen == Array((1...9).reversed()))
    }

    @Test func jsonCarriesTheArticlesAndCursors() throws {
        let cli = try LibraryCLI()
        try cli.seed(3)
        let result = try cli.run(["list", "--all", "--limit", "2", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        let articles = try #require(object["articles"] as? [[String: Any]])
        #expect(articles.map { $0["id"] as? Int } == [3, 2])
        #expect(articles[0]["title"] as? String == "Article 2")
        #expect(articles[0]["tags"] as? [String] == ["even"])
        #expect(articles[0]["word_count"] as? Int == 303)
        #expect(articles[0]["state"] as? String == "ready")
        #expect(object["next"] is String)
        #expect(object["previous"] is NSNull)
    }

    @Test func badOptionsAndMissingLibrariesAreOneLineErrors() throws {
        let cli = try LibraryCLI()
        let missing = try cli.run(["list"])
        #expect(missing.status == 3)
        #expect(
            missing.stderr
                == "gempaper: there is no library at \(cli.library) yet; save the first article with 'gempaper add URL' or import bookmarks with 'gempaper import FILE', or name the library with --library PATH\n"
        )
        #expect(!FileManager.default.fileExists(atPath: cli.library))
        try cli.seed(2)
        for (arguments, message) in [
            (
                ["list", "--sort", "colour"],
                "--sort must be one of saved, published, title, site, length, relevance, got 'colour'"
            ),
            (["list", "--limit", "0"], "--limit needs a whole number from 1 to 1000 or 'all', got '0'"),
            (["list", "--unread", "--archived"], "give only one of --unread, --archived and --all"),
            (["list", "--sort", "relevance"], "sorting by relevance needs a search"),
            (["list", "--cursor", "nonsense"], "'nonsense' is not a page cursor"),
            (["list", "--tag", "two words"], "'two words' is not a valid tag"),
            (
                ["list", "--fetch-state", "done"],
                "--fetch-state must be one of queued, fetching, ready, failed, got 'done'"
            ),
        ] {
            let result = try cli.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("gempaper: \(message)"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        }
    }

    @Test func anEmptyListSaysSo() throws {
        let cli = try LibraryCLI()
        try cli.seed(1)
        let result = try cli.run(["list", "--tag", "nothing"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "no articles match\n")
    }
}
