import Foundation
import TestSupport
import Testing

@Suite struct ImportCommandTests {
    @Test func importsABookmarksFileWithASummaryAndReasons() throws {
        let cli = try LibraryCLI()
        let file = try cli.file(
            "bookmarks.html",
            """
            <!DOCTYPE NETSCAPE-Bookmark-file-1>
            <DL><p>
              <DT><H3>Tech</H3>
              <DL><p>
                <DT><A HREF="https://example.com/a" ADD_DATE="1600000000" TAGS="swift">Article A</A>
                <DT><A HREF="https://example.com/b#top" ADD_DATE="1600000001">Article B</A>
              </DL><p>
              <DT><H3>Archive</H3>
              <DL><p>
                <DT><A HREF="https://example.com/c" ADD_DATE="1500000000">Article C</A>
                <DT><A HREF="place:sort=8">Recent</A>
              </DL><p>
              <DT><A HREF="https://example.com/b">Same as B</A>
            </DL><p>
            """)
        let result = try cli.run(["import", file, "--tag", "Imported"])
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "imported \(file) (a Netscape bookmarks file): 3 added, 1 already in the library, 1 failed\n"
                + "3 articles wait in the fetch queue: 'gempaper fetch' fetches them\n")
        #expect(
            result.stderr.contains(
                "  line 11: 'place:sort=8' has the scheme 'place'; gempaper saves http, https and gemini pages\n"))
        #expect(result.stderr.contains("importing: 5/5 (100%)"))
        let list = try cli.run(["list", "--all", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: list.stdoutData) as? [String: Any])
        let articles = try #require(object["articles"] as? [[String: Any]])
        #expect(articles.map { $0["title"] as? String } == ["Article B", "Article A", "Article C"])
        #expect(articles.map { $0["state"] as? String } == ["queued", "queued", "queued"])
        #expect(articles[1]["tags"] as? [String] == ["imported", "swift", "tech"])
        #expect(articles[2]["archived"] is String)
        #expect(articles[0]["archived"] == nil)
        // Importing again adds nothing.
        let again = try cli.run(["import", file])
        #expect(again.stdout.hasSuffix(": 0 added, 4 already in the library, 1 failed\n"))  // nothing new queued
    }

    @Test func importsInstapaperCSVAndURLListsFromStandardInput() throws {
        let cli = try LibraryCLI()
        let csv = try cli.file(
            "instapaper-export.csv",
            """
            URL,Title,Selection,Folder,Timestamp
            https://example.com/1,One,,Unread,1600000000
            https://example.com/2,"Two, with comma",,Archive,1600000001
            https://example.com/3,Three,,Recipes,1600000002
            """)
        let first = try cli.run(["import", csv])
        #expect(first.stdout.contains("(a CSV export): 3 added, 0 already in the library, 0 failed\n"))
        #expect(try cli.ids(["--archived"]) == [2])
        #expect(try cli.ids(["--tag", "recipes"]) == [3])
        let urls = try cli.run(
            ["import", "-"], input: "https://example.com/4 Four\n\n# comment\nhttps://example.com/1\n")
        #expect(
            urls.stdout == "imported standard input (a list of URLs): 1 added, 1 already in the library, 0 failed\n"
                + "1 article waits in the fetch queue: 'gempaper fetch' fetches it\n")
    }

    @Test func everyLineEndAndUTF16ImportEveryURL() throws {
        let cli = try LibraryCLI()
        let lines = ["https://example.com/a Café", "https://example.com/b", "# note", "https://example.com/c"]
        let files: [(String, Data)] = [
            ("windows.txt", Data(lines.joined(separator: "\r\n").utf8)),
            ("mac.txt", Data(lines.joined(separator: "\r").utf8)),
            ("bom.txt", Data([0xEF, 0xBB, 0xBF]) + Data(lines.joined(separator: "\r\n").utf8)),
            ("utf16.txt", Data([0xFF, 0xFE]) + lines.joined(separator: "\r\n").data(using: .utf16LittleEndian)!),
        ]
        for (index, (name, data)) in files.enumerated() {
            let path = cli.folder.file(name).path
            try data.write(to: URL(fileURLWithPath: path))
            let result = try cli.run(["import", path, "--tag", "file\(index)"])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(
                result.stdout.hasPrefix(
                    "imported \(path) (a list of URLs): \(index == 0 ? 3 : 0) added, \(index == 0 ? 0 : 3) already in the library, 0 failed"),
                "\(name): \(result.stdout)")
            #expect(try cli.ids(["--tag", "file\(index)"]).sorted() == [1, 2, 3], "\(name)")
        }
        let list = try cli.run(["list", "--all", "--format", "json"])
        #expect(list.stdout.contains("\"title\":\"Café\""), "\(list.stdout)")
    }

    @Test func aFileThatIsNotTextIsRefusedBeforeTheLibraryIsOpened() throws {
        let cli = try LibraryCLI()
        let path = cli.folder.file("photo.jpg").path
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10] + Array("JFIF".utf8)).write(to: URL(fileURLWithPath: path))
        let result = try cli.run(["import", path])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "gempaper: \(path) is not a text file (it looks like an image); gempaper imports lists of URLs, bookmarks files (HTML), CSV exports and its own JSON export\n"
        )
        #expect(!FileManager.default.fileExists(atPath: cli.library))
    }

    @Test func jsonFromElsewhereOrFromANewerGempaperSaysSo() throws {
        let cli = try LibraryCLI()
        let other = try cli.file("other.json", "{\"bookmarks\": [{\"url\": \"https://example.com/\"}]}")
        let newer = try cli.file("newer.json", "{\"format\": \"gempaper-library\", \"version\": 7, \"articles\": []}")
        let first = try cli.run(["import", other])
        #expect(first.status == 2)
        #expect(first.stderr.hasPrefix("gempaper: \(other) is JSON, but not a gempaper export (it has no \"format\": \"gempaper-library\")"), "\(first.stderr)")
        let second = try cli.run(["import", newer])
        #expect(second.status == 2)
        #expect(second.stderr.hasPrefix("gempaper: \(newer) was exported by a newer gempaper (export format version 7;"), "\(second.stderr)")
        #expect(second.stderr.hasSuffix("; update gempaper, then import the file again\n"))
    }

    @Test func badFilesAreOneLineErrorsAndChangeNothing() throws {
        let cli = try LibraryCLI()
        try cli.seed(2)
        let empty = try cli.file("empty.txt", "\n")
        let noURLs = try cli.file("no-urls.txt", "ftp://example.com/x\nmailto:a@b.example\n")
        let badCSV = try cli.file("bad.csv", "name,value\n1,2\n")
        for (arguments, status, message) in [
            (
                ["import", empty], 2,
                "gempaper: \(empty) is empty; give a file of URLs, a bookmarks export or a CSV export\n"
            ),
            (
                ["import", cli.folder.file("missing.html").path], 3,
                "gempaper: no such file '\(cli.folder.file("missing.html").path)'; check the path\n"
            ),
            (
                ["import", badCSV, "--format", "csv"], 2,
                "gempaper: \(badCSV) has no URL column; a CSV export needs a header row such as URL,Title,Selection,Folder,Timestamp\n"
            ),
            (
                ["import", cli.folder.path], 2,
                "gempaper: cannot read '\(cli.folder.path)': it is a folder, not a file; give the path of a file\n"
            ),
            (["import", empty, "--tag", "no good"], 2, "gempaper: 'no good' is not a valid tag; \(tagRules)\n"),
            (["import"], 2, "gempaper: name the file to import; see 'gempaper import --help'\n"),
        ] {
            let result = try cli.run(arguments)
            #expect(result.status == Int32(status), "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
        }
        let failed = try cli.run(["import", noURLs])
        #expect(failed.status == 2)
        #expect(failed.stderr.hasSuffix("gempaper: nothing could be imported from \(noURLs); see the reasons above\n"))
        #expect(try cli.ids(["--all"]) == [2, 1])
    }

    let tagRules = "tags are 1-64 letters, digits and - _ . + # (no spaces), not starting with -"
}
