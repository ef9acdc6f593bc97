import Foundation
import TestSupport
import Testing

@Suite struct ExportCommandTests {
    /// The articles of a library as comparable text: everything that
    /// survives a round trip, without ids.
    func snapshot(_ cli: LibraryCLI, library: String, keys: [String]) throws -> [String] {
        let result = try BuiltBinary.run(
            ["list", "--library", library, "--all", "--limit", "all", "--format", "json"], environment: cli.environment)
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        let articles = try #require(object["articles"] as? [[String: Any]])
        // "archived?" compares only whether the article is archived.
        return articles.map { article in
            keys.map { key in
                key == "archived?" ? "archived=\(article["archived"] != nil)" : "\(key)=\(article[key] ?? "-")"
            }.joined(separator: " ")
        }.sorted()
    }

    @Test func jsonExportImportsBackWithEverything() throws {
        let cli = try LibraryCLI()
        try cli.seed(7)
        try cli.run(["tag", "2", "--add", "extra"])
        let output = cli.folder.file("out").path
        let result = try cli.run(["export", "--format", "json", output])
        #expect(result.status == 0)
        #expect(result.stdout == "exported 7 articles to \(output)/gempaper.json\n")
        let copy = cli.folder.file("copy.sqlite").path
        let imported = try BuiltBinary.run(
            ["import", "--library", copy, "\(output)/gempaper.json"], environment: cli.environment)
        #expect(imported.stdout.hasSuffix("(a gempaper JSON export): 7 added, 0 already in the library, 0 failed\n"))
        let keys = ["url", "title", "saved", "archived", "tags", "state", "word_count", "reading_minutes", "site"]
        #expect(try snapshot(cli, library: copy, keys: keys) == (try snapshot(cli, library: cli.library, keys: keys)))
        // Exported oldest first, so the copy numbers the articles as the original did.
        let ids = try BuiltBinary.run(
            ["list", "--library", copy, "--all", "--format", "ids"], environment: cli.environment)
        #expect(ids.stdout == "7\n6\n5\n4\n3\n2\n1\n")
        let found = try BuiltBinary.run(
            ["search", "--library", copy, "marker4", "--format", "ids"], environment: cli.environment)
        #expect(found.stdout == "5\n")
        // A second export refuses to overwrite unless forced.
        let again = try cli.run(["export", "--format", "json", output])
        #expect(again.status == 4)
        #expect(
            again.stderr
                == "gempaper: \(output)/gempaper.json already exists; pass --force to replace it, or export to another folder\n"
        )
        #expect(
            try cli.run(["export", "--format", "json", output, "--force", "--tag", "odd"]).stdout
                == "exported 3 articles to \(output)/gempaper.json\n")
    }

    @Test func netscapeExportImportsBackWithTagsDatesAndArchive() throws {
        let cli = try LibraryCLI()
        try cli.seed(6)
        try cli.run(["import", "-"], input: "https://queued.example/x Queued one\n")
        let output = cli.folder.file("bm").path
        #expect(
            try cli.run(["export", "--format", "netscape", output]).stdout
                == "exported 7 articles to \(output)/bookmarks.html\n")
        let copy = cli.folder.file("copy.sqlite").path
        let imported = try BuiltBinary.run(
            ["import", "--library", copy, "\(output)/bookmarks.html"], environment: cli.environment)
        #expect(imported.stdout.contains("(a Netscape bookmarks file): 7 added, 0 already in the library, 0 failed\n"))
        let keys = ["url", "title", "saved", "archived?", "tags"]
        #expect(try snapshot(cli, library: copy, keys: keys) == (try snapshot(cli, library: cli.library, keys: keys)))
    }

    @Test func gemtextExportIsACapsule() throws {
        let cli = try LibraryCLI()
        try cli.seed(4)
        try cli.run(["import", "-"], input: "https://queued.example/x Queued one\n")
        let output = cli.folder.file("capsule")
        #expect(try cli.run(["export", "--format", "gemtext", output.path]).status == 0)
        let index = try String(contentsOf: output.appendingPathComponent("index.gmi"), encoding: .utf8)
        #expect(
            index == """
                # Reading list

                ## Unread

                => https://queued.example/x \(String(Self.today())) Queued one
                => articles/3-article-2.gmi 2024-01-01 Article 2
                => articles/2-article-1.gmi 2024-01-01 Article 1
                => articles/1-article-0.gmi 2024-01-01 Article 0

                ## Archive

                => articles/4-article-3.gmi 2024-01-01 Article 3

                """)
        let article = try String(contentsOf: output.appendingPathComponent("articles/2-article-1.gmi"), encoding: .utf8)
        #expect(article.hasPrefix("# Article 1\n\nmarker1 word word"))
        #expect(article.hasSuffix("\n\n=> https://site1.example/1 Original page (site1.example)\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("articles").path).count
                == 4)
    }

    @Test func exportNeedsAFormatAndAFolder() throws {
        let cli = try LibraryCLI()
        try cli.seed(1)
        #expect(
            try cli.run(["export", "out"]).stderr
                == "gempaper: say which --format to write: json, netscape or gemtext; see 'gempaper export --help'\n")
        #expect(
            try cli.run(["export", "--format", "json"]).stderr
                == "gempaper: name the folder to export to; see 'gempaper export --help'\n")
        let file = try cli.file("plain-file", "x")
        let blocked = try cli.run(["export", "--format", "json", file])
        #expect(blocked.status == 1)
        #expect(blocked.stderr == "gempaper: cannot make the folder \(file); check the path and its permissions\n")
    }

    static func today() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date())
    }
}
