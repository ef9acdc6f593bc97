import Foundation
import TestSupport
import Testing

@Suite struct ReadCommandTests {
    static let export = """
        {"articles": [
        {"url": "https://a.example/1", "title": "Sections", "gemtext": "# Sections\\n\\nIntro text.\\n\\n## First\\n\\nOne.\\n\\n## Second\\n\\nTwo.\\n\\n=> https://b.example/ Elsewhere\\n"}
        ]}
        """

    @Test func readsAnArticleWholeOrFromASection() throws {
        let cli = try LibraryCLI()
        try cli.run(["import", try cli.file("e.json", Self.export)])
        let whole = try cli.run(["read", "1", "--width", "40"])
        #expect(whole.status == 0)
        #expect(whole.stdout.contains("Intro text."))
        #expect(whole.stdout.contains("Two."))
        #expect(whole.stdout.contains("[1] Elsewhere"))
        #expect(!whole.stdout.contains("\u{1B}["))  // no colour into a pipe
        let section = try cli.run(["read", "1", "--section", "2", "--no-toc"])
        #expect(section.status == 0)
        #expect(!section.stdout.contains("One."))
        #expect(section.stdout.hasPrefix("## Second\n"), "--section N starts at heading N under the title")
        #expect(section.stdout.contains("Two."))
        let missing = try cli.run(["read", "1", "--section", "9"])
        #expect(missing.status == 3)
        #expect(
            missing.stderr
                == "gempaper: no section 9: the document has 2 sections; leave out --section to see the table of contents\n"
        )
    }

    @Test func readCanArchiveWhatWasRead() throws {
        let cli = try LibraryCLI()
        try cli.run(["import", try cli.file("e.json", Self.export)])
        #expect(try cli.run(["read", "1", "--archive"]).status == 0)
        #expect(try cli.ids(["--archived"]) == [1])
    }

    @Test func unknownAndUnfetchedArticlesSaySo() throws {
        let cli = try LibraryCLI()
        try cli.run(["import", "-"], input: "https://queued.example/1\n")
        let queued = try cli.run(["read", "1"])
        #expect(queued.status == 5)
        #expect(
            queued.stderr
                == "gempaper: article 1 has not been fetched yet (it is queued); fetch it with 'gempaper fetch'; its page is at https://queued.example/1\n"
        )
        let unknown = try cli.run(["read", "2"])
        #expect(unknown.status == 3)
        #expect(unknown.stderr == "gempaper: no article with id 2; list the library to see the ids\n")
        #expect(
            try cli.run(["read"]).stderr == "gempaper: name the article to read by its id; see 'gempaper read --help'\n"
        )
    }
}
