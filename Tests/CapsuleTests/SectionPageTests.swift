import Foundation
import Gemini
import Gemtext
import ReadingList
import Testing

/// Section pages read like chapters: walked by their links alone, every
/// page has its title line, holds its section and subsections only, and
/// ends with the way back and on.
@Suite struct SectionPageTests {
    static let title = "Field notes on rivers"

    /// A long article: an introduction, a stray level-3 note before the
    /// first chapter, twelve chapters, the even ones with two parts.
    static let article: String = {
        var text = "# \(title)\n\nAn introduction before any heading.\n\n### A note before the chapters\n\nThe note.\n"
        for chapter in 1...12 {
            text += "\n## Chapter \(chapter)\n\nText of chapter \(chapter).\n"
            if chapter % 2 == 0 {
                text += "\n### Chapter \(chapter), first part\n\nFirst part of \(chapter).\n"
                text += "\n### Chapter \(chapter), second part\n\nSecond part of \(chapter).\n"
            }
        }
        return text
    }()

    /// The pages a reader goes through, in order: the note, then each
    /// chapter with its parts.
    static let pageHeadings = ["A note before the chapters"] + (1...12).map { "Chapter \($0)" }

    static func fixture(language: String? = "fr", settings: String = "") throws -> (CapsuleFixture, ArticleID) {
        let fixture = try CapsuleFixture(settings: settings)
        let content = ArticleContent(
            url: "https://rivers.example/notes", title: title, language: language, gemtext: article)
        let id = try fixture.library().save(content).id
        try fixture.start()
        return (fixture, id)
    }

    static func links(_ text: String) -> [(url: String, label: String)] {
        GemtextDocument(parsing: text).lines.compactMap { line in
            if case .link(let url, let label) = line { return (url, label ?? "") }
            return nil
        }
    }

    /// A section page: its first line, what it holds, and its closing links.
    struct Page {
        let url: String
        let firstLine: String
        let body: String
        let links: [(url: String, label: String)]

        init(url: String, text: String) {
            self.url = url
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            firstLine = lines.first ?? ""
            // The closing links: the lines at the end that are all links or blank.
            var closing = lines.count
            while closing > 1, lines[closing - 1].isEmpty || lines[closing - 1].hasPrefix("=> ") { closing -= 1 }
            body = lines[min(2, closing)..<closing].joined(separator: "\n")
            #expect(lines.count > 1 && lines[1] == "", "a blank line under the title line")
            links = SectionPageTests.links(lines[closing...].joined(separator: "\n"))
        }

        func link(_ arrow: String) -> (url: String, label: String)? { links.first { $0.label.hasPrefix(arrow) } }
    }

    func walk(_ fixture: CapsuleFixture, from start: String, by arrow: String) async throws -> [Page] {
        var pages: [Page] = []
        var next: String? = start
        while let url = next {
            try #require(pages.count <= Self.pageHeadings.count, "the walk goes on past the last section")
            let response = try await fixture.get(url, as: .anonymous)
            try #require(response.status == .success, "\(url): \(response.header)")
            #expect(response.meta == "text/gemini; charset=utf-8; lang=fr", "\(url)")
            let page = Page(url: url, text: response.text)
            pages.append(page)
            next = page.link(arrow)?.url
        }
        return pages
    }

    @Test func walkingTheNextLinksReadsTheWholeArticleOnceInOrder() async throws {
        let (fixture, id) = try Self.fixture()
        let article = try await fixture.get("/articles/\(id)", as: .anonymous)
        let contents = Self.links(article.text).filter { $0.url.contains("/sections/") }
        let first = try #require(contents.first)
        #expect(first.url == "/articles/\(id)/sections/1")
        let pages = try await walk(fixture, from: first.url, by: "→")
        try #require(pages.count == Self.pageHeadings.count)
        for (index, (page, heading)) in zip(pages, Self.pageHeadings).enumerated() {
            // The title line names the article and the section.
            #expect(page.firstLine == "# \(Self.title): \(heading)", "\(page.url)")
            // It holds its own text and subsections, and nothing of the next page.
            #expect(!page.body.contains("## \(heading)\n"), "the heading is in the title line only")
            if index + 1 < Self.pageHeadings.count {
                #expect(!page.body.contains(Self.pageHeadings[index + 1]), "\(page.url) runs into the next section")
            }
            if let chapter = Int(heading.dropFirst("Chapter ".count)) {
                #expect(page.body.hasPrefix("Text of chapter \(chapter)."), "\(page.url)")
                if chapter % 2 == 0 {
                    #expect(page.body.contains("### Chapter \(chapter), first part\n\nFirst part of \(chapter)."))
                    #expect(page.body.contains("### Chapter \(chapter), second part\n\nSecond part of \(chapter)."))
                }
            }
            // It ends with the way back, the contents and the way on, labelled with their headings.
            if index > 0 {
                #expect(page.link("←")?.url == pages[index - 1].url, "\(page.url)")
                #expect(page.link("←")?.label == "← \(Self.pageHeadings[index - 1])")
            } else {
                #expect(page.link("←") == nil)
            }
            if index + 1 < pages.count {
                #expect(
                    page.links.map(\.label) == (index > 0 ? ["← \(Self.pageHeadings[index - 1])"] : []) + [
                        "↑ Contents: \(Self.title)", "→ \(Self.pageHeadings[index + 1])",
                    ])
                #expect(page.link("↑")?.url == "/articles/\(id)")
            } else {
                // The last section leads back to the article, then ends the way the article does.
                #expect(page.link("→") == nil)
                #expect(page.link("↑")?.url == "/articles/\(id)")
                #expect(page.link("↑")?.label == "↑ The end. Back to the article: \(Self.title)")
                #expect(page.links.contains { $0.url == "/" && $0.label == "Home" })
            }
        }
        // Every heading of the article is read exactly once along the way.
        let read = pages.map { $0.firstLine + "\n" + $0.body }.joined(separator: "\n")
        for entry in contents {
            let heading = entry.label.drop { $0 == "\u{A0}" }.drop { $0 != " " }.dropFirst()
            #expect(read.components(separatedBy: heading + "\n").count == 2, "\(heading)")
        }
        // Walking back from the last page visits the same pages the other way.
        let back = try await walk(fixture, from: try #require(pages.last).url, by: "←")
        #expect(back.map(\.url) == pages.reversed().map(\.url))
    }

    @Test func everyContentsEntryOpensAtItsHeadingWithItsNumber() async throws {
        let (fixture, id) = try Self.fixture()
        let contents = Self.links(try await fixture.get("/articles/\(id)", as: .anonymous).text)
            .filter { $0.url.contains("/sections/") }
        #expect(contents.count == 1 + 12 + 12)
        for (index, entry) in contents.enumerated() {
            let label = entry.label.drop { $0 == "\u{A0}" }
            #expect(label.hasPrefix("\(index + 1) "), "the entry's number is the URL's: \(entry.label)")
            #expect(entry.url == "/articles/\(id)/sections/\(index + 1)")
            let page = Page(url: entry.url, text: try await fixture.get(entry.url, as: .anonymous).text)
            #expect(page.firstLine == "# \(Self.title): \(label.drop { $0 != " " }.dropFirst())")
        }
        // Parts are indented under their chapter.
        #expect(contents[3].label == "\u{A0}\u{A0}4 Chapter 2, first part")
        #expect(contents[2].label == "3 Chapter 2")
    }

    @Test func pagesCarryTheArticlesLanguageWhenItIsATag() async throws {
        let (french, frenchID) = try Self.fixture(language: "fr")
        #expect(
            try await french.get("/articles/\(frenchID)", as: .anonymous).meta == "text/gemini; charset=utf-8; lang=fr")
        let (unknown, unknownID) = try Self.fixture(language: nil, settings: "lang = en")
        #expect(
            try await unknown.get("/articles/\(unknownID)/sections/2", as: .anonymous).meta
                == "text/gemini; charset=utf-8; lang=en", "the capsule's language when the article's is unknown")
        let (odd, oddID) = try Self.fixture(language: "pt_BR")
        #expect(
            try await odd.get("/articles/\(oddID)", as: .anonymous).meta == "text/gemini; charset=utf-8; lang=pt-BR")
        // A language that is not a tag never reaches the header.
        let (bad, badID) = try Self.fixture(language: "en; charset=latin1\r\n20 x")
        #expect(try await bad.get("/articles/\(badID)", as: .anonymous).meta == "text/gemini; charset=utf-8")
    }

    @Test func aSectionThatDoesNotExistSaysHowManyThereAre() async throws {
        let (fixture, id) = try Self.fixture()
        #expect(try await fixture.request("/articles/\(id)/sections/26").header == "51 article \(id) has 25 sections")
        #expect(try await fixture.request("/articles/\(id)/sections/0").header == "51 article \(id) has 25 sections")
    }
}
