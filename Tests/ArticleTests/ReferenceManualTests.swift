import Foundation
import Testing

@testable import Article

/// API reference pages as DocBook-style generators write them (libxml's
/// and libxslt's manuals, gtk-doc): no article element, the body holds a
/// name line, a synopsis in a `<pre>`, and a "Details" part whose entries,
/// each under an `<h3>`, sit in boxes inside boxes; the page's title is
/// one word, the module's name, which the entries' names contain.
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
