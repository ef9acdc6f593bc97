import Foundation
import Testing

@testable import Article

/// Messages of mailing lists as their archives show them, the message's
/// plain text in a `<pre>`: its paragraphs read as text, its quoted lines
/// as quotes, a patch in it stays exact.
@Suite struct MailArchiveTests {
    static func article(_ page: String) throws -> Article {
        let url = URL(string: "https://lists.example.org/pipermail/dev/2006-March/062124.html")
        return try ArticleConverter().convert(Array(page.utf8), url: url)
    }

    static func convert(_ page: String) throws -> String {
        try article(page).gemtext
    }

    /// Mailman's pipermail: the message after `<!--beginarticle-->`, its quotes in `<i>`.
    static let pipermail = """
        <html><head><title> [Dev] Keeping line length
           </title></head><body bgcolor="#ffffff">
        <h1>[Dev] Keeping line length</h1>
        <b>Guido van Rossum</b> <a href="mailto:dev%40example.org" title="[Dev] Keeping line length">guido at \
        example.org</a><br>
        <i>Tue Mar 14 18:02:11 CET 2006</i>
        <p><ul><li>Previous message: <a href="062123.html">[Dev] Keeping line length</a></li>
        <li>Next message: <a href="062125.html">[Dev] Another topic</a></li>
        <li> <b>Messages sorted by:</b> <a href="date.html#62124">[ date ]</a> <a href="thread.html#62124">[ thread ]</a>
        <a href="subject.html#62124">[ subject ]</a> <a href="author.html#62124">[ author ]</a></li></ul>
        <hr>
        <!--beginarticle-->
        <pre>On 3/14/06, Barry Warsaw &lt;<a href="http://lists.example.org/listinfo/dev">barry at \
        example.org</a>&gt; wrote:
        &gt;<i> I'd like to propose that we keep the 79 character limit for code but
        </i>&gt;<i> allow docstrings and comments to run to 72, since they are read as
        </i>&gt;<i> prose and reflowed by most editors anyway.
        </i>
        I agree with the first half. The 79 character limit has served us well
        for fifteen years and I see no reason to change it now, even though
        monitors have grown wider since then.

        Thanks,
        Guido

        --
        --Guido van Rossum (home page: http://www.example.org/~guido/)
        </pre>

        <!--endarticle-->
        <hr><p><ul><li>Previous message: <a href="062123.html">[Dev] Keeping line length</a></li></ul>
        <hr><a href="http://lists.example.org/listinfo/dev">More information about the Dev mailing list</a><br>
        </body></html>
        """

    @Test func aPipermailMessageReadsAsProseWithItsQuotes() throws {
        let gemtext = try Self.convert(Self.pipermail)
        #expect(!gemtext.contains("```"), "\(gemtext)")
        #expect(
            gemtext.contains(
                """

                > I'd like to propose that we keep the 79 character limit for code but allow docstrings and \
                comments to run to 72, since they are read as prose and reflowed by most editors anyway.

                I agree with the first half. The 79 character limit has served us well for fifteen years and I \
                see no reason to change it now, even though monitors have grown wider since then.

                Thanks,
                Guido

                --Guido van Rossum (home page: http://www.example.org/~guido/)

                """), "\(gemtext)")
    }

    /// public-inbox (lore.kernel.org): the message whole, header lines first, a patch in it.
    static let publicInbox = """
        <html><head><title>Re: [PATCH] mm: keep the free list sorted - Jane Doe</title></head><body>\
        <pre id=b><b>From: </b>Jane Doe &lt;jane@example.org&gt;
        <b>To: </b>Andrew Morton &lt;akpm@example.org&gt;
        <b>Subject: </b><a href="#r" id=t>Re: [PATCH] mm: keep the free list sorted</a>
        <b>Date: </b>Mon, 8 Jan 2024 10:12:33 +0100	[<a href="#r">thread overview</a>]

        <span class="q">On Fri, Jan 05, 2024 at 03:14:15PM -0800, Andrew Morton wrote:
        &gt; &gt; The page allocator walks the free list from the head every time a
        &gt; &gt; block is returned, which is quadratic when many blocks come back.
        &gt; 
        &gt; Do you have numbers for this? A benchmark would help a lot.
        </span>
        Yes. On a machine with 64 GB of memory, freeing a large file's page cache
        took 41 seconds before the change and 3 seconds after it.

        <span class="head">--- a/mm/page_alloc.c
        +++ b/mm/page_alloc.c
        </span><span class="hunk">@@ -1021,6 +1021,7 @@ static void free_one_page(struct zone *zone,</span>
         	spin_lock(&amp;zone-&gt;lock);
        <span class="add">+	sort_free_list(zone, order);</span>
        </pre></body></html>
        """

    @Test func aMessageShownWholeKeepsItsHeadersQuotesAndPatch() throws {
        let gemtext = try Self.convert(Self.publicInbox)
        #expect(gemtext.contains("\nFrom: Jane Doe <jane@example.org>\nTo: Andrew Morton <akpm@example.org>\n"), "\(gemtext)")
        #expect(
            gemtext.contains(
                """
                > > The page allocator walks the free list from the head every time a block is returned, which is \
                quadratic when many blocks come back.

                > Do you have numbers for this? A benchmark would help a lot.
                """), "\(gemtext)")
        #expect(
            gemtext.contains(
                """
                ```
                --- a/mm/page_alloc.c
                +++ b/mm/page_alloc.c
                @@ -1021,6 +1021,7 @@ static void free_one_page(struct zone *zone,
                 \tspin_lock(&zone->lock);
                +\tsort_free_list(zone, order);
                ```
                """), "\(gemtext)")
    }

    /// MHonArc's message page (mail-archive.com): the body after its
    /// `<!--X-Body-of-Message-->` comment reads as mail, not as code.
    @Test func anMHonArcMessageReadsAsProseWithItsQuotes() throws {
        let gemtext = try Self.convert(
            """
            <html><head><title>Re: Proposal: drop Python 3.8 support</title></head><body id="msg">
            <div itemscope itemtype="http://schema.org/Article" class="container"><div class="content" role="main">
            <div class="msgHead"><h1><span class="subject"><span itemprop="name">Re: Proposal: drop Python 3.8 \
            support</span></span></h1><p class="darkgray font13"><span class="sender pipe"><span itemprop="author" \
            itemscope itemtype="http://schema.org/Person"><span itemprop="name">Priya Natarajan</span></span></span>
            <span class="date">Mon, 04 Mar 2024 02:12:33 -0800</span></p></div>
            <div itemprop="articleBody" class="msgBody">
            <!--X-Body-of-Message-->
            <pre>On Fri, Mar 1, 2024 at 4:02 PM Tom Becker &lt;tom@example.org&gt; wrote:
            &gt; Python 3.8 reaches end of life in October. I propose we drop it in 4.0
            &gt; and require 3.9 or later.

            +1 from me. The CI matrix is already eleven jobs long, and 3.8 is the only
            version that still needs the backport of importlib.resources.

            Priya
            </pre>
            <!--X-Body-of-Message-End-->
            </div></div></div></body></html>
            """)
        #expect(!gemtext.contains("```"), "\(gemtext)")
        #expect(
            gemtext.contains(
                """
                > Python 3.8 reaches end of life in October. I propose we drop it in 4.0 and require 3.9 or later.

                +1 from me. The CI matrix is already eleven jobs long, and 3.8 is the only version that still \
                needs the backport of importlib.resources.
                """), "\(gemtext)")
    }

    /// HyperKitty's message page (Mailman 3): the message's plain text in
    /// `<div class="email-body">`, whose lines only the stylesheet keeps,
    /// the quoted lines without their marks in a `quoted-text` box behind a
    /// "..." switch. Its paragraphs stay apart (they ran into one), its
    /// quote is a quote, its sender from the header the author.
    @Test func aHyperKittyMessageReadsAsMail() throws {
        let article = try Self.article(
            """
            <html><head><title>Re: Proposal: drop Python 3.8 support - Devel - lists.example.org</title></head><body>
            <div class="container"><div class="message-header row"><div class="col-10"><h1>Re: Proposal: drop Python \
            3.8 support</h1></div></div>
            <section id="thread-content"><div class="email email-first">
            <div id="ABC123" class="email-header"><div class="gravatar-wrapper d-flex"><div class="email-author d-flex">\
            <h2 class="name"><a href="/archives/users/123/" title="See the profile for Priya Natarajan">Priya Natarajan\
            </a></h2></div></div><div class="email-date right"><span class="date d-none d-sm-inline">4 Mar 2024</span>\
            <div class="time"><span title="Sender's time: March 4, 2024, 11:12 a.m.">10:12 a.m.</span></div></div></div>
            <div class="email-body ">
                  On Fri, Mar 1, 2024 at 4:02 PM Tom Becker &lt;tom@example.org&gt; wrote:
            <div class="quoted-switch"><a style="font-weight:normal" href="#">...</a></div><div class="quoted-text \
            quoted-text-0">  Python 3.8 reaches end of life in October. I propose we drop it in 4.0
             and require 3.9 or later. </div>
            +1 from me. The CI matrix is already eleven jobs long, and 3.8 is the only
            version that still needs the backport of importlib.resources.

            We should say so in the release notes and in the installer's error
            message, so nobody is surprised.

            Priya
                </div>
            <div class="email-info"><a class="btn btn-sm btn-primary" href="/accounts/login/">Sign in to reply online</a>\
            </div></div></section></div></body></html>
            """)
        let gemtext = article.gemtext
        #expect(
            gemtext.contains(
                """
                On Fri, Mar 1, 2024 at 4:02 PM Tom Becker <tom@example.org> wrote:

                > Python 3.8 reaches end of life in October. I propose we drop it in 4.0 and require 3.9 or later.

                +1 from me. The CI matrix is already eleven jobs long, and 3.8 is the only version that still \
                needs the backport of importlib.resources.

                We should say so in the release notes and in the installer's error message, so nobody is surprised.

                Priya
                """), "\(gemtext)")
        #expect(article.metadata.author == "Priya Natarajan")
    }

    /// public-inbox's message page: the message between the archive's own
    /// lines, each in a `<pre>` of its own: the search form over it, the
    /// "^ permalink raw reply" line, the thread's overview and the note on
    /// mirroring under it. They go; the message stays.
    @Test func anArchivesLinesAroundTheMessageAreNoCode() throws {
        let message = Self.publicInbox.components(separatedBy: "<body>")[1]
            .replacingOccurrences(of: "</body></html>", with: "")
        let page = """
            <html><head><title>Re: [PATCH] mm: keep the free list sorted - Jane Doe</title></head><body>\
            <form action="../"><pre><a href="../?t=20240108101233">latest</a> <a href="#t">messages from Jane Doe</a>
            <input name=q type=text /><input type=submit value=search />\t<a href="../_/text/help/">help</a> / \
            <a href="../_/text/mirror/">mirror</a> / <a href="../new.atom">Atom feed</a></pre></form>\
            \(message)<hr><pre><a href="#e1b2" id="e1b2">^</a> <a href="https://lore.example.org/mm/1@x/">permalink</a> \
            <a href="raw">raw</a> <a href="#R">reply</a>\t[<a href="T/#u"><b>flat</b></a>|<a href="t/#u">nested</a>] \
            3+ messages in thread
            </pre><hr><pre><a href="#t">thread overview</a> <a href="../2@x/">next</a> <a href="../0@x/">prev</a> \
            <a href="#R">reply</a>\tother threads:[<a href="../?t=20240108">~2024-01-08 10:12 UTC</a>|<a href="../">newest</a>]

            Thread overview: 3+ messages / expand[<a href="T/#u">flat</a>|<a href="t/#u">nested</a>]  <a href="#b">top</a>
            2024-01-05 23:14 [PATCH] mm: keep the free list sorted Andrew Morton
            2024-01-08  9:12 ` <a href="#r">Jane Doe</a> [this message]
            </pre><hr><pre>This is a public inbox, see <a href="../_/text/mirror/">mirroring instructions</a>
            for how to clone and mirror all data and code used for this inbox</pre></body></html>
            """
        let gemtext = try Self.convert(page)
        #expect(gemtext.contains("\nFrom: Jane Doe <jane@example.org>\n"), "\(gemtext)")
        #expect(gemtext.contains("+\tsort_free_list(zone, order);\n```"), "\(gemtext)")
        for furniture in ["latest messages", "permalink", "Thread overview", "next prev", "public inbox"] {
            #expect(!gemtext.contains(furniture), "\(furniture)")
        }
        // The patch is the only code left.
        #expect(gemtext.components(separatedBy: "```").count == 3, "\(gemtext)")
    }

    /// An article about mail that shows a message as its example: the
    /// example is code, kept exactly, with or without `<code>`.
    @Test(arguments: ["<pre><code>", "<pre>"]) func aMessageShownInAnArticleIsStillCode(opening: String) throws {
        let prose = "Here is what a minimal message looks like on the wire, before any server has touched it."
        let closing = opening == "<pre>" ? "</pre>" : "</code></pre>"
        let message = """
            From: Alice Example <alice@example.com>
            Date: Tue, 15 Nov 2022 10:12:00 +0000
            Subject: Lunch?

            Hi Bob, are you free for lunch tomorrow? I was thinking of the new place near the station that opened.
            Alice
            """
        let escaped = message.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        let gemtext = try Self.convert(
            """
            <html><head><title>How mail headers work</title></head><body><article><h1>How mail headers work</h1>
            <p>\(prose)</p>\(opening)\(escaped)
            \(closing)<p>\(prose)</p></article></body></html>
            """)
        #expect(gemtext.contains("```\n\(message)\n```"), "\(gemtext)")
    }

    @Test func theMessagesSenderIsItsAuthor() throws {
        #expect(try Self.article(Self.pipermail).metadata.author == "Guido van Rossum")
        #expect(try Self.article(Self.publicInbox).metadata.author == "Jane Doe")
        #expect(try Self.article(Self.publicInbox).metadata.published?.hasPrefix("2024-01-08") == true)
    }

    @Test(arguments: [
        ("Jane Doe <jane@example.org>", ["Jane Doe"]), ("\"Jane Doe\" <jane@example.org>", ["Jane Doe"]),
        ("jane@example.org (Jane Doe)", ["Jane Doe"]), ("jane@example.org", []),
    ])
    func aFromLineNamesItsSender(from: String, expected: [String]) {
        #expect(MailSender.names(inFrom: from) == expected)
    }

    @Test func aPreOfCodeOpeningWithAColonIsStillCode() throws {
        let prose = "The handler below answers every request with the date and nothing else at all."
        let gemtext = try Self.convert(
            """
            <html><head><title>Dates</title></head><body><article><h1>Dates</h1><p>\(prose)</p>
            <pre>from: datetime
            import date

            print(date.today())
            </pre><p>\(prose)</p></article></body></html>
            """)
        #expect(gemtext.contains("```\nfrom: datetime\nimport date\n\nprint(date.today())\n```"), "\(gemtext)")
    }
}
