import Foundation
import Gemtext
import Testing

@testable import Article

/// Discussion pages saved to read later (a Discourse topic, an issue's
/// thread): the opening post whole, then each reply in order under a line
/// that says whose it is and when, its quotes kept as quotes, and none of
/// the likes, buttons and member cards around the posts.
@Suite struct DiscussionPageTests {
    static func convert(_ html: String, url: String) throws -> Article {
        try ArticleConverter().convert(Array(html.utf8), url: URL(string: url))
    }

    static func body(_ article: Article) -> String {
        Convert.bodyLines(of: article.document).serialized()
    }

    /// One post of a topic as Discourse's crawler view (the page it serves
    /// without JavaScript) writes it; the posts after the first are
    /// schema.org `Comment`s.
    static func discoursePost(_ number: Int, author: String, time: String, likes: Int, text: String) -> String {
        let item = number == 1 ? "" : "itemprop='comment' itemscope itemtype='http://schema.org/Comment'"
        return """
            <div id='post_\(number)' \(item) class='topic-body crawler-post'>
              <div class='crawler-post-meta'>
                <span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person">
                  <a itemprop="url" href='https://forum.pilots.example/u/\(author)'><span itemprop='name'>\(author)</span></a>
                </span>
                <link itemprop="mainEntityOfPage" href="https://forum.pilots.example/t/silt-in-the-inner-basin/123">
                <span class="crawler-post-infos">
                  <time itemprop='datePublished' datetime='\(time)' class='post-time'>March 2, 2024, 10:00am</time>
                  <meta itemprop='dateModified' content='\(time)'>
                  <span itemprop='position'>\(number)</span>
                </span>
              </div>
              <div class='post' itemprop='text'>\(text)</div>
              <div itemprop="interactionStatistic" itemscope itemtype="http://schema.org/InteractionCounter">
                <meta itemprop="interactionType" content="http://schema.org/LikeAction"/>
                <meta itemprop="userInteractionCount" content="\(likes)" />
                <span class='post-likes'>\(likes) Likes</span>
              </div>
            </div>
            """
    }

    static let discourseTopic = TestPage.page(
        head: "<title>Silt in the inner basin - Support - Harbour Pilots Forum</title>",
        body: """
            <div id="main-outlet" class="wrap" role="main">
            <div id="topic-title"><h1><a href="/t/silt-in-the-inner-basin/123">Silt in the inner basin</a></h1></div>
            <div itemscope itemtype='http://schema.org/DiscussionForumPosting'>
            <meta itemprop='headline' content='Silt in the inner basin'>
            \(discoursePost(1, author: "ann", time: "2024-03-02T10:00:00Z", likes: 4, text: """
                <p>\(PostPageTests.post)</p><p>\(PostPageTests.more)</p>\
                <p>Has anyone else measured the north quay since the autumn gales went through?</p>
                """))
            \(discoursePost(2, author: "tom", time: "2024-03-02T14:30:00Z", likes: 2, text: """
                <aside class="quote no-group" data-username="ann" data-post="1" data-topic="123">
                <div class="title"><div class="quote-controls"></div>\
                <img alt="" width="24" height="24" src="/user_avatar/ann/48/1_2.png" class="avatar"> ann:</div>
                <blockquote><p>Has anyone else measured the north quay since the autumn gales went through?</p></blockquote>
                </aside>
                <p>I did, in January. The north quay held its depth: two and a half metres at low water, \
                the same as the survey gives.</p>
                """))
            \(discoursePost(3, author: "jenna", time: "2024-03-03T09:12:00Z", likes: 3, text: """
                <p>The dredger was booked for April but the board moved it to the autumn, so it will get worse \
                before it gets better.</p>
                """))
            </div></div>
            """)

    @Test func eachReplyOfADiscourseTopicSaysWhoseItIsAndKeepsItsQuote() throws {
        let article = try Self.convert(Self.discourseTopic, url: "https://forum.pilots.example/t/silt-in-the-inner-basin/123")
        let body = Self.body(article)
        #expect(article.title == "Silt in the inner basin")
        let opening = try #require(body.range(of: "I took soundings"))
        let tom = try #require(body.range(of: "## tom, 2024-03-02\n"))
        let quote = try #require(body.range(of: "> Has anyone else measured the north quay"))
        let answer = try #require(body.range(of: "I did, in January."))
        let jenna = try #require(body.range(of: "## jenna, 2024-03-03\n"))
        let last = try #require(body.range(of: "The dredger was booked"))
        #expect(opening.upperBound < tom.lowerBound && tom.upperBound < quote.lowerBound)
        #expect(quote.upperBound < answer.lowerBound && answer.upperBound < jenna.lowerBound)
        #expect(jenna.upperBound < last.lowerBound)
        // The opening post has no line of its own: the title and the byline say whose it is.
        #expect(!body.contains("ann, 2024"))
        #expect(!body.contains("Likes"))
    }
}
