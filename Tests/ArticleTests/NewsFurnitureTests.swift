import Foundation
import Testing

@testable import Article

/// The furniture of news, recipe and review pages that still got through:
/// words for screen readers that announce a link's behaviour, the lines
/// in which the publisher speaks about its page (the print edition, a
/// picture's licensing, its player's label), a newsletter's promotion in
/// mid-story, "Read also" lines and a recipe card's buttons and ratings;
/// the story's own words beside them stay.
@Suite struct NewsFurnitureTests {
    private let opening = "<p>\(TestPage.prose("one"))</p><p>\(TestPage.prose("two"))</p>"
    private let closing = "<p>\(TestPage.prose("three"))</p><p>\(TestPage.prose("four"))</p>"

    /// The story with `insert` between its paragraphs and `end` after them.
    private func gemtext(_ insert: String, end: String = "") throws -> String {
        let text = try storyGemtext("<div class=\"story-body\">\(opening)\(insert)\(closing)\(end)</div>")
        for tag in ["one 1", "two 4", "three 1", "four 4"] { #expect(text.contains("(\(tag))"), "lost \(tag)") }
        return text
    }

    /// Reuters' way of hiding words from the eye: an inline style that clips them to a pixel.
    static let clipped =
        "style=\"border:0;clip:rect(0 0 0 0);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;"
        + "width:1px;white-space:nowrap\""

    @Test func wordsThatAnnounceALinksBehaviourAreNoPartOfItsLabel() throws {
        let text = try gemtext(
            """
            <p>The figures come from the <a href="https://stats.example.org/">statistics office\
            <span \(Self.clipped)>, opens new tab</span></a>, which publishes them every spring for each branch.</p>
            <p>The board's <a href="https://board.example.org/plan">building plan <span>(external link)</span></a> \
            and its <a href="https://board.example.org/minutes">minutes<span>(opens in a new window)</span></a> are \
            public.</p>
            """)
        #expect(text.contains("statistics office, which publishes"), "\(text)")
        #expect(text.contains("=> https://stats.example.org/ statistics office\n"))
        #expect(text.contains("The board's building plan and its minutes are public."))
        #expect(text.contains("=> https://board.example.org/plan building plan\n"))
        for words in ["new tab", "external link", "new window"] { #expect(!text.contains(words), "\(words)") }
    }

    @Test func aPicturesLicensingLinkGoesAndItsCaptionStays() throws {
        let figure = """
            <figure><img src="https://news.example.com/img/hall.jpg" alt="The town hall"><figcaption>\
            <span>The town hall on the morning of the vote, November 19, 2019. REUTERS/Ann Lee</span> \
            <a href="https://www.reutersagency.com/en/licensereuterscontent/?utm_medium=rcom-article-media" \
            target="_blank">Purchase Licensing Rights<span \(Self.clipped)>, opens new tab</span></a></figcaption></figure>
            """
        let text = try gemtext(figure)
        #expect(text.contains("The town hall on the morning of the vote"), "\(text)")
        #expect(!text.contains("Licensing") && !text.contains("reutersagency"), "\(text)")
    }

    @Test func aNewsletterPromotionInMidStoryGoes() throws {
        let text = try gemtext(
            """
            <div>The Morning Briefing newsletter brings all the news you need to start your day. \
            <a href="https://news.example.com/newsletters/morning">Sign up here.<span \(Self.clipped)>, opens new tab\
            </span></a></div>
            <p>Residents can <a href="https://library.example.org/join">sign up for a card</a> at any branch from May, \
            the librarian said, and the first hundred get a tote bag.</p>
            """)
        #expect(!text.contains("Briefing") && !text.contains("/newsletters/"), "\(text)")
        #expect(text.contains("Residents can sign up for a card at any branch"))
    }

    /// A line about the print edition the story appeared in goes (the New York Times', The Economist's).
    @Test(arguments: [
        "<div><p>A version of this article appears in print on <span>Nov. 20, 2019</span>, Section A, Page 1 of "
            + "the New York edition with the headline: Library Funding Approved. <a href=\"https://www.nytimes.com/"
            + "article-reprints\">Order Reprints</a> | <a href=\"https://www.nytimes.com/section/todayspaper\">Today’s "
            + "Paper</a> | <a href=\"https://www.nytimes.com/subscription\">Subscribe</a></p></div>",
        "<p class=\"article__footnote\">This article appeared in the Britain section of the print edition under the "
            + "headline \"Shelf life\"</p>",
    ])
    func aLineAboutThePrintEditionGoes(line: String) throws {
        let text = try gemtext("", end: line)
        #expect(!text.contains("print") && !text.contains("Reprints") && !text.contains("Shelf life"), "\(text)")
    }

    /// "Read also | <a>…</a>" lines in mid-story, in any language, go with their links.
    @Test(arguments: [
        "<p class=\"article__paragraph\"><span class=\"article__subtitle-label\">Lire aussi</span> <a href=\"https://"
            + "news.example.com/politique/2023/11/20/le-budget.html\">Le budget de la ville voté après une longue nuit"
            + "</a></p>",
        "<section class=\"catcher\"><span class=\"catcher__title\">Lire aussi | <a href=\"https://news.example.com/"
            + "politique/2023/11/20/le-budget.html\">« Le budget de la ville voté après une longue nuit »</a></span>"
            + "</section>",
        "<p>Read also | <a href=\"https://news.example.com/politique/2023/11/20/le-budget.html\">The budget passes "
            + "after a long night at the town hall</a></p>",
    ])
    func aReadAlsoLineGoes(line: String) throws {
        let text = try gemtext(line)
        #expect(!text.contains("/le-budget") && !text.contains("aussi") && !text.contains("Read also"), "\(text)")
    }
}
