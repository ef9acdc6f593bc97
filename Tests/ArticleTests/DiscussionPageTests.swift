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
        let tom = try #require(body.range(of: "## tom, 2024-03-03\n"))
        let quote = try #require(body.range(of: "> The readings move by a tenth"))
        let answer = try #require(body.range(of: "The offset comes from the chart datum"))
        let jenna = try #require(body.range(of: "## jenna, 2024-03-04\n"))
        let last = try #require(body.range(of: "Same here on 0.9.2, and the fix works for me."))
        #expect(opening.upperBound < own.lowerBound && own.upperBound < tom.lowerBound)
        #expect(tom.upperBound < quote.lowerBound && quote.upperBound < answer.lowerBound)
        #expect(answer.upperBound < jenna.lowerBound && jenna.upperBound < last.lowerBound)
        // Each comment is headed as a reply of any thread is, without the links of GitHub's heading
        // (the member's page, the comment itself) after it.
        #expect(!body.contains("=> https://github.com/tom") && !body.contains("#issuecomment-"))
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
    /// article, not that reply alone; the first post, which XenForo marks a
    /// schema.org `Comment` as every reply, opens it unheaded, by its
    /// writer on its day.
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
        let article = try Convert.page(html, url: "https://pilots.example/threads/silt.7/")
        let body = Convert.body(of: article)
        #expect(article.metadata.author == "ann")
        #expect(article.metadata.published.map { String($0.prefix(10)) } == "2024-03-02")
        let ann = try #require(body.range(of: "Has anyone measured the north quay"))
        let tom = try #require(body.range(of: "tom, 2024-03-03\n\nI took soundings"))
        let jenna = try #require(body.range(of: "jenna, 2024-03-04\n\nThe dredger was booked for April"))
        #expect(ann.upperBound < tom.lowerBound && tom.upperBound < jenna.lowerBound)
        for furniture in ["## ann", "Morwenna", "Well-known member", "Messages", "Report", "You must log in"] {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }
}

/// Threads whose posts no microdata marks: a Hacker News item, a Reddit
/// thread, a phpBB topic. Each post after the one that opens the thread
/// opens with a line saying whose it is and when, found by the link to its
/// writer's page and its time; the small header that said so on the page
/// (score, "2 hours ago", toggles) goes.
@Suite struct StructuredThreadTests {
    /// One comment of a Hacker News item as its server writes it: a row
    /// of the comment tree with a spacer for its indent, a vote arrow, the
    /// header (writer, age, links to its parent and the next, the "[–]"
    /// toggle), the words and a reply link.
    static func hackerNewsComment(_ id: Int, user: String, time: String, indent: Int, text: String) -> String {
        """
        <tr class='athing comtr' id='\(id)'><td><table border='0'>  <tr>    <td class='ind' indent='\(indent)'>\
        <img src="s.gif" height="1" width="\(indent * 40)"></td><td valign="top" class="votelinks">
        <center><a id='up_\(id)' href='vote?id=\(id)&amp;how=up&amp;goto=item%3Fid%3D39571298'>\
        <div class='votearrow' title='upvote'></div></a></center>    </td><td class="default">\
        <div style="margin-top:2px; margin-bottom:-10px;"><span class="comhead">
        <a href="user?id=\(user)" class="hnuser">\(user)</a> <span class="age" title="\(time)">\
        <a href="item?id=\(id)">2 hours ago</a></span> <span id="unv_\(id)"></span>          <span class='navs'>
        | <a href="#39571298" class="clicky" aria-hidden="true">parent</a> | <a href="#\(id + 10)" class="clicky" \
        aria-hidden="true">next</a> <a class="togg clicky" id="\(id)" n="3" href="javascript:void(0)">[–]</a>\
        <span class="onstory"></span>          </span>
        </span></div><br><div class="comment">
        <div class="commtext c00">\(text)</div>
        <div class='reply'>        <p><font size="1">
        <u><a href="reply?id=\(id)&amp;goto=item%3Fid%3D39571298%23\(id)" rel="nofollow">reply</a></u>
        </font>
        </div></div></td></tr>
        </table></td></tr>
        """
    }

    static let hackerNewsItem = """
        <html lang="en" op="item"><head><meta name="referrer" content="origin">\
        <meta name="viewport" content="width=device-width, initial-scale=1.0">\
        <title>Show HN: A tide-aware depth logger for small boats | Hacker News</title></head><body><center>\
        <table id="hnmain" border="0" cellpadding="0" cellspacing="0" width="85%" bgcolor="#f6f6ef">
        <tr><td bgcolor="#ff6600"><table border="0" cellpadding="0" cellspacing="0" width="100%" style="padding:2px"><tr>\
        <td style="width:18px;padding-right:4px"><a href="https://news.ycombinator.com"><img src="y18.svg" width="18" \
        height="18" style="border:1px white solid; display:block"></a></td>
        <td style="line-height:12pt; height:10px;"><span class="pagetop"><b class="hnname"><a href="news">Hacker News</a></b>
        <a href="newest">new</a> | <a href="front">past</a> | <a href="newcomments">comments</a> | <a href="ask">ask</a> | \
        <a href="show">show</a> | <a href="jobs">jobs</a> | <a href="submit" rel="nofollow">submit</a></span></td>\
        <td style="text-align:right;padding-right:4px;"><span class="pagetop">
        <a href="login?goto=item%3Fid%3D39571298">login</a>
        </span></td></tr></table></td></tr>
        <tr id="pagespace" title="Show HN: A tide-aware depth logger for small boats" style="height:10px"></tr><tr><td>\
        <table class="fatitem" border="0">
        <tr class='athing submission' id='39571298'>
        <td class="title" valign="top" align="right"><span class="rank"></span></td>      <td valign="top" class="votelinks">\
        <center><a id='up_39571298' href='vote?id=39571298&amp;how=up&amp;goto=item%3Fid%3D39571298'>\
        <div class='votearrow' title='upvote'></div></a></center></td><td class="title"><span class="titleline">\
        <a href="https://github.com/ann/tidelog">Show HN: A tide-aware depth logger for small boats</a>\
        <span class="sitebit comhead"> (<a href="from?site=github.com/ann"><span class="sitestr">github.com/ann</span></a>)\
        </span></span></td></tr><tr><td colspan="2"></td><td class="subtext"><span class="subline">
        <span class="score" id="score_39571298">123 points</span> by <a href="user?id=ann" class="hnuser">ann</a> \
        <span class="age" title="2024-03-02T10:12:33 1709374353"><a href="item?id=39571298">3 hours ago</a></span> \
        <span id="unv_39571298"></span> | <a href="hide?id=39571298&amp;goto=item%3Fid%3D39571298">hide</a> | \
        <a href="https://hn.algolia.com/?query=tide&amp;type=story" class="hnpast">past</a> | \
        <a href="fave?id=39571298&amp;auth=abc">favorite</a> | <a href="item?id=39571298">4&nbsp;comments</a>        </span>
        </td></tr>
        <tr style="height:2px"></tr><tr><td colspan="2"></td><td><div class="toptext">I sail a small boat out of a \
        harbour that silts up every winter, so I wrote a logger that corrects each sounding for the tide at the minute \
        it was taken.<p>It reads NMEA from any cheap sounder and writes one line per ping.</p></div></td></tr>
        <tr style="height:10px"></tr><tr><td colspan="2"></td><td><form action="comment" method="post">\
        <input type="hidden" name="parent" value="39571298"><input type="hidden" name="hmac" value="abc">\
        <textarea name="text" rows="8" cols="80" wrap="virtual"></textarea><br><br>
        <input type="submit" value="add comment"></form></td></tr>
        </table><br><br>
        <table border='0' class='comment-tree'>
        \(hackerNewsComment(39571500, user: "tom", time: "2024-03-02T11:02:10 1709377330", indent: 0, text: """
            I took soundings along the north quay in January with a hand lead and a cheap sounder, and the two \
            agreed to within ten centimetres at every mark.<p>The chart is still right about the quay itself; it is \
            the approach that silted.</p>
            """))
        \(hackerNewsComment(39571510, user: "jenna", time: "2024-03-02T11:40:00 1709379600", indent: 1, text: """
            &gt; it is the approach that silted<p>Which sounder is it? I log mine with this:</p><pre><code>  for depth \
            in readings:
                  print(f&quot;{depth:.2f} m&quot;)
            </code></pre><p>It prints one line per ping.</p>
            """))
        \(hackerNewsComment(39571520, user: "tom", time: "2024-03-03T08:05:00 1709453100", indent: 2, text: """
            A Garmin Striker 4, bought second hand. See <a href="https://example.com/striker" \
            rel="nofollow">https://example.com/striker</a> for the manual.
            """))
        \(hackerNewsComment(39571530, user: "priya", time: "2024-03-03T12:30:00 1709469000", indent: 0, text: """
            The harbour board published its own survey last week, and it matches these numbers closely enough.
            """))
        </table>
        <br><br>
        </td></tr>
        <tr><td><img src="s.gif" height="10" width="0"><table width="100%" cellspacing="0" cellpadding="1"><tr>\
        <td bgcolor="#ff6600"></td></tr></table><br>
        <center><span class="yclinks"><a href="newsguidelines.html">Guidelines</a> | <a href="newsfaq.html">FAQ</a> | \
        <a href="lists">Lists</a> | <a href="https://github.com/HackerNews/API">API</a> | \
        <a href="security.html">Security</a> | <a href="https://www.ycombinator.com/legal/">Legal</a> | \
        <a href="https://www.ycombinator.com/apply/">Apply to YC</a> | <a href="mailto:hn@ycombinator.com">Contact</a>\
        </span><br><br>
        <form method="get" action="//hn.algolia.com/">Search: <input type="text" name="q" size="17"></form></center></td></tr>
        </table></center></body></html>
        """

    /// A Hacker News item reads as its story, then each comment in order
    /// under whose it is and when; replies are not set apart by their depth
    /// (gemtext has one level of quote, which a reply's own quoted line needs).
    @Test func aHackerNewsItemReadsAsItsStoryThenEachCommentUnderWhoseItIs() throws {
        let article = try Convert.page(Self.hackerNewsItem, url: "https://news.ycombinator.com/item?id=39571298")
        let body = Convert.body(of: article)
        #expect(article.title == "Show HN: A tide-aware depth logger for small boats")
        #expect(article.metadata.author == "ann")
        #expect(article.metadata.published.map { String($0.prefix(10)) } == "2024-03-02")
        let story = try #require(body.range(of: "=> https://github.com/ann/tidelog Show HN: A tide-aware depth logger"))
        let text = try #require(body.range(of: "I sail a small boat out of a harbour"))
        let tom = try #require(body.range(of: "## tom, 2024-03-02\n\nI took soundings along the north quay"))
        let jenna = try #require(body.range(of: "## jenna, 2024-03-02\n\n"))
        let code = try #require(body.range(of: "```\n  for depth in readings:\n      print(f\"{depth:.2f} m\")\n```"))
        let tomAgain = try #require(body.range(of: "## tom, 2024-03-03\n\nA Garmin Striker 4"))
        let priya = try #require(body.range(of: "## priya, 2024-03-03\n\nThe harbour board published"))
        #expect(story.upperBound < text.lowerBound && text.upperBound < tom.lowerBound)
        #expect(tom.upperBound < jenna.lowerBound && jenna.upperBound < code.lowerBound)
        #expect(code.upperBound < tomAgain.lowerBound && tomAgain.upperBound < priya.lowerBound)
        for furniture in ["points", "hours ago", "hide", "favorite", "parent", "next", "[–]", "reply", "vote?",
            "add comment", "Guidelines", "login", "from?site"]
        {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }

    /// One comment of an old.reddit.com thread: the "thing" with its vote
    /// arrows, its tagline (the "[–]" toggle, the writer, the points, the
    /// time, the number of replies), its words, its buttons and its replies.
    static func oldRedditComment(_ id: String, user: String, time: String, text: String, replies: String = "")
        -> String
    {
        """
        <div class=" thing id-t1_\(id) noncollapsed comment " id="thing_t1_\(id)" onclick="click_thing(this)" \
        data-fullname="t1_\(id)" data-type="comment" data-subreddit="sailing" data-author="\(user)" \
        data-author-fullname="t2_\(user)" data-permalink="/r/sailing/comments/1b4xyz/silt/\(id)/" >\
        <p class="parent"><a name="\(id)"></a></p><div class="midcol unvoted" ><div class="arrow up login-required \
        access-required" data-event-action="upvote" role="button" aria-label="upvote" tabindex="0" ></div>\
        <div class="arrow down login-required access-required" data-event-action="downvote" role="button" \
        aria-label="downvote" tabindex="0" ></div></div><div class="entry unvoted"><p class="tagline">\
        <a href="javascript:void(0)" class="expand" onclick="return togglecomment(this)">[&ndash;]</a>\
        <a href="https://old.reddit.com/user/\(user)" class="author may-blank id-t2_\(user)" >\(user)</a>\
        <span class="userattrs"></span>&#32;<span class="score dislikes" title="41">41 points</span>\
        <span class="score unvoted" title="42">42 points</span><span class="score likes" title="43">43 points</span>\
        &#32;<time title="Sat Mar 2 11:02:10 2024 UTC" datetime="\(time)" class="live-timestamp">2 hours ago</time>\
        &nbsp;<a href="javascript:void(0)" class="numchildren" onclick="return togglecomment(this)">(1 child)</a></p>\
        <form action="#" class="usertext warn-on-unload" id="form-t1_\(id)"><input type="hidden" name="thing_id" \
        value="t1_\(id)"/><div class="usertext-body may-blank-within md-container " ><div class="md">\(text)</div>
        </div></form><ul class="flat-list buttons"><li class="first"><a href="https://old.reddit.com/r/sailing/\
        comments/1b4xyz/silt/\(id)/" data-event-action="permalink" class="bylink" rel="nofollow" >permalink</a></li>\
        <li><a href="javascript:void(0)" class="embed-comment">embed</a></li><li class="comment-save-button \
        save-button login-required"><a href="javascript:void(0)">save</a></li><li class="report-button \
        login-required"><a href="javascript:void(0)" class="reportbtn access-required" \
        data-event-action="report">report</a></li><li class="reply-button login-required">\
        <a class="access-required" href="javascript:void(0)" data-event-action="comment" \
        onclick="return reply(this)">reply</a></li></ul><div class="reportform report-t1_\(id)"></div></div>\
        <div class="child" >\(replies.isEmpty ? "" : "<div id=\"siteTable_t1_\(id)\" class=\"sitetable listing\">\(replies)</div>")\
        </div><div class="clearleft"></div></div><div class="clearleft"></div>
        """
    }

    static let oldRedditThread = TestPage.page(
        head: """
            <title>Silt in the inner basin : sailing</title><meta property="og:title" \
            content="r/sailing on Reddit: Silt in the inner basin"><meta property="og:site_name" content="reddit">
            """,
        body: """
            <div id="header" role="banner"><a href="#content" id="jumpToContent">jump to content</a>\
            <div id="header-bottom-left"><a href="/" id="header-img" class="default-header">reddit.com</a>&nbsp;\
            <span class="hover pagename redditname"><a href="https://old.reddit.com/r/sailing/">sailing</a></span></div>\
            <div id="header-bottom-right"><span class="user">Want to join?&#32;<a href="https://old.reddit.com/login" \
            class="login-required login-link">Log in</a>&#32;or&#32;<a href="https://old.reddit.com/login">sign up</a>\
            &#32;in seconds.</span></div></div>
            <div class="side"><div class="spacer"><div class="titlebox"><h1 class="hover redditname">\
            <a href="https://old.reddit.com/r/sailing/" class="hover">sailing</a></h1><div class="md">\
            <p>A place for sailors of every kind of boat.</p></div></div></div></div>
            <a name="content"></a><div class="content" role="main"><div class="sitetable linklisting" id="siteTable" >\
            <div class=" thing id-t3_1b4xyz odd link self" id="thing_t3_1b4xyz" data-fullname="t3_1b4xyz" \
            data-type="link" data-author="ann" data-timestamp="1709374353000" data-comments-count="4" data-score="123" >\
            <p class="parent"></p><div class="midcol unvoted" ><div class="arrow up login-required access-required" \
            role="button" aria-label="upvote" tabindex="0" ></div><div class="score dislikes" title="122">122</div>\
            <div class="score unvoted" title="123">123</div><div class="score likes" title="124">124</div>\
            <div class="arrow down login-required access-required" role="button" aria-label="downvote" tabindex="0" >\
            </div></div><div class="entry unvoted"><div class="top-matter"><p class="title"><a class="title may-blank " \
            data-event-action="title" href="/r/sailing/comments/1b4xyz/silt_in_the_inner_basin/" tabindex="1" >Silt in \
            the inner basin</a>&#32;<span class="domain">(<a href="/r/sailing/">self.sailing</a>)</span></p>\
            <div class="expando-button hide-when-pinned selftext expanded"></div><p class="tagline ">submitted&#32;\
            <time title="Sat Mar 2 10:12:33 2024 UTC" datetime="2024-03-02T10:12:33+00:00" class="live-timestamp">3 \
            hours ago</time>&#32;by&#32;<a href="https://old.reddit.com/user/ann" class="author may-blank id-t2_ann" >\
            ann</a><span class="userattrs"></span></p><ul class="flat-list buttons"><li class="first">\
            <a href="https://old.reddit.com/r/sailing/comments/1b4xyz/silt_in_the_inner_basin/" \
            data-event-action="comments" class="bylink comments may-blank" rel="nofollow" >4 comments</a></li>\
            <li class="share"><a class="post-sharing-button" href="javascript: void 0;">share</a></li>\
            <li class="link-save-button save-button login-required"><a href="#">save</a></li><li>\
            <form action="/post/hide" method="post" class="state-button hide-button"><span>\
            <a href="javascript:void(0)" data-event-action="hide">hide</a></span></form></li>\
            <li class="report-button login-required"><a href="javascript:void(0)" class="reportbtn access-required" \
            data-event-action="report">report</a></li></ul></div><div class="expando " ><form action="#" \
            class="usertext warn-on-unload" id="form-t3_1b4xyz"><div class="usertext-body may-blank-within md-container " \
            ><div class="md"><p>I sail a small boat out of a harbour that silts up every winter, and this year the inner \
            basin feels shallower than ever. My chart gives 2.5 metres at low water by the north quay.</p>
            <p>Has anyone measured it since the autumn gales went through?</p>
            </div></div></form></div></div><div class="child" ></div><div class="clearleft"></div></div>\
            <div class="clearleft"></div></div><div class='commentarea' ><div class="panestack-title">\
            <span class="title">&#32;all 4 comments</span></div><div class="menuarea"><div class="spacer">\
            <span class="dropdown-title lightdrop">sorted by: </span><div class="dropdown lightdrop">\
            <span class="selected">best</span></div></div></div>\
            <div class="sitetable nestedlisting" id="siteTable_t3_1b4xyz">\
            \(oldRedditComment("kt1", user: "tom", time: "2024-03-02T11:02:10+00:00", text: """
                <p>I took soundings along the north quay in January with a hand lead and a cheap sounder, and the two \
                agreed to within ten centimetres at every mark.</p>
                """, replies: oldRedditComment("kt2", user: "jenna", time: "2024-03-02T11:40:00+00:00", text: """
                <blockquote>
                <p>ten centimetres at every mark</p>
                </blockquote>
                <p>Which sounder is it? I log mine with this:</p>
                <pre><code>for depth in readings:
                    print(f&quot;{depth:.2f} m&quot;)
                </code></pre>
                """)))\
            \(oldRedditComment("kt3", user: "priya", time: "2024-03-03T12:30:00+00:00", text: """
                <p>The harbour board published its own survey last week, and it matches these numbers closely enough.</p>
                """))\
            \(oldRedditComment("kt4", user: "sam", time: "2024-03-04T08:00:00+00:00", text: """
                <p>The dredger was booked for April, but the board moved it to the autumn.</p>
                """))\
            <div class="morechildren"><span class="deepthread"><a href="javascript:void(0)" id="more_t1_kt9">load more \
            comments</a>&#32;<span class="gray">(3 replies)</span></span></div></div></div></div>
            <div class="footer-parent"><p class="bottommenu">Use of this site constitutes acceptance of our&#32;\
            <a href="https://www.redditinc.com/policies/user-agreement">User Agreement</a>. &copy; 2024 reddit inc. All \
            rights reserved.</p></div>
            """)

    /// An old.reddit.com thread reads as its post, then each comment and
    /// each reply in order under whose it is and when.
    @Test func anOldRedditThreadReadsAsItsPostThenEachCommentUnderWhoseItIs() throws {
        let article = try Convert.page(
            Self.oldRedditThread, url: "https://old.reddit.com/r/sailing/comments/1b4xyz/silt_in_the_inner_basin/")
        let body = Convert.body(of: article)
        #expect(article.title == "Silt in the inner basin")
        let post = try #require(body.range(of: "I sail a small boat out of a harbour"))
        let tom = try #require(body.range(of: "## tom, 2024-03-02\n\nI took soundings along the north quay"))
        let jenna = try #require(body.range(of: "## jenna, 2024-03-02\n\n> ten centimetres at every mark"))
        let code = try #require(body.range(of: "```\nfor depth in readings:\n    print(f\"{depth:.2f} m\")\n```"))
        let priya = try #require(body.range(of: "## priya, 2024-03-03\n\nThe harbour board published"))
        let sam = try #require(body.range(of: "## sam, 2024-03-04\n\nThe dredger was booked"))
        #expect(post.upperBound < tom.lowerBound && tom.upperBound < jenna.lowerBound)
        #expect(jenna.upperBound < code.lowerBound && code.upperBound < priya.lowerBound)
        #expect(priya.upperBound < sam.lowerBound)
        for furniture in ["points", "hours ago", "permalink", "embed", "save", "report", "reply", "[–]", "child",
            "load more", "all 4 comments", "sorted by", "122", "A place for sailors", "Log in", "User Agreement"]
        {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }

    /// One post of a phpBB 3 topic (prosilver): the member's card, the
    /// subject, the quote button, the line "by ann » Sat Mar 02, 2024
    /// 10:12 am", the words, the signature and the way back to the top.
    static func phpBBPost(_ id: Int, user: String, member: Int, subject: String, date: String, text: String)
        -> String
    {
        """
        <div id="p\(id)" class="post has-profile bg\(id % 2 + 1)">
        <div class="inner">
        <dl class="postprofile" id="profile\(id)">
        <dt class="has-profile-rank has-avatar">
        <div class="avatar-container"><a href="./memberlist.php?mode=viewprofile&amp;u=\(member)" class="avatar">\
        <img class="avatar" src="./download/file.php?avatar=\(member)_1.jpg" width="90" height="90" alt="User avatar" />\
        </a></div>
        <a href="./memberlist.php?mode=viewprofile&amp;u=\(member)" class="username">\(user)</a>
        </dt>
        <dd class="profile-rank">Harbour regular</dd>
        <dd class="profile-posts"><strong>Posts:</strong> <a href="./search.php?author_id=\(member)&amp;sr=posts">\
        12\(member)</a></dd>
        <dd class="profile-joined"><strong>Joined:</strong> Tue Jan 05, 2010 8:12 pm</dd>
        </dl>
        <div class="postbody">
        <div id="post_content\(id)">
        <h3><a href="./viewtopic.php?p=\(id)#p\(id)">\(subject)</a></h3>
        <ul class="post-buttons">
        <li><a href="./posting.php?mode=quote&amp;p=\(id)" title="Reply with quote" class="button button-icon-only">\
        <i class="icon fa-quote-left fa-fw" aria-hidden="true"></i><span class="sr-only">Quote</span></a></li>
        </ul>
        <p class="author">
        <a class="unread" href="./viewtopic.php?p=\(id)#p\(id)" title="Post"><i class="icon fa-file fa-fw \
        icon-lightgray icon-md" aria-hidden="true"></i><span class="sr-only">Post</span></a>
        <span class="responsive-hide">by <strong><a href="./memberlist.php?mode=viewprofile&amp;u=\(member)" \
        class="username">\(user)</a></strong> &raquo; </span>\(date)
        </p>
        <div class="content">\(text)</div>
        <div id="sig\(id)" class="signature">Pilot cutter Morwenna '61 | lead line, no sonar</div>
        </div>
        </div>
        <div class="back2top"><a href="#top" class="top" title="Top"><i class="icon fa-chevron-circle-up fa-fw \
        icon-gray" aria-hidden="true"></i><span class="sr-only">Top</span></a></div>
        </div>
        </div>
        <hr class="divider" />
        """
    }

    static let phpBBTopic = TestPage.page(
        head: "<title>Silt in the inner basin - Harbour Pilots' Board</title>",
        body: """
            <div id="wrap" class="wrap"><div id="page-header"><div class="headerbar" role="banner"><div class="inner">\
            <div id="site-description" class="site-description"><h1>Harbour Pilots' Board</h1>\
            <p>For pilots, boatmen and harbour staff</p></div></div></div>
            <div class="navbar" role="navigation"><ul id="nav-breadcrumbs" class="nav-breadcrumbs linklist navlinks">\
            <li class="breadcrumbs"><span class="crumb"><a href="./index.php">Board index</a></span></li></ul></div></div>
            <div id="page-body" class="page-body" role="main">
            <h2 class="topic-title"><a href="./viewtopic.php?t=7">Silt in the inner basin</a></h2>
            <div class="action-bar bar-top"><a href="./posting.php?mode=reply&amp;t=7" class="button" \
            title="Post a reply"><span>Post Reply</span></a><div class="pagination">3 posts &bull; Page \
            <strong>1</strong> of <strong>1</strong></div></div>
            \(phpBBPost(41, user: "ann", member: 2, subject: "Silt in the inner basin", date: "Sat Mar 02, 2024 10:12 am",
                text: PostPageTests.post + "<br><br>" + PostPageTests.more))
            \(phpBBPost(42, user: "tom", member: 3, subject: "Re: Silt in the inner basin", date: "Sat Mar 02, 2024 11:02 am",
                text: """
                <blockquote cite="./viewtopic.php?p=41#p41"><div><cite><a href="./memberlist.php?mode=viewprofile&amp;u=2">\
                ann</a> wrote: <a href="./viewtopic.php?p=41#p41" data-post-id="41">↑</a><span class="responsive-hide">Sat \
                Mar 02, 2024 10:12 am</span></cite>I have written to the harbour master with the figures.</div></blockquote>\
                I took soundings along the north quay in January, and the two agreed to within ten centimetres at every \
                mark.
                """))
            \(phpBBPost(43, user: "jenna", member: 4, subject: "Re: Silt in the inner basin", date: "Sun Mar 03, 2024 9:12 am",
                text: """
                Which sounder is it? I log mine with this:<div class="codebox"><p>Code: <a href="#" \
                onclick="selectCode(this); return false;">Select all</a></p><pre><code>for depth in readings:
                    print(f"{depth:.2f} m")</code></pre></div>It prints one line per ping.
                """))
            <div class="action-bar bar-bottom"><a href="./posting.php?mode=reply&amp;t=7" class="button" \
            title="Post a reply"><span>Post Reply</span></a><div class="pagination">3 posts &bull; Page \
            <strong>1</strong> of <strong>1</strong></div></div>
            <div class="stat-block online-list"><h3>Who is online</h3><p>Users browsing this forum: No registered users \
            and 2 guests</p></div>
            </div>
            <div id="page-footer" class="page-footer" role="contentinfo"><div class="copyright">Powered by \
            <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Limited</div></div></div>
            """)

    /// A phpBB topic reads as its opening post, dated by its own line (not
    /// by the day its writer joined the board), then each reply under whose
    /// it is and when, its quote of an earlier post kept as a quote.
    @Test func aPhpBBTopicReadsAsItsPostsEachUnderWhoseItIs() throws {
        let article = try Convert.page(Self.phpBBTopic, url: "https://pilots.example/viewtopic.php?t=7")
        let body = Convert.body(of: article)
        #expect(article.title == "Silt in the inner basin")
        #expect(article.metadata.published.map { String($0.prefix(10)) } == "2024-03-02")
        let opening = try #require(body.range(of: "I took soundings along the inner basin"))
        let tom = try #require(body.range(of: "## tom, 2024-03-02\n\n"))
        let answer = try #require(body.range(of: "I took soundings along the north quay in January"))
        let jenna = try #require(body.range(of: "## jenna, 2024-03-03\n\nWhich sounder is it?"))
        let code = try #require(body.range(of: "```\nfor depth in readings:\n    print(f\"{depth:.2f} m\")\n```"))
        #expect(opening.upperBound < tom.lowerBound && tom.upperBound < answer.lowerBound)
        #expect(answer.upperBound < jenna.lowerBound && jenna.upperBound < code.lowerBound)
        for furniture in ["» ", "Re: Silt", "Post Reply", "3 posts", "Harbour regular", "Joined", "Morwenna",
            "Who is online", "Select all", "For pilots, boatmen"]
        {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }

    /// One comment of a thread on www.reddit.com as its web components
    /// write it: `<shreddit-comment author="…" created="…">` with slots for
    /// the writer's picture, the line naming them and the time, the words
    /// and the row of actions, and its replies inside it.
    static func shredditComment(_ id: String, user: String, time: String, depth: Int, text: String, replies: String = "")
        -> String
    {
        """
        <shreddit-comment author="\(user)" thingid="t1_\(id)" depth="\(depth)" \
        permalink="/r/sailing/comments/1b4xyz/comment/\(id)/" postid="t3_1b4xyz" score="42" created="\(time)" \
        collapsed="false" arialabel="Comment by \(user)"><div slot="commentAvatar" class="flex items-center">\
        <faceplate-tracker source="comment" noun="comment_author_avatar"><a href="/user/\(user)/" aria-hidden="true">\
        <faceplate-img class="rounded-full" src="https://styles.redditmedia.com/t5_\(user)/profileIcon.png" width="24" \
        height="24" alt="\(user) avatar"></faceplate-img></a></faceplate-tracker></div><div slot="commentMeta" \
        class="flex flex-row items-center text-12"><faceplate-hovercard><faceplate-tracker source="comment" \
        noun="comment_author"><a href="/user/\(user)/" class="truncate font-bold">\(user)</a></faceplate-tracker>\
        </faceplate-hovercard><span class="inline-block my-0 created-separator">•</span>\
        <a href="/r/sailing/comments/1b4xyz/comment/\(id)/"><faceplate-timeago ts="\(time)" format="short">\
        <time datetime="\(time)" title="Saturday, March 2, 2024">2h ago</time></faceplate-timeago></a></div>\
        <div class="md text-14" slot="comment" id="t1_\(id)-comment-rtjson-content">\(text)</div>\
        <shreddit-comment-action-row slot="actionRow" comment-id="t1_\(id)" score="42">\
        <button slot="comment-reply" class="button button-plain-weak" type="button"><span>Reply</span></button>\
        <shreddit-overflow-menu slot="overflow" source="comment"></shreddit-overflow-menu>\
        </shreddit-comment-action-row>\(replies)</shreddit-comment>
        """
    }

    static let shredditThread = TestPage.page(
        head: """
            <title>Silt in the inner basin : r/sailing</title><meta property="og:title" \
            content="From the sailing community on Reddit: Silt in the inner basin"><meta property="og:site_name" \
            content="Reddit">
            """,
        body: """
            <shreddit-app routename="post_page"><reddit-header-large><header class="v2"><nav class="flex">\
            <a aria-label="Home" href="/">Reddit</a><a href="https://www.reddit.com/login/">Log In</a></nav></header>\
            </reddit-header-large><div class="grid-container"><main class="main w-full" id="main-content">\
            <shreddit-post author="ann" id="t3_1b4xyz" permalink="/r/sailing/comments/1b4xyz/silt_in_the_inner_basin/" \
            comment-count="4" created-timestamp="2024-03-02T10:12:33.000000+0000" post-title="Silt in the inner basin" \
            post-type="text" score="123"><div slot="credit-bar" class="flex justify-between text-12">\
            <span class="flex items-center"><a class="flex items-center" href="/r/sailing/"><span class="font-bold">\
            r/sailing</span></a><span class="created-separator">•</span><faceplate-timeago \
            ts="2024-03-02T10:12:33.000Z"><time datetime="2024-03-02T10:12:33.000Z">3 hr. ago</time>\
            </faceplate-timeago></span><span class="flex"><a href="/user/ann/" class="author-name">ann</a></span></div>\
            <h1 slot="title" id="post-title-t3_1b4xyz" class="font-semibold text-18">Silt in the inner basin</h1>\
            <div slot="text-body"><div class="text-neutral-content" id="t3_1b4xyz-post-rtjson-content"><p>I sail a small \
            boat out of a harbour that silts up every winter, and this year the inner basin feels shallower than ever. \
            My chart gives 2.5 metres at low water by the north quay.</p><p>Has anyone measured it since the autumn \
            gales went through?</p></div></div></shreddit-post>\
            <div class="flex items-center"><shreddit-join-button subreddit-name="sailing">Join</shreddit-join-button></div>\
            <comment-body-header><div class="flex"><span>Sort by:</span><button>Best</button></div></comment-body-header>\
            <faceplate-partial name="comment-tree" loading="action"><shreddit-comment-tree id="comment-tree" \
            post-id="t3_1b4xyz" totalcomments="4" sort="confidence">\
            \(shredditComment("kt1", user: "tom", time: "2024-03-02T11:02:10.000Z", depth: 0, text: """
                <p>I took soundings along the north quay in January with a hand lead and a cheap sounder, and the two \
                agreed to within ten centimetres at every mark.</p>
                """, replies: shredditComment("kt2", user: "jenna", time: "2024-03-02T11:40:00.000Z", depth: 1, text: """
                <blockquote><p>ten centimetres at every mark</p></blockquote><p>Which sounder is it?</p>
                """)))\
            \(shredditComment("kt3", user: "priya", time: "2024-03-03T12:30:00.000Z", depth: 0, text: """
                <p>The harbour board published its own survey last week, and it matches these numbers closely enough.</p>
                """))\
            \(shredditComment("kt4", user: "sam", time: "2024-03-04T08:00:00.000Z", depth: 0, text: """
                <p>The dredger was booked for April, but the board moved it to the autumn.</p>
                """))\
            <faceplate-partial loading="action" src="/svc/shreddit/more-comments/sailing/t3_1b4xyz">\
            <button>View more comments</button></faceplate-partial></shreddit-comment-tree></faceplate-partial></main>\
            <div id="right-sidebar-container"><aside aria-label="Community information"><h2>r/sailing</h2>\
            <p>A place for sailors of every kind of boat.</p><div>123k Members</div></aside></div></div></shreddit-app>
            """)

    /// A thread on www.reddit.com reads as its post, then each comment and
    /// each reply in order under whose it is and when.
    @Test func aRedditThreadOfWebComponentsReadsAsItsPostThenEachCommentUnderWhoseItIs() throws {
        let article = try Convert.page(
            Self.shredditThread, url: "https://www.reddit.com/r/sailing/comments/1b4xyz/silt_in_the_inner_basin/")
        let body = Convert.body(of: article)
        #expect(article.title == "Silt in the inner basin")
        #expect(article.metadata.author == "ann")
        let post = try #require(body.range(of: "I sail a small boat out of a harbour"))
        let tom = try #require(body.range(of: "## tom, 2024-03-02\n\nI took soundings along the north quay"))
        let jenna = try #require(body.range(of: "## jenna, 2024-03-02\n\n> ten centimetres at every mark"))
        let priya = try #require(body.range(of: "## priya, 2024-03-03\n\nThe harbour board published"))
        let sam = try #require(body.range(of: "## sam, 2024-03-04\n\nThe dredger was booked"))
        #expect(post.upperBound < tom.lowerBound && tom.upperBound < jenna.lowerBound)
        #expect(jenna.upperBound < priya.lowerBound && priya.upperBound < sam.lowerBound)
        for furniture in ["2h ago", "•", "Reply", "Join", "Sort by", "View more", "avatar", "123k", "A place for"] {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }

    /// A reply's quote of an earlier post as phpBB and MyBB write it, its
    /// credit in a `<cite>` before the words ("ann wrote: ↑ Sat Mar 02,
    /// 2024"), is the words as a quote signed by the member, without the
    /// links to the member and back to the post.
    @Test func aForumQuoteOpenedByItsCreditIsSignedByTheMember() throws {
        let body = Convert.body(of: try Convert.page(Self.phpBBTopic, url: "https://pilots.example/viewtopic.php?t=7"))
        #expect(body.contains("> I have written to the harbour master with the figures.\n> — ann\n"), "\(body)")
        #expect(!body.contains("wrote"))
        #expect(!body.contains("memberlist.php"))
        #expect(!body.contains("↑"))
    }

    /// A comment of plain text that quotes a line of another with '>' (as
    /// Hacker News readers do) shows that line as a quote.
    @Test func aLineOfACommentOpenedByAQuoteMarkIsAQuote() throws {
        let body = Convert.body(of: try Convert.page(Self.hackerNewsItem, url: "https://news.ycombinator.com/item?id=39571298"))
        #expect(body.contains("## jenna, 2024-03-02\n\n> it is the approach that silted\n\nWhich sounder is it?"), "\(body)")
    }
}
