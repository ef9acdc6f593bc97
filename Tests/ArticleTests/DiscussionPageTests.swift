import Foundation
import Gemtext
import Testing

@testable import Article

/// Discussion pages saved to read later (a Discourse topic, an issue's
/// thread, a XenForo thread): the opening post whole, then each reply in order under a line
/// that says whose it is and when, its quotes kept as quotes, and none of
/// the likes, buttons and member cards around the posts.
@Suite struct DiscussionPageTests {
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
        let article = try Convert.page(Self.discourseTopic, url: "https://forum.pilots.example/t/silt-in-the-inner-basin/123")
        let body = Convert.body(of: article)
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

    /// One comment of a GitHub issue's timeline as the server writes it:
    /// the member's picture beside it, a header of actions, a role badge
    /// and the heading that says who commented when, the body, reactions.
    static func gitHubComment(id: Int, author: String, badge: String, date: String, body: String) -> String {
        """
        <div class="js-timeline-item js-timeline-progressive-focus-container">
        <div class="TimelineItem js-comment-container js-command-palette-pull-body">
          <div class="avatar-parent-child TimelineItem-avatar d-none d-md-block">
            <a class="d-inline-block" data-hovercard-type="user" href="/\(author)"><img class="avatar rounded-2 avatar-user" \
        src="https://avatars.githubusercontent.com/u/\(id)?s=80&amp;v=4" width="40" height="40" alt="@\(author)"></a>
          </div>
          <div class="timeline-comment-group js-minimizable-comment-group TimelineItem-body my-0" id="issuecomment-\(id)">
          <div class="ml-n3 timeline-comment unminimized-comment comment previewable-edit js-comment">
            <div class="timeline-comment-header clearfix d-flex">
              <div class="timeline-comment-actions flex-shrink-0 d-flex flex-items-center">
                <clipboard-copy role="menuitem" class="dropdown-item btn-link">Copy link</clipboard-copy>
                <a class="dropdown-item btn-link" role="menuitem" href="/contact/report-content?id=\(id)">Report content</a>
              </div>
              <div class="d-none d-sm-flex"><span class="tooltipped tooltipped-n"><span class="Label ml-1">\(badge)</span></span></div>
              <h3 class="f5 text-normal"><div><strong class="css-truncate css-truncate-overflow">\
        <a class="author Link--primary text-bold" data-hovercard-type="user" href="/\(author)">\(author)</a></strong>
                commented
                <a href="#issuecomment-\(id)" class="Link--secondary js-timestamp">\
        <relative-time datetime="\(date)T10:00:00Z" class="no-wrap">\(date)</relative-time></a></div></h3>
            </div>
            <div class="edit-comment-hide"><table class="d-block user-select-contain"><tbody class="d-block"><tr class="d-block">
              <td class="d-block comment-body markdown-body js-comment-body">\(body)</td>
            </tr></tbody></table>
            <div class="comment-reactions js-reactions-container"><button class="social-reaction-summary-item btn-link" \
        aria-label="3 people reacted with thumbs up"><g-emoji alias="+1">👍</g-emoji><span>3</span></button></div>
            </div>
          </div></div>
        </div></div>
        """
    }

    static let gitHubIssue = TestPage.page(
        head: "<title>Soundings drift after a tide change · Issue #12 · pilots/soundings · GitHub</title>",
        body: """
            <div class="application-main"><main>
            <div id="partial-discussion-header" class="gh-header mb-3">
            <h1 class="gh-header-title"><bdi class="js-issue-title markdown-title">Soundings drift after a tide change</bdi> \
            <span class="f1-light color-fg-muted">#12</span></h1>
            <div class="gh-header-meta"><a class="author Link--secondary" href="/ann">ann</a> opened this issue \
            <relative-time datetime="2024-03-02T10:00:00Z">Mar 2, 2024</relative-time> · 2 comments</div>
            </div>
            <div class="Layout"><div class="Layout-main">
            <div class="js-discussion js-socket-channel ml-0 pl-0 ml-md-6 pl-md-3">
            \(gitHubComment(id: 1001, author: "ann", badge: "Author", date: "2024-03-02", body: """
                <p dir="auto">\(PostPageTests.post)</p><p dir="auto">\(PostPageTests.more)</p>\
                <p dir="auto">The readings move by a tenth of a metre whenever the tide table changes.</p>
                """))
            \(gitHubComment(id: 1002, author: "tom", badge: "Member", date: "2024-03-03", body: """
                <blockquote><p dir="auto">The readings move by a tenth of a metre whenever the tide table changes.</p>\
                </blockquote><p dir="auto">The offset comes from the chart datum, which the loader reads twice.</p>
                """))
            <div class="js-timeline-item"><div class="TimelineItem js-targetable-element" id="event-77">
            <div class="TimelineItem-body"><a class="d-inline-block" href="/tom"><img class="avatar avatar-user" \
            src="https://avatars.githubusercontent.com/u/1002?s=40" width="20" height="20" alt="@tom"></a>
            <a class="author Link--primary text-bold" href="/tom">tom</a> added the \
            <a href="/pilots/soundings/labels/bug" class="IssueLabel">bug</a> label \
            <a href="#event-77" class="Link--secondary"><relative-time datetime="2024-03-03T11:00:00Z">Mar 3, 2024</relative-time></a>
            </div></div></div>
            \(gitHubComment(id: 1003, author: "jenna", badge: "Contributor", date: "2024-03-04", body: """
                <p dir="auto">Same here on 0.9.2, and the fix works for me.</p>
                """))
            </div>
            <div class="discussion-timeline-actions"><div class="flash flash-warn mt-3">\
            <a rel="nofollow" class="btn btn-primary" href="/signup">Sign up for free</a> \
            <strong>to join this conversation on GitHub</strong>. Already have an account? \
            <a rel="nofollow" href="/login">Sign in to comment</a></div></div>
            </div>
            <div class="Layout-sidebar"><div class="discussion-sidebar-item"><div class="discussion-sidebar-heading">\
            Labels</div><a href="/pilots/soundings/labels/bug" class="IssueLabel">bug</a></div></div>
            </div></main></div>
            """)

    @Test func anIssuesCommentsFollowItsDescriptionEachUnderWhoseItIs() throws {
        let article = try Convert.page(Self.gitHubIssue, url: "https://github.com/pilots/soundings/issues/12")
        let body = Convert.body(of: article)
        let opening = try #require(body.range(of: "I took soundings"))
        let own = try #require(body.range(of: "\nThe readings move by a tenth"))
        let tom = try #require(body.range(of: "# tom commented 2024-03-03\n"))
        let quote = try #require(body.range(of: "> The readings move by a tenth"))
        let answer = try #require(body.range(of: "The offset comes from the chart datum"))
        let jenna = try #require(body.range(of: "# jenna commented 2024-03-04\n"))
        let last = try #require(body.range(of: "Same here on 0.9.2, and the fix works for me."))
        #expect(opening.upperBound < own.lowerBound && own.upperBound < tom.lowerBound)
        #expect(tom.upperBound < quote.lowerBound && quote.upperBound < answer.lowerBound)
        #expect(answer.upperBound < jenna.lowerBound && jenna.upperBound < last.lowerBound)
        // The pictures, badges, buttons and reactions around the comments, and the invitation to sign up, go.
        for furniture in ["avatars.githubusercontent", "Member", "Contributor", "Copy link", "Report content", "👍",
            "Sign up", "Labels"]
        {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }

    /// One post of a XenForo 2 thread: the member's card (picture, name,
    /// title, numbers), the date, the words, the signature, the action bar.
    static func xenForoPost(_ id: Int, author: String, day: Int, text: String) -> String {
        """
        <article class="message message--post js-post" data-author="\(author)" data-content="post-\(id)" \
        id="js-post-\(id)" itemscope itemtype="https://schema.org/Comment">
        <div class="message-inner"><div class="message-cell message-cell--user">
        <section class="message-user" itemprop="author" itemscope itemtype="https://schema.org/Person">
        <div class="message-avatar"><a href="/members/\(author).\(id)/" class="avatar avatar--m"><img \
        src="/data/avatars/m/0/\(id).jpg" alt="\(author)" width="96" height="96"></a></div>
        <div class="message-userDetails"><h4 class="message-name"><a href="/members/\(author).\(id)/" class="username">\
        <span itemprop="name">\(author)</span></a></h4><h5 class="userTitle message-userTitle">Well-known member</h5></div>
        <div class="message-userExtras"><dl class="pairs pairs--justified"><dt>Messages</dt><dd>1,20\(day)</dd></dl></div>
        </section></div>
        <div class="message-cell message-cell--main"><div class="message-main">
        <header class="message-attribution"><ul class="message-attribution-main listInline"><li><a \
        href="/threads/silt.7/post-\(id)"><time class="u-dt" datetime="2024-03-0\(day)T10:00:00+0000" \
        itemprop="datePublished">Mar \(day), 2024</time></a></li></ul></header>
        <div class="message-content"><article class="message-body"><div itemprop="text"><div class="bbWrapper">\(text)\
        </div></div></article>
        <aside class="message-signature"><div class="bbWrapper">Pilot cutter Morwenna '61 | lead line, no sonar</div></aside>
        </div>
        <footer class="message-footer"><div class="message-actionBar actionBar"><a href="/posts/\(id)/react" \
        class="reaction actionBar-action">Like</a> <a href="/threads/silt.7/reply?quote=\(id)" \
        class="actionBar-action actionBar-action--reply">Reply</a> <a href="/posts/\(id)/report" \
        class="actionBar-action actionBar-action--report">Report</a></div></footer>
        </div></div></div></article>
        """
    }

    /// A forum thread whose longest post is a reply: the whole thread is the
    /// article, not that reply alone.
    @Test func aForumThreadIsReadWholeWhenItsLongestPostIsAReply() throws {
        let question = "Has anyone measured the north quay since the autumn gales went through? My chart gives 2.5 metres at low water, and I would like to know if it still holds."
        let dredger = "The dredger was booked for April, but the board moved it to the autumn."
        let html = TestPage.page(
            head: "<title>Silt in the inner basin | Harbour Pilots Forums</title>",
            body: """
                <div class="p-body"><div class="p-title"><h1 class="p-title-value">Silt in the inner basin</h1></div>
                <div class="block block--messages"><div class="block-container"><div class="block-body">
                \(Self.xenForoPost(41, author: "ann", day: 2, text: question))
                \(Self.xenForoPost(42, author: "tom", day: 3, text: PostPageTests.post + "<br><br>" + PostPageTests.more))
                \(Self.xenForoPost(43, author: "jenna", day: 4, text: dredger))
                </div></div>
                <div class="blockMessage"><a href="/login/" class="button">You must log in or register to reply here.</a></div>
                </div></div>
                """)
        let body = Convert.body(of: try Convert.page(html, url: "https://pilots.example/threads/silt.7/"))
        let ann = try #require(body.range(of: "ann, 2024-03-02\n\nHas anyone measured the north quay"))
        let tom = try #require(body.range(of: "tom, 2024-03-03\n\nI took soundings"))
        let jenna = try #require(body.range(of: "jenna, 2024-03-04\n\nThe dredger was booked for April"))
        #expect(ann.upperBound < tom.lowerBound && tom.upperBound < jenna.lowerBound)
        for furniture in ["Morwenna", "Well-known member", "Messages", "Report", "You must log in"] {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }
}
