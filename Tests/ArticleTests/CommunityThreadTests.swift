import Testing

@testable import Article

/// Topics of the forum software that sets each post as a box of its own
/// under the topic's header, its member named by a link to their profile
/// and its time given for a script to show: Invision Community 4 and NodeBB.
@Suite struct CommunityThreadTests {
    static let signature = "Pilot cutter Morwenna '61 | lead line, no sonar"

    // MARK: Invision Community

    /// One post of an Invision Community 4 topic (`article.cPost`): the
    /// author's pane (name, reputation, photo, group, posts), the meta line
    /// with the report and share tools and "Posted <time>", the words in
    /// `data-role="commentContent"`, the quote controls, the signature and
    /// the share menu.
    static func invisionPost(_ id: Int, user: String, uid: Int, time: String, shown: String, body: String) -> String {
        let profile = "https://pilots.example/profile/\(uid)-\(user)/"
        let post = "https://pilots.example/topic/7-silt/?do=findComment&amp;comment=\(id)"
        return """
            <a id="comment-\(id)"></a>
            <article id="elComment_\(id)" class="cPost ipsBox ipsResponsive_pull ipsComment ipsComment_parent \
            ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_collapsePhone">
            <aside class="ipsComment_author cAuthorPane ipsColumn ipsColumn_medium ipsResponsive_hidePhone">
            <h3 class="ipsType_sectionHead cAuthorPane_author ipsType_blendLinks ipsType_break"><strong><a \
            href="\(profile)" title="Go to \(user)'s profile" class="ipsType_break">\(user)</a></strong> <span \
            class="ipsMargin_left:half"><span title="Member's total reputation" data-ipstooltip class="ipsRepBadge \
            ipsRepBadge_positive"><i class="fa fa-plus-circle"></i> 12</span></span></h3>
            <ul class="cAuthorPane_info ipsList_reset"><li data-role="photo" class="cAuthorPane_photo"><div \
            class="cAuthorPane_photoWrap"><a href="\(profile)" class="ipsUserPhoto ipsUserPhoto_large" title="Go to \
            \(user)'s profile"><img src="https://pilots.example/uploads/\(user).thumb.png" alt="\(user)" \
            loading="lazy"></a></div></li><li data-role="group">Members</li><li data-role="stats" \
            class="ipsMargin_top"><ul class="ipsList_reset cAuthorPane_stats"><li><a href="\(profile)content/" \
            title="12\(uid) posts" class="ipsType_blendLinks"><i class="fa fa-comment"></i> 12\(uid)</a></li></ul>\
            </li></ul>
            </aside>
            <div class="ipsColumn ipsColumn_fluid ipsMargin:none"><div id="comment-\(id)_wrap" \
            data-controller="core.front.core.comment" data-commentid="\(id)" class="ipsComment_content ipsType_medium">
            <div class="ipsComment_meta ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:between">
            <div class="ipsType_light ipsType_reset ipsType_blendLinks ipsComment_toolWrap"><ul class="ipsList_reset \
            ipsComment_tools"><li><a href="https://pilots.example/topic/7-silt/?do=reportComment&amp;comment=\(id)" \
            data-action="reportComment" title="Report this content" class="ipsButton ipsButton_link">Report</a></li>\
            <li><a class="ipsType_blendLinks" href="\(post)" title="Share this post" id="elSharePost_\(id)" \
            data-role="shareComment"><i class="fa fa-share-alt"></i></a></li></ul></div>
            <div class="ipsType_reset ipsResponsive_hidePhone"><a href="\(post)" rel="nofollow" \
            class="ipsType_blendLinks">Posted <time datetime="\(time)" title="\(shown)" data-short="1 yr">\(shown)\
            </time></a></div>
            </div>
            <div class="cPost_contentWrap">
            <div data-role="commentContent" class="ipsType_normal ipsType_richText ipsPadding_bottom ipsContained">
            \(body)
            </div>
            <div class="ipsItemControls"><ul class="ipsComment_controls ipsClearfix ipsItemControls_left" \
            data-role="commentControls"><li class="ipsJS_show"><a href="#" data-action="quoteComment">Quote</a></li>\
            </ul></div>
            <div data-role="memberSignature" class="ipsResponsive_hidePhone"><hr class="ipsHr"><div \
            class="ipsType_light ipsType_richText">\(signature)</div></div>
            </div>
            <div class="ipsMenu ipsMenu_wide ipsHide cPostShareMenu" id="elSharePost_\(id)_menu"><div \
            class="ipsPad"><h4 class="ipsType_sectionHead">Share this post</h4><h5 class="ipsType_normal">Link to post\
            </h5><input type="text" value="\(post)"></div></div>
            </div></div>
            </article>
            """
    }

    static let invisionTopic = TestPage.page(
        head: "<title>Silt in the inner basin - Moorings - Harbour Pilots' Board</title>",
        body: """
            <div id="ipsLayout_header"><header><a href="https://pilots.example/" id="elLogo"><img \
            src="https://pilots.example/uploads/logo.png" alt="Harbour Pilots' Board"></a><ul id="elUserNav"><li><a \
            href="https://pilots.example/login/">Existing user? Sign In</a></li><li><a \
            href="https://pilots.example/register/">Sign Up</a></li></ul></header></div>
            <main id="ipsLayout_body" class="ipsLayout_container"><div id="ipsLayout_contentArea">
            <nav class="ipsBreadcrumb ipsBreadcrumb_top"><ul data-role="breadcrumbList"><li><a \
            href="https://pilots.example/">Home</a></li><li><a href="https://pilots.example/forum/3-moorings/">Moorings\
            </a></li><li>Silt in the inner basin</li></ul></nav>
            <div id="ipsLayout_mainArea">
            <div class="ipsPageHeader ipsResponsive_pull ipsBox ipsPadding"><div class="ipsFlex ipsFlex-ai:center"><div \
            class="ipsFlex-flex:11"><h1 class="ipsType_pageTitle ipsContained_container"><span class="ipsType_break \
            ipsContained"><span>Silt in the inner basin</span></span></h1></div></div><hr class="ipsHr"><div \
            class="ipsPageHeader__meta"><div class="ipsPhotoPanel ipsPhotoPanel_mini"><a \
            href="https://pilots.example/profile/12-ann/" class="ipsUserPhoto ipsUserPhoto_mini" title="Go to ann's \
            profile"><img src="https://pilots.example/uploads/ann.thumb.png" alt="ann" loading="lazy"></a><div><p \
            class="ipsType_reset ipsType_blendLinks"><span class="ipsType_normal">By <a \
            href="https://pilots.example/profile/12-ann/" title="Go to ann's profile" class="ipsType_break">ann</a>\
            </span>, <span class="ipsType_light"><time datetime="2024-03-14T10:12:33Z" title="03/14/2024 10:12  AM" \
            data-short="1 yr">March 14, 2024</time> in <a href="https://pilots.example/forum/3-moorings/">Moorings\
            </a></span></p></div></div></div></div>
            <div class="cTopic ipsClear ipsSpacer_top"><div data-role="commentFeed" class="cTopicPostArea ipsBox">
            <form action="https://pilots.example/topic/7-silt/?csrfKey=abc&amp;do=multimodComment" method="post" \
            data-role="moderationTools">
            \(invisionPost(101, user: "ann", uid: 12, time: "2024-03-14T10:12:33Z", shown: "March 14, 2024",
                body: "<p>\(PostPageTests.post)</p><p>\(PostPageTests.more)</p>"))
            \(invisionPost(102, user: "tom", uid: 13, time: "2024-03-14T11:02:10Z", shown: "March 14, 2024", body: """
                <blockquote class="ipsQuote" data-ipsquote="" data-ipsquote-contentapp="forums" \
                data-ipsquote-contentcommentid="101" data-ipsquote-contentid="7" data-ipsquote-timestamp="1710411153" \
                data-ipsquote-userid="12" data-ipsquote-username="ann"><div class="ipsQuote_citation">Quote</div><div \
                class="ipsQuote_contents ipsClearfix"><p>I have written to the harbour master with the figures.</p>\
                </div></blockquote>
                <p>I took soundings along the north quay in January, and the two agreed to within ten centimetres at \
                every mark.</p>
                """))
            \(invisionPost(103, user: "jenna", uid: 14, time: "2024-03-15T09:12:00Z", shown: "March 15, 2024",
                body: """
                <p>The harbour board published its own survey last week, and it matches these numbers closely enough.</p>
                """))
            </form></div></div>
            </div></div></main>
            <footer id="ipsLayout_footer"><p id="elCopyright"><a rel="nofollow" \
            href="https://www.invisioncommunity.com/">Powered by Invision Community</a></p></footer>
            """)

    /// An Invision Community topic is by the member who opened it and
    /// reads as its first post unheaded (the topic's header, its title and
    /// "By ann, March 14, 2024", titles and signs it), then each reply under
    /// whose it is and when; a quote is signed by the member its
    /// `data-ipsquote-username` names, without its citation line "Quote";
    /// the author's pane, the tools, the signature and the share menu go.
    @Test func anInvisionTopicReadsAsItsFirstPostThenEachReply() throws {
        try HarbourThread.expect(
            Self.invisionTopic, url: "https://pilots.example/topic/7-silt/", jennaOpens: "The harbour board published",
            furniture: ["## ann", "> Quote", "Morwenna", "Report", "Share this post", "Link to post", "Members", "Posted",
                "reputation", "Sign In"])
    }

    // MARK: NodeBB

    /// One post of a NodeBB topic (its Persona theme's `topic/post`): a
    /// `<li component="post">` marked a schema.org `Comment`, the header of
    /// the avatar, the member's name and the time left empty in a `timeago`
    /// box for a script to fill, the words, the signature, the tools and votes.
    static func nodeBBPost(_ index: Int, user: String, uid: Int, time: String, body: String) -> String {
        """
        <li component="post" class="\(index == 0 ? "topic-owner-post" : "")" data-index="\(index)" \
        data-pid="\(41 + index)" data-uid="\(uid)" data-username="\(user)" data-userslug="\(user)" itemscope \
        itemtype="http://schema.org/Comment"><a component="post/anchor" data-index="\(index)" id="\(index + 1)"></a>
        <meta itemprop="datePublished" content="\(time)"><meta itemprop="dateModified" content="">
        <div class="clearfix post-header"><div class="icon pull-left"><a href="/user/\(user)"><span class="avatar \
        avatar-sm2x avatar-rounded" component="user/picture" data-uid="\(uid)" title="\(user)">\
        \(user.prefix(1).uppercased())</span><i component="user/status" class="fa fa-circle status offline" \
        title="Offline"></i></a></div>
        <small class="pull-left"><strong><a href="/user/\(user)" itemprop="author" data-username="\(user)" \
        data-uid="\(uid)">\(user)</a></strong> <span class="visible-xs-inline-block visible-sm-inline-block \
        visible-md-inline-block visible-lg-inline-block"><a class="permalink" \
        href="/post/\(41 + index)"><span class="timeago" title="\(time)"></span></a></span></small></div>
        <br />
        <div class="content" component="post/content" itemprop="text">\(body)</div>
        <div class="post-footer"><div component="post/signature" data-uid="\(uid)" class="post-signature">\
        \(signature)</div>
        <div class="clearfix"><small class="pull-right"><span class="post-tools"><a component="post/reply" href="#" \
        class="no-select">Reply</a> <a component="post/quote" href="#" class="no-select">Quote</a></span> <span \
        class="votes"><a component="post/upvote" href="#"><i class="fa fa-chevron-up"></i></a><span \
        component="post/vote-count" data-votes="2">2</span><a component="post/downvote" href="#"><i \
        class="fa fa-chevron-down"></i></a></span></small></div></div>
        </li>
        """
    }

    static let nodeBBTopic = TestPage.page(
        head: "<title>Silt in the inner basin | Harbour Pilots' Board</title>",
        body: """
            <nav class="navbar navbar-default header" id="header-menu" component="navbar"><a href="/"><span \
            class="forum-title">Harbour Pilots' Board</span></a><ul id="logged-out-menu"><li><a href="/register">\
            Register</a></li><li><a href="/login">Login</a></li></ul></nav>
            <div class="container" id="content"><ol class="breadcrumb"><li><a href="/">Home</a></li><li><a \
            href="/category/3/moorings">Moorings</a></li><li class="active"><span>Silt in the inner basin</span></li></ol>
            <div class="row"><div class="topic col-lg-12">
            <div class="topic-header"><h1 component="post/header" itemprop="name"><span class="topic-title" \
            component="topic/title">Silt in the inner basin</span></h1></div>
            <ul component="topic" class="posts timeline" data-tid="7" data-cid="3">
            \(nodeBBPost(0, user: "ann", uid: 12, time: "2024-03-14T10:12:33.000Z",
                body: "<p>\(PostPageTests.post)</p><p>\(PostPageTests.more)</p>"))
            \(nodeBBPost(1, user: "tom", uid: 13, time: "2024-03-14T11:02:10.000Z", body: """
                <blockquote><p><a href="/uid/12">@ann</a> said in <a href="/post/41">Silt in the inner basin</a>:</p>
                <p>I have written to the harbour master with the figures.</p></blockquote>
                <p>I took soundings along the north quay in January, and the two agreed to within ten centimetres at \
                every mark.</p>
                """))
            \(nodeBBPost(2, user: "jenna", uid: 14, time: "2024-03-15T09:12:00.000Z", body: """
                <p>The harbour board published its own survey last week, and it matches these numbers closely enough.</p>
                """))
            </ul>
            <div class="post-bar"><a component="topic/reply/guest" href="/login" class="btn btn-primary">Log in to \
            reply</a></div>
            </div></div></div>
            <footer><div class="copyright">Powered by <a href="https://nodebb.org">NodeBB</a></div></footer>
            """)

    /// A NodeBB topic is by the member who opened it and reads as its
    /// first post unheaded, though NodeBB marks it a schema.org `Comment`
    /// as every reply, then each reply under whose it is and when (the time
    /// NodeBB leaves for a script in a `timeago` box's title); a quote's
    /// line "@ann said in Silt in the inner basin:" signs it "— ann".
    @Test func aNodeBBTopicReadsAsItsFirstPostThenEachReply() throws {
        try HarbourThread.expect(
            Self.nodeBBTopic, url: "https://pilots.example/topic/7/silt-in-the-inner-basin",
            jennaOpens: "The harbour board published",
            furniture: ["## ann", "said in", "Morwenna", "Reply", "Quote", "Log in", "\n2\n", "/post/41"])
    }
}
