import Foundation
import Gemtext
import Testing

@testable import Article

/// Mathematics: MathML becomes its TeX (annotation or `alttext`) or, without
/// one, the formula read out in one line, where it stood; display formulas
/// are preformatted blocks.
@Suite struct ConversionMathTests {
    @Test func aTeXAnnotationStandsForTheFormulaInline() throws {
        let body = try Convert.body(
            """
            <p>Energy <math><semantics><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow>
            <annotation encoding="application/x-tex">E = mc^2</annotation></semantics></math> is famous.</p>
            """)
        #expect(body == "Energy E = mc^2 is famous.\n")
    }

    @Test func altTextStandsInWhenThereIsNoAnnotation() throws {
        let body = try Convert.body(
            #"<p>Half: <math alttext="{\displaystyle \frac{a}{b}}"><mfrac><mi>a</mi><mi>b</mi></mfrac></math>.</p>"#)
        #expect(body == "Half: \\frac{a}{b}.\n")
    }

    @Test func withoutTeXTheFormulaIsReadOut() throws {
        let body = try Convert.body(
            """
            <p>Mean <math><mfrac><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mn>2</mn></mfrac></math>,
            root <math><msqrt><mi>x</mi><mo>+</mo><mn>1</mn></msqrt></math>,
            sum <math><munderover><mo>∑</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></munderover>
            <msub><mi>x</mi><mi>i</mi></msub></math> and <math><msup><mi>e</mi><mrow><mi>i</mi><mi>π</mi></mrow></msup></math>.</p>
            """)
        #expect(body == "Mean (a + b)/2, root √(x + 1), sum ∑_(i = 1)^n x_i and e^iπ.\n")
    }

    @Test func displayFormulasArePreformattedLines() throws {
        let article = try Convert.article(
            """
            <p>Pythagoras says
            <math display="block"><semantics><mrow><msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><msup><mi>y</mi><mn>2</mn></msup>
            <mo>=</mo><msup><mi>z</mi><mn>2</mn></msup></mrow><annotation encoding="TeX">x^2 + y^2 = z^2</annotation></semantics></math>
            for right triangles.</p>
            """)
        #expect(
            Convert.bodyLines(of: article.document).lines == [
                .text("Pythagoras says"), .text(""), .preformatted(alt: "math", lines: ["x^2 + y^2 = z^2"]), .text(""),
                .text("for right triangles."),
            ])
        #expect(article.text == "Pythagoras says\nx^2 + y^2 = z^2\nfor right triangles.\n")
    }

    @Test func aFormulaHiddenBehindItsPictureIsStillRead() throws {
        let body = try Convert.body(
            """
            <p>Let <span class="formula"><span style="display: none"><math alttext="{\\displaystyle n\\geq 2}">
            <mi>n</mi><mo>≥</mo><mn>2</mn></math></span><img src="/render/n.svg" aria-hidden="true"
            alt="{\\displaystyle n\\geq 2}"></span> be given.</p>
            """)
        #expect(body == "Let n\\geq 2 be given.\n")
    }

    @Test func katexMarkupGivesItsTeXOnce() throws {
        let body = try Convert.body(
            """
            <p>Area <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>π</mi><msup><mi>r</mi><mn>2</mn>
            </msup></mrow><annotation encoding="application/x-tex">\\pi r^2</annotation></semantics></math></span><span
            class="katex-html" aria-hidden="true"><span class="mord">π</span><span class="mord">r²</span></span></span>.</p>
            """)
        #expect(body == "Area \\pi r^2.\n")
    }

    @Test func formulasSurviveExtractionOnAFullPage() throws {
        let paragraphs = (1...4).map { "<p>\(TestPage.prose("p\($0)"))</p>" }.joined()
        let page = TestPage.site(
            article: """
                <h1>Library funding approved</h1>\(paragraphs)
                <p>The budget grows as <math><msup><mi>n</mi><mn>2</mn></msup><annotation encoding="application/x-tex">n^2
                </annotation></math> with the number of branches, the council said on Tuesday evening.</p>
                <math display="block" alttext="B = 4n^2"><mi>B</mi></math>
                """)
        let article = try ArticleConverter().convert(Array(page.utf8), url: URL(string: "https://news.example.com/a"))
        #expect(article.text.contains("The budget grows as n^2 with the number of branches"))
        #expect(article.document.lines.contains(.preformatted(alt: "math", lines: ["B = 4n^2"])))
    }

    /// A display formula the page writes over several lines, between
    /// `\[ \]` or `$$` for a script to typeset, keeps its lines; one on a
    /// single line, and inline formulas, stay in their sentences.
    @Test func displayTeXOverSeveralLinesKeepsItsLines() throws {
        let body = Convert.bodyLines(
            of: try Convert.article(
                #"""
                <p>The state moves as</p>
                <p><span class="math display">\[
                  \begin{aligned}
                    x_t &amp;= A x_{t-1} + w_t, \\
                    y_t &amp;= H x_t + v_t.
                  \end{aligned}
                \]</span></p>
                <p>where \(w_t\) is noise. Then $$
                K = \Sigma H^\top
                $$ is the gain and \[K \geq 0\] holds; it costs $$ more.</p>
                """#
            ).document)
        #expect(
            body.lines == [
                .text("The state moves as"), .text(""),
                .preformatted(
                    alt: "tex",
                    lines: [
                        #"\["#, #"  \begin{aligned}"#, #"    x_t &= A x_{t-1} + w_t, \\"#, #"    y_t &= H x_t + v_t."#,
                        #"  \end{aligned}"#, #"\]"#,
                    ]),
                .text(""), .text(#"where \(w_t\) is noise. Then"#), .text(""),
                .preformatted(alt: "tex", lines: ["$$", #"K = \Sigma H^\top"#, "$$"]), .text(""),
                .text(#"is the gain and \[K \geq 0\] holds; it costs $$ more."#),
            ], "\(body.serialized())")
    }

    /// KaTeX's MathML and MathJax's source scripts give a formula's TeX
    /// lines once, without the typeset copy beside them.
    @Test func typesetFormulasGiveTheirTeXLinesOnce() throws {
        let lines = [#"\begin{aligned}"#, #"x &= 1, \\"#, #"y &= 2."#, #"\end{aligned}"#]
        let tex = lines.joined(separator: "\n")
        let katex = try Convert.article(
            """
            <p>So</p><span class="katex-display"><span class="katex"><span class="katex-mathml"><math display="block">\
            <semantics><mtable><mtr><mtd><mi>x</mi><mo>=</mo><mn>1</mn></mtd></mtr></mtable>\
            <annotation encoding="application/x-tex">\(tex)</annotation></semantics></math></span>\
            <span class="katex-html" aria-hidden="true"><span class="mord">x=1</span></span></span></span><p>Done.</p>
            """)
        #expect(
            Convert.bodyLines(of: katex.document).lines == [
                .text("So"), .text(""), .preformatted(alt: "tex", lines: lines), .text(""), .text("Done."),
            ])
        let mathJax = try Convert.article(
            """
            <p>Let <span class="MathJax" id="MathJax-Element-1-Frame"><nobr>x</nobr></span>\
            <script type="math/tex" id="MathJax-Element-1">x_t</script> be the state, so</p>\
            <div class="MathJax_Display"><span class="MathJax" id="MathJax-Element-2-Frame"><nobr>x=1 y=2</nobr>\
            </span></div><script type="math/tex; mode=display" id="MathJax-Element-2">\(tex)</script><p>Done.</p>
            """)
        #expect(
            Convert.bodyLines(of: mathJax.document).lines == [
                .text("Let x_t be the state, so"), .text(""), .preformatted(alt: "tex", lines: lines), .text(""),
                .text("Done."),
            ], "\(Convert.bodyLines(of: mathJax.document).serialized())")
    }

    /// Formulas carried in MathJax source scripts (as kramdown writes them)
    /// are article text on a full page, not scripts to leave out.
    @Test func sourceScriptsSurviveExtractionOnAFullPage() throws {
        let paragraphs = (1...4).map { "<p>\(TestPage.prose("p\($0)"))</p>" }.joined()
        let page = TestPage.site(
            article: #"""
                <h1>Library funding approved</h1>\#(paragraphs)
                <p>The budget grows as <script type="math/tex">n^2</script> with the number of branches, the council
                said on Tuesday evening, and it is shared out as</p>
                <script type="math/tex; mode=display">\begin{aligned}
                B &= 4n^2, \\
                S &= B / n.
                \end{aligned}</script>
                """#)
        let article = try ArticleConverter().convert(Array(page.utf8), url: URL(string: "https://news.example.com/a"))
        #expect(article.text.contains("The budget grows as n^2 with the number of branches"), "\(article.text)")
        let block = GemtextDocument.Line.preformatted(
            alt: "tex", lines: [#"\begin{aligned}"#, #"B &= 4n^2, \\"#, "S &= B / n.", #"\end{aligned}"#])
        #expect(article.document.lines.contains(block))
    }

    /// A formula drawn by a TeX service, its TeX as alt text (Zhihu's
    /// `eeimg`, WordPress's `latex.php`): the TeX in the sentence, a block
    /// when it is all its paragraph holds; another picture stays a picture.
    @Test func aFormulaPictureIsItsTeX() throws {
        let zhihu = "https://www.zhihu.com/equation?tex="
        let body = try Convert.body(
            #"<p>The naive product takes <img src="\#(zhihu)O%28n%5E2%29" alt="O(n^2)" eeimg="1"/> time, "#
                + #"the transform <img src="https://s0.wp.com/latex.php?latex=O%28n%5Clog+n%29&amp;bg=ffffff&amp;s=0" "#
                + #"alt="O(n\log n)" class="latex"/> steps.</p>"#
                + #"<p><img src="\#(zhihu)%5Comega_%7B2n%7D%5E%7B2k%7D%3D%5Comega_n%5Ek+%5C%5C" "#
                + #"alt="\omega_{2n}^{2k}=\omega_n^k \\" eeimg="1"/> </p>"#
                + #"<p>A chart: <img src="https://example.org/chart.png?title=Growth" alt="Growth"/></p>"#)
        #expect(body.hasPrefix(#"The naive product takes O(n^2) time, the transform O(n\log n) steps."# + "\n"))
        #expect(body.contains("```math\n" + #"\omega_{2n}^{2k}=\omega_n^k"# + "\n```"))
        #expect(!body.contains("equation?tex"))
        #expect(body.contains("=> https://example.org/chart.png?title=Growth"))
    }

    /// MathJax 3's typeset formulas (`<mjx-container>`, whose class names
    /// its context menu: "CtxtMenu_Attached_0") give the MathML it keeps for
    /// screen readers, once, never their glyphs.
    @Test func mathJax3FormulasSurviveExtractionOnce() throws {
        let paragraphs = (1...4).map { "<p>\(TestPage.prose("p\($0)"))</p>" }.joined()
        let page = TestPage.site(
            article: """
                <h1>Library funding approved</h1>\(paragraphs)
                <p>The budget of a branch of size <mjx-container class="MathJax CtxtMenu_Attached_0" jax="CHTML" \
                tabindex="0" ctxtmenu_counter="1" style="font-size: 113.1%; position: relative;">\
                <mjx-math class="MJX-TEX" aria-hidden="true"><mjx-mi class="mjx-i"><mjx-c class="mjx-c1D45B TEX-I">n\
                </mjx-c></mjx-mi></mjx-math><mjx-assistive-mml unselectable="on" display="inline">\
                <math xmlns="http://www.w3.org/1998/Math/MathML"><mi>n</mi></math></mjx-assistive-mml></mjx-container> \
                grows with the number of readers, the council said on Tuesday evening:</p>
                <mjx-container class="MathJax CtxtMenu_Attached_0" jax="CHTML" display="true" tabindex="0" \
                ctxtmenu_counter="2"><mjx-math display="true" class="MJX-TEX" aria-hidden="true"><mjx-mi class="mjx-i">\
                <mjx-c class="mjx-c1D435 TEX-I">B</mjx-c></mjx-mi><mjx-mo class="mjx-n" space="4"><mjx-c class="mjx-c3D">\
                =</mjx-c></mjx-mo><mjx-mn class="mjx-n" space="4"><mjx-c class="mjx-c34">4</mjx-c></mjx-mn>\
                <mjx-mi class="mjx-i"><mjx-c class="mjx-c1D45B TEX-I">n</mjx-c></mjx-mi></mjx-math>\
                <mjx-assistive-mml unselectable="on" display="block"><math xmlns="http://www.w3.org/1998/Math/MathML" \
                display="block"><mi>B</mi><mo>=</mo><mn>4</mn><mi>n</mi></math></mjx-assistive-mml></mjx-container>
                """)
        let article = try ArticleConverter().convert(Array(page.utf8), url: URL(string: "https://news.example.com/a"))
        #expect(article.text.contains("of a branch of size n grows with the number"), "\(article.text)")
        #expect(article.document.lines.contains(.preformatted(alt: "math", lines: ["B = 4n"])), "\(article.gemtext)")
        #expect(!article.text.contains("B=4n"))
    }
}
