import Foundation
import Gemtext
import Testing

@testable import Article

/// The parts of an article that must come through exactly, checked through
/// the whole pipeline (extraction, then conversion) on a page with prose
/// around them, so the extractor's pruning is part of what is tested.
@Suite struct VerbatimTests {
    /// The article's lines after its header, for `insert` placed between paragraphs of prose.
    static func body(inserting insert: String) throws -> [GemtextDocument.Line] {
        let html = TestPage.site(
            article: "<h1>Library funding approved</h1>" + TestPage.paragraphs("a", count: 2) + insert
                + TestPage.paragraphs("b", count: 2))
        let article = try ArticleConverter().convert(
            Array(html.utf8), url: URL(string: "https://news.example.com/2019/11/19/story.html"))
        return Convert.bodyLines(of: article.document).lines
    }

    /// The first preformatted block of the article.
    static func code(inserting insert: String) throws -> (alt: String?, lines: [String])? {
        for case .preformatted(let alt, let lines) in try body(inserting: insert) { return (alt, lines) }
        return nil
    }

    @Test func highlightJSSpansAreKeptWhateverTheirClassNames() throws {
        let code = try Self.code(
            inserting: """
                <pre><code class="hljs language-c"><span class="hljs-meta">#<span class="hljs-keyword">include</span> \
                <span class="hljs-string">&lt;emscripten.h&gt;</span></span>
                <span class="hljs-comment">// add two numbers</span>
                <span class="hljs-type">int</span> <span class="hljs-title function_">add</span>\
                <span class="hljs-params">(<span class="hljs-type">int</span> x, <span class="hljs-type">int</span> y)</span> {
                \t<span class="hljs-keyword">return</span> x + y;
                }</code></pre>
                """)
        #expect(code?.alt == "c")
        #expect(
            code?.lines == [
                "#include <emscripten.h>", "// add two numbers", "int add(int x, int y) {", "\treturn x + y;", "}",
            ])
    }

    @Test func pygmentsAndPrismMarkupWithLineBreaksAndTabsIsKept() throws {
        let pygments = try Self.code(
            inserting: """
                <div class="highlight"><pre><span></span><span class="kd">const</span> <span class="nx">f</span> \
                <span class="o">=</span> <span class="kd">function</span><span class="p">()</span>  \
                <span class="c1">// comment</span></pre></div>
                """)
        #expect(pygments?.lines == ["const f = function()  // comment"])
        let prism = try Self.code(
            inserting: """
                <pre class="language-js"><code class="language-js"><span class="token keyword">let</span> \
                <span class="token comment">/* note */</span> a<br>\t<span class="token tag">x</span>  \
                <span class="token meta">y</span> <span class="token date">z</span> \
                <span class="token share">s</span></code></pre>
                """)
        #expect(prism?.alt == "js")
        #expect(prism?.lines == ["let /* note */ a", "\tx  y z s"])
    }

    @Test func inlineCodeKeepsItsHighlightedWords() throws {
        let lines = try Self.body(
            inserting: "<p>Declare it with <code><span class=\"keyword\">const</span> x</code> at the top.</p>")
        #expect(lines.contains(.text("Declare it with const x at the top.")))
    }
}
