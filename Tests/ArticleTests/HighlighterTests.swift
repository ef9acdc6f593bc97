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

    /// CSDN's code block: Prism's tokens in the `<code>`, then a copy
    /// button and the line numbers as a list after the code, in the same
    /// `<pre>` (`<ul class="pre-numbering">`): the numbers are no lines of
    /// the code. A list of numbers that does not count the code's lines stays.
    @Test func csdnNumbersListedAfterTheCodeAreLeftOut() throws {
        func block(numbers: Int) -> String {
            let items = (1...numbers).map { "<li style=\"color: rgb(153, 153, 153);\">\($0)</li>" }.joined()
            return """
                <pre class="prettyprint"><code class="prism language-python has-numbering" \
                onclick="mdcp.signin(event)"><span class="token keyword">import</span> os
                <span class="token keyword">def</span> <span class="token function">f</span>\
                <span class="token punctuation">(</span>x<span class="token punctuation">)</span>:
                    <span class="token keyword">return</span> x <span class="token operator">+</span> \
                <span class="token number">1</span>
                </code><div class="hljs-button signin active" data-title="登录后复制" onclick="hljs.signin(event)">\
                </div><ul class="pre-numbering" style="">\(items)</ul></pre>
                """
        }
        let code = try Self.code(block(numbers: 3))
        #expect(code?.alt == "python")
        #expect(code?.lines == Self.python)
        #expect(try Self.code(block(numbers: 7))?.lines.last == "7")
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
        // Sphinx links each number to its line; the link holds the named number.
        let linked = try Self.code(
            """
            <div class="highlight"><pre><span></span><a href="#l1"><span class="linenos">1</span></a>\
            <span class="p">{</span>
            <a href="#l2"><span class="linenos">2</span></a><span class="p">}</span>
            </pre></div>
            """)
        #expect(linked?.lines == ["{", "}"])
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

    /// prism-react-renderer's line elements: an empty line is an empty
    /// element (its one token an empty `inline-block` that gives it height).
    @Test func anEmptyLineElementIsABlankLine() throws {
        func line(_ tokens: String) -> String { "<div class=\"token-line\" style=\"color:#393A34\">\(tokens)</div>" }
        let code = try Self.code(
            """
            <pre class="prism-code language-js" style="color:#393A34;background-color:#f6f8fa">\
            \(line("<span class=\"token keyword\">const</span><span class=\"token plain\"> a = 1</span>"))\
            \(line("<span class=\"token plain\" style=\"display:inline-block\"></span>"))\
            \(line("<span class=\"token plain\">\tlog(a)</span>"))</pre>
            """)
        #expect(code?.lines == ["const a = 1", "", "\tlog(a)"])
        #expect(code?.alt == "js")
    }
}

/// Code laid out in tables and line elements.
@Suite struct HighlighterTableTests {
    /// A gist embedded by its script, its table's class `tableClass`.
    static func gist(tableClass: String = "highlight tab-size js-file-line-container") -> String {
        func row(_ number: Int, _ code: String) -> String {
            """
            <tr><td id="file-a-py-L\(number)" class="blob-num js-line-number" data-line-number="\(number)"></td>\
            <td id="file-a-py-LC\(number)" class="blob-code blob-code-inner js-file-line">\(code)</td></tr>
            """
        }
        return """
            <div class="gist"><div class="gist-file"><div class="gist-data"><div class="file my-2">\
            <div itemprop="text" class="Box-body p-0 blob-wrapper data type-python">\
            <table data-hpc class="\(tableClass)" data-tab-size="8" \
            data-tagsearch-lang="Python" data-tagsearch-path="a.py">\
            \(row(1, "<span class=\"pl-k\">import</span> <span class=\"pl-s1\">os</span>"))\
            \(row(2, "<span class=\"pl-k\">def</span> <span class=\"pl-en\">f</span>(<span class=\"pl-s1\">x</span>):"))\
            \(row(3, "\n"))\
            \(row(4, "    <span class=\"pl-k\">return</span> <span class=\"pl-s1\">x</span> + 1"))\
            </table></div></div></div><div class="gist-meta"><a href="https://gist.github.com/u/1/raw/a.py">view raw</a>\
            <a href="https://gist.github.com/u/1#file-a-py">a.py</a> hosted with &#10084; by \
            <a href="https://github.com">GitHub</a></div></div></div>
            """
    }

    @Test func aGistIsItsCodeWithItsIndentationAndLanguage() throws {
        let gist = Self.gist()
        let code = try HighlighterTests.code(gist)
        #expect(code?.alt == "python")
        #expect(code?.lines == ["import os", "def f(x):", "", "    return x + 1"])
        let text = try VerbatimTests.body(inserting: gist).map { "\($0)" }.joined(separator: "\n")
        #expect(!text.contains("view raw") && !text.contains("hosted with"))
    }

    /// GitHub names a gist's table for its code navigation too ("js-code-nav-container"): the table is still code.
    @Test func aGistTableNamedForItsCodeNavigationIsStillCode() throws {
        let gist = Self.gist(
            tableClass: "highlight tab-size js-file-line-container js-code-nav-container js-tagsearch-file")
        let code = try HighlighterTests.code(gist)
        #expect(code?.lines == ["import os", "def f(x):", "", "    return x + 1"])
    }

    static let syntaxHighlighterLines = """
        <div class="container"><div class="line number1 index0 alt2"><code class="python keyword">import</code> \
        <code class="python plain">os</code></div><div class="line number2 index1 alt1">\
        <code class="python keyword">def</code> <code class="python plain">f(x):</code></div>\
        <div class="line number3 index2 alt2"><code class="python spaces">&nbsp;&nbsp;&nbsp;&nbsp;</code>\
        <code class="python keyword">return</code> <code class="python plain">x + 1</code></div></div>
        """

    @Test func wordPressSyntaxHighlighterIsItsCodeWithoutTheGutter() throws {
        let code = try HighlighterTests.code(
            """
            <div id="highlighter_1" class="syntaxhighlighter  python"><table border="0" cellpadding="0" \
            cellspacing="0"><tbody><tr><td class="gutter"><div class="line number1 index0 alt2">1</div>\
            <div class="line number2 index1 alt1">2</div><div class="line number3 index2 alt2">3</div></td>\
            <td class="code">\(Self.syntaxHighlighterLines)</td></tr></tbody></table></div>
            """)
        #expect(code?.alt == "python")
        // The keywords (class "keyword") are code, and the indentation is the page's no-break spaces.
        #expect(code?.lines == ["import os", "def f(x):", "\u{A0}\u{A0}\u{A0}\u{A0}return x + 1"])
        let withoutGutter = try HighlighterTests.code(
            """
            <div id="highlighter_2" class="syntaxhighlighter nogutter python"><table border="0" cellpadding="0" \
            cellspacing="0"><tbody><tr><td class="code">\(Self.syntaxHighlighterLines)</td></tr></tbody></table></div>
            """)
        #expect(withoutGutter?.alt == "python")
        #expect(withoutGutter?.lines == ["import os", "def f(x):", "\u{A0}\u{A0}\u{A0}\u{A0}return x + 1"])
    }

    @Test func crayonIsItsCodeWithoutTheGutterOrToolbar() throws {
        let code = try HighlighterTests.code(
            """
            <div id="crayon-1" class="crayon-syntax crayon-theme-classic print-yes notranslate">\
            <div class="crayon-toolbar"><span class="crayon-language">Python</span></div>\
            <div class="crayon-plain-wrap"><textarea class="crayon-plain print-no" readonly>import os</textarea></div>\
            <div class="crayon-main"><table class="crayon-table"><tr class="crayon-row"><td class="crayon-nums">\
            <div class="crayon-nums-content"><div class="crayon-num">1</div><div class="crayon-num">2</div>\
            <div class="crayon-num">3</div></div></td><td class="crayon-code"><div class="crayon-pre">\
            <div class="crayon-line"><span class="crayon-e">import </span><span class="crayon-v">os</span></div>\
            <div class="crayon-line"><span class="crayon-t">def </span><span class="crayon-e">f</span>\
            <span class="crayon-sy">(</span><span class="crayon-v">x</span><span class="crayon-sy">):</span></div>\
            <div class="crayon-line"><span class="crayon-h">    </span><span class="crayon-st">return</span>\
            <span class="crayon-h"> </span><span class="crayon-v">x + 1</span></div></div></td></tr></table></div></div>
            """)
        #expect(code?.lines == HighlighterTests.python)
    }

    @Test func highlightJSLineNumbersWithoutPreAreTheCode() throws {
        func row(_ number: Int, _ code: String) -> String {
            """
            <tr><td class="hljs-ln-line hljs-ln-numbers" data-line-number="\(number)">\
            <div class="hljs-ln-n" data-line-number="\(number)"></div></td>\
            <td class="hljs-ln-line hljs-ln-code" data-line-number="\(number)">\(code)</td></tr>
            """
        }
        let code = try HighlighterTests.code(
            """
            <div class="code-block"><code class="hljs language-python"><table class="hljs-ln"><tbody>\
            \(row(1, "<span class=\"hljs-keyword\">import</span> os"))\
            \(row(2, "<span class=\"hljs-keyword\">def</span> <span class=\"hljs-title\">f</span>(x):"))\
            \(row(3, "    <span class=\"hljs-keyword\">return</span> x + 1"))</tbody></table></code></div>
            """)
        #expect(code?.lines == HighlighterTests.python)
    }

    @Test func rougeLineTableIsItsCodeWithoutTheNumbers() throws {
        func row(_ number: Int, _ code: String) -> String {
            """
            <tr id="line-\(number)" class="lineno"><td class="rouge-gutter gl" style="user-select: none;">\
            <pre>\(number)</pre></td><td class="rouge-code"><pre>\(code)</pre></td></tr>
            """
        }
        let code = try HighlighterTests.code(
            """
            <div class="highlight"><table class="rouge-line-table"><tbody>\
            \(row(1, "<span class=\"kn\">import</span> os"))\(row(2, "<span class=\"k\">def</span> f(x):"))\
            \(row(3, "    <span class=\"k\">return</span> x + 1"))</tbody></table></div>
            """)
        #expect(code?.lines == HighlighterTests.python)
    }

    @Test func highlightersThatNumberLinesOtherwiseStayRight() throws {
        let layouts = [
            // Prism's line-numbers plugin: empty spans that CSS numbers.
            """
            <pre class="line-numbers language-python"><code class="language-python">\
            <span class="token keyword">import</span> os
            <span class="token keyword">def</span> f(x):
                <span class="token keyword">return</span> x + 1
            <span aria-hidden="true" class="line-numbers-rows"><span></span><span></span><span></span></span></code></pre>
            """,
            // Chroma's and Pygments' tables: a <pre> of numbers beside the code's <pre>.
            """
            <div class="highlight"><div class="chroma"><table class="lntable"><tr><td class="lntd">\
            <pre tabindex="0" class="chroma"><code><span class="lnt">1
            </span><span class="lnt">2
            </span><span class="lnt">3
            </span></code></pre></td><td class="lntd"><pre tabindex="0" class="chroma"><code class="language-python">\
            <span class="line"><span class="cl">import os
            </span></span><span class="line"><span class="cl">def f(x):
            </span></span><span class="line"><span class="cl">    return x + 1
            </span></span></code></pre></td></tr></table></div></div>
            """,
            """
            <div class="highlight"><table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre>1
            2
            3</pre></div></td><td class="code"><div class="highlight"><pre><span></span>import os
            def f(x):
                return x + 1
            </pre></div></td></tr></table></div>
            """,
            // highlight.js's line numbers inside <pre><code>: rows whose numbers CSS draws from data-line-number.
            """
            <pre><code class="hljs language-python"><table class="hljs-ln"><tbody><tr>\
            <td class="hljs-ln-line hljs-ln-numbers" data-line-number="1"><div class="hljs-ln-n" data-line-number="1">\
            </div></td><td class="hljs-ln-line hljs-ln-code" data-line-number="1">import os</td></tr><tr>\
            <td class="hljs-ln-line hljs-ln-numbers" data-line-number="2"><div class="hljs-ln-n" data-line-number="2">\
            </div></td><td class="hljs-ln-line hljs-ln-code" data-line-number="2">def f(x):</td></tr><tr>\
            <td class="hljs-ln-line hljs-ln-numbers" data-line-number="3"><div class="hljs-ln-n" data-line-number="3">\
            </div></td><td class="hljs-ln-line hljs-ln-code" data-line-number="3">    return x + 1</td></tr>\
            </tbody></table></code></pre>
            """,
            // Docusaurus: an empty span per line that CSS numbers.
            """
            <pre class="prism-code language-python"><code class="codeBlockLines"><span class="token-line">\
            <span class="codeLineNumber"></span><span class="codeLineContent">import os</span><br></span>\
            <span class="token-line"><span class="codeLineNumber"></span><span class="codeLineContent">def f(x):</span>\
            <br></span><span class="token-line"><span class="codeLineNumber"></span><span class="codeLineContent">\
                return x + 1</span><br></span></code></pre>
            """,
        ]
        for layout in layouts {
            #expect(try HighlighterTests.code(layout)?.lines == HighlighterTests.python, "\(layout)")
        }
    }

    @Test func tablesOfNumbersAndWordsStayTables() throws {
        // A ranking: numbers counting up beside words, even in a table named "highlight".
        let ranking = try VerbatimTests.body(
            inserting: """
                <table class="highlight"><tr><td>1</td><td>Alice Walker</td></tr><tr><td>2</td><td>Bob Stone</td></tr>\
                <tr><td>3</td><td>Carol King</td></tr></table>
                """)
        #expect(
            ranking.contains(
                .preformatted(alt: "table", lines: ["1 | Alice Walker", "2 | Bob Stone", "3 | Carol King"])))
        // One row: a number beside words is no gutter.
        let one = try VerbatimTests.body(
            inserting:
                "<table><tr><td>1</td><td>Alice Walker</td></tr><tr><td>2</td><td>Bob</td><td>x</td></tr></table>")
        #expect(!one.contains { if case .preformatted(nil, _) = $0 { true } else { false } })
    }

    @Test func geshiNumberedLinesAreOneCodeBlock() throws {
        let divs = try HighlighterTests.code(
            """
            <div class="python" style="font-family:monospace;"><ol>\
            <li style="font-weight: normal;"><div style="font: normal normal 1em/1.2em monospace;">\
            <span style="color: #ff7700;">import</span> os</div></li>
            <li style="font-weight: normal;"><div style="font: normal normal 1em/1.2em monospace;">\
            <span style="color: #ff7700;">def</span> f(x):</div></li>
            <li style="font-weight: normal;"><div style="font: normal normal 1em/1.2em monospace;">    \
            <span style="color: #ff7700;">return</span> x + 1</div></li></ol></div>
            """)
        #expect(divs?.lines == HighlighterTests.python)
        let pres = try HighlighterTests.code(
            """
            <div class="python"><ol><li class="li1"><pre class="de1"><span class="kw1">import</span> os</pre></li>
            <li class="li1"><pre class="de1"><span class="kw1">def</span> f(x):</pre></li>
            <li class="li1"><pre class="de1">    <span class="kw1">return</span> x + 1</pre></li></ol></div>
            """)
        #expect(pres?.lines == HighlighterTests.python)
    }

    @Test func aNumberedListOfStepsStaysAList() throws {
        let lines = try VerbatimTests.body(
            inserting: """
                <ol><li><div>Pour the water into the pot.</div></li><li><div>Bring it to the boil.</div></li></ol>
                <ol><li><pre>make</pre> then wait</li><li><pre>make install</pre></li></ol>
                """)
        #expect(lines.contains(.listItem("1. Pour the water into the pot.")), "\(lines)")
        #expect(!lines.contains { if case .preformatted(_, let rows) = $0 { rows.count > 1 } else { false } })
    }
}
