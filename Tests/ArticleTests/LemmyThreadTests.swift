import Testing

@testable import Article

/// A Lemmy post with its comments, as lemmy-ui writes the page for a
/// reader who is not logged in: the post's listing (a mobile copy hidden
/// on wide screens, then the vote bar, the title, the line "ann to sailing
/// • 8 months ago" and the comment count), its body, and the comments as
/// nested `<li class="comment">`, each headed by the member's link, the
/// score and an age whose date only the tooltip says.
@Suite struct LemmyThreadTests {
    /// An icon as lemmy-ui draws one: a symbol of its sprite and a title for screen readers.
    static func icon(_ name: String, classes: String = "icon icon-inline") -> String {
        """
        <svg class="\(classes)"><use xlink:href="/static/1a2b3c/assets/symbols.svg#icon-\(name)"></use>\
        <div class="visually-hidden"><title>\(name)</title></div></svg>
        """
    }

    /// The link to a member's page with their avatar, as lemmy-ui's `PersonListing` writes it.
    static func person(_ user: String) -> String {
        """
        <a title="@\(user)@lemmy.example" class="person-listing d-inline-flex align-items-baseline text-info" \
        href="/u/\(user)"><img src="https://lemmy.example/pictrs/image/\(user).png?format=webp&amp;thumbnail=96" \
        alt="" title="" loading="lazy" class="overflow-hidden pictrs-image img-fluid img-icon me-1 rounded-circle">\
        <span>\(user)</span></a>
        """
    }

    /// One comment (`CommentNode`): the header with the collapse button,
    /// the member, the links to the comment, the language, the score and
    /// the age, then the words and the row of actions, its replies in a
    /// list inside it.
    static func comment(_ id: Int, user: String, date: String, score: Int, text: String, replies: String = "")
        -> String
    {
        let points = "\(score) points • \(score) upvotes • 0 downvotes"
        let nested = replies.isEmpty ? "" : "<ul class=\"comments ms-1\">\(replies)</ul>"
        return """
            <li class="comment" role="comment"><article id="comment-\(id)" class="details comment-node py-2 \
            border-top border-light"><div class="ms-2"><div class="d-flex flex-wrap align-items-center text-muted \
            small"><button class="btn btn-sm btn-link text-muted me-2" aria-label="Collapse" \
            data-tippy-content="Collapse">\(icon("minus-square"))</button>\(person(user))<a class="btn btn-sm \
            btn-link btn-animate text-muted" title="link" href="/comment/\(id)">\(icon("link"))</a><a class="btn \
            btn-sm btn-link btn-animate text-muted" title="link" href="https://lemmy.example/comment/\(id)">\
            \(icon("fedilink"))</a><span class="badge text-bg-light d-none d-sm-inline me-2">English</span>\
            <div class="me-lg-5 flex-grow-1 flex-lg-grow-0 unselectable pointer mx-2"></div><span class="me-1 \
            font-weight-bold" aria-label="\(score) points" role="button" data-tippy-content="\(points)">\(score)</span>\
            <span class="me-1">•</span><span><span class="moment-time pointer unselectable" \
            data-tippy-content="\(date)">8 months ago</span></span></div><div><div class="md-div">\(text)</div>\
            <div class="d-flex justify-content-between justify-content-lg-start flex-wrap text-muted fw-bold">\
            <button type="button" class="btn btn-animate btn-sm btn-link py-0 px-1 text-muted" \
            data-tippy-content="\(points)" aria-label="Upvote" aria-pressed="false">\
            \(icon("arrow-up1", classes: "icon icon-inline me-1"))<span class="me-2">\(score)</span></button>\
            <button type="button" class="btn btn-animate btn-sm btn-link py-0 px-1 text-muted" aria-label="Downvote" \
            aria-pressed="false">\(icon("arrow-down1", classes: "icon icon-inline me-1"))</button>\
            <button type="button" class="btn btn-link btn-animate text-muted" data-tippy-content="reply" \
            aria-label="reply">\(icon("reply1"))</button><button type="button" class="btn btn-link btn-animate \
            text-muted btn-more" data-tippy-content="more" aria-label="more">\(icon("more-vertical"))</button></div>\
            </div></div></article>\(nested)</li>
            """
    }

    /// The post's title, its line of writer, community and age, and its comment count.
    static let title = """
        <div class="post-title"><h1 class="h5 d-inline text-break"><a class="d-inline link-dark" title="comments" \
        href="/post/4242"><span class="d-inline">Silt in the inner basin</span></a></h1></div>
        """
    static let createdLine = """
        <div class="small mb-1 mb-md-0">\(person("ann")) to <a title="!sailing@lemmy.example" class="community-link \
        d-inline-flex align-items-baseline text-info" href="/c/sailing"><span>sailing</span></a><span class="mx-1 \
        badge text-bg-light">English</span> • <span class="moment-time pointer unselectable" \
        data-tippy-content="Saturday, March 2nd, 2024 at 10:12:33 AM GMT+00:00">8 months ago</span></div>
        """
    static let commentsLine = """
        <div class="d-flex align-items-center justify-content-start flex-wrap text-muted"><a class="btn btn-link \
        btn-sm text-muted ps-0" title="4 comments" href="/post/4242?scrollToComments=true" \
        data-tippy-content="4 comments">\(icon("message-square", classes: "icon icon-inline me-1"))4</a></div>
        """

    /// The post (`PostListing`): its mobile copy, its wide one with the vote bar, and its body.
    static let postListing = """
        <div class="post-listing mt-2"><div class="d-block d-sm-none"><article class="row post-container">\
        <div class="col-12">\(createdLine)\(title)\(commentsLine)</div></article></div><div class="d-none \
        d-sm-block"><article class="row post-container"><div class="col flex-grow-0"><div class="vote-bar small \
        text-center"><button type="button" class="btn-animate btn btn-link p-0 text-muted" \
        data-tippy-content="Upvote" aria-label="Upvote" aria-pressed="false">\(icon("arrow-up1", classes: "icon upvote"))\
        </button><div class="unselectable pointer text-muted post-score" data-tippy-content="123 points • 130 upvotes \
        • 7 downvotes">123</div><button type="button" class="btn-animate btn btn-link p-0 text-muted" \
        data-tippy-content="Downvote" aria-label="Downvote" aria-pressed="false">\
        \(icon("arrow-down1", classes: "icon downvote"))</button></div></div><div class="col flex-grow-1">\
        <div class="row"><div class="col flex-grow-0 px-0"><div class=""><a class="text-body" title="comments" \
        href="/post/4242"><div class="thumbnail rounded bg-light d-flex justify-content-center">\
        \(icon("message-square", classes: "icon d-flex align-items-center"))</div></a></div></div>\
        <div class="col flex-grow-1">\(title)\(createdLine)\(commentsLine)</div></div></div></article></div>\
        <article id="postContent" class="col-12 card my-2 p-2"><div class="md-div"><p>I sail a small boat out of a \
        harbour that silts up every winter, and this year the inner basin feels shallower than ever. My chart gives \
        2.5 metres at low water by the north quay.</p>
        <p>Has anyone measured it since the autumn gales went through?</p>
        </div></article></div>
        """

    static let comments =
        comment(1001, user: "tom", date: "Saturday, March 2nd, 2024 at 11:02:10 AM GMT+00:00", score: 12, text: """
            <p>I took soundings along the north quay in January with a hand lead and a cheap sounder, and the two \
            agreed to within ten centimetres at every mark.</p>
            """,
            replies: comment(1002, user: "jenna", date: "Saturday, March 2nd, 2024 at 11:40:00 AM GMT+00:00", score: 4,
                text: """
                    <blockquote>
                    <p>ten centimetres at every mark</p>
                    </blockquote>
                    <p>Which sounder is it? I log mine with this:</p>
                    <pre><code class="language-python">for depth in readings:
                        print(f"{depth:.2f} m")
                    </code></pre>
                    """))
        + comment(1003, user: "priya", date: "Sunday, March 3rd, 2024 at 12:30:00 PM GMT+00:00", score: 7, text: """
            <p>The harbour board published its own survey last week, and it matches these numbers closely enough.</p>
            """)
        + comment(1004, user: "sam", date: "Monday, March 4th, 2024 at 8:00:00 AM GMT+00:00", score: 3, text: """
            <p>The dredger was booked for April, but the board moved it to the autumn.</p>
            """)

    static let page = TestPage.page(
        head: """
            <title>Silt in the inner basin - Lemmy Example</title><meta property="og:title" content="Silt in the \
            inner basin - Lemmy Example"><meta property="og:url" content="https://lemmy.example/post/4242">
            """,
        body: """
            <div id="root"><div class="home"><div class="shadow-sm"><nav class="navbar navbar-expand-md navbar-light \
            p-0 px-3 container-lg" id="navbar"><a title="A lemmy instance for sailors" class="d-flex \
            align-items-center navbar-brand me-md-3" href="/"><span>Lemmy Example</span></a><ul id="navbarLinks" \
            class="me-auto navbar-nav"><li class="nav-item"><a class="nav-link" href="/communities">Communities</a></li>\
            <li class="nav-item"><a class="nav-link" href="/create_post">Create Post</a></li></ul><ul \
            class="navbar-nav"><li class="nav-item"><a class="nav-link" href="/login">Login</a></li><li \
            class="nav-item"><a class="nav-link" href="/signup">Sign Up</a></li></ul></nav></div><div class="mt-4 \
            p-0 fl-1"><div class="post container-lg"><div class="row"><main class="col-12 col-md-8 col-lg-9 mb-3">\
            \(postListing)<div class="mb-2"></div><div class="mb-3"><div class="alert alert-warning" role="alert">\
            \(icon("alert-triangle", classes: "icon icon-inline me-2"))<span>You must <a class="alert-link" \
            href="/login">login</a> or register to comment.</span></div></div><div class="d-block d-md-none">\
            <button class="btn btn-secondary d-inline-block mb-2 me-3">Sidebar \(icon("plus-square"))</button></div>\
            <div class="btn-group btn-group-toggle flex-wrap me-3 mb-2" role="group"><input id="comments-hot" \
            type="radio" class="btn-check" value="Hot" checked=""><label class="btn btn-outline-secondary pointer \
            active" for="comments-hot">Hot</label><input id="comments-new" type="radio" class="btn-check" \
            value="New"><label class="btn btn-outline-secondary pointer" for="comments-new">New</label></div>\
            <div class="btn-group btn-group-toggle flex-wrap mb-2" role="group"><input id="comments-chat" \
            type="radio" class="btn-check" value="1"><label class="btn btn-outline-secondary pointer" \
            for="comments-chat">Chat</label></div><div><ul class="comments border-top border-light">\(comments)\
            </ul></div></main><aside class="d-none d-md-block col-md-4 col-lg-3"><div class="card border-secondary \
            mb-3"><div class="card-body"><h5 class="mb-0 d-inline"><span>Sailing</span></h5><p>A place for sailors \
            of every kind of boat.</p><ul class="badges my-1 list-inline"><li class="list-inline-item badge \
            text-bg-secondary">2.1K subscribers</li></ul></div></div></aside></div></div></div><div \
            class="container-lg"><nav class="container-fluid navbar navbar-expand-md navbar-light navbar-bg p-3">\
            <ul class="navbar-nav ms-auto"><li class="nav-item"><span class="nav-link">BE: 0.19.3</span></li><li \
            class="nav-item"><a class="nav-link" href="/modlog">Modlog</a></li></ul></nav></div></div></div>
            """)

    /// A Lemmy post reads as its body, then each comment and reply in
    /// order under whose it is and when (the day its tooltip gives), with
    /// neither the scores nor the prompt to log in.
    @Test func aLemmyPostReadsAsItsBodyThenEachCommentUnderWhoseItIs() throws {
        let article = try Convert.page(Self.page, url: "https://lemmy.example/post/4242")
        let body = Convert.body(of: article)
        #expect(article.title == "Silt in the inner basin")
        #expect(article.metadata.author == "ann")
        #expect(article.metadata.published.map { String($0.prefix(10)) } == "2024-03-02")
        let post = try #require(body.range(of: "I sail a small boat out of a harbour"))
        let tom = try #require(body.range(of: "## tom, 2024-03-02\n\nI took soundings along the north quay"))
        let jenna = try #require(body.range(of: "## jenna, 2024-03-02\n\n> ten centimetres at every mark"))
        let code = try #require(body.range(of: "```python\nfor depth in readings:\n    print(f\"{depth:.2f} m\")\n```"))
        let priya = try #require(body.range(of: "## priya, 2024-03-03\n\nThe harbour board published"))
        let sam = try #require(body.range(of: "## sam, 2024-03-04\n\nThe dredger was booked"))
        #expect(post.upperBound < tom.lowerBound && tom.upperBound <= jenna.lowerBound)
        #expect(jenna.upperBound <= code.lowerBound && code.upperBound <= priya.lowerBound)
        #expect(priya.upperBound <= sam.lowerBound)
        for furniture in ["8 months ago", "•", "123", "12\n", "English", "login", "Chat", "Sidebar", "A place for",
            "/comment/1001", "/u/tom"]
        {
            #expect(!body.contains(furniture), "\(furniture)")
        }
    }
}
