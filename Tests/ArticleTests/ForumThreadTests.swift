import Testing

@testable import Article

/// Topics of the forum software that writes each post as a box of the
/// member's card beside the post's header and words, the member named by a
/// link to their profile by number: MyBB and Simple Machines Forum (SMF).
@Suite struct ForumThreadTests {
    static let signature = "Pilot cutter Morwenna '61 | lead line, no sonar"

    // MARK: MyBB

    /// One post of a MyBB 1.8 topic (its default theme's `postbit`): the
    /// member's card (avatar, name, rank, stars, statistics), the header
    /// with the post's number and date, the words, the signature and the
    /// buttons.
    static func myBBPost(_ id: Int, number: Int, user: String, uid: Int, date: String, body: String) -> String {
        """
        <a name="pid\(id)" id="pid\(id)"></a>
        <div class="post classic " style="" id="post_\(id)">
        <div class="post_author scaleimages">
        <div class="author_avatar"><a href="member.php?action=profile&amp;uid=\(uid)"><img \
        src="./uploads/avatars/avatar_\(uid).png?dateline=1262722320" alt="" width="55" height="55" /></a></div>
        <div class="author_information">
        <strong><span class="largetext"><a href="https://pilots.example/member.php?action=profile&amp;uid=\(uid)">\
        \(user)</a></span></strong> <a href="private.php?action=send&amp;uid=\(uid)" title="Send a private message">\
        <img src="images/buddy_offline.png" title="Offline" alt="Offline" class="buddy_status" /></a><br />
        <span class="smalltext">Harbour regular<br /><img src="images/star.png" border="0" alt="*" /><img \
        src="images/star.png" border="0" alt="*" /><br /></span>
        </div>
        <div class="author_statistics">Posts: 12\(uid)<br />Threads: 4<br />Joined: Jan 2010</div>
        </div>
        <div class="post_content">
        <div class="post_head">
        <div class="float_right"><strong><a href="showthread.php?tid=7&amp;pid=\(id)#pid\(id)" \
        title="Silt in the inner basin">#\(number)</a></strong></div>
        <span class="post_date">\(date) <span class="post_edit" id="edited_by_\(id)"></span></span>
        </div>
        <div class="post_body scaleimages" id="pid_\(id)">\(body)</div>
        <div class="post_meta" id="post_meta_\(id)"></div>
        <div class="signature scaleimages">\(signature)</div>
        </div>
        <div class="post_controls">
        <div class="postbit_buttons author_buttons float_left"><a href="search.php?action=finduser&amp;uid=\(uid)" \
        title="Find all posts by this user" class="postbit_find"><span>Find</span></a></div>
        <div class="postbit_buttons post_management_buttons float_right"><a href="newreply.php?tid=7&amp;replyto=\(id)" \
        title="Quote this message in a reply" class="postbit_quote postbit_mirage"><span>Reply</span></a><a \
        href="javascript:void(0)" title="Report this post to a moderator" class="postbit_report"><span>Report</span>\
        </a></div>
        </div>
        </div>
        """
    }

    static let myBBTopic = TestPage.page(
        head: "<title>Silt in the inner basin</title>",
        body: """
            <div id="container"><div id="header"><div id="logo"><a href="https://pilots.example/index.php"><img \
            src="https://pilots.example/images/logo.png" alt="Harbour Pilots' Board" /></a><ul class="menu top_links">\
            <li><a href="https://pilots.example/search.php">Search</a></li><li><a \
            href="https://pilots.example/memberlist.php">Member List</a></li></ul></div><div id="panel"><span \
            class="welcome">Hello There, Guest! <a href="https://pilots.example/member.php?action=login">Login</a> \
            <a href="https://pilots.example/member.php?action=register">Register</a></span></div></div>
            <div id="content"><div class="wrapper"><div class="navigation"><a href="https://pilots.example/index.php">\
            Harbour Pilots' Board</a> &rsaquo; <a href="forumdisplay.php?fid=3">Moorings and harbours</a> &rsaquo; \
            <span class="active">Silt in the inner basin</span></div>
            <div class="float_right"><a href="newreply.php?tid=7" class="button new_reply_button"><span>Post Reply\
            </span></a></div>
            <table border="0" cellspacing="0" cellpadding="5" class="tborder tfixed clear">
            <tr><td class="thead"><div class="float_left"><strong>Silt in the inner basin</strong></div></td></tr>
            <tr><td id="posts_container"><div id="posts">
            \(myBBPost(41, number: 1, user: "ann", uid: 2, date: "03-14-2024, 10:12 AM",
                body: PostPageTests.post + "<br />\n<br />\n" + PostPageTests.more))
            \(myBBPost(42, number: 2, user: "tom", uid: 3, date: "03-14-2024, 11:02 AM", body: """
                <blockquote class="mycode_quote"><cite><span> (03-14-2024, 10:12 AM)</span>ann Wrote:  <a \
                href="https://pilots.example/showthread.php?pid=41#pid41" class="quick_jump"></a></cite>I have \
                written to the harbour master with the figures.</blockquote><br />
                I took soundings along the north quay in January, and the two agreed to within ten centimetres at \
                every mark.
                """))
            \(myBBPost(43, number: 3, user: "jenna", uid: 4, date: "03-15-2024, 09:12 AM", body: """
                Which sounder is it? I log mine with this:<br />
                <div class="codeblock"><div class="title">Code:<br />
                </div><div class="body" dir="ltr"><code>for depth in readings:<br />
                &nbsp;&nbsp;&nbsp;&nbsp;print(f"{depth:.2f} m")</code></div></div>It prints one line per ping.
                """))
            </div></td></tr>
            <tr><td class="tfoot"><strong>&laquo; <a href="showthread.php?tid=7&amp;action=nextoldest">Next Oldest\
            </a> | <a href="showthread.php?tid=7&amp;action=nextnewest">Next Newest</a> &raquo;</strong></td></tr>
            </table>
            <table border="0" cellspacing="0" cellpadding="5" class="tborder"><tr><td class="thead"><strong>Users \
            browsing this thread:</strong> 1 Guest(s)</td></tr></table></div></div>
            <div id="footer"><span id="copyright">Powered By <a href="https://mybb.com">MyBB</a>, &copy; 2002-2024 \
            <a href="https://mybb.com">MyBB Group</a>.</span></div></div>
            """)

    /// A MyBB topic is by the member who opened it and reads as its posts,
    /// each reply under whose it is and when (the member named by a link
    /// to their profile by number), a quote signed by the member it names
    /// after the date MyBB sets before the name, code without its title
    /// "Code:".
    @Test func aMyBBTopicReadsAsItsPostsEachUnderWhoseItIs() throws {
        let article = try Convert.page(Self.myBBTopic, url: "https://pilots.example/showthread.php?tid=7")
        let body = Convert.body(of: article)
        #expect(article.title == "Silt in the inner basin")
        #expect(article.metadata.author == "ann")
        #expect(article.metadata.published.map { String($0.prefix(10)) } == "2024-03-14")
        let opening = try #require(body.range(of: "I took soundings along the inner basin"))
        let tom = try #require(body.range(of: "## tom, 2024-03-14\n\n"))
        let quote = try #require(body.range(of: "> I have written to the harbour master with the figures.\n> — ann\n"))
        let jenna = try #require(body.range(of: "## jenna, 2024-03-15\n\nWhich sounder is it?"))
        let code = try #require(body.range(of: "```\nfor depth in readings:\n    print(f\"{depth:.2f} m\")\n```"))
        #expect(opening.upperBound < tom.lowerBound && tom.upperBound <= quote.lowerBound)
        #expect(quote.upperBound <= jenna.lowerBound && jenna.upperBound < code.lowerBound)
        for furniture in ["Find", "Report", "Post Reply", "Harbour regular", "Joined", "Morwenna", "Next Oldest",
            "Users browsing", "Wrote", "(03-14", "Code:"]
        {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }

    // MARK: SMF

    /// One post of an SMF 2.0 topic (its default theme): the poster's
    /// card, the subject and "« Reply #1 on: March 02, 2024, 11:02:10 AM »",
    /// the quote button, the words, the moderator bar and the signature.
    static func smfPost(_ id: Int, reply: Int, user: String, uid: Int, date: String, subject: String, body: String)
        -> String
    {
        """
        <a id="msg\(id)"></a>
        <div class="\(reply % 2 == 0 ? "windowbg" : "windowbg2")">
        <span class="topslice"><span></span></span>
        <div class="post_wrapper">
        <div class="poster">
        <h4><a href="https://pilots.example/index.php?action=profile;u=\(uid)" title="View the profile of \(user)">\
        \(user)</a></h4>
        <ul class="reset smalltext" id="msg_\(id)_extra_info">
        <li class="postgroup">Harbour regular</li>
        <li class="stars"><img src="https://pilots.example/Themes/default/images/star.gif" alt="*" /></li>
        <li class="avatar"><a href="https://pilots.example/index.php?action=profile;u=\(uid)"><img class="avatar" \
        src="https://pilots.example/index.php?action=dlattach;attach=1\(uid);type=avatar" alt="" /></a></li>
        <li class="postcount">Posts: 12\(uid)</li>
        </ul>
        </div>
        <div class="postarea">
        <div class="flow_hidden">
        <div class="keyinfo">
        <div class="messageicon"><img src="https://pilots.example/Themes/default/images/post/xx.gif" alt="" /></div>
        <h5 id="subject_\(id)"><a href="https://pilots.example/index.php?topic=7.msg\(id)#msg\(id)" rel="nofollow">\
        \(subject)</a></h5>
        <div class="smalltext">&#171; <strong>\(reply == 0 ? "" : "Reply #\(reply) ")on:</strong> \(date) &#187;</div>
        <div id="msg_\(id)_quick_mod"></div>
        </div>
        <ul class="reset smalltext quickbuttons"><li class="quote_button"><a \
        href="https://pilots.example/index.php?action=post;quote=\(id);topic=7.0;last_msg=43">Quote</a></li></ul>
        </div>
        <div class="post"><div class="inner" id="msg_\(id)">\(body)</div></div>
        </div>
        <div class="moderatorbar">
        <div class="smalltext modified" id="modified_\(id)"></div>
        <div class="smalltext reportlinks"><a href="https://pilots.example/index.php?action=reporttm;topic=7.0;msg=\(id)">\
        Report to moderator</a> &nbsp;<img src="https://pilots.example/Themes/default/images/ip.gif" alt="" /> \
        Logged</div>
        <div class="signature" id="msg_\(id)_signature">\(signature)</div>
        </div>
        </div>
        <span class="botslice"><span></span></span>
        </div>
        <hr class="post_separator" />
        """
    }

    static let smfTopic = TestPage.page(
        head: "<title>Silt in the inner basin</title>",
        body: """
            <div id="wrapper"><div id="header"><div class="frame"><div id="top_section"><h1 class="forumtitle"><a \
            href="https://pilots.example/index.php">Harbour Pilots' Board</a></h1></div><div id="upper_section" \
            class="middletext"><div class="info">Please <a href="https://pilots.example/index.php?action=login">login\
            </a> or <a href="https://pilots.example/index.php?action=register">register</a>.</div></div>
            <div class="navigate_section"><ul><li><a href="https://pilots.example/index.php"><span>Harbour Pilots' \
            Board</span></a> &#187;</li><li class="last"><a href="https://pilots.example/index.php?topic=7.0"><span>\
            Silt in the inner basin</span></a></li></ul></div></div></div>
            <div id="content_section"><div class="frame"><div id="main_content_section"><a id="top"></a>
            <div class="pagesection"><div class="buttonlist floatright"><ul><li><a class="button_strip_reply active" \
            href="https://pilots.example/index.php?action=post;topic=7.0;last_msg=43"><span class="last">Reply</span>\
            </a></li></ul></div><div class="pagelinks floatleft">Pages: [<strong>1</strong>] &nbsp;&nbsp;<a \
            href="#lastPost"><strong>Go Down</strong></a></div></div>
            <div id="forumposts">
            <div class="cat_bar"><h3 class="catbg"><span id="author">Author</span>Topic: Silt in the inner basin \
            &nbsp;(Read 123 times)</h3></div>
            <form action="https://pilots.example/index.php?action=quickmod2;topic=7.0" method="post" \
            name="quickModForm" id="quickModForm" style="margin: 0;">
            \(smfPost(41, reply: 0, user: "ann", uid: 2, date: "March 02, 2024, 10:12:33 AM",
                subject: "Silt in the inner basin", body: PostPageTests.post + "<br /><br />" + PostPageTests.more))
            \(smfPost(42, reply: 1, user: "tom", uid: 3, date: "March 02, 2024, 11:02:10 AM",
                subject: "Re: Silt in the inner basin", body: """
                <div class="quoteheader"><div class="topslice_quote"><a \
                href="https://pilots.example/index.php?topic=7.msg41#msg41">Quote from: ann on March 02, 2024, \
                10:12:33 AM</a></div></div><blockquote class="bbc_standard_quote">I have written to the harbour \
                master with the figures.<br /></blockquote><div class="quotefooter"><div class="botslice_quote"></div>\
                </div>I took soundings along the north quay in January, and the two agreed to within ten centimetres \
                at every mark.
                """))
            \(smfPost(43, reply: 2, user: "Jenna Rowe", uid: 4, date: "March 03, 2024, 09:12:00 AM",
                subject: "Re: Silt in the inner basin", body: """
                Which sounder is it? I log mine with this:<br /><div class="codeheader">Code: <a \
                href="javascript:void(0);" class="codeoperation">[Select]</a></div><code class="bbc_code">for depth \
                in readings:<br />&nbsp; &nbsp; print(f"{depth:.2f} m")</code>It prints one line per ping.
                """))
            </form></div>
            <a id="lastPost"></a>
            <div class="pagesection"><div class="pagelinks floatleft">Pages: [<strong>1</strong>] &nbsp;&nbsp;<a \
            href="#top"><strong>Go Up</strong></a></div></div>
            </div></div></div>
            <div id="footer_section"><div class="frame"><span class="smalltext"><a \
            href="https://pilots.example/index.php?action=credits">SMF 2.0.19</a> | <a \
            href="https://www.simplemachines.org">Simple Machines</a></span></div></div></div>
            """)

    /// An SMF topic reads as its posts, each reply under whose it is and
    /// when (the date its label "Reply #1 on:" introduces, the member's
    /// name in a few words, "Jenna Rowe"), without the members' cards
    /// (their avatars named so), the subjects ("Re: …"), the line "Report
    /// to moderator Logged" or the signature under each post;
    /// its code, lines broken by `<br>` in a `<code>` that the post's words
    /// follow on its last line, is a code block without its title "Code:
    /// [Select]"; a quote is signed by the member its header names ("Quote
    /// from: ann on March 02, 2024").
    @Test func anSMFTopicReadsAsItsPostsEachUnderWhoseItIs() throws {
        let article = try Convert.page(Self.smfTopic, url: "https://pilots.example/index.php?topic=7.0")
        let body = Convert.body(of: article)
        #expect(article.title == "Silt in the inner basin")
        #expect(article.metadata.author == "ann")
        #expect(article.metadata.published.map { String($0.prefix(10)) } == "2024-03-02")
        let opening = try #require(body.range(of: "I took soundings along the inner basin"))
        let tom = try #require(body.range(of: "## tom, 2024-03-02\n\n"))
        let answer = try #require(body.range(of: "I took soundings along the north quay in January"))
        #expect(body.contains("## tom, 2024-03-02\n\n> I have written to the harbour master with the figures.\n> — ann\n"))
        let jenna = try #require(body.range(of: "## Jenna Rowe, 2024-03-03\n\nWhich sounder is it?"))
        let code = try #require(body.range(of: "```\nfor depth in readings:\n    print(f\"{depth:.2f} m\")\n```"))
        let after = try #require(body.range(of: "\n\nIt prints one line per ping."))
        #expect(opening.upperBound < tom.lowerBound && tom.upperBound <= answer.lowerBound)
        #expect(answer.upperBound <= jenna.lowerBound && jenna.upperBound < code.lowerBound)
        #expect(code.upperBound <= after.lowerBound)
        for furniture in ["Re: Silt", "Reply #", "Harbour regular", "Posts:", "Go Down", "Pages:", "Code:", "[Select]",
            "Quote from", "Report to moderator", "Logged", "Morwenna"]
        {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }

    // MARK: vBulletin

    /// One post of a vBulletin 4 thread (`postbit_legacy`): the date and
    /// the post's number, the member's card, the words in a
    /// `<blockquote class="postcontent">`, the signature and the quote
    /// button.
    static func vBulletinPost(_ id: Int, number: Int, user: String, uid: Int, date: String, body: String) -> String {
        """
        <li class="postbitlegacy postbitim postcontainer old" id="post_\(id)">
        <div class="posthead"><span class="postdate old"><span class="date">\(date),&nbsp;<span class="time">10:12 AM\
        </span></span></span><span class="nodecontrols"><a name="post\(id)" \
        href="showthread.php?t=77&amp;p=\(id)&amp;viewfull=1#post\(id)" class="postcounter">#\(number)</a></span></div>
        <div class="postdetails">
        <div class="userinfo"><div class="username_container"><div class="popupmenu memberaction"><a class="username \
        offline popupctrl" href="member.php?u=\(uid)-\(user)" title="\(user) is offline"><strong>\(user)</strong></a>\
        </div></div><span class="usertitle">Harbour regular</span><a class="postuseravatar" \
        href="member.php?u=\(uid)-\(user)" title="\(user) is offline"><img src="customavatars/avatar\(uid)_1.gif" \
        alt="\(user)'s Avatar" title="\(user)'s Avatar" width="80" height="80" /></a><hr /><dl \
        class="userinfo_extra"><dt>Join Date</dt> <dd>Jan 2010</dd><dt>Posts</dt> <dd>1,2\(uid)</dd></dl></div>
        <div class="postbody"><div class="postrow has_after_content"><div class="content"><div \
        id="post_message_\(id)"><blockquote class="postcontent restore ">\(body)</blockquote></div></div></div>
        <div class="after_content"><blockquote class="signature restore"><div class="signaturecontainer">\
        \(signature)</div></blockquote></div></div>
        </div>
        <div class="postfoot"><div class="textcontrols floatcontainer"><span class="postcontrols"><a \
        id="qrwq_\(id)" class="newreply" href="newreply.php?do=newreply&amp;p=\(id)" rel="nofollow" \
        title="Reply With Quote"><img id="quoteimg_\(id)" src="clear.gif" alt="Reply With Quote" /> Reply With \
        Quote</a></span></div></div>
        <hr />
        </li>
        """
    }

    static let vBulletinThread = TestPage.page(
        head: "<title> Silt in the inner basin</title>",
        body: """
            <div class="body_wrapper"><div id="breadcrumb" class="breadcrumb"><ul class="floatcontainer"><li \
            class="navbit"><a href="forum.php">Forum</a></li><li class="navbit lastnavbit"><span> Silt in the inner \
            basin</span></li></ul></div>
            <div id="pagetitle" class="pagetitle"><h1>Thread: <span class="threadtitle"><a href="showthread.php?t=77" \
            title="Reload this Page">Silt in the inner basin</a></span></h1></div>
            <div id="postlist" class="postlist restrain"><ol id="posts" class="posts" start="1">
            \(vBulletinPost(1234, number: 1, user: "ann", uid: 12, date: "03-14-2024",
                body: PostPageTests.post + "<br /><br />" + PostPageTests.more))
            \(vBulletinPost(1235, number: 2, user: "tom", uid: 13, date: "03-14-2024", body: """
                <div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container"><div \
                class="bbcode_quote_container"></div><div class="bbcode_postedby"><img title="Quote" \
                src="images/misc/quote_icon.png" alt="Quote" /> Originally Posted by <strong>ann</strong> <a \
                href="showthread.php?p=1234#post1234" rel="nofollow"><img class="inlineimg" \
                src="images/buttons/viewpost-right.png" alt="View Post" /></a></div><div class="message">I have \
                written to the harbour master with the figures.</div></div></div></div>I took soundings along the \
                north quay in January, and the two agreed to within ten centimetres at every mark.
                """))
            \(vBulletinPost(1236, number: 3, user: "jenna", uid: 14, date: "03-15-2024", body: """
                Which sounder is it? I log mine with this:<br /><div class="bbcode_container"><div \
                class="bbcode_description">Code:</div><pre class="bbcode_code" style="height:48px;">for depth in \
                readings:
                    print(f"{depth:.2f} m")</pre></div>It prints one line per ping.
                """))
            </ol></div>
            <div id="footer_copyright" class="shade footer_copyright">Powered by vBulletin&reg; Version 4.2.5</div></div>
            """)

    /// A vBulletin 4 thread reads as its posts, their words as text (each
    /// set in a `<blockquote class="postcontent">`, no quote), a reply's
    /// quote of an earlier post (boxes under "Originally Posted by ann")
    /// as a quote signed by the member, and code without its title; the
    /// line that dates each post with its number ("#2"), the member's card
    /// and the button "Reply With Quote" go.
    @Test func aVBulletinThreadReadsAsItsPostsWithTheirQuotesAsQuotes() throws {
        try HarbourThread.expect(
            Self.vBulletinThread, url: "https://pilots.example/showthread.php?t=77", jennaOpens: "", answers: true,
            code: true,
            furniture: ["> I took soundings", "Originally Posted", "View Post", "quote_icon", "Morwenna", "Code:",
                "Reply With Quote", "#2", "viewfull", "Harbour regular", "Join Date"])
    }


    // MARK: SMF 1

    /// One post of an SMF 1.1 topic (its default theme's `Display`
    /// template): a row of the topic's table holding a table of the
    /// poster's cell (name, rank, stars, posts, profile button) beside the
    /// message icon, the subject and "« Reply #1 on: March 14, 2024 »"
    /// over the words, then the report line and the signature.
    static func smf1Post(_ id: Int, user: String, uid: Int, date: String, body: String) -> String {
        """
        <tr><td style="padding: 1px 1px 0 1px;"><a name="msg\(id)"></a>
        <table width="100%" cellpadding="3" cellspacing="0" border="0"><tr><td class="windowbg">
        <table width="100%" cellpadding="5" cellspacing="0" style="table-layout: fixed;"><tr>
        <td valign="top" width="16%" rowspan="2" style="overflow: hidden;"><b><a href="index.php?action=profile;u=\
        \(uid)" title="View the profile of \(user)">\(user)</a></b><div class="smalltext">Jr. Member<br /><img \
        src="Themes/default/images/star.gif" alt="*" border="0" /><br /><br />Offline<br /><br />Posts: 7\(uid)<br />\
        <br /><a href="index.php?action=profile;u=\(uid)"><img src="Themes/default/images/icons/profile_sm.gif" \
        alt="View Profile" title="View Profile" border="0" /></a></div></td>
        <td valign="top" width="85%" height="100%"><table width="100%" border="0"><tr><td valign="middle"><a \
        href="index.php?topic=7.msg\(id)#msg\(id)"><img src="Themes/default/images/post/xx.gif" alt="" border="0" />\
        </a></td><td valign="middle"><div style="font-weight: bold;" id="subject_\(id)"><a \
        href="index.php?topic=7.msg\(id)#msg\(id)">Re: Silt in the inner basin</a></div><div class="smalltext">\
        &#171; <b>Reply #\(id - 41) on:</b> \(date) &#187;</div></td><td align="right" valign="bottom" height="20">\
        <a href="index.php?action=post;quote=\(id);topic=7.0"><img src="Themes/default/images/english/quote.gif" \
        alt="Reply with quote" border="0" /></a></td></tr></table>
        <hr width="100%" size="1" class="hrcolor" /><div class="post">\(body)</div></td></tr>
        <tr><td valign="bottom" class="smalltext" width="85%"><table width="100%" border="0" \
        style="table-layout: fixed;"><tr><td valign="bottom" class="smalltext" id="modified_\(id)"></td><td \
        align="right" valign="bottom" class="smalltext"><a href="index.php?action=reporttm;topic=7.0;msg=\(id)">Report \
        to moderator</a> &nbsp;<img src="Themes/default/images/ip.gif" alt="" border="0" />&nbsp;Logged</td></tr>\
        </table><hr width="100%" size="1" class="hrcolor" /><div class="signature">\(signature)</div></td></tr>\
        </table>
        </td></tr></table>
        </td></tr>
        """
    }

    static let smf1Topic = TestPage.page(
        head: "<title>Silt in the inner basin</title>",
        body: """
            <div class="nav"><b><a href="index.php" class="nav">Harbour Pilots' Board</a></b> &gt; <b><a \
            href="index.php?board=3.0" class="nav">Moorings</a></b></div>
            <table width="100%" cellpadding="3" cellspacing="0" border="0" class="tborder"><tr class="catbg3"><td \
            width="13%"> Author</td><td width="85%" id="top_subject">Topic: Silt in the inner basin &nbsp;(Read 126 \
            times)</td></tr></table>
            <form action="index.php?action=quickmod2;topic=7.0" method="post" name="quickModForm" id="quickModForm">
            <table cellpadding="0" cellspacing="0" border="0" width="100%" class="bordercolor">
            \(smf1Post(41, user: "ann", uid: 12, date: "March 14, 2024, 10:12:33 AM", body: PostPageTests.post))
            \(smf1Post(42, user: "tom", uid: 13, date: "March 14, 2024, 11:02:10 AM", body: """
                <div class="quoteheader"><a href="index.php?topic=7.msg41#msg41">Quote from: ann on March 14, 2024, \
                10:12:33 AM</a></div><div class="quote">I have written to the harbour master with the figures.</div>I \
                took soundings along the north quay in January, and the two agreed to within ten centimetres at every \
                mark.
                """))
            \(smf1Post(43, user: "jenna", uid: 14, date: "March 15, 2024, 09:12:00 AM", body: "Thanks, that helps."))
            </table></form>
            <div class="smalltext" align="center">Powered by SMF 1.1.21 | SMF &copy; 2006-2011, Simple Machines</div>
            """)

    /// An SMF 1 topic reads as its posts, each reply under whose it is and
    /// when, where each post is a row of tables within the topic's table:
    /// the poster's cell, the message icon linked to the post, the header
    /// and the report line go, and a short reply ("Thanks, that helps.")
    /// keeps its words, where its header was taken for all of its cells.
    @Test func anSMF1TopicReadsAsItsPostsEachUnderWhoseItIs() throws {
        try HarbourThread.expect(
            Self.smf1Topic, url: "https://pilots.example/index.php?topic=7.0", jennaOpens: "Thanks, that helps.",
            furniture: ["Picture", "xx.gif", "Jr. Member", "Posts:", "Offline", "View Profile", "Reply with quote",
                "Report", "Morwenna", "Reply #", "```"])
    }

    // MARK: vBulletin 3

    /// One post of a vBulletin 3.8 thread (`postbit_legacy` in its
    /// `postbit_wrapper`): a table of the date's header cell and the
    /// post's number, the member's card (`a.bigusername`, rank, join date,
    /// posts), the post's title over a rule, the words in
    /// `div#post_message_N`, the signature after its line of underscores
    /// and the quote button.
    static func vBulletin3Post(_ id: Int, number: Int, user: String, uid: Int, date: String, body: String) -> String {
        """
        <!-- post #\(id) --><div align="center"><div class="page" style="width:100%; text-align:left"><div \
        style="padding:0px 10px 0px 10px" align="left">
        <div id="edit\(id)" style="padding:0px 0px 6px 0px"><table id="post\(id)" class="tborder" cellpadding="6" \
        cellspacing="0" border="0" width="100%" align="center">
        <tr><td class="thead" style="font-weight:normal"><a name="post\(id)"><img class="inlineimg" \
        src="images/statusicon/post_old.gif" alt="Old" border="0" /></a> \(date)</td>
        <td class="thead" style="font-weight:normal" align="right">&nbsp;#<a href="showpost.php?p=\(id)&amp;postcount=\
        \(number)" target="new" rel="nofollow" id="postcount\(id)" name="\(number)"><strong>\(number)</strong></a></td></tr>
        <tr valign="top"><td class="alt2" width="175"><div id="postmenu_\(id)"><a class="bigusername" \
        href="member.php?u=\(uid)">\(user)</a></div>
        <div class="smallfont">Junior Member</div><div class="smallfont">&nbsp;<br /><div>Join Date: Jan 2010</div>\
        <div>Posts: 12\(uid)</div></div></td>
        <td class="alt1" id="td_post_\(id)"><div class="smallfont"><strong>Silt in the inner basin</strong></div>\
        <hr size="1" style="color:#D1D1E1" />
        <!-- message --><div id="post_message_\(id)">\(body)</div><!-- / message -->
        <!-- sig --><div>__________________<br />\(signature)</div><!-- / sig -->
        <div style="margin-top: 10px" align="right"><a href="newreply.php?do=newreply&amp;p=\(id)" \
        rel="nofollow"><img src="images/buttons/quote.gif" alt="Reply With Quote" border="0" /></a></div></td></tr>
        </table></div></div></div></div><!-- / post #\(id) -->
        """
    }

    static let vBulletin3Thread = TestPage.page(
        head: "<title>Silt in the inner basin - Harbour Pilots' Board</title>",
        body: """
            <div class="page"><table class="tborder"><tr><td class="alt1"><a href="index.php">Harbour Pilots' Board\
            </a> &gt; <a href="forumdisplay.php?f=3">Moorings</a></td></tr></table>
            <div id="posts">
            \(vBulletin3Post(1234, number: 1, user: "ann", uid: 12, date: "03-14-2024, 10:12 AM",
                body: PostPageTests.post + "<br /><br />" + PostPageTests.more))
            \(vBulletin3Post(1235, number: 2, user: "tom", uid: 13, date: "03-14-2024, 11:02 AM", body: """
                <div style="margin:20px; margin-top:5px; "><div class="smallfont" style="margin-bottom:2px">Quote:</div>
                <table cellpadding="6" cellspacing="0" border="0" width="100%"><tr><td class="alt2" \
                style="border:1px inset"><div>Originally Posted by <strong>ann</strong> <a \
                href="showthread.php?p=1234#post1234" rel="nofollow"><img class="inlineimg" \
                src="images/buttons/viewpost.gif" border="0" alt="View Post" /></a></div><div \
                style="font-style:italic">I have written to the harbour master with the figures.</div></td></tr>\
                </table></div>I took soundings along the north quay in January, and the two agreed to within ten \
                centimetres at every mark.
                """))
            \(vBulletin3Post(1236, number: 3, user: "jenna", uid: 14, date: "03-15-2024, 09:12 AM", body: """
                Which sounder is it? I log mine with this:<br /><div style="margin:20px; margin-top:5px"><div \
                class="smallfont" style="margin-bottom:2px">Code:</div><pre class="alt2" dir="ltr" style="margin: \
                0px; padding: 6px; border: 1px inset; width: 640px; height: 50px; text-align: left; overflow: \
                auto">for depth in readings:
                    print(f"{depth:.2f} m")</pre></div>It prints one line per ping.
                """))
            <div id="lastpost"></div></div>
            <div class="smallfont" align="center">Powered by vBulletin&reg; Version 3.8.11</div></div>
            """)

    /// A vBulletin 3 thread reads as its posts, each reply under whose it
    /// is and when, where each post is a table of the date's cell over the
    /// member's card beside the words: the words as text, a reply's quote
    /// of an earlier post ("Originally Posted by ann") as a quote signed by
    /// the member, code exact; the member's card, the post's title and
    /// number, the signature and the button "Reply With Quote" go.
    @Test func aVBulletin3ThreadReadsAsItsPostsEachUnderWhoseItIs() throws {
        try HarbourThread.expect(
            Self.vBulletin3Thread, url: "https://pilots.example/showthread.php?t=77", jennaOpens: "Which sounder is it?",
            answers: true, code: true,
            furniture: ["Originally Posted", "View Post", "Morwenna", "_____", "Code:", "Quote:", "Reply With Quote",
                "#2", "postcount", "Junior Member", "Join Date", "Posts:", "Old", "* "])
    }

    /// One post of a vBulletin 5 thread (`conversation_content`): a
    /// `<li class="b-post">` marked a schema.org post or `Comment`, the
    /// member's card (avatar, name linked to "/member/12-ann", rank, join
    /// date), the time and the post's number, the words and the controls.
    static func vBulletin5Post(_ number: Int, user: String, uid: Int, time: String, text: String) -> String {
        let type = number == 1 ? "DiscussionForumPosting" : "Comment"
        return """
            <li class="b-post js-post js-comment-entry__parent h-restore--on-preview" data-node-id="\(100 + number)" \
            itemscope itemtype="http://schema.org/\(type)"><div class="b-post__grid">\
            <div class="b-post__arrow b-post__arrow--border"></div><div class="b-post__arrow"></div>
            <div class="b-userinfo b-post__hide-when-deleted" itemprop="author" itemscope \
            itemtype="http://schema.org/Person"><div class="b-avatar b-avatar--m b-avatar--thread">\
            <img src="https://pilots.example/core/image.php?userid=\(uid)&amp;thumb=1" alt="\(user)" title="\(user)">\
            </div><div class="b-userinfo__details"><div class="author h-text-size--14"><strong><a \
            href="https://pilots.example/member/\(uid)-\(user)" data-vbnamecard="\(uid)" class="b-member-link" \
            itemprop="url"><span itemprop="name">\(user)</span></a></strong></div>\
            <div class="b-userinfo__rank">Junior Member</div><ul class="b-userinfo__additional-info-block">\
            <li class="b-userinfo__additional-info"><label>Join Date:</label> <span>Jan 2010</span></li>\
            <li class="b-userinfo__additional-info"><label>Posts:</label> <span>12\(uid)</span></li></ul></div></div>
            <div class="b-post__body"><div class="b-post__header"><div class="b-post__timestamp"><time \
            itemprop="dateCreated" datetime="\(time)">\(time.prefix(10)), 10:12 AM</time></div>\
            <div class="b-post__count"><a href="https://pilots.example/forum/moorings/7-silt?p=\(100 + number)\
            #post\(100 + number)" class="b-post__count-link">#\(number)</a></div></div>
            <div class="b-post__content js-post__content"><div class="js-post__content-wrapper">\
            <div class="js-post__content-text restore h-wordwrap" itemprop="text">\(text)</div></div></div>
            <div class="b-post__footer h-hide--on-preview"><ul class="h-left js-post-controls"><li><a href="#" \
            class="js-post-control__comment">Comment</a></li><li><a href="#" class="js-post-control__quote">Quote\
            </a></li></ul></div>
            </div></div></li>
            """
    }

    static let vBulletin5Thread = TestPage.page(
        head: "<title>Silt in the inner basin - Harbour Pilots' Board</title>",
        body: """
            <div class="b-top-menu__container"><a href="https://pilots.example/">Forum</a> \
            <a href="https://pilots.example/login">Log in</a></div>
            <div id="breadcrumbs"><a href="https://pilots.example/forum">Forum</a> \
            <a href="https://pilots.example/forum/moorings">Moorings and harbours</a></div>
            <div class="h-clearfix"><h1 class="main-title js-main-title hide-on-editmode">Silt in the inner basin</h1></div>
            <div class="conversation-list-container"><ul class="conversation-list list-container h-clearfix thread-view">
            \(vBulletin5Post(1, user: "ann", uid: 12, time: "2024-03-02T10:12:33",
                text: PostPageTests.post + "<br /><br />" + PostPageTests.more))
            \(vBulletin5Post(2, user: "tom", uid: 13, time: "2024-03-02T11:02:10", text: """
                I took soundings along the north quay in January, and the two agreed to within ten centimetres at \
                every mark.
                """))
            \(vBulletin5Post(3, user: "jenna", uid: 14, time: "2024-03-03T09:12:00", text: """
                The harbour board published its own survey last week, and it matches these numbers closely enough.
                """))
            \(vBulletin5Post(4, user: "sam", uid: 15, time: "2024-03-04T08:00:00", text: """
                The dredger was booked for April, but the board moved it to the autumn.
                """))
            </ul></div>
            <div id="footer-copyright">Powered by vBulletin&reg; Version 5.6.9</div>
            """)

    /// A vBulletin 5 thread reads as its posts, each reply under whose it
    /// is (the member named by a link to "/member/13-tom") and when, its
    /// posts, items of a list, set as blocks; the members' cards and the
    /// controls go.
    @Test func aVBulletin5ThreadReadsAsItsPostsEachUnderWhoseItIs() throws {
        let article = try Convert.page(Self.vBulletin5Thread, url: "https://pilots.example/forum/moorings/7-silt")
        let body = Convert.body(of: article)
        #expect(article.title == "Silt in the inner basin")
        #expect(article.metadata.author == "ann")
        #expect(article.metadata.published.map { String($0.prefix(10)) } == "2024-03-02")
        let opening = try #require(body.range(of: "I took soundings along the inner basin"))
        let tom = try #require(body.range(of: "\n## tom, 2024-03-02\n\nI took soundings along the north quay"))
        let jenna = try #require(body.range(of: "\n## jenna, 2024-03-03\n\nThe harbour board published"))
        let sam = try #require(body.range(of: "\n## sam, 2024-03-04\n\nThe dredger was booked"))
        #expect(opening.upperBound < tom.lowerBound && tom.upperBound < jenna.lowerBound)
        #expect(jenna.upperBound < sam.lowerBound)
        for furniture in ["* I took", "* The", "Junior Member", "Join Date", "Comment\n", "Quote", "#2", "Log in"] {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }
}
