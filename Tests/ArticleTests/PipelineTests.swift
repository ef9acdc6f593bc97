import Foundation
import Gemtext
import Problems
import TestSupport
import Testing

@testable import Article

/// `ArticleConverter` end to end: parsing, metadata, extraction and
/// conversion together, on good pages and on bad input.
@Suite struct PipelineTests {
    static let story = """
        <!doctype html><html lang="en"><head><meta charset="utf-8">
        <title>Harbour Lights Return | The Coast</title>
        <meta property="og:site_name" content="The Coast">
        <link rel="canonical" href="https://coast.example/news/harbour-lights">
        <meta property="article:published_time" content="2024-03-12T09:30:00Z">
        </head><body>
        <header><a href="/">The Coast</a><nav><a href="/news">News</a> <a href="/sport">Sport</a></nav></header>
        <main><article>
        <h1>Harbour Lights Return</h1><p class="byline">By <a href="/ann" rel="author">Ann Lee</a></p>
        <p>The harbour lights were switched on again last night after a long winter of repairs, and the
        whole town came out to watch them glow over the water for the first time since November.</p>
        <h2>The repairs</h2>
        <p>Engineers from the <a href="/port">port authority</a> replaced every lamp along the breakwater
        with a brighter, more frugal model that they expect to last for twenty years with little care.</p>
        <h2>What fishermen say</h2>
        <p>Fishermen welcomed the change. Several said the old lamps had been too dim to see in fog, and
        that the new ones could be seen from much further out at sea, even on a moonless night.</p>
        <h2>What comes next</h2>
        <p>The council will decide in May whether to light the old lighthouse as well, which has been dark
        since the last keeper retired, and whether the town can afford to keep it running every night.</p>
        </article><aside><h3>Most read</h3><ul><li><a href="/a">Another story</a></li></ul></aside></main>
        <footer>© The Coast · <a href="/privacy">Privacy</a></footer>
        </body></html>
        """

    @Test func aRealisticPageBecomesACleanArticle() throws {
        let article = try ArticleConverter().convert(Array(Self.story.utf8), contentType: "text/html")
        let lines = article.document.lines
        #expect(lines.first == .heading(level: 1, text: "Harbour Lights Return"))
        #expect(lines.contains(.link(url: "https://coast.example/news/harbour-lights", label: "Source: The Coast")))
        #expect(lines.contains(.link(url: "https://coast.example/port", label: "port authority")))
        #expect(article.headings.map(\.title) == ["The repairs", "What fishermen say", "What comes next"])
        #expect(lines.contains(.listItem("1 The repairs")))
        #expect(!article.gemtext.contains("Most read") && !article.gemtext.contains("Privacy"))
        #expect(!article.text.contains("Sport"))
        #expect(article.text.hasPrefix("The harbour lights were switched on again"))
        #expect(article.wordCount == WordCount.of(article.text))
        #expect(article.readingMinutes == 1)
        #expect(GemtextDocument(parsing: article.gemtext) == article.document)
    }

    @Test func thePageAddressResolvesLinksAndTheCanonicalOneStandsInWithoutIt() throws {
        let page = Array(Self.story.utf8)
        let withURL = try ArticleConverter().convert(page, url: URL(string: "https://mirror.example/copy/story.html"))
        #expect(withURL.document.lines.contains(.link(url: "https://mirror.example/port", label: "port authority")))
        let withoutURL = try ArticleConverter().convert(page)
        #expect(
            withoutURL.document.lines.contains(.link(url: "https://coast.example/port", label: "port authority")))
    }

    @Test func theCharsetOfTheContentTypeDecodesThePage() throws {
        let latin1 = Self.story.replacingOccurrences(of: "<meta charset=\"utf-8\">", with: "")
            .replacingOccurrences(of: "Fishermen welcomed", with: "Pêcheurs et marins welcomed")
        let bytes = [UInt8](latin1.data(using: .isoLatin1)!)
        let article = try ArticleConverter().convert(bytes, contentType: "text/html; charset=ISO-8859-1")
        #expect(article.text.contains("Pêcheurs et marins welcomed"))
    }

    static let notPages: [String: [UInt8]] = [
        "png": [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D],
        "pdf": Array("%PDF-1.7\n%\u{E2}\u{E3}\n1 0 obj".utf8),
        "gzip": [0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0],
        "text": Array("Just some notes,\nwith no markup at all.\n".utf8),
        "zeros": [UInt8](repeating: 0, count: 4096),
        "blank": Array("  \n\t ".utf8),
        "nothing": [],
    ]

    @Test(arguments: [
        ("png", "not a web page: it looks like a PNG image"),
        ("pdf", "not a web page: it looks like a PDF document"),
        ("gzip", "not a web page: it looks like gzip-compressed data; unpack it first"),
        ("text", "not a web page: it looks like plain text, with no HTML markup"),
        ("zeros", "not a web page: it looks like binary data"),
        ("blank", "the page is empty"),
        ("nothing", "the page is empty"),
    ])
    func whatIsNotAWebPageGetsAClearMessage(_ input: String, _ message: String) {
        #expect {
            try ArticleConverter().convert(Self.notPages[input]!)
        } throws: { error in
            (error as? Problem)?.message == message && (error as? Problem)?.kind == .badInput
        }
    }

    @Test func aContentTypeThatIsNotHTMLIsRefused() {
        #expect {
            try ArticleConverter().convert(Array(Self.story.utf8), contentType: "application/pdf")
        } throws: { error in
            (error as? Problem)?.message == "not a web page: its content type is application/pdf"
        }
        #expect(throws: Never.self) {
            try ArticleConverter().convert(Array(Self.story.utf8), contentType: "text/plain; charset=utf-8")
        }
    }

    @Test func aPageWithoutAnArticleSaysSo() {
        for page in [
            "<html><head><title>Home</title></head><body><nav><a href=/a>A</a> <a href=/b>B</a></nav></body></html>",
            "<html><body><script>render()</script><div id=app></div></body></html>",
            "<!-- just a comment -->",
            "<html><body><article><p>--&gt;</p><p>* * *</p><p>—</p></article></body></html>",
        ] {
            #expect(Comment(rawValue: page)) {
                try ArticleConverter().convert(Array(page.utf8))
            } throws: { error in
                (error as? Problem)?.message == "no article found in the page"
                    && (error as? Problem)?.kind == .permanent
            }
        }
    }

    /// The bad inputs of the issue: each converts or fails with a Problem,
    /// without crashing or hanging. Sizes are small to keep the debug build
    /// quick (nesting past the parser's 512 levels is enough); article-bench
    /// runs the full sizes and shows the time grows linearly.
    @Test func badInputNeverCrashes() throws {
        let story = Array(Self.story.utf8)
        var random = SeededRandom(seed: 3)
        var inputs: [(String, [UInt8])] = [
            ("truncated", Array(story.prefix(story.count * 2 / 3))),
            ("truncated inside a tag", Array(story.prefix(Self.story.utf8.count - 200)) + Array("<a href=\"/x".utf8)),
            ("NUL bytes", story.enumerated().map { $0.offset % 50 == 0 ? 0 : $0.element }),
            ("random bytes after a page", story + (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &random) }),
            (
                "nested divs",
                Array(("<title>t</title>" + String(repeating: "<div>", count: 1_000) + "<p>deep text</p>").utf8)
            ),
            (
                "huge attribute",
                Array("<p title=\"".utf8) + [UInt8](repeating: 0x61, count: 5_000_000) + Array("\">Text</p>".utf8)
            ),
            (
                "unterminated comment",
                Array("<title>t</title><p>Before the comment.</p><!-- and then".utf8)
                    + [UInt8](repeating: 0x2D, count: 100_000)
            ),
            (
                "unterminated script",
                Array("<p>Before the script.</p><script>document.write('<p>".utf8)
                    + [UInt8](repeating: 0x3C, count: 100_000)
            ),
            (
                "unterminated pre",
                Array("<p>Code follows.</p><pre>".utf8) + Array(String(repeating: "line\n", count: 20_000).utf8)
            ),
            ("deep lists", Array((String(repeating: "<ul><li>item", count: 1_000)).utf8)),
            ("deep quotes and tables", Array(String(repeating: "<blockquote><table><tr><td>x", count: 1_000).utf8)),
            (
                "huge colspan",
                Array(
                    "<table><tr><td colspan=99999999>a</td><td rowspan=99999>b</td></tr><tr><td>c</td><td>d</td></tr></table>"
                        .utf8)
            ),
        ]
        inputs.append(
            (
                "utf-16 without markup",
                [0xFF, 0xFE] + Array("hello".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            ))
        for (name, bytes) in inputs {
            do {
                let article = try ArticleConverter().convert(bytes)
                #expect(GemtextDocument(parsing: article.gemtext) == article.document, "\(name)")
            } catch let problem as Problem {
                #expect(!problem.message.isEmpty, "\(name)")
            }
        }
    }
}
