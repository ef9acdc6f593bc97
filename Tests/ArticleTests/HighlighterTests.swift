import Foundation
import Gemtext
import Testing

@testable import Article

/// Code blocks as the common highlighters lay them out (line numbers in a
/// gutter or at each line's start, lines in table rows or in `<div>`s):
/// each comes through as its code exactly, without the line numbers,
/// through the whole pipeline (extraction, then conversion).
@Suite struct HighlighterTests {
    static let python = ["import os", "def f(x):", "    return x + 1"]

    /// The preformatted blocks of the article made with `insert` between paragraphs of prose.
    static func blocks(_ insert: String) throws -> [(alt: String?, lines: [String])] {
        try VerbatimTests.body(inserting: insert).compactMap { line in
            if case .preformatted(let alt, let lines) = line { (alt, lines) } else { nil }
        }
    }

    /// The one code block of the article made with `insert`.
    static func code(_ insert: String) throws -> (alt: String?, lines: [String])? {
        let found = try blocks(insert)
        #expect(found.count == 1, "blocks: \(found)")
        return found.first
    }

    @Test func rougeGutterInsideTheCodeElementIsLeftOut() throws {
        let code = try Self.code(
            """
            <figure class="highlight"><pre><code class="language-python" data-lang="python"><table class="rouge-table">\
            <tbody><tr><td class="gutter gl"><pre class="lineno">1
            2
            3
            </pre></td><td class="code"><pre><span class="kn">import</span> <span class="nn">os</span>
            <span class="k">def</span> <span class="nf">f</span><span class="p">(</span><span class="n">x</span>\
            <span class="p">):</span>
                <span class="k">return</span> <span class="n">x</span> <span class="o">+</span> <span class="mi">1</span>
            </pre></td></tr></tbody></table></code></pre></figure>
            """)
        #expect(code?.alt == "python")
        #expect(code?.lines == Self.python)
    }

    @Test func chromaInlineLineNumbersAreLeftOut() throws {
        let code = try Self.code(
            """
            <div class="highlight"><pre tabindex="0" class="chroma"><code class="language-python" data-lang="python">\
            <span class="line"><span class="ln">1</span><span class="cl"><span class="kn">import</span> \
            <span class="nn">os</span>
            </span></span><span class="line"><span class="ln">2</span><span class="cl"><span class="k">def</span> \
            <span class="nf">f</span>(x):
            </span></span><span class="line"><span class="ln">3</span><span class="cl">    <span class="k">return</span> x + 1
            </span></span><span class="line"><span class="ln">4</span><span class="cl">
            </span></span></code></pre></div>
            """)
        #expect(code?.lines == Self.python)
        // Chroma with inline styles names nothing: its numbers are left out of a copy, and so out of the block.
        let styled = try Self.code(
            """
            <pre><code><span style="display:flex;"><span style="white-space:pre;user-select:none;margin-right:0.4em">\
            1</span><span>(</span>print 1)
            </span><span style="display:flex;"><span style="white-space:pre;user-select:none;margin-right:0.4em">\
            2</span><span>(</span>print 2)
            </span></code></pre>
            """)
        #expect(styled?.lines == ["(print 1)", "(print 2)"])
    }

    @Test func pygmentsInlineLineNumbersAreLeftOut() throws {
        let code = try Self.code(
            """
            <div class="highlight"><pre><span></span><span class="linenos"> 9</span><span class="kn">import</span> os
            <span class="linenos">10</span><span class="k">def</span> <span class="nf">f</span>(x):
            <span class="linenos">11</span>    <span class="k">return</span> x + 1
            </pre></div>
            """)
        #expect(code?.lines == Self.python)
    }

    @Test func numbersThatAreTheCodeStay() throws {
        // A listing of numbers, highlighted or not, and numbers that start lines of code.
        #expect(try Self.code("<pre>1\n2\n3\n4\n5</pre>")?.lines == ["1", "2", "3", "4", "5"])
        let highlighted =
            "<pre><span class=\"mi\">1</span>\n<span class=\"mi\">2</span>\n<span class=\"mi\">3</span></pre>"
        #expect(
            Convert.bodyLines(of: try Convert.article(highlighted).document).lines == [
                .preformatted(alt: nil, lines: ["1", "2", "3"])
            ])
        #expect(
            try Self.code("<pre><span class=\"mi\">1</span> foo\n<span class=\"mi\">2</span> bar</pre>")?.lines == [
                "1 foo", "2 bar",
            ])
        #expect(try Self.code("<pre><span class=\"mi\">1</span>+2</pre>")?.lines == ["1+2"])
        // Numbers in a block of their own before code with other line counts are what the page shows.
        #expect(
            try Self.blocks("<div><pre>1\n2\n3\n4\n5</pre><pre>a = 1\nb = 2</pre></div>").map(\.lines) == [
                ["1", "2", "3", "4", "5"], ["a = 1", "b = 2"],
            ])
        #expect(
            try Self.code(
                "<pre><div class=\"line\">1</div><div class=\"line\">2</div><div class=\"line\">x</div></pre>")?
                .lines == ["1", "2", "x"])
    }
}
