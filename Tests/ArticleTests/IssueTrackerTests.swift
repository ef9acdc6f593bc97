import Testing

@testable import Article

/// Issues of the trackers that set an issue's description apart from, or
/// as the first of, its comments: GitLab's issues and merge requests,
/// Bugzilla's bugs.
@Suite struct IssueTrackerTests {
    // MARK: GitLab

    /// One comment of a GitLab issue (its `noteable_note` and `note_header`
    /// components): the avatar, the header (the display name linked with
    /// `data-username`, the "@tom" link, the time linked to the note), the
    /// role badge and icon buttons, the words and the award counts.
    static func gitLabNote(_ id: Int, user: String, name: String, time: String, text: String) -> String {
        """
        <li id="note_\(id)" data-note-id="\(id)" class="timeline-entry note note-wrapper"><div \
        class="timeline-entry-inner"><div class="timeline-avatar gl-float-left"><a href="/\(user)" \
        class="js-user-link"><img src="/uploads/-/system/user/avatar/\(id)/avatar.png" alt="\(name)'s avatar" \
        class="avatar s32" width="32" height="32"></a></div>
        <div class="timeline-content"><div class="note-header"><div class="note-header-info"><a href="/\(user)" \
        class="js-user-link" data-user-id="\(id)" data-username="\(user)"><span class="note-header-author-name \
        gl-font-bold">\(name)</span></a> <span class="author-username"><a href="/\(user)" \
        class="author-username-link"><span class="note-headline-light">@\(user)</span></a></span> <span \
        class="note-headline-light note-headline-meta"><span class="system-note-separator"></span><a \
        href="#note_\(id)" class="note-timestamp system-note-separator"><time title="\(time)" \
        datetime="\(time)">1 year ago</time></a></span></div>
        <div class="note-actions"><span class="note-role user-access-role">Maintainer</span><button type="button" \
        aria-label="Add reaction" class="note-action-button"><svg class="s16"></svg></button><button type="button" \
        aria-label="Reply to comment" class="js-reply-button"><svg class="s16"></svg></button></div></div>
        <div class="timeline-discussion-body"><div class="note-body"><div class="note-text md">\(text)</div></div>
        <div class="note-awards"><div class="awards js-awards-block"><button class="btn award-control"><span \
        class="award-control-text">2</span></button></div></div></div></div></div></li>
        """
    }

    /// A note of a change to the issue (GitLab's `system_note`): who, what, when, all in its header.
    static func gitLabSystemNote(_ id: Int, user: String, name: String, time: String, action: String) -> String {
        """
        <li id="note_\(id)" class="timeline-entry note system-note note-wrapper"><div class="timeline-entry-inner">\
        <div class="timeline-icon"><svg class="s16"></svg></div><div class="timeline-content"><div \
        class="note-header"><div class="note-header-info"><a href="/\(user)" class="js-user-link" \
        data-user-id="\(id)" data-username="\(user)"><span class="note-header-author-name gl-font-bold">\(name)\
        </span></a> <span class="note-headline-light note-headline-meta"><span class="system-note-message"><span>\
        \(action)</span></span> <a href="#note_\(id)" class="note-timestamp system-note-separator"><time \
        title="\(time)" datetime="\(time)">1 year ago</time></a></span></div></div></div></div></li>
        """
    }

    /// A GitLab issue of Ann Lee's with the notes `notes` under its description.
    static func gitLabIssue(notes: String) -> String {
        TestPage.page(
            head: "<title>Logger drops soundings after midnight (#87) · Issues · ann / tidelog · GitLab</title>",
            body: """
                <header class="navbar"><a href="/">GitLab</a><a href="/users/sign_in">Sign in</a></header>
                <div class="content-wrapper"><main id="content-body" class="content">
                <div class="detail-page-header"><div class="issuable-status-badge">Open</div><div \
                class="issuable-meta">Issue created <time class="js-timeago" title="Mar 2, 2024 10:12am UTC" \
                datetime="2024-03-02T10:12:33Z">1 year ago</time> by <a class="author-link js-user-link" \
                data-user-id="2" data-username="ann" href="/ann"><strong class="author">Ann Lee</strong></a></div></div>
                <div class="issue-details issuable-details"><div class="detail-page-description"><h1 class="title" \
                data-testid="issue-title" dir="auto">Logger drops soundings after midnight</h1>
                <div class="description"><div class="md"><p>\(PostPageTests.post)</p><p>\(PostPageTests.more)</p>\
                </div></div></div></div>
                <div id="notes"><ul id="notes-list" class="notes main-notes-list timeline">
                \(notes)
                </ul></div></main></div>
                <footer><a href="/help">Help</a></footer>
                """)
    }

    static let gitLabIssue = gitLabIssue(notes: """
            \(gitLabSystemNote(1001, user: "ann", name: "Ann Lee", time: "2024-03-02T10:13:00Z", action: """
                added <a href="/ann/tidelog/-/issues?label_name=bug" class="gl-link gl-label-link"><span \
                class="gl-label-text">bug</span></a> label
                """))
            \(gitLabNote(1002, user: "tom", name: "Tom Pascoe", time: "2024-03-02T11:02:10Z", text: """
                <p>Confirmed on 0.9.2: the logger writes the first sounding after midnight with yesterday's tide.</p>
                """))
            \(gitLabSystemNote(1003, user: "tom", name: "Tom Pascoe", time: "2024-03-02T11:05:00Z",
                action: "changed the description"))
            \(gitLabNote(1004, user: "jenna", name: "Jenna Rowe", time: "2024-03-03T09:12:00Z", text: """
                <p>Fixed in 0.9.3, the tide table now rolls over at local midnight instead of at noon.</p>
                """))
            \(gitLabNote(1005, user: "priya", name: "Priya Nair", time: "2024-03-04T08:00:00Z", text: """
                <p>Works here too, thanks: the Sunday soundings all carry the right day now.</p>
                """))
            """)

    /// A GitLab issue reads as its description, then each comment under
    /// whose it is (the display name, whose username the link says) and
    /// when, where the comments were lost as readers' under a story; the
    /// notes of changes between them ("added bug label", "changed the
    /// description"), the usernames, role badges and award counts go.
    @Test func aGitLabIssueReadsAsItsDescriptionThenEachCommentUnderWhoseItIs() throws {
        let article = try Convert.page(Self.gitLabIssue, url: "https://gitlab.example/ann/tidelog/-/issues/87")
        let body = Convert.body(of: article)
        #expect(article.title == "Logger drops soundings after midnight")
        #expect(article.metadata.author == "Ann Lee")
        #expect(article.metadata.published.map { String($0.prefix(10)) } == "2024-03-02")
        let post = try #require(body.range(of: "I took soundings along the inner basin"))
        let tom = try #require(body.range(of: "\n## Tom Pascoe, 2024-03-02\n\nConfirmed on 0.9.2"))
        let jenna = try #require(body.range(of: "\n## Jenna Rowe, 2024-03-03\n\nFixed in 0.9.3"))
        let priya = try #require(body.range(of: "\n## Priya Nair, 2024-03-04\n\nWorks here too"))
        #expect(post.upperBound < tom.lowerBound && tom.upperBound < jenna.lowerBound)
        #expect(jenna.upperBound < priya.lowerBound)
        for furniture in ["## Ann Lee", "label", "changed the description", "@tom", "Maintainer", "\n2\n", "ago"] {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }

    /// A GitLab issue with one or two comments (after a note of a change)
    /// reads as its description, then each comment under whose it is and
    /// when, as one with more does, where the comments ran on as a list
    /// after the description ("* Confirmed on 0.9.2: …"), too few for a thread.
    @Test(arguments: [1, 2]) func aGitLabIssueWithOneOrTwoCommentsReadsAsAThread(comments: Int) throws {
        let notes = [
            Self.gitLabSystemNote(1001, user: "ann", name: "Ann Lee", time: "2024-03-02T10:13:00Z",
                action: "added <a href=\"/ann/tidelog/-/issues?label_name=bug\">bug</a> label"),
            Self.gitLabNote(1002, user: "tom", name: "Tom Pascoe", time: "2024-03-02T11:02:10Z", text: """
                <p>Confirmed on 0.9.2: the logger writes the first sounding after midnight with yesterday's tide.</p>
                """),
            Self.gitLabNote(1004, user: "jenna", name: "Jenna Rowe", time: "2024-03-03T09:12:00Z", text: """
                <p>Fixed in 0.9.3, the tide table now rolls over at local midnight instead of at noon.</p>
                """),
        ]
        let page = Self.gitLabIssue(notes: notes.prefix(1 + comments).joined(separator: "\n"))
        let article = try Convert.page(page, url: "https://gitlab.example/ann/tidelog/-/issues/87")
        let body = Convert.body(of: article)
        #expect(article.metadata.author == "Ann Lee")
        let post = try #require(body.range(of: "I took soundings along the inner basin"))
        let tom = try #require(body.range(of: "\n## Tom Pascoe, 2024-03-02\n\nConfirmed on 0.9.2"))
        #expect(post.upperBound < tom.lowerBound)
        if comments == 2 {
            let jenna = try #require(body.range(of: "\n## Jenna Rowe, 2024-03-03\n\nFixed in 0.9.3"))
            #expect(tom.upperBound < jenna.lowerBound)
        }
        for furniture in ["* ", "label", "@tom", "Maintainer", "\n2\n", "ago"] {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }

    // MARK: Bugzilla

    /// One comment of a Bugzilla bug (`bug/comments.html.tmpl`): its
    /// number linked to it, the writer's vcard (their name, linked to write
    /// to them for a reader logged in), the time, and the text as its
    /// writer wrapped it in a `<pre>`.
    static func bugzillaComment(_ number: Int, name: String, mail: String?, time: String, text: String) -> String {
        let card = mail.map { "<a class=\"email\" href=\"mailto:\($0)\" title=\"\(name) &lt;\($0)&gt;\"> " } ?? ""
        return """
            <div id="c\(number)" class="bz_comment\(number == 0 ? " bz_first_comment" : "")"><div \
            class="\(number == 0 ? "bz_first_comment_head" : "bz_comment_head")"><span class="bz_comment_number"><a \
            href="show_bug.cgi?id=1234#c\(number)">\(number == 0 ? "Description" : "Comment \(number)")</a></span>
            <span class="bz_comment_user"><span class="vcard vcard_\(number + 2)">\(card)<span class="fn">\(name)\
            </span>\(mail == nil ? "" : "</a>")</span></span>
            <span class="bz_comment_user_images"></span>
            <span class="bz_comment_time">\(time)</span></div>
            <pre class="bz_comment_text" id="comment_text_\(number)">\(text)</pre></div>
            """
    }

    /// A Bugzilla bug as a reader logged in (`mailed: true`) or out sees it.
    static func bugzillaBug(mailed: Bool) -> String {
        func mail(_ user: String) -> String? { mailed ? "\(user)&#64;tidelog.example" : nil }
        return TestPage.page(
            head: "<title>1234 &ndash; Logger drops soundings after midnight</title>",
            body: """
                <div id="header"><div id="titles"><span id="title">Bugzilla &ndash; Bug&nbsp;1234</span>
                <span id="subtitle" class="subheader">Logger drops soundings after midnight</span></div>
                <div id="common_links"><ul class="links"><li><a href="./">Home</a></li><li><a href="enter_bug.cgi">New\
                </a></li><li><a href="query.cgi">Search</a></li></ul></div></div>
                <div id="bugzilla-body"><form name="changeform" id="changeform" method="post" action="process_bug.cgi">
                <div class="bz_short_desc_container edit_form"><a href="show_bug.cgi?id=1234"><b>Bug&nbsp;1234</b></a> \
                <span id="summary_alias_container" class="bz_default_hidden"> - <span \
                id="short_desc_nonedit_display">Logger drops soundings after midnight</span></span></div>
                <table class="edit_form"><tr><th class="field_label">Status:</th><td>NEW</td></tr>
                <tr><th class="field_label">Product:</th><td>Tidelog</td></tr></table>
                <table class="bz_comment_table"><tr><td>
                \(bugzillaComment(0, name: "Ann Lee", mail: mail("alee"), time: "2024-03-02 10:12:33 UTC", text: """
                    I took soundings along the inner basin every Sunday this winter, and the logger
                    wrote every one of them with the wrong day after midnight.
                    """))
                \(bugzillaComment(1, name: "Tom Pascoe", mail: mail("tom"), time: "2024-03-02 11:02:10 UTC", text: """
                    Confirmed on 0.9.2: the logger writes the first sounding after midnight with
                    yesterday's tide.
                    """))
                \(bugzillaComment(2, name: "Jenna Rowe", mail: mail("jenna.rowe"), time: "2024-03-03 09:12:00 UTC",
                    text: """
                    (In reply to Tom Pascoe from <a href="show_bug.cgi?id=1234#c1">comment #1</a>)
                    &gt; Confirmed on 0.9.2: the logger writes the first sounding after midnight with
                    &gt; yesterday's tide.

                    Fixed in 0.9.3, the tide table now rolls over at local midnight instead of at
                    noon.
                    """))
                \(bugzillaComment(3, name: "Priya Nair", mail: mail("pnair"), time: "2024-03-04 08:00:00 UTC", text: """
                    Works here too, thanks: the Sunday soundings all carry the right day now.
                    """))
                </td></tr></table></form></div>
                <div id="footer"><ul class="links"><li><a href="./">Home</a></li></ul></div>
                """)
    }

    /// A Bugzilla bug is titled by its summary, without the bug's number
    /// before it, and reads as its description, then each comment under
    /// whose it is (its vcard's name, linked to write to them or not) and
    /// when, where only one comment was kept, as code; the text of each,
    /// wrapped as a mail's, reads as paragraphs, its quotes of earlier
    /// comments as quotes signed by the writer that the line over them
    /// names ("(In reply to Tom Pascoe from comment #1)", which goes).
    @Test(arguments: [true, false]) func aBugzillaBugReadsAsItsDescriptionThenEachComment(mailed: Bool) throws {
        let article = try Convert.page(Self.bugzillaBug(mailed: mailed), url: "https://bugs.example.org/show_bug.cgi?id=1234")
        let body = Convert.body(of: article)
        #expect(article.title == "Logger drops soundings after midnight")
        #expect(article.metadata.author == "Ann Lee")
        #expect(article.metadata.published.map { String($0.prefix(10)) } == "2024-03-02")
        let post = try #require(body.range(of: """
            I took soundings along the inner basin every Sunday this winter, and the logger wrote every one of them \
            with the wrong day after midnight.
            """))
        let tom = try #require(body.range(of: "\n## Tom Pascoe, 2024-03-02\n\nConfirmed on 0.9.2: the logger"))
        let jenna = try #require(body.range(of: """

            ## Jenna Rowe, 2024-03-03

            > Confirmed on 0.9.2: the logger writes the first sounding after midnight with yesterday's tide.
            > — Tom Pascoe

            Fixed in 0.9.3, the tide table now rolls over at local midnight instead of at noon.
            """))
        let priya = try #require(body.range(of: "\n## Priya Nair, 2024-03-04\n\nWorks here too"))
        #expect(post.upperBound < tom.lowerBound && tom.upperBound < jenna.lowerBound)
        #expect(jenna.upperBound < priya.lowerBound)
        for furniture in ["```", "mailto", "Comment 1", "Description", "1234", "UTC", "In reply to", "comment #1"] {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }
}
