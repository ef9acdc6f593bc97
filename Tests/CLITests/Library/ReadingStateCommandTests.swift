import Foundation
import TestSupport
import Testing

/// `favorite`, `unfavorite`, `highlight`, `highlights`, `list --favorites`
/// and `list --reading`, through the built binary.
@Suite struct ReadingStateCommandTests {
    @Test func favouritesAreSetFromTheCommandLineAndFilterLists() throws {
        let cli = try LibraryCLI()
        try cli.seed(8)
        let marked = try cli.run(["favorite", "2", "3", "6"])
        #expect(marked.status == 0)
        #expect(marked.stdout == "marked 3 articles as favourites\n")
        #expect(try cli.run(["favorite", "2", "7"]).stdout == "marked 1 article as favourites; 1 was a favourite already\n")
        // Combined with a tag, a state and a sort.
        #expect(try cli.ids(["--all", "--favorites"]) == [7, 6, 3, 2])
        #expect(try cli.ids(["--all", "--favorites", "--tag", "odd", "--sort", "title"]) == [2, 6])
        try cli.run(["archive", "3"])
        #expect(try cli.ids(["--favorites"]) == [7, 6, 2])
        #expect(try cli.ids(["--archived", "--favorites"]) == [3])
        let unfavorite = try cli.run(["unfavorite", "6", "5"])
        #expect(unfavorite.stdout == "took the favourite mark off 1 article; 1 was not a favourite\n")
        #expect(try cli.ids(["--all", "--favorites"]) == [7, 3, 2])
        // By filter, and an unknown id.
        #expect(try cli.run(["unfavorite", "--favorites", "--tag", "even"]).stdout == "took the favourite mark off 2 articles\n")
        #expect(try cli.ids(["--all", "--favorites"]) == [2])
        let missing = try cli.run(["favorite", "99"])
        #expect(missing.status == 3)
        #expect(missing.stderr == "gempaper: no article with id 99; list the library to see the ids\n")
        #expect(try cli.run(["favorite"]).status == 2)
        #expect(try cli.run(["favorite", "--help"]).stdout.contains("Usage: gempaper favorite ID... [OPTIONS]"))
    }

    @Test func highlightsAreKeptFromTheCommandLineOnlyWhenTheArticleHasThem() throws {
        let cli = try LibraryCLI()
        try cli.seed(3)
        let kept = try cli.run(["highlight", "2", "MARKER1 word, word -- the start"])
        #expect(kept.status == 0)
        #expect(kept.stdout == "kept highlight 1 of article 2 “Article 1”: “marker1 word word” — the start\n")
        let noted = try cli.run(["highlight", "1", "article", "0", "--note", "a title"])
        #expect(noted.stdout == "kept highlight 2 of article 1 “Article 0”: “Article 0” — a title\n")
        let wrong = try cli.run(["highlight", "2", "marker1 word banana"])
        #expect(wrong.status == 2)
        #expect(
            wrong.stderr
                == "gempaper: that passage is not in the article: the article has “marker1 word” but not followed by “banana”; type the words as the article has them (case, punctuation and line breaks do not matter)\n"
        )
        #expect(try cli.run(["highlight", "9", "word"]).status == 3)
        #expect(try cli.run(["highlight", "2"]).status == 2)

        let all = try cli.run(["highlights"])
        #expect(all.status == 0)
        let lines = all.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix("2  article 1 “Article 0” · "), "under the title: in no numbered section")
        #expect(lines[1] == "    “Article 0”")
        #expect(lines[2] == "    — a title")
        #expect(lines[3].hasPrefix("1  article 2 “Article 1” · "))
        #expect(lines[4...] == ["    “marker1 word word”", "    — the start"])
        let one = try cli.run(["highlights", "2", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: one.stdoutData) as? [String: [[String: Any]]])
        #expect(object["highlights"]?.map { $0["passage"] as? String } == ["marker1 word word"])
        #expect(object["highlights"]?.first?["note"] as? String == "the start")
        #expect(try cli.run(["highlights", "3"]).stderr == "article 3 has no highlights\n")
        #expect(try cli.run(["highlights", "--delete", "1"]).stdout == "deleted highlight 1\n")
        #expect(try cli.run(["highlights", "--delete", "1"]).status == 3)
        #expect(try cli.run(["highlights", "2", "--format", "json"]).stdout == "{\"highlights\":[]}\n")
    }

    /// A library whose export says where the owner stopped in two articles.
    static let readingExport = """
        {"format": "gempaper-library", "version": 1, "articles": [
        {"url": "https://a.example/1", "title": "First", "saved": "2024-01-01T00:00:00Z", "gemtext": "# First\\n\\n## One\\n\\nText.\\n\\n## Two\\n\\nMore.\\n",
         "reading_position": {"section": 2, "heading": "One", "section_count": 3, "visited": "2024-02-01T00:00:00Z"}},
        {"url": "https://a.example/2", "title": "Second", "saved": "2024-01-02T00:00:00Z", "gemtext": "# Second\\n\\nText.\\n",
         "favorited": "2024-01-03T00:00:00Z"},
        {"url": "https://a.example/3", "title": "Third", "saved": "2024-01-03T00:00:00Z", "gemtext": "# Third\\n\\n## A\\n\\nx\\n",
         "reading_position": {"section_count": 2, "visited": "2024-02-02T00:00:00Z"},
         "highlights": [{"passage": "x", "note": "why", "section": 2, "created": "2024-02-02T00:00:01Z"}]}
        ]}
        """

    @Test func theArticlesBeingReadAreListedMostRecentFirst() throws {
        let cli = try LibraryCLI()
        #expect(try cli.run(["import", try cli.file("reading.json", Self.readingExport)]).status == 0)
        let table = try cli.run(["list", "--reading"])
        #expect(table.status == 0)
        let rows = table.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        #expect(rows.map { $0.prefix(3).joined(separator: " ") } == ["ID PLACE TITLE", "3 start Third", "1 2/3 First"])
        #expect(try cli.run(["list", "--reading", "--format", "ids", "--limit", "1"]).stdout == "3\n")
        let paged = try cli.run(["list", "--reading", "--format", "ids", "--limit", "1"])
        let cursor = try #require(paged.stderr.components(separatedBy: "--cursor ").last?.trimmingCharacters(in: .newlines))
        #expect(try cli.run(["list", "--reading", "--format", "ids", "--cursor", cursor]).stdout == "1\n")
        let json = try cli.run(["list", "--reading", "--format", "json"])
        #expect(json.stdout.contains("\"reading_position\":{\"heading\":\"One\",\"section\":2,\"section_count\":3"))
        let refused = try cli.run(["list", "--reading", "--sort", "title"])
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("gempaper: --reading lists every article being read, most recent first"))
        // Archiving finishes an article.
        try cli.run(["archive", "3"])
        #expect(try cli.run(["list", "--reading", "--format", "ids"]).stdout == "1\n")
        try cli.run(["archive", "1"])
        let none = try cli.run(["list", "--reading"])
        #expect(none.stderr.hasPrefix("no article is being read"))
    }

    @Test func exportsCarryTheReadingStateAndTheGemtextShowsHighlights() throws {
        let cli = try LibraryCLI()
        #expect(try cli.run(["import", try cli.file("reading.json", Self.readingExport)]).status == 0)
        let output = cli.folder.file("out").path
        #expect(try cli.run(["export", "--format", "json", output]).status == 0)
        let copy = cli.folder.file("copy.sqlite").path
        _ = try BuiltBinary.run(["import", "--library", copy, "\(output)/gempaper.json"], environment: cli.environment)
        for arguments in [["list", "--reading", "--format", "json"], ["highlights"], ["list", "--all", "--favorites"]] {
            let original = try cli.run(arguments)
            let copied = try BuiltBinary.run(
                [arguments[0], "--library", copy] + arguments.dropFirst(), environment: cli.environment)
            #expect(copied.stdout == original.stdout)
            #expect(!original.stdout.isEmpty)
        }
        #expect(try cli.run(["export", "--format", "gemtext", output]).status == 0)
        let third = try String(contentsOfFile: "\(output)/articles/3-third.gmi", encoding: .utf8)
        #expect(third.hasSuffix("x\n\n## Highlights\n\n> x\nwhy\n\n=> https://a.example/3 Original page (a.example)\n"))
    }
}
