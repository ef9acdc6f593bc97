import Foundation
import HTML
import Testing

@testable import Article

/// Reference pages as documentation generators write them (rustdoc,
/// javadoc, godoc, Sphinx): short parts in boxes of their own, headings
/// that are signatures whose types link to their docs, members laid out
/// in lists of sections, and controls beside each heading. Every part
/// stays, under its own heading, and the controls go.
@Suite struct ReferencePageTests {
    /// A manual's paragraph, marked with `tag`.
    static func doc(_ tag: String) -> String {
        "A shelf keeps the books of one reader in the order they were added, and lends them out one at a time (\(tag))."
    }

    /// A package page: an overview, then one function's heading, declaration
    /// and description, then its example in a disclosure whose body's class
    /// names it a body.
    static let packagePage = TestPage.page(
        head: "<title>shelf package - Library Docs</title>",
        body: """
            <main class="page-main"><article class="page-article"><div class="unit">
            <h2>Documentation</h2>
            <section class="doc-overview"><h3>Overview</h3><p>\(doc("overview"))</p></section>
            <h3>Functions</h3>
            <section class="doc-functions"><div class="doc-function">
            <h4>func <a href="https://code.example.org/shelf/lend.go#L12">Lend</a> <a href="#Lend">¶</a></h4>
            <div class="doc-declaration"><pre>func Lend(s *<a href="#Shelf">Shelf</a>, name string) <a href="/builtin#error">error</a></pre></div>
            <p>\(doc("lend"))</p>
            <details class="doc-example"><summary>Example <a href="#example-Lend">¶</a></summary>
            <div class="doc-exampleBody"><p>Code:</p>
            <pre>err := shelf.Lend(s, "Middlemarch", shelf.Options{Days: 14, Renew: true})</pre></div></details>
            </div></section></div></article></main>
            """)

    @Test func anExampleBoxAfterAFunctionLeavesThePageAroundIt() {
        let probe = ExtractionProbe(Self.packagePage, url: "https://docs.example.org/shelf")
        #expect(probe.keeps("(overview)"), "\(probe.lines)")
        #expect(probe.keeps("(lend)"))
        #expect(probe.keeps("func Lend(s *Shelf"))
        #expect(probe.keeps("shelf.Lend(s, \"Middlemarch\""))
    }

    /// An example folded in a disclosure whose label's class names it a
    /// header keeps its label, without the label's permalink mark.
    @Test func anExampleKeepsItsLabelWithoutItsPermalink() throws {
        let page = Self.packagePage.replacingOccurrences(
            of: "<summary>", with: "<summary class=\"doc-exampleHeader\">")
        let url = URL(string: "https://docs.example.org/shelf")
        let article = try ArticleConverter().convert(Array(page.utf8), url: url)
        let gemtext = Convert.bodyLines(of: article.document).serialized()
        #expect(gemtext.contains("\nExample\n\nCode:\n\n```\nerr := shelf.Lend("), "\(gemtext)")
        #expect(!gemtext.contains("¶"))
    }

    /// A class page: its description, then its members' details in
    /// sections of another class, laid out in lists.
    static func classPage(members: [String]) -> String {
        let details = members.map { name in
            """
            <li><section class="detail" id="\(name)()"><h3>\(name)</h3>
            <div class="member-signature"><span>public</span>&nbsp;<span>void</span>&nbsp;<span>\(name)</span>()</div>
            <div class="block">\(doc(name))</div></section></li>
            """
        }
        return TestPage.page(
            head: "<title>Shelf (library 1.0 API)</title>",
            body: """
                <main role="main"><div class="header"><h1 class="title">Class Shelf</h1></div>
                <section class="class-description"><div class="block">\(doc("description"))
                <p>\(doc("more description"))</p></div></section>
                <section class="details"><ul class="details-list"><li><section class="method-details">
                <h2>Method Details</h2><ul class="member-list">\(details.joined())</ul>
                </section></li></ul></section></main>
                """)
    }

    @Test func membersDetailedAfterTheDescriptionAreKept() {
        let probe = ExtractionProbe(
            Self.classPage(members: ["lend"]), url: "https://docs.example.org/Shelf.html")
        #expect(probe.keeps("(description)"), "\(probe.lines)")
        #expect(probe.keeps("Method Details"))
        #expect(probe.keeps("(lend)"))
        #expect(probe.keeps("public void lend()"))
    }

    @Test func membersLaidOutInListsAreHeadedSectionsNotListItems() throws {
        let html = Self.classPage(members: ["lend", "renew", "count"])
        let article = try ArticleConverter().convert(
            Array(html.utf8), url: URL(string: "https://docs.example.org/Shelf.html"))
        let gemtext = Convert.bodyLines(of: article.document).serialized()
        #expect(gemtext.contains("\n## Method Details\n"), "\(gemtext)")
        for name in ["lend", "renew", "count"] {
            #expect(gemtext.contains("\n### \(name)\n"))
            #expect(gemtext.contains("\n\(Self.doc(name))\n"))
        }
        #expect(!gemtext.contains("* "))
    }

    @Test func listsOfItemsAndOfTitlesAloneStayLists() throws {
        let items = try Convert.body(
            "<ul><li><p>One thing</p><p>said twice</p></li><li><p>Another</p></li></ul>")
        #expect(items.hasPrefix("* One thing\n"), "\(items)")
        let titles = try Convert.body(
            "<ul><li><h4>First title</h4></li><li><h4>Second title</h4></li></ul>")
        #expect(titles == "* First title\n* Second title\n", "\(titles)")
        let numbered = try Convert.body(
            "<ol><li><h3>Paris</h3><p>The capital.</p></li><li><h3>Rome</h3><p>Old.</p></li></ol>")
        #expect(numbered.hasPrefix("* 1. Paris\n"), "\(numbered)")
    }

    /// A type's page: its description, then methods and implementations
    /// whose headings link their names and types, each with a link to its
    /// source and a permalink before the heading.
    static let typePage = TestPage.page(
        head: "<title>Shelf in library - Rust</title>",
        body: """
            <main><section id="main-content" class="content"><h1>Struct library::Shelf</h1>
            <details class="toggle top-doc" open><summary><span>Expand description</span></summary>
            <div class="docblock"><p>\(doc("description"))</p><p>\(doc("more description"))</p></div></details>
            <h2 class="section-header">Implementations</h2>
            \(["new", "capacity", "len"].map(method).joined())
            <h2 class="section-header">Trait Implementations<a href="#trait-implementations" class="anchor">§</a></h2>
            <div id="trait-implementations-list">\(["Send", "Sync"].map(implementation).joined())</div>
            </section></main>
            """)

    static func method(_ name: String) -> String {
        """
        <details class="toggle method-toggle" open><summary><section id="method.\(name)" class="method">\
        <a class="src rightside" href="../src/library/shelf.rs.html#\(name.count)">Source</a>\
        <a href="#method.\(name)" class="anchor">§</a><h4 class="code-header">pub fn \
        <a href="#method.\(name)" class="fn">\(name)</a>(&amp;self) -&gt; \
        <a class="primitive" href="https://doc.example.org/std/primitive.usize.html">usize</a></h4></section></summary>\
        <div class="docblock"><p>Returns the \(name) of the shelf (\(name) doc).</p></div></details>
        """
    }

    static func implementation(_ name: String) -> String {
        """
        <section id="impl-\(name)" class="impl"><a class="src rightside" href="../src/library/shelf.rs.html#9">Source</a>\
        <a href="#impl-\(name)" class="anchor">§</a><h3 class="code-header">impl&lt;T: \
        <a class="trait" href="https://doc.example.org/core/trait.Send.html">Send</a>&gt; \
        <a class="trait" href="https://doc.example.org/core/trait.\(name).html">\(name)</a> for \
        <a class="struct" href="struct.Shelf.html">Shelf</a>&lt;T&gt;</h3></section>
        """
    }

    @Test func headingsWhoseWordsLinkToTheirDocsStayOverTheirText() throws {
        let url = "https://docs.example.org/library/struct.Shelf.html"
        let probe = ExtractionProbe(Self.typePage, url: url)
        for name in ["new", "capacity", "len"] {
            #expect(probe.keeps("pub fn \(name)(&self) -> usize"), "\(probe.lines)")
            #expect(probe.keeps("(\(name) doc)"))
        }
        #expect(probe.keeps("Trait Implementations"))
        #expect(probe.keeps("impl<T: Send> Sync for Shelf<T>"))
        let gemtext = try ArticleConverter().convert(Array(Self.typePage.utf8), url: URL(string: url))
            .gemtext
        #expect(gemtext.contains("### pub fn capacity(&self) -> usize\n"), "\(gemtext)")
    }

    @Test func controlsBesideHeadingsGo() throws {
        let article = try ArticleConverter().convert(
            Array(Self.typePage.utf8),
            url: URL(string: "https://docs.example.org/library/struct.Shelf.html"))
        let gemtext = Convert.bodyLines(of: article.document).serialized()
        #expect(!gemtext.contains("Source"), "\(gemtext)")
        #expect(!gemtext.contains("shelf.rs.html"))
        #expect(!gemtext.contains("§"))
        #expect(!gemtext.contains("Expand description"))
        // A link to the source code in a sentence is the sentence's.
        let sentence = try Convert.body(
            "<h2>Building</h2><p>Read the <a href=\"/src/\">source</a> first.</p>")
        #expect(sentence.contains("Read the source first."), "\(sentence)")
        let alone = try Convert.body("<p>Before</p><a href=\"/src/x.rs\">Source</a><p>After</p>")
        #expect(alone.contains("/src/x.rs"), "\(alone)")
    }

    @Test func theVersionAnItemIsStableSinceGoesWithItsSourceLink() throws {
        let body = try Convert.body(
            """
            <div class="main-heading"><h1>Struct Shelf</h1><rustdoc-toolbar></rustdoc-toolbar><span class="sub-heading">\
            <span class="since">1.0.0</span> · <a class="src" href="/src/shelf.rs.html#1">Source</a></span></div>
            <section id="method.len" class="method"><span class="rightside"><span class="since" \
            title="Stable since version 1.17.0">1.17.0</span> · <a class="src" href="/src/shelf.rs.html#4">Source</a>\
            </span><a href="#method.len" class="anchor">§</a>\
            <h4 class="code-header">pub fn len(&amp;self)</h4></section>
            <p>Returns the number of books on the shelf.</p>
            <section id="method.new" class="method"><span class="rightside"><span class="since">1.0.0 (const: 1.39.0)\
            </span> · <a class="src" href="/src/shelf.rs.html#9">Source</a></span>\
            <h4 class="code-header">pub const fn new()</h4></section>
            <p>Makes an empty shelf.</p>
            """)
        #expect(
            body == "## Struct Shelf\n\n### pub fn len(&self)\n\nReturns the number of books on the shelf.\n\n"
                + "### pub const fn new()\n\n"
                + "Makes an empty shelf.\n", "\(body)")
        // A version in a sentence stays.
        let sentence = try Convert.body(
            "<h2>Changes</h2><p>Since 1.17.0 the shelf is <a href=\"/src/\">Source</a>.</p>")
        #expect(sentence.contains("Since 1.17.0 the shelf is Source."), "\(sentence)")
    }

    @Test func teaserTitlesThatAreOneLinkEachStillGo() {
        let teasers = (1...4).map {
            "<li><h3><a href=\"/story-\($0)\">Another story people read today \($0)</a></h3></li>"
        }
        let probe = ExtractionProbe(
            TestPage.site(
                article: "<h1>Library funding approved</h1>\(TestPage.paragraphs("body"))"
                    + "<div class=\"more\"><ul>\(teasers.joined())</ul></div>"))
        #expect(probe.keeps("(body-4 4)"))
        #expect(!probe.keeps("Another story people read today 2"), "\(probe.lines)")
    }
}
