import Foundation
import Gemtext
import Testing

@testable import Article

/// Preformatted text and code: verbatim, with the language as alt text.
@Suite struct ConversionCodeTests {
    @Test func preformattedTextIsKeptExactly() throws {
        let article = try Convert.article(
            "<p>Code:</p><pre>  if a &lt; b &amp;&amp; c {\n\t<b>return</b>   x  // &quot;hi&quot;\n  }\n\n</pre><p>Done.</p>"
        )
        let body = Convert.bodyLines(of: article.document)
        #expect(
            body.lines == [
                .text("Code:"), .text(""),
                .preformatted(alt: nil, lines: ["  if a < b && c {", "\treturn   x  // \"hi\"", "  }"]),
                .text(""), .text("Done."),
            ])
        #expect(article.text == "Code:\n  if a < b && c {\n\treturn   x  // \"hi\"\n  }\nDone.\n")
    }

    /// A box styled as `<pre>` (`white-space: pre`, as Notion sets its code
    /// blocks) keeps its lines and spaces; prose styled `pre-wrap` and a
    /// single line kept from wrapping stay paragraphs.
    @Test func aBoxStyledAsPreformattedKeepsItsLines() throws {
        let body = try Convert.body(
            """
            <div style="font-family: monospace; white-space: pre;">14:02 UTC  alert fired
            14:09 UTC  incident declared</div>
            <div style="white-space: pre-wrap;">A paragraph
            of prose.</div><div style="white-space: pre;">One line only</div>
            """)
        let code = "```\n14:02 UTC  alert fired\n14:09 UTC  incident declared\n```\n"
        #expect(body == code + "\nA paragraph of prose.\n\nOne line only\n")
    }

    @Test(arguments: [
        ("<pre class=\"language-swift\"><code>let x = 1</code></pre>", "swift"),
        ("<pre><code class=\"lang-python\">x = 1</code></pre>", "python"),
        ("<div class=\"highlight-ruby\"><pre>x = 1</pre></div>", "ruby"),
        (
            "<div class=\"language-go highlighter-rouge\"><div class=\"highlight\"><pre class=\"highlight\"><code>x := 1</code></pre></div></div>",
            "go"
        ),
        ("<pre data-lang=\"Kotlin\">val x = 1</pre>", "kotlin"),
        ("<pre class=\"brush: js\">var x = 1</pre>", "js"),
        ("<pre>plain</pre>", nil),
    ])
    func theLanguageIsTheAltText(_ html: String, _ language: String?) throws {
        let body = Convert.bodyLines(of: try Convert.article(html).document)
        guard case .preformatted(let alt, _)? = body.lines.first else {
            Issue.record("no preformatted block: \(body.lines)")
            return
        }
        #expect(alt == language)
    }

    @Test func lineBreaksAndLineElementsInsideCodeAreKept() throws {
        let body = Convert.bodyLines(
            of: try Convert.article("<pre><div class=line>one</div><div class=line>  two</div>three<br>four</pre>")
                .document)
        #expect(body.lines == [.preformatted(alt: nil, lines: ["one", "  two", "three", "four"])])
    }

    @Test func codeThatWouldEndItsBlockIsWrittenSafely() throws {
        let article = try Convert.article("<pre>```\nnot the end\n```</pre><p>after</p>")
        #expect(GemtextDocument(parsing: article.gemtext) == article.document)
        #expect(
            Convert.bodyLines(of: article.document).lines.first
                == .preformatted(alt: nil, lines: ["```", "not the end", "```"]))
    }

    @Test func aBlockOfCodeWithoutPreIsPreformatted() throws {
        let body = Convert.bodyLines(
            of: try Convert.article("<div><code>a = 1\nb = 2</code></div><p>Use <code>x\ny</code> inline.</p>").document
        )
        #expect(
            body.lines == [.preformatted(alt: nil, lines: ["a = 1", "b = 2"]), .text(""), .text("Use x y inline.")])
    }

    @Test func anOptionWrappedInsideATermStaysTheTerm() throws {
        // DocBook's option lists: the source breaks a long option's line inside its <code>, a browser shows a space.
        let term = "<code class=\"option\">--main-stacksize=&lt;number&gt;\n    [default: use current 'ulimit' value] </code>"
        let body = try Convert.body(
            "<dl><dt><span class=\"term\">\(term)</span></dt><dd><p>Sets the stack size.</p></dd></dl>"
                + "<h3><code>--fullpath-after\n=string</code></h3><p>Shows paths.</p>")
        #expect(body.contains("--main-stacksize=<number> [default: use current 'ulimit' value]"))
        #expect(body.contains("# --fullpath-after =string"))
        #expect(!body.contains("```"))
    }

    @Test func controlCharactersAreTheOnlyThingTakenOut() throws {
        let body = Convert.bodyLines(
            of: try Convert.article("<pre>a\u{1B}[31m\tb\u{1}\u{7F}\u{85} c \u{C}</pre>").document)
        #expect(body.lines == [.preformatted(alt: nil, lines: ["a[31m\tb c "])])
    }

    @Test func emptyCodeBlocksAreLeftOut() throws {
        #expect(try Convert.body("<p>a</p><pre>  \n </pre><p>b</p>") == "a\n\nb\n")
    }
}
