import Foundation
import Gemtext
import Testing

@testable import Article

/// Forum topics, social posts and question-and-answer pages (through the
/// whole pipeline, or the converter alone for its own rules): the post's
/// words stay; its signature, its author's picture, its hashtags and other
/// members' replies go; answers stay apart.
@Suite struct PostPageTests {
    static let post = """
        I took soundings along the inner basin every Sunday this winter, with a lead line and the old harbour chart, \
        and the silt has come back faster than the board's survey says it should.
        """
    static let more = """
        The worst of it is by the fuel berth, where we had two metres at low water in October and barely one now. \
        I have written to the harbour master with the figures and will post the reply here when it comes.
        """

    static func convert(_ html: String, url: String = "https://pilots.example/viewtopic.php?t=7") throws -> Article {
        try ArticleConverter().convert(Array(html.utf8), url: URL(string: url))
    }

    static func body(_ article: Article) -> String {
        Convert.bodyLines(of: article.document).serialized()
    }

    /// A forum topic: the board's name in the header, the topic as an <h2>
    /// linking to itself, then the post with its own title linking to it.
    static func forumTopic(post: String) -> String {
        TestPage.page(
            head: "<title>Silt in the inner basin - Harbour Pilots' Board</title>",
            body: """
                <div id="page-header"><div class="headerbar"><h1>Harbour Pilots' Board</h1>\
                <p>For pilots, boatmen and harbour staff</p></div></div>
                <div id="page-body" role="main">
                <h2 class="topic-title"><a href="./viewtopic.php?t=7">Silt in the inner basin</a></h2>
                \(post)
                </div>
                """)
    }

    @Test func aForumTopicIsTitledByItsTopicWithoutHeadingsThatRepeatIt() throws {
        let post = """
            <div id="p41" class="post"><div class="postbody">
            <h3><a href="./viewtopic.php?p=41#p41">Silt in the inner basin</a></h3>
            <div class="content">\(Self.post)<br><br>\(Self.more)</div>
            </div></div>
            """
        let article = try Self.convert(Self.forumTopic(post: post))
        #expect(article.title == "Silt in the inner basin")
        let body = Self.body(article)
        #expect(!body.contains("Silt in the inner basin"))
        #expect(!body.contains("viewtopic"))
        #expect(body.contains("I took soundings"))
    }

    @Test func aHeadingThatLinksToItsOwnPostIsAHeadingNotALink() throws {
        let html = """
            <h2>Soundings</h2><p>\(Self.post)</p>
            <div id="p42"><h3><a href="https://pilots.example/viewtopic.php?p=42#p42">By the fuel berth</a></h3>\
            <p>\(Self.more)</p></div>
            <h3><a href="https://tides.example/basin">The board's survey</a></h3><p>\(Self.more)</p>
            """
        let body = try Convert.body(html)
        #expect(body.contains("### By the fuel berth\n\nThe worst"))
        #expect(!body.contains("p=42"))
        // A heading linking elsewhere keeps its link.
        #expect(body.contains("=> https://tides.example/basin The board's survey"))
    }

    @Test func aPostsSignatureIsLeftOut() throws {
        let post = """
            <div id="p41" class="post"><div class="postbody">
            <div class="content">\(Self.post)<br><br>\(Self.more)</div>
            <div id="sig41" class="signature">Pilot cutter Morwenna '61 | lead line, no sonar<br>\
            "The chart is a rumour."</div>
            </div></div>
            """
        let body = Self.body(try Self.convert(Self.forumTopic(post: post)))
        #expect(body.contains("I took soundings"))
        #expect(body.contains("reply here when it comes."))
        #expect(!body.contains("Morwenna"))
        #expect(!body.contains("rumour"))
    }

    @Test func aLettersSignatureUnderItsParagraphsStays() throws {
        let letter = """
            <article><h1>Open letter on the basin</h1><p>\(Self.post)</p><p>\(Self.more)</p>\
            <p class="signature">Ann Tregarthen, for the pilots</p></article>
            """
        let body = Self.body(try Self.convert(TestPage.page(body: letter)))
        #expect(body.contains("Ann Tregarthen, for the pilots"))
    }

    /// A social post with its author's card, then `after` (a reply, say).
    static func socialPost(text: String, after: String = "") -> String {
        TestPage.page(
            head: "<title>Tom Pascoe: \"Silt again\" - harbour.social</title>",
            body: """
                <div class="column" role="region"><div class="scrollable">
                <div class="detailed-status__wrapper"><div class="detailed-status">
                <a class="display-name" href="https://harbour.social/@tom"><div class="account__avatar" \
                style="width: 46px; height: 46px;"><img src="https://media.harbour.social/avatars/tom.png" alt=""></div>\
                <strong>Tom Pascoe</strong> <span>@tom@harbour.social</span></a>
                <div class="status__content">\(text)</div>
                <a href="/@tom/1234"><time datetime="2024-01-27T18:04:11Z">Jan 27, 2024</time></a>
                </div></div>
                \(after)
                </div></div>
                """)
    }

    @Test func theAuthorsPictureBesideTheirNameIsNoPictureOfThePost() throws {
        // The converter alone: the extractor takes the card with the post when more than the post's words is kept.
        let card = """
            <a class="display-name" href="https://harbour.social/@tom"><div class="account__avatar" \
            style="width: 46px; height: 46px;"><img src="https://media.harbour.social/avatars/tom.png" alt=""></div>\
            <strong>Tom Pascoe</strong></a><a href="/@jenna"><img src="/jenna.png" alt="Jenna Rowe" width="40" \
            height="40"></a> <a href="/@jenna">Jenna Rowe</a>
            """
        let body = try Convert.body(card + "<p>\(Self.post)</p>")
        #expect(body.contains("I took soundings"))
        #expect(!body.contains("tom.png"))
        #expect(!body.contains("jenna.png"))
        // The same picture drawn large, or with words of its own, is a picture of the story.
        let html = """
            <p><a href="/@tom"><img src="/tom-at-the-helm.jpg" alt="" width="600" height="400">Tom Pascoe</a></p>\
            <p><a href="/@tom"><img src="/lead-line.jpg" alt="A lead line on the quay" width="48" height="48">\
            Tom</a></p>
            """
        let pictures = try Convert.body(html)
        #expect(pictures.contains("tom-at-the-helm.jpg"))
        #expect(pictures.contains("lead-line.jpg A lead line on the quay"))
    }

    @Test func aLineOfHashtagsIsLeftOutButHashtagsInASentenceStay() throws {
        func tag(_ name: String) -> String {
            "<a href=\"https://harbour.social/tags/\(name)\" class=\"mention hashtag\" rel=\"tag\">#<span>\(name)</span></a>"
        }
        let text = """
            <p>\(Self.post)</p><p>\(Self.more) Ask at the \(tag("harbour")) office.</p><p>\(tag("silt")) \(tag("tides"))</p>
            """
        let body = Self.body(try Self.convert(Self.socialPost(text: text)))
        #expect(body.contains("Ask at the #harbour office."))
        #expect(!body.contains("tags/silt"))
        #expect(!body.contains("#tides"))
    }

    @Test func anAddressShownCutShortEndsWithAnEllipsis() throws {
        let link = """
            <a href="https://tides.example/reports/inner-basin-2024?utm_source=social"><span class="invisible">\
            https://</span><span class="ellipsis">tides.example/reports/inner-ba</span><span class="invisible">\
            sin-2024?utm_source=social</span></a>
            """
        let text = "<p>\(Self.post)</p><p>The soundings and the letter are written up here: \(link)</p>"
        for body in [Self.body(try Self.convert(Self.socialPost(text: text))), try Convert.body(text)] {
            #expect(body.contains("written up here: tides.example/reports/inner-ba…\n"))
            #expect(body.contains("=> https://tides.example/reports/inner-basin-2024 tides.example/reports/inner-ba…"))
        }
        // A hidden word inside a link that is no part of its address is no cut.
        let word = "<p>\(Self.post) <a href=\"https://tides.example/\">tide tables<span class=\"invisible\">now</span></a>.</p>"
        #expect(try Convert.body(word).contains("tide tables."))
    }

    @Test func aReplyFromAnotherAccountIsLeftOut() throws {
        let reply = """
            <div class="status__wrapper"><div class="status"><div class="status__info">\
            <a href="/@jenna" class="status__display-name"><strong>Jenna Rowe</strong> @jenna@sea.example</a>\
            <a href="/@jenna/5678"><time datetime="2024-01-27T18:20:00Z">6h</time></a></div>\
            <div class="status__content"><p><span class="h-card"><a href="https://harbour.social/@tom" \
            class="u-url mention">@<span>tom</span></a></span> did the board answer your letter yet?</p></div></div></div>
            """
        let body = Self.body(try Self.convert(Self.socialPost(text: "<p>\(Self.post)</p><p>\(Self.more)</p>", after: reply)))
        #expect(body.contains("reply here when it comes."))
        #expect(!body.contains("did the board answer"))
        // The author's own post opening with a mention of someone else stays.
        let own = "<p><a href=\"https://harbour.social/@jenna\">@jenna</a> \(Self.post)</p><p>\(Self.more)</p>"
        #expect(Self.body(try Self.convert(Self.socialPost(text: own))).contains("@jenna I took soundings"))
    }

    @Test func eachAnswerOpensWithAHeadingThatSaysWhoseItIs() throws {
        func answer(_ id: Int, author: String, score: Int, accepted: Bool, text: String) -> String {
            """
            <div id="answer-\(id)" class="answer" itemprop="\(accepted ? "acceptedAnswer" : "suggestedAnswer")" \
            itemscope itemtype="https://schema.org/Answer">
            <div class="votecell"><button>Up vote</button><div itemprop="upvoteCount" data-value="\(score)">\(score)</div>\
            <button>Down vote</button></div>
            <div class="answercell"><div itemprop="text"><p>\(text)</p></div>
            <div class="user-details" itemprop="author" itemscope itemtype="http://schema.org/Person">\
            <a href="/users/\(id)">\(author)</a><span class="d-none" itemprop="name">\(author)</span></div></div>
            </div>
            """
        }
        let html = """
            <div itemscope itemtype="https://schema.org/Question"><div itemprop="text"><p>\(Self.post)</p></div></div>
            <div id="answers"><h2>2 Answers</h2>
            \(answer(11, author: "Jenna Rowe", score: 7, accepted: true, text: Self.more))
            \(answer(12, author: "Ann Tregarthen", score: 2, accepted: false, text: Self.post))
            </div>
            """
        let body = try Convert.body(html)
        // The converter alone (the extractor drops the vote counts and the member cards).
        let first = try #require(body.range(of: "## 2 Answers\n\n### Answer 1 (accepted) — by Jenna Rowe, score 7\n"))
        let second = try #require(body.range(of: "\n### Answer 2 — by Ann Tregarthen, score 2\n"))
        let firstText = try #require(body.range(of: "The worst of it"))
        #expect(first.upperBound < firstText.lowerBound && firstText.upperBound < second.lowerBound)
        #expect(body[second.upperBound...].contains("I took soundings"))
    }

    /// A question-and-answer page ends with a heading inviting the reader to
    /// browse other questions or ask one: no heading of the story, and its
    /// tag links go with it.
    @Test func theInvitationToAskAnotherQuestionIsLeftOut() throws {
        let html = TestPage.page(
            head: "<title>Silt in the inner basin - Pilots Stack Exchange</title>",
            body: """
                <div id="question-header"><h1><a href="/questions/7/silt">Silt in the inner basin</a></h1></div>
                <div id="mainbar"><div class="question"><div class="s-prose js-post-body"><p>\(Self.post)</p></div></div>
                <div id="answers"><h2>1 Answer</h2>
                <div class="answer"><div class="s-prose js-post-body"><p>\(Self.more)</p></div></div>
                <h2 class="bottom-notice">Not the answer you're looking for? Browse other questions tagged \
                <a href="/questions/tagged/harbours" class="post-tag">harbours</a> \
                <a href="/questions/tagged/silt" class="post-tag">silt</a> or \
                <a href="/questions/ask">ask your own question</a>.</h2>
                </div></div>
                """)
        let article = try Self.convert(html, url: "https://pilots.stackexchange.example/questions/7/silt")
        let body = Self.body(article)
        #expect(body.contains("I took soundings") && body.contains("The worst of it"))
        #expect(!body.contains("Not the answer"))
        #expect(!body.contains("/questions/tagged/") && !body.contains("ask your own question"))
    }
}
