import Foundation
import Gemtext
import Testing

@testable import Article

/// Specifications as their publishers set them: RFCs as the RFC Editor
/// publishes them (xml2rfc's HTML: an identifiers box, every section in a
/// `<div>` of its own, a `¶` link closing each paragraph, references as a
/// definition list) and PEPs (docutils: a field list of the PEP's author,
/// status and dates under its title). The whole document stays, its
/// labels beside their values, its permalinks gone.
@Suite struct SpecificationPageTests {
    /// A paragraph of an RFC, closed by its permalink as xml2rfc writes it.
    static func paragraph(_ id: String, _ tag: String) -> String {
        "<p id=\"\(id)\">\(TestPage.prose(tag, sentences: 3))<a href=\"#\(id)\" class=\"pilcrow\">¶</a></p>\n"
    }

    /// A numbered section of an RFC in the `<div>` xml2rfc wraps it in.
    static func section(_ number: String, _ name: String, level: Int = 2, _ body: String) -> String {
        let slug = name.lowercased().replacingOccurrences(of: " ", with: "-")
        return """
            <div id="\(slug)"><section id="section-\(number)">
            <h\(level) id="name-\(slug)"><a href="#section-\(number)" class="section-number selfRef">\(number). </a>\
            <a href="#name-\(slug)" class="section-name selfRef">\(name)</a></h\(level)>
            \(body)</section></div>

            """
    }

    static let rfc = TestPage.page(
        head: """
            <title>RFC 9205: Building Protocols with HTTP</title><meta content="Mark Nottingham" name="author">
            <meta content="xml2rfc 3.12.7" name="generator">
            """,
        body: """
            <table class="ears"><thead><tr><td class="left">RFC 9205</td>\
            <td class="center">Building Protocols with HTTP</td><td class="right">June 2022</td></tr></thead></table>
            <div id="external-metadata" class="document-information"></div>
            <div id="internal-metadata" class="document-information"><dl id="identifiers">
            <dt class="label-stream">Stream:</dt><dd class="stream">Internet Engineering Task Force (IETF)</dd>
            <dt class="label-rfc">RFC:</dt><dd class="rfc"><a href="https://www.rfc-editor.org/rfc/rfc9205" \
            class="eref">9205</a></dd>
            <dt class="label-category">Category:</dt><dd class="category">Best Current Practice</dd>
            <dt class="label-published">Published:</dt><dd class="published">\
            <time datetime="2022-06" class="published">June 2022</time></dd>
            <dt class="label-authors">Author:</dt><dd class="authors"><div class="author">\
            <div class="author-name">M. Nottingham</div></div></dd></dl></div>
            <h1 id="rfcnum">RFC 9205</h1>
            <h1 id="title">Building Protocols with HTTP</h1>
            <section id="section-abstract"><h2 id="abstract"><a href="#abstract" class="selfRef">Abstract</a></h2>
            \(paragraph("section-abstract-1", "abstract"))</section>
            <div id="toc"><section id="section-toc.1"><a href="#" onclick="scroll(0,0)" class="toplink">▲</a>\
            <h2 id="name-table-of-contents">Table of Contents</h2><nav class="toc"><ul>\
            <li><p><a href="#section-1" class="xref">1</a>. <a href="#name-introduction" class="xref">Introduction</a>\
            </p></li><li><p><a href="#section-2" class="xref">2</a>. <a href="#name-references" class="xref">\
            References</a></p></li></ul></nav></section></div>
            \(section("1", "Introduction", paragraph("section-1-1", "intro 1") + paragraph("section-1-2", "intro 2")
                + section("1.1", "Purpose", level: 3, paragraph("section-1.1-1", "purpose 1")
                    + paragraph("section-1.1-2", "purpose 2") + paragraph("section-1.1-3", "purpose 3"))))\
            \(section("2", "Is HTTP Being Used", paragraph("section-2-1", "used 1") + paragraph("section-2-2", "used 2")))\
            \(section("3", "Security Considerations", paragraph("section-3-1", "security")))\
            <section id="section-4"><h2 id="name-references"><a href="#section-4" class="section-number selfRef">4. \
            </a><a href="#name-references" class="section-name selfRef">References</a></h2>
            <dl class="references">
            <dt id="RFC2119">[RFC2119]</dt>
            <dd><span class="refAuthor">Bradner, S.</span>, <span class="refTitle">"Key words for use in RFCs to \
            Indicate Requirement Levels"</span>, <span class="seriesInfo">BCP 14</span>, <span class="seriesInfo">\
            RFC 2119</span>, <time datetime="1997-03" class="refDate">March 1997</time>, <span>&lt;\
            <a href="https://www.rfc-editor.org/info/rfc2119">https://www.rfc-editor.org/info/rfc2119</a>&gt;</span>. </dd>
            <dd class="break"></dd>
            </dl></section>
            """)

    static func rfcArticle() throws -> Article {
        try ArticleConverter().convert(
            Array(Self.rfc.utf8), url: URL(string: "https://www.rfc-editor.org/rfc/rfc9205.html"))
    }

    /// Every section stays, the short ones after the longest and the
    /// abstract before it, though xml2rfc wraps some in `<div>`s and not others.
    @Test func anRFCKeepsEverySection() throws {
        let article = try Self.rfcArticle()
        for tag in ["(abstract 1)", "(intro 1 1)", "(purpose 3 1)", "(used 2 1)", "(security 1)"] {
            #expect(article.text.contains(tag), "\(tag) in \(article.gemtext)")
        }
        #expect(article.headings.map(\.title).contains("4. References"), "\(article.headings.map(\.title))")
    }

    /// The name of the RFC is its title, not its number over it.
    @Test func anRFCsTitleIsItsName() throws {
        let article = try Self.rfcArticle()
        #expect(article.title == "Building Protocols with HTTP")
        #expect(article.metadata.author == "Mark Nottingham")
    }

    /// The `¶` that closes each paragraph (and each figure) is a permalink, not text.
    @Test func paragraphPermalinksVanish() throws {
        let body = try Convert.body(
            """
            <p id="s-1">HTTP is often used as a substrate.<a href="#s-1" class="pilcrow">¶</a></p>
            <div class="alignLeft art-text artwork" id="s-2"><pre>GET / HTTP/1.1</pre>\
            <a href="#s-2" class="pilcrow">¶</a></div>
            <ul><li id="s-3.1">first point<a href="#s-3.1" class="pilcrow">¶</a></li></ul>
            <p>See § <a href="#s-4">4</a> and the <a href="#s-5">§</a> sign.</p>
            """)
        #expect(
            body == """
                HTTP is often used as a substrate.

                ```
                GET / HTTP/1.1
                ```

                * first point

                See § 4 and the § sign.

                """, "\(body)")
    }

    /// A reference's label and its entry are one line, the entry's address after it.
    @Test func aReferenceKeepsItsLabelBesideItsEntry() throws {
        let lines = Convert.bodyLines(of: try Self.rfcArticle().document).lines
        let reference = try #require(lines.firstIndex { line in
            if case .text(let text) = line { text.hasPrefix("[RFC2119]") } else { false }
        })
        #expect(
            lines[reference] == .text(
                "[RFC2119] Bradner, S., \"Key words for use in RFCs to Indicate Requirement Levels\", BCP 14, "
                    + "RFC 2119, March 1997, <https://www.rfc-editor.org/info/rfc2119>."))
        #expect(
            lines[reference + 1]
                == .link(url: "https://www.rfc-editor.org/info/rfc2119", label: "https://www.rfc-editor.org/info/rfc2119"))
    }

    /// The identifiers box is the RFC's metadata (its author and day), not
    /// lines at the top of its text.
    @Test func anRFCsIdentifiersAreNoBodyLines() throws {
        let gemtext = Convert.bodyLines(of: try Self.rfcArticle().document).serialized()
        #expect(!gemtext.contains("Stream:"), "\(gemtext)")
        #expect(!gemtext.contains("Internet Engineering Task Force (IETF)"))
    }

    /// A PEP's header: a field list under its title.
    static let pep = TestPage.page(
        head: """
            <title>PEP 8 – Style Guide for Python Code | peps.python.org</title>
            <link rel="canonical" href="https://peps.python.org/pep-0008/">
            <meta property="og:site_name" content="Python Enhancement Proposals (PEPs)">
            """,
        body: """
            <section id="pep-page-section"><header><h1>Python Enhancement Proposals</h1>
            <ul class="breadcrumbs"><li><a href="https://www.python.org/">Python</a> &raquo; </li>\
            <li><a href="../pep-0000/">PEP Index</a> &raquo; </li><li>PEP 8</li></ul></header>
            <article><section id="pep-content"><h1 class="page-title">PEP 8 – Style Guide for Python Code</h1>
            <dl class="rfc2822 field-list simple">
            <dt class="field-odd">Author<span class="colon">:</span></dt>
            <dd class="field-odd">Guido van Rossum &lt;guido&#32;&#97;t&#32;python.org&gt;,
            Barry Warsaw &lt;barry&#32;&#97;t&#32;python.org&gt;,
            Alyssa Coghlan &lt;ncoghlan&#32;&#97;t&#32;gmail.com&gt;</dd>
            <dt class="field-even">Status<span class="colon">:</span></dt>
            <dd class="field-even"><abbr title="Accepted and implementation complete">Active</abbr></dd>
            <dt class="field-odd">Created<span class="colon">:</span></dt>
            <dd class="field-odd">05-Jul-2001</dd>
            </dl>
            <section id="introduction"><h2><a class="toc-backref" href="#introduction" role="doc-backlink">\
            Introduction</a></h2>\(TestPage.paragraphs("intro", count: 3))</section>
            </section></article></section>
            """)

    /// The field list's labels stay beside their values, and name the PEP's authors and day.
    @Test func aPEPsFieldsAreLabelledLinesAndItsMetadata() throws {
        let article = try ArticleConverter().convert(
            Array(Self.pep.utf8), url: URL(string: "https://peps.python.org/pep-0008/"))
        let gemtext = Convert.bodyLines(of: article.document).serialized()
        #expect(
            gemtext.contains(
                "Author: Guido van Rossum <guido at python.org>, Barry Warsaw <barry at python.org>, "
                    + "Alyssa Coghlan <ncoghlan at gmail.com>\n"), "\(gemtext)")
        #expect(gemtext.contains("\nStatus: Active\n"))
        #expect(gemtext.contains("\nCreated: 05-Jul-2001\n"))
        #expect(article.metadata.author == "Guido van Rossum, Barry Warsaw, Alyssa Coghlan")
        #expect(article.metadata.published == "2001-07-05")
    }

    /// A glossary's term is no label: it stays a line over its definition.
    @Test func aGlossaryTermStaysOverItsDefinition() throws {
        let body = try Convert.body(
            """
            <dl><dt>Substrate</dt><dd>A protocol that others are built on.</dd>\
            <dt>Note:</dt><dd><p>One paragraph.</p><ul><li>and a list</li></ul></dd></dl>
            """)
        #expect(body == "Substrate\n\nA protocol that others are built on.\n\nNote:\n\nOne paragraph.\n\n* and a list\n")
    }
}
