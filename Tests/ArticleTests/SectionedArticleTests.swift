import Foundation
import HTML
import Testing

@testable import Article

/// Articles cut into parts of one kind, each under its own heading (a
/// `<section>` per chapter, DocBook's `<div class="sect1">`): the short
/// parts beside the longest are the article too, while boxes of another
/// kind beside them (related links, a note without a heading) are not.
@Suite struct SectionedArticleTests {
    /// A part under its heading `title`, of `count` paragraphs marked with `title`.
    static func part(_ element: String, _ title: String, count: Int, classes: String? = nil) -> String {
        let attribute = classes.map { " class=\"\($0)\"" } ?? ""
        return "<\(element)\(attribute)><h2>\(title)</h2>\(TestPage.paragraphs(title, count: count))</\(element)>"
    }

    /// A page whose article is `parts`, in a page with navigation and a sidebar.
    static func page(_ parts: String) -> String {
        TestPage.page(
            body: """
                <div class="top"><a href="/">Herald</a> <a href="/news">News</a> <a href="/sport">Sport</a></div>
                <div class="wrap"><div class="col"><h1>Library funding approved</h1>\(parts)</div>
                <div class="side"><ul><li><a href="/a">Another story people read today</a></li>
                <li><a href="/b">Yet another story</a></li></ul></div></div>
                """)
    }

    @Test func shortSectionsBeforeAndAfterTheLongestAreTheArticleToo() {
        let probe = ExtractionProbe(
            Self.page(
                Self.part("section", "Synopsis", count: 1) + Self.part("section", "Options", count: 30)
                    + Self.part("section", "Notes", count: 1)))
        #expect(probe.keeps("(Synopsis-1 4)"))
        #expect(probe.keeps("(Options-30 4)"))
        #expect(probe.keeps("(Notes-1 4)"))
        #expect(probe.keeps("Synopsis") && probe.keeps("Notes"))
    }

    @Test func shortPartsOfTheSameClassAreTheArticleToo() {
        let probe = ExtractionProbe(
            Self.page(
                Self.part("div", "Introduction", count: 1, classes: "sect1")
                    + Self.part("div", "Usage", count: 30, classes: "sect1")
                    + Self.part("div", "Final words", count: 1, classes: "sect1")))
        #expect(probe.keeps("(Introduction-1 4)"))
        #expect(probe.keeps("(Final words-1 4)"))
    }

    @Test func boxesOfAnotherKindBesideThePartsAreNot() {
        let related = """
            <section class="related"><h2>Related</h2><p>More on this: \
            <a href="/c">The council's budget for next year, explained</a></p></section>
            """
        let linkList = """
            <section><h2>Read next</h2><p><a href="/d">The mayor answers questions about the library's opening</a> \
            and <a href="/e">a map of the new branches</a></p></section>
            """
        let note = "<section><p>\(TestPage.prose("note", sentences: 1))</p></section>"
        let plainDivs = Self.part("div", "Usage", count: 30) + Self.part("div", "Other", count: 1)
        let sections = ExtractionProbe(
            Self.page(Self.part("section", "Options", count: 30) + related + linkList + note))
        #expect(sections.keeps("(Options-30 4)"))
        #expect(!sections.keeps("budget for next year"))
        #expect(!sections.keeps("answers questions"))
        #expect(!sections.keeps("(note 1)"))
        // `<div>`s without a class name are any boxes, not parts of one kind.
        let divs = ExtractionProbe(Self.page(plainDivs))
        #expect(divs.keeps("(Usage-30 4)"))
        #expect(!divs.keeps("(Other-1 4)"))
    }

    /// A section that sets its text in a box under its heading (MDN:
    /// `<section><h2>…</h2><div class="section-content">`), in an article
    /// with paragraphs of its own before and after it.
    static func headedBox(_ wrapper: String, heading: String) -> String {
        TestPage.site(
            article: """
                <h1>Library funding approved</h1><p>\(TestPage.prose("opening", sentences: 2))</p>
                <\(wrapper)>\(heading)<div class="section-content"><p>\(TestPage.prose("boxed", sentences: 2))</p></div>\
                </\(wrapper)>
                <p>\(TestPage.prose("closing", sentences: 2))</p>
                """)
    }

    @Test func aHeadingOverAContentBoxStaysWithItAndTheArticleAroundIt() {
        for (wrapper, heading) in [
            ("div", "<h3>Reading the minutes</h3>"),
            ("section", "<h3 id=\"minutes\"><a href=\"#minutes\">Reading the minutes</a></h3>"),
        ] {
            let probe = ExtractionProbe(Self.headedBox(wrapper, heading: heading))
            #expect(probe.keeps("Reading the minutes"), "\(wrapper)")
            #expect(probe.keeps("(boxed 2)"), "\(wrapper)")
            #expect(probe.keeps("(opening 2)"), "\(wrapper)")
            #expect(probe.keeps("(closing 2)"), "\(wrapper)")
        }
    }
}
