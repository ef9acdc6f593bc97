import Foundation
import Testing

@testable import Article

/// Manuals and API reference pages as generators write them: DocBook-style
/// pages (libxml's and libxslt's manuals, gtk-doc) have no article element,
/// the body holds a name line, a synopsis in a `<pre>`, and a "Details"
/// part whose entries, each under an `<h3>`, sit in boxes inside boxes; the
/// page's title is one word, the module's name, which the entries' names
/// contain. Texinfo puts a whole manual on one page, chapters and
/// appendices each a `<div>` under its `<h2>`.
@Suite struct ReferenceManualTests {
    /// One entry of the details: its heading, declaration and description.
    static func entry(_ kind: String, _ name: String, _ description: String) -> String {
        """
        <div class="refsect2" lang="en"><h3><a name="\(name)">\(kind)</a>\(name)</h3><pre class="programlisting">\
        int <a href="#\(name)">\(name)</a>;
        </pre><p>\(description)</p>
        </div>
        <hr/>
        """
    }

    static let entries = [
        entry("Variable ", "xsltMaxDepth", "The maximum depth of recursion in templates."),
        entry("Variable ", "xsltMaxVars", "The maximum number of variables in a stylesheet."),
        entry("Macro ", "XSLT_NAMESPACE", "The namespace of the XSLT specification itself."),
        """
        <div class="refsect2" lang="en"><h3><a name="xsltInit"/>xsltInit ()</h3><pre class="programlisting">\
        void	xsltInit			(void)<br/>
        </pre><p>Initializes the processor (registers the built-in extensions).</p>
        </div>
        <hr/>
        """,
    ].joined()

    /// The page: navigation, name lines, a synopsis of `synopsisLines` declarations, and the details.
    static func page(synopsisLines: Int) -> String {
        let synopsis = (0..<synopsisLines).map { "int\t<a href=\"#f\($0)\">xsltFunction\($0)</a>\t(xsltStylesheetPtr style);" }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <html><head><title>xslt: Interfaces, constants and types related to the XSLT engine</title>
            <meta name="generator" content="Libxml2 devhelp stylesheet"/></head><body>
            <table class="navigation" width="100%"><tr><td><a accesskey="p" href="prev.html"><img src="left.png" alt="Prev"/></a></td>
            <th width="100%" align="center">libxslt Reference Manual</th></tr></table>
            <h2><span class="refentrytitle">xslt</span></h2>
            <p>xslt - Interfaces, constants and types related to the XSLT engine</p>
            <p>Interfaces, constants and types related to the XSLT engine </p>
            <div class="refsynopsisdiv"><h2>Synopsis</h2><pre class="synopsis">\(synopsis.joined(separator: "\n"))
            </pre></div>
            <div class="refsect1" lang="en"><h2>Description</h2></div>
            <div class="refsect1" lang="en"><h2>Details</h2><div class="refsect2" lang="en">\(entries)</div></div>
            </body></html>
            """
    }

    /// Whether `gemtext` holds every entry: heading, declaration and description.
    static func holdsEveryEntry(_ gemtext: String) -> Bool {
        ["### Variable xsltMaxDepth", "int xsltMaxDepth;", "The maximum depth of recursion in templates.",
            "### Variable xsltMaxVars", "### Macro XSLT_NAMESPACE", "The namespace of the XSLT specification itself.",
            "### xsltInit ()", "Initializes the processor",
        ].allSatisfy(gemtext.contains)
    }

    /// libxml's and libxslt's API pages name the module's authors under its description.
    @Test func theAuthorsLineUnderTheDescriptionIsTheByline() throws {
        let html = Self.page(synopsisLines: 3).replacingOccurrences(
            of: "<p>Interfaces, constants and types related to the XSLT engine </p>",
            with: "<p>Interfaces, constants and types related to the XSLT engine </p>\n<p>Author(s): Daniel Veillard </p>")
        let article = try Convert.page(html, url: "https://example.org/xslt.html")
        #expect(article.metadata.author == "Daniel Veillard")
        #expect(article.document.serialized().contains("By Daniel Veillard"), "\(article.document.serialized())")
    }

    @Test func headingsThatContainTheOneWordTitleInANameStay() throws {
        // A long synopsis: the details' box wins, and its entries' headings hold "xslt" inside names.
        let gemtext = try Convert.pageGemtext(Self.page(synopsisLines: 3), url: "https://example.org/xslt.html")
        #expect(gemtext.hasPrefix("# xslt\n"))
        #expect(Self.holdsEveryEntry(gemtext), "\(gemtext)")
    }

    @Test func theDetailsComeWithTheirHeadingBesideALongSynopsis() throws {
        for lines in [3, 12] {
            let gemtext = try Convert.pageGemtext(Self.page(synopsisLines: lines), url: "https://example.org/xslt.html")
            #expect(gemtext.contains("## Synopsis"), "\(lines)")
            #expect(gemtext.contains("xsltFunction2"), "\(lines)")
            #expect(gemtext.contains("## Details"), "\(lines): \(gemtext)")
            #expect(Self.holdsEveryEntry(gemtext), "\(lines): \(gemtext)")
        }
    }

    @Test func aManualsOneWordTitleRepeatedInItsTitlePageHeadingGoesAndInItsChaptersStays() throws {
        // Texinfo: the title page's heading, then the top node named by the manual's one-word name.
        let chapters = ["7.1.4 The struct nettle_hash abstraction", "8 Traditional Nettle Soup"].map {
            "<h2 class=\"chapter\">\($0)</h2><p>\(TestPage.prose($0, sentences: 3))</p>"
        }
        let html = """
            <html><head><title>Nettle: a low-level cryptographic library</title></head><body>
            <h1 class="settitle">Nettle: a low-level cryptographic library</h1>
            <h1 class="top">Nettle</h1><p>\(TestPage.prose("top", sentences: 3))</p>\(chapters.joined())
            </body></html>
            """
        let gemtext = try Convert.pageGemtext(html, url: "https://example.org/nettle.html")
        #expect(gemtext.hasPrefix("# Nettle\n"))
        #expect(!gemtext.contains("## Nettle: a low-level"), "\(gemtext)")
        #expect(gemtext.contains("## 7.1.4 The struct nettle_hash abstraction"), "\(gemtext)")
        #expect(gemtext.contains("## 8 Traditional Nettle Soup"), "\(gemtext)")
    }

    /// A Texinfo manual on one page: chapters cut in sections, each a `<div>` under its heading, then an
    /// appendix whose licence, a long numbered list, holds more text than any chapter's section.
    static func texinfoManual(chapters: [String]) -> String {
        let licence = (1...12).map { "<li><p>\(TestPage.prose("licence-\($0)", sentences: 3))</p></li>" }
        let parts = chapters.enumerated().map { number, name in
            let sections = (1...3).map { section in
                """
                <div class="section" id="s\(number)-\(section)"><div class="header"><p>Next: <a href="#n">Next</a></p></div>
                <h3 class="section">\(number + 1).\(section) \(name) part \(section)</h3>
                <p>\(TestPage.prose("\(name)-\(section)", sentences: 2))</p></div>
                """
            }
            return """
                <div class="chapter" id="c\(number)"><h2 class="chapter">\(number + 1) \(name)</h2>
                <p>\(TestPage.prose("\(name)", sentences: 1))</p>\(sections.joined())</div>
                """
        }
        return """
            <html><head><title>Measuring Program Resource Use</title></head><body>
            <h1 class="settitle">Measuring Program Resource Use</h1>
            <div class="top" id="Top"><h1 class="top">Time</h1><p>This file documents the GNU time command.</p>
            <div class="Contents_element"><h2 class="contents-heading">Table of Contents</h2><ul class="toc-numbered-mark">
            <li><a href="#c0">1 Measuring</a></li><li><a href="#c1">2 Reporting bugs</a></li></ul></div>
            \(parts.joined())
            <div class="appendix" id="GFDL"><h2 class="appendix">Appendix A GNU Free Documentation License</h2>
            <ol>\(licence.joined())</ol></div>
            <div class="unnumbered" id="Concept-index"><h2 class="unnumbered">Concept index</h2>
            <table class="index"><tr><td><a href="#c0">format</a></td></tr><tr><td><a href="#c1">bugs</a></td></tr></table></div>
            </div></body></html>
            """
    }

    @Test func aManualsChaptersStayBesideTheLicenceThatOutscoresThem() throws {
        let html = Self.texinfoManual(chapters: ["Measuring Program Resource Use", "Reporting bugs"])
        let gemtext = try Convert.pageGemtext(html, url: "https://example.org/time.html")
        for kept in [
            "## 1 Measuring Program Resource Use", "(Measuring Program Resource Use-2 2)", "## 2 Reporting bugs",
            "### 2.3 Reporting bugs part 3", "(Reporting bugs-3 2)", "## Appendix A GNU Free Documentation License",
            "(licence-12 3)",
        ] {
            #expect(gemtext.contains(kept), "\(kept)")
        }
        #expect(!gemtext.contains("Concept index"))
    }

    @Test func boxesUnderHeadingsBesideAStoryInAPartAreNotParts() throws {
        // A post under its title, beside teasers of other posts, each under a title of the same level.
        let teasers = (1...3).map {
            "<div class=\"teaser\"><h2>Another walk \($0)</h2><p>\(TestPage.prose("teaser-\($0)", sentences: 1))</p></div>"
        }
        let html = """
            <html><head><title>A walk along the canal</title></head><body><div class="main">
            <div class="post"><h2>A walk along the canal</h2><div class="entry"><p>\(TestPage.prose("story-1"))</p>
            <p>\(TestPage.prose("story-2"))</p><p>\(TestPage.prose("story-3"))</p><p>\(TestPage.prose("story-4"))</p></div></div>
            \(teasers.joined())</div></body></html>
            """
        let gemtext = try Convert.pageGemtext(html, url: "https://example.org/canal.html")
        #expect(gemtext.contains("(story-4 4)"))
        #expect(!gemtext.contains("teaser-"), "\(gemtext)")
    }

    /// A DocBook page of a manual cut in pages (PostgreSQL's): a navigation table above and below, a short
    /// introduction, then `body` (`entries` acronyms by default, each description a link).
    static func docBookPage(body: String? = nil) -> String {
        let acronyms = [("ANSI", "American National Standards Institute"), ("CIDR", "Classless Inter-Domain Routing"),
            ("CSV", "Comma Separated Values"), ("DBA", "Database Administrator")]
        let entries = acronyms.map { term, meaning in
            """
            <dt><span class="term"><acronym class="acronym">\(term)</acronym></span></dt><dd><p>
            <a class="ulink" href="https://en.wikipedia.org/wiki/\(term)" target="_top">\(meaning)</a></p></dd>
            """
        }
        return """
            <html><head><title>Appendix L. Acronyms</title>
            <meta name="generator" content="DocBook XSL Stylesheets Vsnapshot" /></head><body id="docContent">
            <div class="navheader"><table width="100%" summary="Navigation header"><tr><th colspan="5" align="center">\
            Appendix L. Acronyms</th></tr><tr><td width="10%" align="left"><a accesskey="p" href="limits.html">Prev</a> \
            </td><td width="10%" align="left"><a accesskey="u" href="appendixes.html">Up</a></td>\
            <th width="60%" align="center">Part VIII. Appendixes</th><td width="10%" align="right">\
            <a accesskey="h" href="index.html">Home</a></td><td width="10%" align="right"> \
            <a accesskey="n" href="glossary.html">Next</a></td></tr></table><hr /></div>
            <div class="appendix" id="ACRONYMS"><div class="titlepage"><div><div><h2 class="title">Appendix L. Acronyms</h2>\
            </div></div></div><p>This is a list of acronyms commonly used in the PostgreSQL documentation and in \
            discussions about PostgreSQL.</p>\(body ?? "<div class=\"variablelist\"><dl class=\"variablelist\">\(entries.joined())</dl></div>")</div>
            <div class="navfooter"><hr /><table width="100%" summary="Navigation footer"><tr><td width="40%" align="left">\
            <a accesskey="p" href="limits.html">Prev</a> </td><td width="20%" align="center"><a accesskey="u" href="appendixes.html">\
            Up</a></td><td width="40%" align="right"> <a accesskey="n" href="glossary.html">Next</a></td></tr><tr>\
            <td width="40%" align="left" valign="top">Appendix K. PostgreSQL Limits </td><td width="20%" align="center">\
            <a accesskey="h" href="index.html">Home</a></td><td width="40%" align="right" valign="top"> \
            Appendix M. Glossary</td></tr></table></div></body></html>
            """
    }

    @Test func aGlossaryWhoseMeaningsAreLinksIsTheText() throws {
        let gemtext = try Convert.pageGemtext(Self.docBookPage(), url: "https://example.org/acronyms.html")
        for kept in ["ANSI", "=> https://en.wikipedia.org/wiki/ANSI American National Standards Institute", "DBA",
            "Database Administrator"]
        {
            #expect(gemtext.contains(kept), "\(kept): \(gemtext)")
        }
    }

    @Test func aSiteMapSetAsTermsOverLinksIsNoGlossary() throws {
        let links = ["About us", "Careers", "Press", "Contact"].map { "<dd><a href=\"/\($0)\">\($0)</a></dd>" }
        let siteMap = "<dl><dt>Company</dt>\(links.joined())<dt>Follow</dt>\(links.joined())</dl>"
        let gemtext = try Convert.pageGemtext(Self.docBookPage(body: siteMap), url: "https://example.org/acronyms.html")
        #expect(!gemtext.contains("Careers"), "\(gemtext)")
    }

    @Test func theBarsThatStepThroughTheManualGo() throws {
        let gemtext = try Convert.pageGemtext(Self.docBookPage(), url: "https://example.org/acronyms.html")
        #expect(gemtext.contains("This is a list of acronyms"))
        for furniture in ["Prev", "Next", "=> https://example.org/appendixes.html", "PostgreSQL Limits", "M. Glossary"] {
            #expect(!gemtext.contains(furniture), "\(furniture): \(gemtext)")
        }
    }

    @Test func aLongerTitleRepeatedInAHeadingStillGoes() throws {
        let html = """
            <html><head><title>Councils agree on a plan for the river path</title></head><body><article>
            <h1>Councils agree on a plan for the river path</h1>
            <p>\(TestPage.prose("opening", sentences: 3))</p>
            <h2>Councils agree on a plan for the river path | Local news</h2>
            <p>\(TestPage.prose("body", sentences: 3))</p>
            </article></body></html>
            """
        let gemtext = try Convert.pageGemtext(html, url: "https://example.org/river.html")
        #expect(!gemtext.contains("## Councils agree"))
        #expect(gemtext.contains("(body 3)"))
    }
}
