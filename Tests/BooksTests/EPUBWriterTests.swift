import Books
import Foundation
import Gemtext
import Problems
import ReadingList
import TestSupport
import Testing

@Suite struct EPUBWriterTests {
    static let modified = Date(timeIntervalSince1970: 1_764_000_000)

    static func chapter(_ key: String, title: String = "A title", body: String) -> BookChapter {
        BookChapter(
            key: key, title: title, author: "Ann Lee", site: "The Coast", published: PublicationTime(modified),
            sourceURL: "https://coast.example/news/\(key)", language: "en",
            body: GemtextDocument(parsing: body).lines)
    }

    static let story = """
        The harbour lights were switched on again.

        ## The repairs ¶
        New cables & <new> lamps.
        ### New lamps
        * one
        * two
        > A quote
        > in two lines
        ```swift
        let wide = "code"   // kept as it is
        ```
        => https://coast.example/port The port authority
        => /relative/page A relative link
        ## What fishermen say
        They are glad.
        """

    static func book(_ chapters: [BookChapter], title: String = "Unread") throws -> BookReader {
        let sink = MemorySink()
        let writer = try EPUBWriter(to: sink, details: BookDetails(title: title, modified: modified))
        for chapter in chapters { try writer.add(chapter) }
        try writer.finish()
        return try BookReader(sink.bytes)
    }

    @Test func theMimetypeComesFirstStoredAndBare() throws {
        let book = try Self.book([Self.chapter("a1", body: Self.story)])
        let first = try #require(book.entries.first)
        #expect(first.name == "mimetype")
        #expect(first.method == 0)
        #expect(first.extraLength == 0)
        #expect(first.text == "application/epub+zip")
        #expect(book.entries.dropFirst().allSatisfy { $0.name != "mimetype" })
    }

    @Test func theContainerPointsAtThePackageDocument() throws {
        let book = try Self.book([Self.chapter("a1", body: Self.story)])
        let container = XMLFacts(try #require(book.entry("META-INF/container.xml")).bytes)
        let path = try #require(container.all("rootfile").first?.attributes["full-path"])
        #expect(book.entry(path) != nil)
        #expect(container.all("rootfile").first?.attributes["media-type"] == "application/oebps-package+xml")
    }

    @Test func everyXMLFileIsWellFormed() throws {
        let book = try Self.book([Self.chapter("a1", body: Self.story), Self.chapter("a2", body: "Short.")])
        let xml = book.entries.filter { [".xhtml", ".opf", ".ncx", ".xml"].contains(where: $0.name.hasSuffix) }
        #expect(xml.count == 6)
        for entry in xml {
            let facts = XMLFacts(entry.bytes)
            #expect(facts.isWellFormed, "\(entry.name): \(facts.error ?? "")")
        }
    }

    @Test func theManifestListsEveryFileWithItsMediaTypeAndNothingElse() throws {
        let book = try Self.book([Self.chapter("a1", body: Self.story), Self.chapter("a2", body: "Short.")])
        let package = try #require(book.entry("EPUB/package.opf"))
        let items = XMLFacts(package.bytes).all("item")
        let listed = Dictionary(uniqueKeysWithValues: items.map { ("EPUB/" + $0.attributes["href"]!, $0.attributes["media-type"]!) })
        let files = book.entries.map(\.name).filter { $0 != "mimetype" && !$0.hasPrefix("META-INF/") && $0 != "EPUB/package.opf" }
        #expect(Set(listed.keys) == Set(files))
        for (path, type) in listed {
            let expected =
                path.hasSuffix(".xhtml") ? "application/xhtml+xml" : path.hasSuffix(".css") ? "text/css"
                : path.hasSuffix(".ncx") ? "application/x-dtbncx+xml" : "?"
            #expect(type == expected, "\(path)")
        }
        let spine = XMLFacts(package.bytes).all("itemref").map { $0.attributes["idref"]! }
        #expect(spine == ["nav", "a1", "a2"])
    }

    @Test func thePackageHasTheRequiredMetadata() throws {
        let book = try Self.book([Self.chapter("a1", body: Self.story)], title: "Tagged <rust> & more")
        let package = XMLFacts(try #require(book.entry("EPUB/package.opf")).bytes)
        #expect(package.isWellFormed)
        #expect(package.text.contains("Tagged <rust> & more"))
        #expect(package.text.contains("Ann Lee"))
        #expect(package.text.contains("2025-11-24T16:00:00Z"))
        let identifier = try #require(package.all("dc:identifier").first)
        #expect(identifier.attributes["id"] == "book-id")
        #expect(package.all("dc:language").count == 1)
        #expect(package.all("package").first?.attributes["unique-identifier"] == "book-id")
    }

    @Test func theIdentifierIsDerivedFromTheArticles() throws {
        func identifier(_ keys: [String]) throws -> String {
            let book = try Self.book(keys.map { Self.chapter($0, body: "Text.") })
            let ncx = XMLFacts(try #require(book.entry("EPUB/toc.ncx")).bytes)
            let uid = try #require(ncx.all("meta").first { $0.attributes["name"] == "dtb:uid" }?.attributes["content"])
            let package = String(decoding: try #require(book.entry("EPUB/package.opf")).bytes, as: UTF8.self)
            #expect(package.contains(">\(uid)</dc:identifier>"), "the NCX and the package name the same book")
            return uid
        }
        let first = try identifier(["a1", "a2"])
        #expect(first.hasPrefix("urn:uuid:"))
        #expect(try identifier(["a1", "a2"]) == first)
        #expect(try identifier(["a1", "a3"]) != first)
    }

    @Test func theContentsNestEachArticlesHeadingsAndEveryLinkResolves() throws {
        let book = try Self.book([Self.chapter("a1", title: "Harbour lights", body: Self.story), Self.chapter("a2", body: "Short.")])
        let nav = try #require(book.entry("EPUB/nav.xhtml"))
        let text = nav.text
        // Chapter, then its headings nested: 2 The repairs > 3 New lamps, 4 What fishermen say.
        let expectedOrder = ["Harbour lights", "The repairs", "New lamps", "What fishermen say", "A title"]
        let positions = expectedOrder.map { text.range(of: ">\($0)</a>")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(text.contains("<a href=\"chapters/a1.xhtml#s2\">New lamps</a>"))
        #expect(text.components(separatedBy: "<ol>").count - 1 == 3, "the book's list, a1's headings, The repairs' subheading")
        for reference in XMLFacts(nav.bytes).all("a").compactMap({ $0.attributes["href"] }) {
            try Self.expectResolves(reference, from: "EPUB/", in: book)
        }
        let ncx = XMLFacts(try #require(book.entry("EPUB/toc.ncx")).bytes)
        let sources = ncx.all("content").compactMap { $0.attributes["src"] }
        #expect(sources.count == 5)
        for source in sources { try Self.expectResolves(source, from: "EPUB/", in: book) }
        let orders = ncx.all("navPoint").compactMap { $0.attributes["playOrder"].flatMap(Int.init) }
        #expect(orders == Array(1...5))
    }

    static func expectResolves(_ reference: String, from folder: String, in book: BookReader) throws {
        let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
        let file = try #require(book.entry(folder + parts[0]), "\(reference): no such file")
        if parts.count == 2 {
            #expect(XMLFacts(file.bytes).ids.contains(parts[1]), "\(reference): no such id")
        }
    }

    @Test func aChapterHoldsEveryKindOfLine() throws {
        let book = try Self.book([Self.chapter("a1", title: "Harbour lights", body: Self.story)])
        let chapter = try #require(book.entry("EPUB/chapters/a1.xhtml"))
        let facts = XMLFacts(chapter.bytes)
        #expect(facts.isWellFormed)
        #expect(facts.all("h1").count == 1)
        #expect(facts.all("h2").map { $0.attributes["id"] } == ["s1", "s3"])
        #expect(facts.all("h3").map { $0.attributes["id"] } == ["s2"])
        #expect(facts.all("li").count == 2)
        #expect(facts.all("ul").count == 1)
        #expect(facts.all("blockquote").count == 1)
        #expect(facts.all("pre").first?.attributes["aria-label"] == "swift")
        #expect(facts.text.contains("let wide = \"code\"   // kept as it is"))
        #expect(facts.text.contains("New cables & <new> lamps."))
        #expect(facts.text.contains("The repairs\n") && !facts.text.contains("¶"), "no permalink marks")
        let links = facts.all("a").compactMap { $0.attributes["href"] }
        #expect(links.contains("https://coast.example/port"))
        #expect(links.contains("https://coast.example/relative/page"))
        #expect(links.contains("https://coast.example/news/a1"))
        #expect(facts.text.contains("By Ann Lee · The Coast · 2025-11-24"))
        #expect(chapter.text.contains("xml:lang=\"en\""))
    }

    /// An evening story in New York (the 19th in UTC) is of the publisher's day.
    @Test func aChapterShowsThePublishersDay() throws {
        var chapter = Self.chapter("a1", body: Self.story)
        chapter.published = PublicationTime(Date(timeIntervalSince1970: 1_574_136_264), offset: -5 * 3600)
        let facts = XMLFacts(try #require(try Self.book([chapter]).entry("EPUB/chapters/a1.xhtml")).bytes)
        #expect(facts.text.contains("By Ann Lee · The Coast · 2019-11-18"), "\(facts.text.prefix(200))")
    }

    @Test func nothingThePageWroteBecomesMarkup() throws {
        let hostile = """
            <script>alert(1)</script> & "quotes" 'too' \u{1}\u{7}\u{85}
            ## <img src=x onerror=alert(1)>
            * </li></ul><script>
            => javascript:alert(1) click <b>me</b>
            => https://ok.example/?a=1&b="2"<x> fine
            ```"><script>
            </pre><script>
            ```
            """
        let book = try Self.book([Self.chapter("a1", title: "</title><script>x</script>", body: hostile)])
        for entry in book.entries where entry.name.hasSuffix(".xhtml") || entry.name.hasSuffix(".ncx") || entry.name.hasSuffix(".opf") {
            let facts = XMLFacts(entry.bytes)
            #expect(facts.isWellFormed, "\(entry.name)")
            #expect(facts.all("script").isEmpty, "\(entry.name)")
            #expect(facts.all("img").isEmpty, "\(entry.name)")
            #expect(facts.all("b").isEmpty, "\(entry.name)")
            #expect(!entry.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" } , "\(entry.name)")
        }
        let chapter = XMLFacts(try #require(book.entry("EPUB/chapters/a1.xhtml")).bytes)
        let hrefs = chapter.all("a").compactMap { $0.attributes["href"] }
        #expect(!hrefs.contains { $0.lowercased().hasPrefix("javascript") })
        #expect(hrefs.contains("https://ok.example/?a=1&b=%222%22%3Cx%3E"))
        #expect(chapter.text.contains("click <b>me</b>"), "a refused link keeps its words as text")
    }

    @Test func geminiLinksAreShownWithTheirAddress() throws {
        let body = "=> gemini://capsule.example/notes.gmi Notes\n=> other.gmi\n"
        let chapter = BookChapter(key: "a1", title: "Capsule", sourceURL: "gemini://capsule.example/dir/", body: GemtextDocument(parsing: body).lines)
        let book = try Self.book([chapter])
        let facts = XMLFacts(try #require(book.entry("EPUB/chapters/a1.xhtml")).bytes)
        #expect(facts.all("a").isEmpty, "e-readers cannot open gemini links")
        #expect(facts.text.contains("Notes (gemini://capsule.example/notes.gmi)"))
        #expect(facts.text.contains("gemini://capsule.example/dir/other.gmi"))
    }

    @Test func aBookWithoutChaptersIsRefused() throws {
        let writer = try EPUBWriter(to: MemorySink(), details: BookDetails(title: "Empty"))
        #expect(throws: Problem.self) { try writer.finish() }
    }

    static func picture(_ name: String, url: String, caption: String? = nil, alt: String? = nil) -> BookPicture {
        let file = TestPictures.storyFiles.first { $0.name == name }!
        let key = String(name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
        return BookPicture(
            url: url, caption: caption, alt: alt, mediaType: file.mediaType, contentKey: key, bytes: Array(file.bytes))
    }

    @Test func picturesAreInTheirChaptersOnceEachWithTheirCaptions() throws {
        let chart = Self.picture("chart.png", url: "https://coast.example/chart.png", caption: "Repairs <by> month")
        let diagram = Self.picture("diagram.svg", url: "https://coast.example/d.svg", alt: "The new lamp")
        let photo = Self.picture("lossy.webp", url: "https://coast.example/photo.webp", caption: "The quay")
        var first = Self.chapter(
            "a1",
            body: """
                Before.
                => https://coast.example/chart.png Repairs <by> month
                => https://coast.example/d.svg The new lamp
                => https://coast.example/photo.webp The quay
                After.
                """)
        first.pictures = [chart, diagram, photo]
        var second = Self.chapter("a2", body: "=> https://coast.example/chart.png Repairs by month")
        second.pictures = [chart]
        let book = try Self.book([first, second])

        // Each picture an e-reader can show is in the book once, in the
        // manifest with its media type; the WebP one is not (no fallback).
        let images = book.entries.map(\.name).filter { $0.hasPrefix("EPUB/images/") }
        #expect(images.sorted() == ["EPUB/images/chartpng.png", "EPUB/images/diagramsvg.svg"])
        #expect(book.entry("EPUB/images/chartpng.png")?.bytes == chart.bytes)
        #expect(book.entry("EPUB/images/diagramsvg.svg")?.bytes == diagram.bytes)
        let items = XMLFacts(try #require(book.entry("EPUB/package.opf")).bytes).all("item")
        let types = Dictionary(uniqueKeysWithValues: items.map { ($0.attributes["href"]!, $0.attributes["media-type"]!) })
        #expect(types["images/chartpng.png"] == "image/png")
        #expect(types["images/diagramsvg.svg"] == "image/svg+xml")

        // In the chapter where its link line was, with its caption, and
        // every picture it shows is in the book.
        let chapter = XMLFacts(try #require(book.entry("EPUB/chapters/a1.xhtml")).bytes)
        #expect(chapter.isWellFormed)
        let shown = chapter.all("img")
        #expect(shown.map { $0.attributes["src"] } == ["../images/chartpng.png", "../images/diagramsvg.svg"])
        #expect(shown.map { $0.attributes["alt"] } == ["Repairs <by> month", "The new lamp"])
        for image in shown { try Self.expectResolves(String(image.attributes["src"]!.dropFirst(3)), from: "EPUB/", in: book) }
        #expect(chapter.all("figcaption").count == 1)
        let order = ["Before.", "Repairs <by> month", "After."].map { chapter.text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(chapter.all("a").compactMap { $0.attributes["href"] }.contains("https://coast.example/photo.webp"))
        let secondChapter = XMLFacts(try #require(book.entry("EPUB/chapters/a2.xhtml")).bytes)
        #expect(secondChapter.all("img").map { $0.attributes["src"] } == ["../images/chartpng.png"])
    }
}
