import Foundation
import TestSupport
import Testing

@Suite struct SearchCommandTests {
    @Test func searchRanksTitlesFirstAndShowsSnippets() throws {
        let cli = try LibraryCLI()
        let export = """
            {"articles": [
            {"url": "https://a.example/1", "title": "Gardening notes", "gemtext": "Tomatoes need sun. Water the tomatoes daily."},
            {"url": "https://a.example/2", "title": "Tomatoes", "gemtext": "A short piece."},
            {"url": "https://a.example/3", "title": "Cooking", "gemtext": "Nothing about that vegetable."}
            ]}
            """
        try cli.run(["import", try cli.file("e.json", export)])
        let result = try cli.run(["search", "tomato"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines[1].hasPrefix(" 2  Tomatoes"))
        #expect(lines[3].hasPrefix(" 1  Gardening notes"))
        #expect(lines[4] == "    *Tomatoes* need sun. Water the *tomatoes* daily.")
        #expect(try cli.run(["search", "tomato", "--format", "ids", "--sort", "title"]).stdout == "1\n2\n")
        // An exclusion goes inside one quoted argument, or after --.
        #expect(try cli.run(["search", "tomato -sun", "--format", "ids"]).stdout == "2\n")
        #expect(try cli.run(["search", "--format", "ids", "--", "-sun", "tomato"]).stdout == "2\n")
        let json = try cli.run(["search", "water", "--format", "json"])
        #expect(json.stdout.contains("\"snippet\":\"Tomatoes need sun. Water the tomatoes daily.\""))
        let empty = try cli.run(["search"])
        #expect(empty.stderr == "gempaper: give something to search for; see 'gempaper search --help'\n")
        let nothing = try cli.run(["search", "--", "-sun"])
        #expect(nothing.status == 2)
        #expect(
            nothing.stderr
                == "gempaper: the search '-sun' has no word to look for; give at least one word that is not excluded with -\n"
        )
    }
}
