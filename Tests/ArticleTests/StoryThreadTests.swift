import Foundation
import Testing

@testable import Article

/// Threads under a story whose own text stands apart from its header (a
/// Lobsters story: its header, then the submitter's text, then the
/// comments), a Kbin or Mbin thread (its comments set as `<blockquote>`s),
/// a Gitea issue (each comment's header marked `role="heading"`),
/// and a social post's page with its replies (a Mastodon status): the
/// story or the post whole, then each reply in order under whose it is and
/// when.
@Suite struct StoryThreadTests {
    /// One comment of a Lobsters story (its `comments/_threads` partial):
    /// the fold toggle, the vote link with the score, the byline (avatar,
    /// writer, age linked to the comment, "flag", "reply"), the words,
    /// then its replies in a list of their own.
    static func lobstersComment(_ id: String, user: String, time: String, text: String, replies: String = "")
        -> String
    {
        """
        <li class="comments_subtree">
        <input id="comment_folder_\(id)" class="comment_folder_button" type="checkbox">
        <div class="comment_parent_tree_line score_shown"></div>
        <div id="c_\(id)" data-shortid="\(id)" class="comment">
        <div class="voters"><label for="comment_folder_\(id)" class="comment_folder"></label>\
        <a class="upvoter" title="12" href="/login">12</a></div>
        <div class="details">
        <div class="byline">
        <a name="c_\(id)"></a>
        <span class=""><a href="/~\(user)"><img srcset="/avatars/\(user)-16.png 1x, /avatars/\(user)-32.png 2x" \
        class="avatar" alt="\(user) avatar" loading="lazy" decoding="async" src="/avatars/\(user)-16.png" \
        width="16" height="16"></a>
        <a href="/~\(user)" class="">\(user)</a>
        <a href="/c/\(id)"><time title="\(time)" datetime="\(time)" data-at-unix="1709400000">8 months ago</time></a>
        </span>
        <span class="flagger flagger_stub"></span>
        <span class="reason"></span>
        </div>
        <div role="heading" aria-level="3" class="comment_text">\(text)</div>
        </div>
        </div>
        <ol class="comments">\(replies)</ol>
        </li>
        """
    }

    static let lobstersStory = TestPage.page(
        head: "<title>Tidelog: a tide-aware depth logger for small boats | Lobsters</title>",
        body: """
            <header id="nav"><div id="headerleft"><a id="logo" href="/" title="Lobsters (Current traffic: 42%)">\
            <svg viewBox="0 0 10 10"></svg></a><span class="headerlinks"><a href="/active">Active</a> \
            <a href="/recent">Recent</a> <a href="/comments">Comments</a> <a href="/search">Search</a></span></div>\
            <div id="headerright"><span class="headerlinks"><a href="/login">Login</a></span></div></header>
            <div id="inside">
            <ol class="stories">
            <li id="story_abc123" data-shortid="abc123" class="story">
            <div class="story_liner h-entry">
            <div class="voters"><a class="upvoter" href="/login"></a><div class="score">42</div></div>
            <div class="details">
            <span role="heading" class="link" aria-level="1"><a href="https://github.com/ann/tidelog" \
            rel="ugc noreferrer" class="u-url">Tidelog: a tide-aware depth logger for small boats</a></span>
            <a class="description_present" title="I sail a small boat" href="/s/abc123/tidelog">&#x2636;</a>
            <span class="tags"><a href="/t/show" class="tag tag_show tag_is_media" title="Lobsters projects">show</a> \
            <a href="/t/hardware" class="tag tag_hardware" title="Hardware">hardware</a></span>
            <a class="domain" href="/domains/github.com">github.com</a>
            <div class="byline">
            <span>authored by</span>
            <a href="/~ann"><img srcset="/avatars/ann-16.png 1x, /avatars/ann-32.png 2x" class="avatar" \
            alt="ann avatar" loading="lazy" decoding="async" src="/avatars/ann-16.png" width="16" height="16"></a>
            <a href="/~ann" class="u-author h-card user_is_author">ann</a>
            <time title="2024-03-02 10:12:33 -0600" datetime="2024-03-02 10:12:33 -0600" \
            data-at-unix="1709395953">8 months ago</time>
            <span> | </span>
            <span class="dropdown_parent"><input id="archive_abc123" class="archive_button" type="checkbox">\
            <label for="archive_abc123">caches</label><div class="archive-dropdown">\
            <a href="https://web.archive.org/web/3/https://github.com/ann/tidelog">Archive.org</a> \
            <a href="https://archive.today/https://github.com/ann/tidelog">Archive.today</a> \
            <a href="https://ghostarchive.org/search?term=https://github.com/ann/tidelog">Ghostarchive</a></div></span>
            <span class="comments_label"> | 4 comments</span>
            </div>
            </div>
            </div>
            </li>
            </ol>
            <div class="story_content">
            <div class="story_text">
            <p>\(PostPageTests.post)</p>
            <p>\(PostPageTests.more)</p>
            </div>
            </div>
            <ol class="comments comments1">
            <li class="comments_subtree" id="story_comments">
            <ol class="comments">
            \(lobstersComment("kt1", user: "tom", time: "2024-03-02 11:02:10 -0600", text: """
                <p>I took soundings along the north quay in January with a hand lead and a cheap sounder, and the \
                two agreed to within ten centimetres at every mark.</p>
                """, replies: lobstersComment("kt2", user: "jenna", time: "2024-03-02 11:40:00 -0600", text: """
                <blockquote><p>ten centimetres at every mark</p></blockquote>
                <p>Which sounder is it? I log mine with this:</p>
                <pre><code>for depth in readings:
                    print(f&quot;{depth:.2f} m&quot;)
                </code></pre>
                """)))
            \(lobstersComment("kt3", user: "priya", time: "2024-03-03 12:30:00 -0600", text: """
                <p>The harbour board published its own survey last week, and it matches these numbers closely \
                enough.</p>
                """))
            \(lobstersComment("kt4", user: "sam", time: "2024-03-04 08:00:00 -0600", text: """
                <p>The dredger was booked for April, but the board moved it to the autumn.</p>
                """))
            </ol>
            </li>
            </ol>
            </div>
            <footer><a href="/about">About</a> <a href="/tags">Tags</a> <a href="/filters">Filter</a> \
            <a href="/moderations">Moderation Log</a></footer>
            """)

    /// A Lobsters story reads as its link and its text, then each comment
    /// and each reply in order under whose it is and when; a comment's
    /// words, which Lobsters marks as a heading of level 3, are text; the
    /// story is by the member its byline links ("/~ann"), not by its
    /// first tag's link ("/t/show").
    @Test func aLobstersStoryReadsAsItsTextThenEachCommentUnderWhoseItIs() throws {
        let article = try Convert.page(Self.lobstersStory, url: "https://lobste.rs/s/abc123/tidelog")
        let body = Convert.body(of: article)
        #expect(article.title == "Tidelog: a tide-aware depth logger for small boats")
        #expect(article.metadata.author == "ann")
        #expect(article.metadata.published.map { String($0.prefix(10)) } == "2024-03-02")
        let link = try #require(body.range(of: "=> https://github.com/ann/tidelog Tidelog: a tide-aware depth logger"))
        let text = try #require(body.range(of: "I took soundings along the inner basin"))
        let more = try #require(body.range(of: "will post the reply here when it comes."))
        let tom = try #require(body.range(of: "## tom, 2024-03-02\n\nI took soundings along the north quay"))
        let jenna = try #require(body.range(of: "## jenna, 2024-03-02\n\n> ten centimetres at every mark\n"))
        let code = try #require(body.range(of: "```\nfor depth in readings:\n    print(f\"{depth:.2f} m\")\n```"))
        let priya = try #require(body.range(of: "## priya, 2024-03-03\n\nThe harbour board published"))
        let sam = try #require(body.range(of: "## sam, 2024-03-04\n\nThe dredger was booked"))
        #expect(link.upperBound < text.lowerBound && text.upperBound < more.lowerBound)
        #expect(more.upperBound < tom.lowerBound)
        #expect(tom.upperBound < jenna.lowerBound && jenna.upperBound < code.lowerBound)
        #expect(code.upperBound < priya.lowerBound && priya.upperBound < sam.lowerBound)
        for furniture in ["months ago", "caches", "Archive.org", "4 comments", "12\n", "authored by", "login",
            "avatar", "Moderation Log"]
        {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }

    // MARK: Mastodon

    /// One reply under a Mastodon status (the web app's `Status`): its
    /// age linked to it, the writer's card (avatar, display name, handle),
    /// the words and the action bar of icon buttons.
    static func mastodonReply(_ id: Int, handle: String, server: String, name: String, time: String, text: String)
        -> String
    {
        let account = server == "harbour.social" ? "@\(handle)" : "@\(handle)@\(server)"
        return """
            <article id="status-\(id)" data-id="\(id)" aria-posinset="1" aria-setsize="3">\
            <div class="focusable status__wrapper status__wrapper-public" tabindex="0" aria-label="\(name)">\
            <div class="status status-public status--in-thread" data-id="\(id)"><div class="status__info">\
            <a href="/\(account)/\(id)" class="status__relative-time" target="_blank" rel="noopener noreferrer">\
            <span class="status__visibility-icon"><svg class="icon icon-globe" aria-hidden="true"></svg></span>\
            <time datetime="\(time)" title="\(time)">6h</time></a><a href="https://\(server)/@\(handle)" \
            title="\(account)" class="status__display-name"><div class="status__avatar"><div class="account__avatar" \
            style="width: 46px; height: 46px;"><img src="https://media.harbour.social/avatars/\(handle).png" alt="">\
            </div></div><span class="display-name"><bdi><strong class="display-name__html">\(name)</strong></bdi> \
            <span class="display-name__account">\(account)</span></span></a></div>\
            <div class="status__content status__content--with-action" tabindex="0"><div class="status__content__text \
            status__content__text--visible translate" lang="en">\(text)</div></div>\
            <div class="status__action-bar"><button type="button" aria-label="Reply" title="Reply" \
            class="status__action-bar__button icon-button"><svg class="icon icon-reply"></svg>\
            <span class="icon-button__counter"><span class="animated-number"><span>1</span></span></span></button>\
            <button type="button" aria-label="Boost" title="Boost" class="status__action-bar__button icon-button">\
            <svg class="icon"></svg></button><button type="button" aria-label="Favorite" title="Favorite" \
            class="status__action-bar__button star-icon icon-button"><svg class="icon"></svg></button></div>\
            </div></div></article>
            """
    }

    static let mention = """
        <span class="h-card" translate="no"><a href="https://harbour.social/@tom" class="u-url mention">@<span>tom\
        </span></a></span>
        """

    static let mastodonStatus = TestPage.page(
        head: """
            <title>Tom Pascoe: "I took soundings along the inner basin every Sunday this winter…" - harbour.social\
            </title><meta property="og:site_name" content="harbour.social">
            """,
        body: """
            <div class="app-holder" id="mastodon"><div class="ui"><div class="columns-area__panels">\
            <div class="columns-area__panels__pane columns-area__panels__pane--compositional"><div class="compose-panel">\
            <div class="sign-in-banner"><p><strong>Mastodon is the best way to keep up with what's happening.</strong>\
            </p><p>Follow anyone across the fediverse and see it all in chronological order.</p>\
            <a class="button button--block" href="/auth/sign_in">Login</a></div></div></div>
            <div class="columns-area__panels__main"><div class="columns-area columns-area--mobile">\
            <div class="column" role="region" aria-label="Post"><div class="column-header__wrapper">\
            <h1 class="column-header"><button class="column-header__back-button"><svg class="icon"></svg>\
            <span>Back</span></button></h1></div>
            <div class="scrollable item-list" role="feed">
            <div class="focusable detailed-status__wrapper detailed-status__wrapper-public" tabindex="-1" \
            aria-label="Tom Pascoe"><div class="detailed-status" data-status-by="@tom">\
            <a href="https://harbour.social/@tom" class="detailed-status__display-name">\
            <div class="detailed-status__display-avatar"><div class="account__avatar" style="width: 46px; height: 46px;">\
            <img src="https://media.harbour.social/avatars/tom.png" alt=""></div></div><span class="display-name"><bdi>\
            <strong class="display-name__html">Tom Pascoe</strong></bdi><span class="display-name__account">\
            @tom@harbour.social</span></span></a>
            <div class="status__content status__content--with-action" tabindex="0"><div class="status__content__text \
            status__content__text--visible translate" lang="en"><p>\(PostPageTests.post)</p><p>\(PostPageTests.more)</p>\
            </div></div>
            <div class="detailed-status__meta"><div class="detailed-status__meta__line"><a \
            class="detailed-status__datetime" href="/@tom/1234" target="_blank" rel="noopener noreferrer">\
            <time datetime="2024-01-27T18:04:11.000Z" title="Jan 27, 2024, 18:04">Jan 27, 2024, 18:04</time></a></div>\
            <div class="detailed-status__meta__line"><a class="detailed-status__link" href="/@tom/1234/reblogs">\
            <span class="detailed-status__reblogs"><span class="animated-number"><span>3</span></span></span>\
            <span>boosts</span></a><span class="detailed-status__favorites"><span class="animated-number"><span>12\
            </span></span></span><span>favorites</span></div></div></div>
            <div class="detailed-status__action-bar"><button type="button" aria-label="Reply" title="Reply" \
            class="icon-button"><svg class="icon"></svg></button></div></div>
            \(mastodonReply(1301, handle: "tom", server: "harbour.social", name: "Tom Pascoe",
                time: "2024-01-27T18:10:00.000Z", text: """
                <p>The board's survey was taken in August, before the autumn gales went through, so it is no wonder \
                the two disagree.</p>
                """))
            \(mastodonReply(1302, handle: "jenna", server: "sea.example", name: "Jenna Rowe",
                time: "2024-01-27T18:20:00.000Z", text: """
                <p>\(mention) did the board answer your letter yet? Ours took three months to come back.</p>
                """))
            \(mastodonReply(1303, handle: "priya", server: "fjord.example", name: "Priya Nair",
                time: "2024-01-28T09:05:00.000Z", text: """
                <p>\(mention) The harbour board published its own survey last week, and it matches your numbers \
                closely enough.</p>
                """))
            </div></div></div></div></div></div></div>
            """)

    /// A Mastodon status's page reads as the post, then each reply in
    /// order (the author's own and others') under whose it is, by the
    /// display name before the handle, and when; the cards, the counts
    /// of boosts and favourites and the buttons go.
    @Test func aMastodonStatusReadsAsItsPostThenEachReplyUnderWhoseItIs() throws {
        let article = try Convert.page(Self.mastodonStatus, url: "https://harbour.social/@tom/1234")
        let body = Convert.body(of: article)
        #expect(article.metadata.author == "Tom Pascoe")
        #expect(article.metadata.published.map { String($0.prefix(10)) } == "2024-01-27")
        let post = try #require(body.range(of: "I took soundings along the inner basin"))
        let tom = try #require(body.range(of: "## Tom Pascoe, 2024-01-27\n\nThe board's survey was taken in August"))
        let jenna = try #require(body.range(of: "## Jenna Rowe, 2024-01-27\n\n@tom did the board answer"))
        let priya = try #require(body.range(of: "## Priya Nair, 2024-01-28\n\n@tom The harbour board published"))
        #expect(post.upperBound < tom.lowerBound && tom.upperBound < jenna.lowerBound)
        #expect(jenna.upperBound < priya.lowerBound)
        for furniture in ["@tom@harbour.social", "sea.example", "boosts", "favorites", "6h", "Login", "Back",
            "avatars"]
        {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }

    /// A mention ("@tom") or a hashtag ("#boats") among a reply's words is
    /// a word of it, no link line of its own ("=> https://harbour.social/@tom
    /// @tom" under each reply that named him); an issue's number ("#87")
    /// and an account elsewhere that an article names keep their links.
    @Test func aMentionOrHashtagAmongAReplysWordsIsNoLinkLine() throws {
        let page = Self.mastodonStatus.replacingOccurrences(
            of: "Ours took three months to come back.", with: """
                Ours took three months to come back. <a href="https://harbour.social/tags/boats" \
                class="mention hashtag" rel="tag">#<span>boats</span></a>
                """)
        let body = Convert.body(of: try Convert.page(page, url: "https://harbour.social/@tom/1234"))
        #expect(body.contains("""
            ## Jenna Rowe, 2024-01-27

            @tom did the board answer your letter yet? Ours took three months to come back. #boats

            """))
        #expect(!body.contains("=> https://harbour.social/@tom"))
        #expect(!body.contains("=> https://harbour.social/tags/boats"))
        let article = TestPage.site(article: """
            <h1>Library funding approved</h1><p>\(PostPageTests.post)</p>
            <p>Account: <a href="https://www.instagram.com/harbourlog/">@harbourlog</a>, and the fix is in \
            <a href="/ann/tidelog/issues/87">#87</a> of the logger.</p><p>\(PostPageTests.more)</p>
            """)
        let story = Convert.body(of: try Convert.page(article, url: "https://example.org/news/story.html"))
        #expect(story.contains("=> https://www.instagram.com/harbourlog/ @harbourlog"))
        #expect(story.contains("=> https://example.org/ann/tidelog/issues/87 "))
    }

    // MARK: Kbin and Mbin

    /// One comment of a Kbin or Mbin thread (its `entry_comment` template):
    /// a `<blockquote>` with the writer's link and the time in its header,
    /// the words, the vote button and the controls.
    static func kbinComment(_ id: Int, user: String, time: String, level: Int = 1, text: String) -> String {
        """
        <blockquote class="section comment entry-comment subject comment-level--\(level)" id="entry-comment-\(id)" \
        data-controller="comment subject mentions"><header><a href="/u/\(user)" class="user-inline" \
        title="\(user)@kbin.example"><img width="30" height="30" src="/media/\(user).png" alt="\(user)"> \(user)</a>, \
        <time class="timeago" title="\(time)" datetime="\(time)">8 months ago</time></header>
        <div class="content"><p>\(text)</p></div>
        <aside class="vote"><form method="post" action="/ecf/\(id)/up"><button type="submit" title="Favourite">12\
        </button></form></aside>
        <footer><menu><li><a class="stretched-link" href="/m/boats/t/123/-/comment/\(id)/reply">reply</a></li>\
        <li><a href="/m/boats/t/123/-/comment/\(id)">more</a></li></menu></footer>
        </blockquote>
        """
    }

    static let kbinThread = TestPage.page(
        head: "<title>Silt in the inner basin - boats - kbin.example</title>",
        body: """
            <header id="header"><a href="/">kbin.example</a><a href="/login">Log in</a></header>
            <div id="middle"><main id="main"><article class="entry section subject" id="entry-123"><header><h1>\
            <a href="/m/boats/t/123/silt">Silt in the inner basin</a></h1></header>
            <aside class="meta entry__meta"><a href="/u/ann" class="user-inline" title="ann@kbin.example">ann</a>, \
            <time class="timeago" title="2024-03-02T10:12:33+00:00" datetime="2024-03-02T10:12:33+00:00">8 months \
            ago</time> to <a href="/m/boats" class="magazine-inline">boats</a></aside>
            <div class="entry__body"><div class="content formatted"><p>\(PostPageTests.post)</p></div></div>
            <footer><menu><li><a href="/m/boats/t/123/silt#comments">4 comments</a></li></menu></footer></article>
            <section id="comments" class="comments entry-comments comments-tree">
            \(kbinComment(1001, user: "tom", time: "2024-03-02T11:02:10+00:00", text: """
                I took soundings along the north quay in January, and the two agreed to within ten centimetres at \
                every mark.
                """))
            \(kbinComment(1002, user: "jenna", time: "2024-03-02T11:40:00+00:00", level: 2, text: """
                Which sounder is it? Mine drifts by a few centimetres after an hour in the cold.
                """))
            \(kbinComment(1003, user: "priya", time: "2024-03-03T12:30:00+00:00", text: """
                The harbour board published its own survey last week, and it matches these numbers closely enough.
                """))
            </section></main></div>
            """)

    /// A Kbin thread reads as its post, then each comment under whose it
    /// is and when, its words as text, no longer as a quote ending in an
    /// empty credit ("> —"), though Kbin sets each comment in a `<blockquote>`.
    @Test func aKbinThreadsCommentsReadAsTextUnderWhoseTheyAre() throws {
        let article = try Convert.page(Self.kbinThread, url: "https://kbin.example/m/boats/t/123/silt")
        let body = Convert.body(of: article)
        #expect(article.metadata.author == "ann")
        let post = try #require(body.range(of: "I took soundings along the inner basin"))
        let tom = try #require(body.range(of: "## tom, 2024-03-02\n\nI took soundings along the north quay"))
        let jenna = try #require(body.range(of: "## jenna, 2024-03-02\n\nWhich sounder is it?"))
        let priya = try #require(body.range(of: "## priya, 2024-03-03\n\nThe harbour board published"))
        #expect(post.upperBound < tom.lowerBound && tom.upperBound < jenna.lowerBound)
        #expect(jenna.upperBound < priya.lowerBound)
        for furniture in ["> ", "—", "reply", "more", "months ago", "Favourite"] {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }

    // MARK: Gitea

    /// One comment of a Gitea or Forgejo issue (`repo/issue/view_content`):
    /// the avatar, the header marked as a heading (the writer, "commented",
    /// the time, the role badge), the words.
    static func giteaComment(_ id: Int, user: String, time: String, text: String) -> String {
        """
        <div class="timeline-item comment" id="issuecomment-\(id)"><a class="timeline-avatar" href="/\(user)">\
        <img class="ui avatar tw-align-middle" src="/avatars/\(user)" title="\(user)" width="40" height="40"/></a>
        <div class="content comment-container"><div class="ui top attached header comment-header" role="heading" \
        aria-level="3"><div class="comment-header-left tw-flex tw-items-center"><span class="text grey muted-links">\
        <a class="author" href="/\(user)">\(user)</a> commented <relative-time class="time-since" prefix="" \
        tense="past" datetime="\(time)">\(time.prefix(10))</relative-time></span></div>
        <div class="comment-header-right actions"><div class="ui basic label role-label" \
        data-tooltip-content="This user is the owner">Owner</div></div></div>
        <div class="ui attached segment comment-body" role="article"><div class="render-content markup" \
        id="issuecomment-\(id)-content"><p>\(text)</p></div></div></div></div>
        """
    }

    static let giteaIssue = TestPage.page(
        head: "<title>Logger drops soundings after midnight · Issue #87 · ann/tidelog - Gitea</title>",
        body: """
            <nav id="navbar"><a href="/">Gitea</a><a href="/user/login">Sign In</a></nav>
            <div role="main" class="page-content repository view issue"><div class="ui container">\
            <div class="issue-title-header"><h1>Logger drops soundings after midnight</h1>
            <div class="issue-title-meta"><div class="ui green label issue-state-label">Open</div></div></div>
            <div class="issue-content"><div class="issue-content-left comment-list"><div class="ui timeline">
            \(giteaComment(1, user: "ann", time: "2024-03-02T10:12:33Z", text: PostPageTests.post))
            \(giteaComment(2, user: "tom", time: "2024-03-02T11:02:10Z", text: """
                Confirmed on 0.9.2: the logger writes the first sounding after midnight with yesterday's tide.
                """))
            \(giteaComment(3, user: "jenna", time: "2024-03-03T09:12:00Z", text: """
                Fixed in 0.9.3, the tide table now rolls over at local midnight instead of at noon.
                """))
            </div></div></div></div></div>
            """)

    /// A Gitea issue reads as its description, then each comment under
    /// whose it is and when; the headers Gitea marks as headings, with
    /// their role badges ("Owner"), go, the first one's too.
    @Test func aGiteaIssuesCommentsAreHeadedWithoutTheirBadges() throws {
        let article = try Convert.page(Self.giteaIssue, url: "https://gitea.example/ann/tidelog/issues/87")
        let body = Convert.body(of: article)
        #expect(article.metadata.author == "ann")
        let post = try #require(body.range(of: "I took soundings along the inner basin"))
        let tom = try #require(body.range(of: "## tom, 2024-03-02\n\nConfirmed on 0.9.2"))
        let jenna = try #require(body.range(of: "## jenna, 2024-03-03\n\nFixed in 0.9.3"))
        #expect(post.upperBound < tom.lowerBound && tom.upperBound < jenna.lowerBound)
        for furniture in ["Owner", "commented"] {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }

    /// A Gitea or Forgejo issue is titled by its words, without the number
    /// its `<h1>` sets after them ("#87", in a `<span class="index">`) and
    /// its `<title>` before them ("#87 - …"); a number the page's address
    /// does not hold stays.
    @Test func aGiteaIssueIsTitledWithoutItsNumber() throws {
        let page = Self.giteaIssue.replacingOccurrences(
            of: "<h1>Logger drops soundings after midnight</h1>", with: """
                <h1 class="tw-break-anywhere"><span id="issue-title">Logger drops soundings after midnight</span>
                <span class="index">#87</span></h1>
                """
        ).replacingOccurrences(
            of: "<title>Logger drops soundings after midnight · Issue #87 · ann/tidelog - Gitea</title>",
            with: "<title>#87 - Logger drops soundings after midnight - tidelog - Gitea</title>")
        let article = try Convert.page(page, url: "https://gitea.example/ann/tidelog/issues/87")
        #expect(article.title == "Logger drops soundings after midnight")
        #expect(!Convert.body(of: article).contains("#87"))
        let book = "1984 – A novel by George Orwell"
        #expect(ItemNumbers.withoutNumber(book, url: URL(string: "https://example.org/books/12")) == book)
    }
}
