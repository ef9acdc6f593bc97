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
}
