import Foundation
import Testing

@testable import Article

/// The standfirst, a line shorter than prose between the headline and the
/// body, opens the story once: the line right under the headline that
/// reads as a sentence, or the line that shows the page's description.
/// Kickers, labels, bylines, date lines and a teaser that repeats the first
/// paragraph stay out, and the description is never added as text.
@Suite struct StandfirstTests {
    private static let subtitle = "A decade of waiting ends for the readers of Elm Street"
    private static let body = TestPage.paragraphs("body", count: 3)

    @Test func aSubtitleUnderTheHeadlineOpensTheStory() throws {
        let article = """
            <h1>Library funding approved</h1><p class="entry-subtitle">\(Self.subtitle)</p>
            <div class="entry-meta"><span class="byline">By <a href="/by/ada" rel="author">Ada Brooks</a></span> \
            · <time datetime="2024-04-11">11 April 2024</time></div>
            <div class="entry-content">\(Self.body)</div>
            """
        let probe = ExtractionProbe(TestPage.site(article: article))
        #expect(probe.lines.first == Self.subtitle)
        #expect(probe.keeps("(body-3 4)"))
        #expect(!probe.keeps("Ada Brooks") && !probe.keeps("11 April 2024"))
        let article2 = try ArticleConverter().convert(Array(TestPage.site(article: article).utf8))
        #expect(article2.text.components(separatedBy: Self.subtitle).count == 2, "once")
    }

    /// Short lines under the headline that are no standfirst stay out: a
    /// label, a byline, a date line in words the date reader does not know,
    /// a label that ends in a colon, and a teaser that repeats the first paragraph.
    @Test(arguments: [
        "Opinion and analysis",
        "By Ada Brooks and Sam Roe",
        "Posted on Maret 30, 2015 by Admin",
        "Listen to the full story as read by the author:",
        "The council met on Tuesday, and after a long debate",
    ])
    func aLineUnderTheHeadlineThatIsNoStandfirstStaysOut(line: String) {
        let article = """
            <h1>Library funding approved</h1><p>\(line)</p><div class="meta">11 April 2024</div>
            <div class="entry-content">\(Self.body)</div>
            """
        let probe = ExtractionProbe(TestPage.site(article: article))
        #expect(probe.keeps("(body-1 1)"))
        #expect(!probe.lines.contains(line), "\(probe.lines)")
    }

    /// A title block inside the chosen text (a static site generator's) keeps
    /// the line that shows the page's description, past category labels;
    /// without a description the line is too far from the headline to tell.
    @Test func aTitleBlockKeepsTheLineThatShowsTheDescription() throws {
        let description = "Partial pooling explained with a baseball example."
        func page(_ head: String) -> String {
            TestPage.page(
                head: "<title>Shrinkage is your friend</title>" + head,
                body: """
                    <main class="content"><header id="title-block-header">
                    <div class="title"><h1>Shrinkage is your friend</h1>
                    <div class="categories"><div>statistics</div><div>bayes</div></div></div>
                    <div><div class="description">\(description)</div></div>
                    <div class="meta"><div>Author</div><div><p>Jun Takahashi</p></div></div></header>
                    <section><h2>The problem</h2>\(Self.body)</section></main>
                    """)
        }
        let described = try ArticleConverter().convert(
            Array(page("<meta name=\"description\" content=\"\(description)\">").utf8))
        #expect(described.text.components(separatedBy: description).count == 2, "\(described.text)")
        #expect(!described.text.contains("statistics"))
        // Another description shown nowhere is not added, and the line is not kept.
        let other = try ArticleConverter().convert(
            Array(page("<meta name=\"description\" content=\"How baseball averages shrink.\">").utf8))
        #expect(!other.text.contains(description))
        #expect(!other.text.contains("How baseball averages shrink"))
        #expect(other.text.contains("(body-3 4)"))
    }

    /// A header beside the body (documentation sites set it apart) keeps
    /// the short line under its headline, and not its breadcrumb.
    @Test func aHeaderBesideTheBodyKeepsItsStandfirst() {
        let standfirst = "Receive a notification whenever a shipment changes state."
        let page = TestPage.page(
            head: "<title>Webhooks</title>",
            body: """
                <div class="page"><header><nav aria-label="Breadcrumb"><ol><li><a href="/guides">Guides</a></li>\
                </ol></nav><h1>Webhooks</h1><p class="text-lg">\(standfirst)</p></header>
                <main>\(Self.body)</main></div>
                """)
        let probe = ExtractionProbe(page)
        #expect(probe.lines.first == standfirst, "\(probe.lines)")
        #expect(!probe.keeps("Guides"))
    }

    /// A row of share buttons between the headline and the body no longer
    /// ends the reading back to the headline: the subtitle above it and
    /// the lead picture below it both open the story.
    @Test func aRowOfShareButtonsDoesNotHideTheSubtitle() {
        let article = """
            <h1>Library funding approved</h1><p class="subtitle">\(Self.subtitle)</p>
            <div class="share-bar"><a href="https://www.facebook.com/sharer.php?u=x">Facebook</a>\
            <a href="https://twitter.com/share?url=x">Twitter</a></div>
            <figure><img src="/library.jpg" alt="The library"><figcaption>The old library on Elm Street.\
            </figcaption></figure>
            <div class="entry-content">\(Self.body)</div>
            """
        let probe = ExtractionProbe(TestPage.site(article: article))
        #expect(probe.lines.first == Self.subtitle, "\(probe.lines)")
        #expect(probe.keeps("The old library on Elm Street."))
        #expect(!probe.keeps("Facebook"))
    }
}
