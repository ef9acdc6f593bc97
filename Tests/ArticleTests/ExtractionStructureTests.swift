import Foundation
import HTML
import Testing

@testable import Article

/// Decisions made by a page's structure, never by the names one site gives
/// its elements: comments longer than the post, posts made of lists, the
/// requests and link lists that end articles, and paragraphs that are one link.
@Suite struct ExtractionStructureTests {
    /// A reader comment: a small avatar, a name, a date, three paragraphs and a reply link.
    static func comment(_ number: Int) -> String {
        let words = "I have lived in this town for years and I think the money would be better spent on roads"
        let paragraphs = (1...3).map { "<p>\(words), honestly, every single year (comment \(number).\($0)).</p>" }
        return """
            <li class="c\(number)"><div class="h"><img src="/avatar/\(number).png" width="40" height="40">
            <a href="/users/u\(number)">Reader \(number)</a> <span>November \(number), 2019 at 10:42 am</span></div>
            <div class="t">\(paragraphs.joined())</div><a href="#r\(number)">Reply</a></li>
            """
    }

    /// A post of four paragraphs under its headline, followed by `after`, in a page with a sidebar.
    static func page(post: String, after: String) -> String {
        TestPage.page(
            body: """
                <div class="top"><a href="/">Herald</a> <a href="/news">News</a> <a href="/sport">Sport</a></div>
                <div class="wrap"><div class="col"><h1>Library funding approved</h1>\(post)\(after)</div>
                <div class="side"><ul><li><a href="/a">Another story people read today</a></li>
                <li><a href="/b">Yet another story</a></li></ul></div></div>
                """)
    }

    @Test func commentsLongerThanThePostAreLeftOut() {
        let comments = "<div class=\"talk\"><h3>12 responses</h3><ol>\((1...12).map(Self.comment).joined())</ol></div>"
        let probe = ExtractionProbe(Self.page(post: TestPage.paragraphs("post"), after: comments))
        for part in 1...4 { #expect(probe.keeps("(post-\(part) 4)")) }
        #expect(!probe.keeps("comment 1.1"))
        #expect(!probe.keeps("12 responses"))
        #expect(!probe.keeps("Reader 3"))
    }

    @Test func datedEntriesUnderACommentsHeadingAreCommentsWithoutAvatars() {
        let replies = (1...6).map { number in
            "<div class=\"r\"><p><a href=\"/u/\(number)\">Hiker \(number)</a> said on <time datetime=\"2019-06-0\(number)\">June \(number)</time>:</p><p>\(TestPage.prose("reply \(number)", sentences: 3))</p></div>"
        }
        let probe = ExtractionProbe(
            Self.page(post: TestPage.paragraphs("post"), after: "<div><h3>Replies</h3>\(replies.joined())</div>"))
        #expect(probe.keeps("(post-4 4)"))
        #expect(!probe.keeps("reply 1"))
        #expect(!probe.keeps("Hiker 2 said"))
    }

    @Test func aLiveBlogOfDatedEntriesIsTheArticle() {
        let entries = (1...8).map { number in
            "<div class=\"e\"><time datetime=\"2019-11-19T1\(number):00\">1\(number):00</time><img src=\"/i/\(number).png\" width=\"40\" height=\"40\"><p>\(TestPage.prose("entry \(number)", sentences: 2))</p></div>"
        }
        let probe = ExtractionProbe(Self.page(post: "<p>Follow the council meeting live.</p>", after: entries.joined()))
        for number in 1...8 { #expect(probe.keeps("(entry \(number) 2)"), "entry \(number)") }
    }

    @Test func aPostMadeOfListsKeepsItsListsAndDropsTheComments() {
        let item = "Bring a refillable water bottle, because the trail has no fountains and the summer sun is strong"
        let list = "<ul>" + (1...9).map { "<li>\(item) (item \($0)).</li>" }.joined() + "</ul>"
        let post = "<p>Our list, after years of weekends.</p><h2>Essentials</h2>\(list)<p>Happy trails!</p>"
        let comments = "<div><h3>Comments</h3><ol>\((1...8).map(Self.comment).joined())</ol></div>"
        let probe = ExtractionProbe(Self.page(post: post, after: comments))
        for number in 1...9 { #expect(probe.keeps("(item \(number))"), "item \(number)") }
        #expect(probe.keeps("Our list, after years of weekends."))
        #expect(probe.keeps("Happy trails!"))
        #expect(!probe.keeps("comment 2.1"))
    }

    @Test func requestsAndStoryListsAtTheEndGo() {
        let ending = """
            <p>Follow the Herald on Twitter and Facebook.</p>
            <p>Have a tip? Ann Lee may be reached at ann@herald.example, or on Twitter @annlee, any time of day.</p>
            <h3>More great stories</h3>
            <ul><li><a href="/x">The harbour lights are back on</a></li><li><a href="/y">A new bridge for the town</a></li></ul>
            """
        let article = TestPage.paragraphs("post") + "<p>Let us know what your favourite library is; we read every letter.</p>"
        let probe = ExtractionProbe(Self.page(post: article, after: ending))
        #expect(probe.keeps("(post-4 4)"))
        // The author's own last words stay; the requests and the story list go.
        #expect(probe.keeps("we read every letter"))
        #expect(!probe.keeps("Follow the Herald"))
        #expect(!probe.keeps("Have a tip?"))
        #expect(!probe.keeps("More great stories"))
        #expect(!probe.keeps("harbour lights"))
    }

    @Test func aParagraphThatIsOneLinkStaysAndBecomesALinkLine() throws {
        let post = TestPage.paragraphs("post") + "<p><a href=\"/2019/11/library-part-one\">Read the first part of this story</a></p>"
        let html = Self.page(post: post, after: "")
        #expect(ExtractionProbe(html).keeps("Read the first part of this story"))
        let article = try ArticleConverter().convert(
            Array(html.utf8), url: URL(string: "https://news.example.com/2019/11/19/story.html"))
        #expect(article.document.lines.contains(
            .link(url: "https://news.example.com/2019/11/library-part-one", label: "Read the first part of this story")))
    }

    @Test func aCaptionInATableLaidOutAsAFigureLabelsItsPicture() throws {
        // Blogger sets a captioned picture as a table: the picture in one row, its caption in the next.
        let figure = """
            <table class="tr-caption-container"><tbody><tr><td><a href="/img/s1600/jars.jpg">\
            <img src="/img/s320/jars.jpg" width="320" height="213"></a></td></tr>
            <tr><td class="tr-caption">Seven quarts out of the canner, with the rings already off.</td></tr></tbody></table>
            """
        let html = Self.page(post: TestPage.paragraphs("before") + figure + TestPage.paragraphs("after"), after: "")
        let article = try ArticleConverter().convert(
            Array(html.utf8), url: URL(string: "https://news.example.com/2019/11/19/story.html"))
        #expect(article.document.lines.contains(
            .link(url: "https://news.example.com/img/s1600/jars.jpg", label: "Seven quarts out of the canner, with the rings already off.")))
    }

    @Test func aNumberedFiguresLegendBesideItsPictureStays() throws {
        // A journal sets its figure in a box that is no <figure>: the picture, downloads, "Fig 1." and its legend.
        let figure = """
            <div class="figure"><div class="img-box"><a href="/figure/image?size=medium&amp;id=g001">\
            <img src="/figure/image?size=inline&amp;id=g001" alt="thumbnail"></a></div>
            <div class="figure-download"><ul><li><a href="/figure/ppt?id=g001">PPT</a></li></ul></div>
            <div class="figcaption"><span>Fig 1. </span> Minimum song frequency against noise.</div>
            <p class="caption_target">Each point is one male; colours mark the six parks.</p></div>
            """
        let probe = ExtractionProbe(Self.page(post: TestPage.paragraphs("before") + figure + TestPage.paragraphs("after"), after: ""))
        #expect(probe.keeps("Fig 1. Minimum song frequency against noise."))
        #expect(probe.keeps("Each point is one male; colours mark the six parks."))
        // A news photo's loose caption, which names no figure, still goes.
        let photo = """
            <div class="image"><img src="/photos/harbour.jpg" alt="Harbour">\
            <div class="caption">The harbour at dawn, seen from the old breakwater on Tuesday. Photo: Ann Lee</div></div>
            """
        let news = ExtractionProbe(Self.page(post: TestPage.paragraphs("before") + photo + TestPage.paragraphs("after"), after: ""))
        #expect(!news.keeps("The harbour at dawn"))
    }

    @Test func figureLabelsAreANameAndANumber() {
        #expect(FigureLabel.opens("Fig 1. Minimum song frequency"))
        #expect(FigureLabel.opens("  Figure 12: Results"))
        #expect(FigureLabel.opens("Fig. S2 Supplementary"))
        #expect(FigureLabel.opens("Table 3 Participants"))
        #expect(FigureLabel.opens("Abb. 4 Der Hafen"))
        #expect(FigureLabel.opens("图 5 结果"))
        #expect(!FigureLabel.opens("Figures show that the harbour grew"))
        #expect(!FigureLabel.opens("figure 1 in lower case opens no legend"))
        #expect(!FigureLabel.opens("Table of contents"))
        #expect(!FigureLabel.opens("The harbour at dawn"))
    }

    @Test func theLastLineOfAnAnswerIsNoLabelOverTheNextAnswersLinks() {
        let faq = """
            <ol><li><em>Passing parameters on the command line does not work</em>
            <p>\(TestPage.prose("answer"))</p><p>or use</p><p>xsltproc --stringparam test alpha foo.xsl foo.xml</p></li>
            <li><em>Are there C++ bindings?</em><p>Yes, for example <a href="https://wrap.example.org/">xmlwrapp</a>, \
            see <a href="/python.html">the pages about bindings</a></p></li></ol>
            """
        let probe = ExtractionProbe(Self.page(post: TestPage.paragraphs("post") + faq, after: ""))
        #expect(probe.keeps("xsltproc --stringparam test alpha foo.xsl foo.xml"))
        #expect(probe.keeps("Yes, for example xmlwrapp, see the pages about bindings"))
    }

    @Test func runsOfLinksToOtherStoriesAndStepsToOtherPagesGo() {
        let promos = """
            <p><a href="/x">The harbour lights are back on</a></p><p><a href="/y">A new bridge for the town</a></p>
            <p><a href="/z">CLICK HERE TO GET THE HERALD APP</a></p>
            """
        let probe = ExtractionProbe(Self.page(post: TestPage.paragraphs("post") + promos + "<p><a href=\"/prev\">Previous story</a></p>", after: ""))
        #expect(probe.keeps("(post-4 4)"))
        #expect(!probe.keeps("harbour lights"))
        #expect(!probe.keeps("new bridge"))
        #expect(!probe.keeps("HERALD APP"))
        #expect(!probe.keeps("Previous story"))
    }
}
