import Foundation
import Gemtext
import Testing

@testable import Article

/// Buttons, cards and forms that ask the reader to subscribe, sign up or
/// comment go, found by their structure and words (the class names here
/// say nothing); every sentence of the article stays, those that only
/// mention subscribing too.
@Suite struct RequestBoxTests {
    static func article(inserting insert: String, atEnd end: String = "") throws -> Article {
        try CleanCopyTests.article(inserting: insert, atEnd: end)
    }

    @Test func aLinkSetAsAButtonThatAsksGoesAndALinkOfItsOwnStays() throws {
        let article = try Self.article(
            inserting: """
                <p class="wrap"><a class="b" href="https://letter.example.net/subscribe?"><span>Subscribe now</span>\
                </a></p>
                <p class="wrap"><a class="b" href="https://letter.example.net/p/post/comments">Leave a comment</a></p>
                <p><a href="/news/part-one.html">Read the first part of this series</a></p>
                """)
        CleanCopyTests.expectWhole(article)
        #expect(
            !article.gemtext.contains("Subscribe now") && !article.gemtext.contains("Leave a comment"))
        #expect(
            article.gemtext.contains("=> https://news.example.com/news/part-one.html Read the first part")
        )
    }

    @Test func aShortBoxWithARequestAndItsButtonGoes() throws {
        let article = try Self.article(
            inserting: """
                <div class="card"><p>Enjoying this? Sign up for free to get every new post in your inbox.</p>\
                <a href="#/portal/signup" class="k">Sign up now</a></div>
                """)
        CleanCopyTests.expectWhole(article)
        #expect(!article.text.contains("Enjoying this") && !article.text.contains("Sign up now"))
    }

    @Test func aBoxThatTakesAnEmailAddressGoesWhateverItsWords() throws {
        let article = try Self.article(
            inserting: """
                <div class="group"><h3>Join 1,200 other readers</h3><p>New posts by email, once a week.</p>
                <div class="c"><form action="#" method="post"><p><input type="email" name="e"></p>
                <p><button type="submit">Go</button></p></form></div></div>
                """)
        CleanCopyTests.expectWhole(article)
        #expect(!article.text.contains("1,200") && !article.text.contains("once a week"))
        #expect(article.headings.isEmpty)
    }

    @Test func aNoteInItalicsThatAsksGoesInTheMiddleAndANoteThatTellsStays() throws {
        let tells = "Correction: an earlier version misstated how many readers subscribe to the service."
        let article = try Self.article(
            inserting: TestPage.paragraphs("c", count: 2)
                + """
                <p><em>Like this article? <a href="/newsletters">Subscribe to our free newsletter</a> for more.</em></p>
                <p><em>Correction: an earlier version misstated how many readers \
                <a href="https://service.example.net/">subscribe</a> to the service.</em></p>
                """)
        CleanCopyTests.expectWhole(article)
        #expect(!article.text.contains("Like this article"))
        #expect(article.text.contains(tells) && article.text.contains(TestPage.prose("c-2")))
    }

    @Test func sentencesThatOnlyMentionSubscribingStay() throws {
        let mention =
            "Many readers subscribe to several newsletters at once, and researchers found that those who sign up "
            + "for many rarely finish any."
        let alerts = "Residents can sign up for alerts on the city's site, officials said on Tuesday."
        let article = try Self.article(
            inserting:
                "<p>Residents can <a href=\"https://city.example.gov/alerts\">sign up for alerts</a> on the "
                + "city's site, officials said on Tuesday.</p>",
            atEnd: "<p>\(mention)</p>")
        CleanCopyTests.expectWhole(article)
        #expect(article.text.contains(mention))
        #expect(article.text.contains(alerts))
        #expect(article.gemtext.contains("=> https://city.example.gov/alerts sign up for alerts"))
    }
}
