import Foundation
import Testing

@testable import Article

/// Papers as the software that puts them on the web writes them: the
/// title, every author without an affiliation run into the name, the
/// abstract, every section in the contents, formulas as their TeX,
/// figures under their captions, tables whole, the references, and none
/// of the site's furniture.
@Suite struct PaperPageTests {
    // MARK: arXiv (LaTeXML)

    /// A paper in arXiv's HTML, as LaTeXML writes it: the authors' block
    /// (each name beside its affiliation and address), the abstract, a
    /// footnote, numbered display equations set out in tables (one, then
    /// two aligned rows), a proposition and its proof under run-in
    /// headings, a figure, a table and the bibliography; around it arXiv's
    /// banner, the contents, the notice of packages that failed to convert
    /// (`role="status"`) and LaTeXML's footer.
    static let arxivPaper = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta content="text/html; charset=utf-8" http-equiv="content-type"/>
        <title>Sliding Window Attention for Long Documents</title>
        <!--Generated on Tue Mar  5 14:02:11 2024 by LaTeXML (version 0.8.8) http://dlmf.nist.gov/LaTeXML/.-->
        <meta content="width=device-width, initial-scale=1, shrink-to-fit=no" name="viewport"/>
        <meta content="attention, transformers, long documents" lang="en" name="keywords"/>
        <base href="/html/2403.01234v1/"/></head>
        <body>
        <header class="mob_header">
        <div class="html-header-logo"><a href="https://arxiv.org/"><img alt="logo" class="logomark" \#
        role="presentation" width="100" \#
        src="https://services.dev.arxiv.org/html/static/arxiv-logomark-small-white.svg"/><span class="sr-only">Back \#
        to arXiv</span></a></div>
        <div class="html-header-message" role="banner"><p>This is <strong>experimental HTML</strong> to improve \#
        accessibility. We invite you to report rendering errors. <span class="sr-only">Use Alt+Y to toggle on \#
        accessible reporting links and Alt+Shift+Y to toggle off.</span> Learn more <a \#
        href="https://info.arxiv.org/about/accessible_HTML.html" target="_blank">about this project</a> and <a \#
        href="https://info.arxiv.org/help/submit_latex_best_practices.html" target="_blank">help improve \#
        conversions</a>.</p></div>
        <nav class="html-header-nav"><a class="ar5iv-footer-button hover-effect" \#
        href="https://info.arxiv.org/about/accessible_HTML.html" target="_blank">Why HTML?</a><a \#
        class="ar5iv-footer-button hover-effect" target="_blank" href="#myForm" id="openForm">Report Issue</a><a \#
        class="ar5iv-footer-button hover-effect" href="https://arxiv.org/abs/2403.01234v1">Back to Abstract</a><a \#
        class="ar5iv-footer-button hover-effect" href="https://arxiv.org/pdf/2403.01234v1" target="_blank">Download \#
        PDF</a></nav>
        </header>
        <div class="ltx_page_main" id="main">
        <nav class="ltx_TOC active" aria-labelledby="toc_header"><h2 id="toc_header" class="sr-only">Table of \#
        Contents</h2>
        <div id="listIcon" type="button" class="hide"></div>
        <ol class="ltx_toclist">
        <li class="ltx_tocentry ltx_tocentry_section"><a class="ltx_ref" href="#abstract" title="Abstract"><span \#
        class="ltx_text ltx_ref_title">Abstract</span></a></li>
        <li class="ltx_tocentry ltx_tocentry_section"><a class="ltx_ref" href="#S1" title="In Sliding Window \#
        Attention for Long Documents"><span class="ltx_text ltx_ref_title"><span class="ltx_tag ltx_tag_ref">1 \#
        </span>Introduction</span></a></li>
        <li class="ltx_tocentry ltx_tocentry_section"><a class="ltx_ref" href="#S2" title="In Sliding Window \#
        Attention for Long Documents"><span class="ltx_text ltx_ref_title"><span class="ltx_tag ltx_tag_ref">2 \#
        </span>Method</span></a></li>
        <li class="ltx_tocentry ltx_tocentry_section"><a class="ltx_ref" href="#S3" title="In Sliding Window \#
        Attention for Long Documents"><span class="ltx_text ltx_ref_title"><span class="ltx_tag ltx_tag_ref">3 \#
        </span>Experiments</span></a></li>
        <li class="ltx_tocentry ltx_tocentry_bibliography"><a class="ltx_ref" href="#bib" title="In Sliding Window \#
        Attention for Long Documents"><span class="ltx_text ltx_ref_title">References</span></a></li>
        </ol></nav>
        <div class="ltx_page_content">
        <div class="package-alerts ltx_document" role="status" aria-label="Conversion errors have been found">
        <button aria-label="Dismiss alert" onclick="closePopup()"><span aria-hidden="true"></span></button>
        <p>HTML conversions <a href="https://info.dev.arxiv.org/about/accessibility_html_error_messages.html" \#
        target="_blank">sometimes display errors</a> due to content that did not convert correctly from the source. \#
        This paper uses the following packages that are not yet supported by the HTML conversion tool. Feedback on \#
        these issues are not necessary; they are known and are being worked on.</p>
        <ul arial-label="Unsupported packages used in this paper">
        <li>failed: tikz-cd</li>
        </ul>
        <p>Authors: achieve the best HTML results from your LaTeX submissions by following these <a \#
        href="https://arxiv.org/help/submit_latex_best_practices" target="_blank">best practices</a>.</p>
        </div><div id="target-section" class="section"><a id="license-tr" \#
        href="https://arxiv.org/licenses/nonexclusive-distrib/1.0/">License: arXiv.org perpetual non-exclusive \#
        license</a><div id="watermark-tr">arXiv:2403.01234v1 [cs.CL] 05 Mar 2024</div></div>
        <article class="ltx_document ltx_authors_1line">
        <h1 class="ltx_title ltx_title_document">Sliding Window Attention for Long Documents</h1>
        <div class="ltx_authors">
        <span class="ltx_creator ltx_role_author">
        <span class="ltx_personname">Maria Okafor
        </span><span class="ltx_author_notes">
        <span class="ltx_contact ltx_role_affiliation">Department of Computer Science, University of Lagos
        </span>
        <span class="ltx_contact ltx_role_email"><a href="mailto:mokafor@unilag.edu.ng">mokafor@unilag.edu.ng</a>
        </span></span></span>
        <span class="ltx_author_before">  </span><span class="ltx_creator ltx_role_author">
        <span class="ltx_personname">Tomás Lindqvist
        </span><span class="ltx_author_notes">
        <span class="ltx_contact ltx_role_affiliation">KTH Royal Institute of Technology
        </span>
        <span class="ltx_contact ltx_role_email"><a href="mailto:tlind@kth.se">tlind@kth.se</a>
        </span></span></span>
        </div>
        <div class="ltx_abstract" id="abstract">
        <h6 class="ltx_title ltx_title_abstract">Abstract</h6>
        <p class="ltx_p" id="id1.id1">Self-attention costs time quadratic in the length of its input, which puts \#
        long documents out of reach. We restrict each token to a window of <math alttext="w" class="ltx_Math" \#
        display="inline" id="id1.id1.m1.1"><semantics id="id1.id1.m1.1a"><mi id="id1.id1.m1.1.1" \#
        xref="id1.id1.m1.1.1.cmml">w</mi><annotation encoding="application/x-tex" \#
        id="id1.id1.m1.1b">w</annotation></semantics></math> neighbours and add a handful of global tokens, which \#
        brings the cost down to linear while keeping accuracy within one point of full attention on three \#
        benchmarks.</p>
        </div>
        <section class="ltx_section" id="S1">
        <h2 class="ltx_title ltx_title_section">
        <span class="ltx_tag ltx_tag_section">1 </span>Introduction</h2>
        <div class="ltx_para" id="S1.p1">
        <p class="ltx_p" id="S1.p1.2">Transformers <cite class="ltx_cite ltx_citemacro_citep">(<a class="ltx_ref" \#
        href="#bib.bib3" title="">Vaswani et al., <a class="ltx_ref" href="#bib.bib3" \#
        title="">2017</a></cite>)</cite> compare every token with every other, at a cost of <math \#
        alttext="O(n^{2})" class="ltx_Math" display="inline" id="S1.p1.1.m1.1"><semantics id="S1.p1.1.m1.1a"><mrow \#
        id="S1.p1.1.m1.1.1"><mi>O</mi><mo>⁢</mo><mrow><mo \#
        stretchy="false">(</mo><msup><mi>n</mi><mn>2</mn></msup><mo \#
        stretchy="false">)</mo></mrow></mrow><annotation encoding="application/x-tex" \#
        id="S1.p1.1.m1.1b">O(n^{2})</annotation></semantics></math> for a sequence of <math alttext="n" \#
        class="ltx_Math" display="inline" id="S1.p1.2.m2.1"><semantics id="S1.p1.2.m2.1a"><mi>n</mi><annotation \#
        encoding="application/x-tex" id="S1.p1.2.m2.1b">n</annotation></semantics></math> tokens.<span \#
        class="ltx_note ltx_role_footnote" id="footnote1"><sup class="ltx_note_mark">1</sup><span \#
        class="ltx_note_outer"><span class="ltx_note_content"><sup class="ltx_note_mark">1</sup><span \#
        class="ltx_tag ltx_tag_note">1</span>Our code is available at <a class="ltx_ref ltx_url \#
        ltx_font_typewriter" href="https://github.com/mokafor/swa" \#
        title="">https://github.com/mokafor/swa</a>.</span></span></span> Earlier work made attention sparse by \#
        hand <cite class="ltx_cite ltx_citemacro_citep">(<a class="ltx_ref" href="#bib.bib1" title="">Beltagy et \#
        al., <a class="ltx_ref" href="#bib.bib1" title="">2020</a></cite>)</cite>; we ask how small the window can \#
        be.</p>
        </div>
        <section class="ltx_subsection" id="S1.SS1">
        <h3 class="ltx_title ltx_title_subsection">
        <span class="ltx_tag ltx_tag_subsection">1.1 </span>Contributions</h3>
        <div class="ltx_para" id="S1.SS1.p1">
        <ul class="ltx_itemize" id="S1.I1">
        <li class="ltx_item" id="S1.I1.i1" style="list-style-type:none;">
        <span class="ltx_tag ltx_tag_item">•</span>
        <div class="ltx_para" id="S1.I1.i1.p1">
        <p class="ltx_p" id="S1.I1.i1.p1.1">A windowed attention whose cost grows linearly with length.</p>
        </div>
        </li>
        <li class="ltx_item" id="S1.I1.i2" style="list-style-type:none;">
        <span class="ltx_tag ltx_tag_item">•</span>
        <div class="ltx_para" id="S1.I1.i2.p1">
        <p class="ltx_p" id="S1.I1.i2.p1.1">A study of window sizes on three long-document benchmarks.</p>
        </div>
        </li>
        </ul>
        </div>
        </section>
        </section>
        <section class="ltx_section" id="S2">
        <h2 class="ltx_title ltx_title_section">
        <span class="ltx_tag ltx_tag_section">2 </span>Method</h2>
        <div class="ltx_para" id="S2.p1">
        <p class="ltx_p" id="S2.p1.1">Full attention computes</p>
        <table class="ltx_equation ltx_eqn_table" id="S2.E1">
        <tbody><tr class="ltx_equation ltx_eqn_row ltx_align_baseline">
        <td class="ltx_eqn_cell ltx_eqn_center_padleft"></td>
        <td class="ltx_eqn_cell ltx_align_center"><math \#
        alttext="\mathrm{Attn}(Q,K,V)=\mathrm{softmax}\left(\frac{QK^{\top}}{\sqrt{d}}\right)V" class="ltx_Math" \#
        display="block" id="S2.E1.m1.1"><semantics \#
        id="S2.E1.m1.1a"><mrow><mi>Attn</mi><mo>=</mo><mi>V</mi></mrow><annotation encoding="application/x-tex" \#
        id="S2.E1.m1.1b">\mathrm{Attn}(Q,K,V)=\mathrm{softmax}\left(\frac{QK^{\top}}{\sqrt{d}}\right)V</annotation>\#
        </semantics></math></td>
        <td class="ltx_eqn_cell ltx_eqn_center_padright"></td>
        <td class="ltx_eqn_cell ltx_eqn_eqno ltx_align_middle ltx_align_right" rowspan="1"><span class="ltx_tag \#
        ltx_tag_equation ltx_align_right">(1)</span></td>
        </tr></tbody>
        </table>
        <p class="ltx_p" id="S2.p1.2">and we mask every pair further apart than the window.</p>
        </div>
        <div class="ltx_theorem ltx_theorem_proposition" id="Thmtheorem1">
        <h6 class="ltx_title ltx_runin ltx_title_theorem">
        <span class="ltx_tag ltx_tag_theorem"><span class="ltx_text ltx_font_bold" \#
        id="Thmtheorem1.1.1.1">Proposition 1</span></span><span class="ltx_text ltx_font_bold" \#
        id="Thmtheorem1.2.1">.</span>
        </h6>
        <div class="ltx_para" id="Thmtheorem1.p1">
        <p class="ltx_p" id="Thmtheorem1.p1.1"><span class="ltx_text ltx_font_italic">With a window of w tokens and \#
        g global tokens, one layer costs time linear in n.</span></p>
        </div>
        </div>
        <div class="ltx_proof" id="S2.1">
        <h6 class="ltx_title ltx_runin ltx_font_italic ltx_title_proof">Proof.</h6>
        <div class="ltx_para" id="S2.1.p1">
        <p class="ltx_p" id="S2.1.p1.1">Each token meets at most w + g others. ∎</p>
        </div>
        </div>
        <div class="ltx_para" id="S2.p2">
        <p class="ltx_p" id="S2.p2.1">Summed over the sequence,</p>
        <table class="ltx_equationgroup ltx_eqn_align ltx_eqn_table" id="S2.E2">
        <tbody id="S2.E2X"><tr class="ltx_equation ltx_eqn_row ltx_align_baseline">
        <td class="ltx_eqn_cell ltx_eqn_center_padleft"></td>
        <td class="ltx_td ltx_align_right ltx_eqn_cell"><math alttext="\displaystyle\mathrm{cost}" class="ltx_Math" \#
        display="inline" id="S2.E2X.2.1.1.m1.1"><semantics><mi>cost</mi><annotation \#
        encoding="application/x-tex">\displaystyle\mathrm{cost}</annotation></semantics></math></td>
        <td class="ltx_td ltx_align_left ltx_eqn_cell"><math alttext="\displaystyle=n\,(w+g)" class="ltx_Math" \#
        display="inline" id="S2.E2X.3.2.2.m1.1"><semantics><mrow><mo>=</mo><mi>n</mi></mrow><annotation \#
        encoding="application/x-tex">\displaystyle=n\,(w+g)</annotation></semantics></math></td>
        <td class="ltx_eqn_cell ltx_eqn_center_padright"></td>
        <td class="ltx_eqn_cell ltx_eqn_eqno ltx_align_middle ltx_align_right" rowspan="1"><span class="ltx_tag \#
        ltx_tag_equation ltx_align_right">(2)</span></td>
        </tr></tbody>
        <tbody id="S2.E3X"><tr class="ltx_equation ltx_eqn_row ltx_align_baseline">
        <td class="ltx_eqn_cell ltx_eqn_center_padleft"></td>
        <td class="ltx_td ltx_eqn_cell"></td>
        <td class="ltx_td ltx_align_left ltx_eqn_cell"><math alttext="\displaystyle\leq 2nw" class="ltx_Math" \#
        display="inline" id="S2.E3X.3.1.1.m1.1"><semantics><mrow><mo>≤</mo><mi>w</mi></mrow><annotation \#
        encoding="application/x-tex">\displaystyle\leq 2nw</annotation></semantics></math></td>
        <td class="ltx_eqn_cell ltx_eqn_center_padright"></td>
        <td class="ltx_eqn_cell ltx_eqn_eqno ltx_align_middle ltx_align_right" rowspan="1"><span class="ltx_tag \#
        ltx_tag_equation ltx_align_right">(3)</span></td>
        </tr></tbody>
        </table>
        <p class="ltx_p" id="S2.p2.2">when the window is at least as wide as the global tokens are many.</p>
        </div>
        <figure class="ltx_figure" id="S2.F1"><img alt="Refer to caption" class="ltx_graphics ltx_centering \#
        ltx_img_landscape" height="204" id="S2.F1.g1" src="x1.png" width="598"/>
        <figcaption class="ltx_caption ltx_centering"><span class="ltx_tag ltx_tag_figure">Figure 1: </span>The \#
        attention pattern: a band around the diagonal and two global rows.</figcaption>
        </figure>
        </section>
        <section class="ltx_section" id="S3">
        <h2 class="ltx_title ltx_title_section">
        <span class="ltx_tag ltx_tag_section">3 </span>Experiments</h2>
        <div class="ltx_para" id="S3.p1">
        <p class="ltx_p" id="S3.p1.1">Table <a class="ltx_ref" href="#S3.T1" title="Table 1 ‣ 3 Experiments"><span \#
        class="ltx_text ltx_ref_tag">1</span></a> gives accuracy on the three benchmarks.</p>
        </div>
        <figure class="ltx_table" id="S3.T1">
        <figcaption class="ltx_caption ltx_centering"><span class="ltx_tag ltx_tag_table">Table 1: </span>Accuracy \#
        (%) by window size.</figcaption>
        <table class="ltx_tabular ltx_centering ltx_guessed_headers ltx_align_middle" id="S3.T1.1">
        <thead class="ltx_thead">
        <tr class="ltx_tr" id="S3.T1.1.1.1">
        <th class="ltx_td ltx_align_left ltx_th ltx_th_column ltx_border_tt" id="S3.T1.1.1.1.1">Window</th>
        <th class="ltx_td ltx_align_center ltx_th ltx_th_column ltx_border_tt" id="S3.T1.1.1.1.2">QuALITY</th>
        <th class="ltx_td ltx_align_center ltx_th ltx_th_column ltx_border_tt" id="S3.T1.1.1.1.3">arXiv-sum</th>
        </tr>
        </thead>
        <tbody class="ltx_tbody">
        <tr class="ltx_tr" id="S3.T1.1.2.1">
        <td class="ltx_td ltx_align_left ltx_border_t" id="S3.T1.1.2.1.1">128</td>
        <td class="ltx_td ltx_align_center ltx_border_t" id="S3.T1.1.2.1.2">61.2</td>
        <td class="ltx_td ltx_align_center ltx_border_t" id="S3.T1.1.2.1.3">44.0</td>
        </tr>
        <tr class="ltx_tr" id="S3.T1.1.3.2">
        <td class="ltx_td ltx_align_left ltx_border_bb" id="S3.T1.1.3.2.1">512</td>
        <td class="ltx_td ltx_align_center ltx_border_bb" id="S3.T1.1.3.2.2"><span class="ltx_text \#
        ltx_font_bold">63.9</span></td>
        <td class="ltx_td ltx_align_center ltx_border_bb" id="S3.T1.1.3.2.3"><span class="ltx_text \#
        ltx_font_bold">45.7</span></td>
        </tr>
        </tbody>
        </table>
        </figure>
        </section>
        <section class="ltx_bibliography" id="bib">
        <h2 class="ltx_title ltx_title_bibliography">References</h2>
        <ul class="ltx_biblist">
        <li class="ltx_bibitem" id="bib.bib1">
        <span class="ltx_tag ltx_role_refnum ltx_tag_bibitem">Beltagy et al. (2020)</span>
        <span class="ltx_bibblock">
        Iz Beltagy, Matthew E. Peters, and Arman Cohan.
        </span>
        <span class="ltx_bibblock">Longformer: The long-document transformer.
        </span>
        <span class="ltx_bibblock"><em class="ltx_emph ltx_font_italic" id="bib.bib1.1.1">arXiv preprint \#
        arXiv:2004.05150</em>, 2020.
        </span>
        </li>
        <li class="ltx_bibitem" id="bib.bib3">
        <span class="ltx_tag ltx_role_refnum ltx_tag_bibitem">Vaswani et al. (2017)</span>
        <span class="ltx_bibblock">
        Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Łukasz Kaiser, and \#
        Illia Polosukhin.
        </span>
        <span class="ltx_bibblock">Attention is all you need.
        </span>
        <span class="ltx_bibblock">In <em class="ltx_emph ltx_font_italic" id="bib.bib3.1.1">Advances in Neural \#
        Information Processing Systems</em>, pages 5998–6008, 2017.
        </span>
        </li>
        </ul>
        </section>
        </article>
        </div>
        <footer class="ltx_page_footer">
        <div class="ltx_page_logo">Generated  on Tue Mar  5 14:02:11 2024 by <a class="ltx_LaTeXML_logo" \#
        href="http://dlmf.nist.gov/LaTeXML/"><span style="letter-spacing:-0.2em; margin-right:0.1em;">L<span \#
        class="ltx_font_smallcaps" style="position:relative; bottom:2.2pt;">a</span>T<span \#
        class="ltx_font_smallcaps" style="font-size:120%;position:relative; bottom:-0.2ex;">e</span></span><span \#
        style="font-size:90%; position:relative; bottom:-0.2ex;">XML</span><img alt="Mascot Sammy" \#
        src="data:image/png;base64,iVBORw0KGgo="/></a>
        </div></footer>
        </div>
        </body>
        </html>
        """#

    static let arxivAddress = "https://arxiv.org/html/2403.01234v1"

    @Test func anArxivPaperNamesItsAuthorsWithoutTheirAffiliations() throws {
        let article = try Convert.page(Self.arxivPaper, url: Self.arxivAddress)
        #expect(article.metadata.author == "Maria Okafor, Tomás Lindqvist")
        // The header names them; their cards, run into one line each, are not the paper's text.
        let text = Convert.body(of: article)
        #expect(!text.contains("KTH Royal Institute") && !text.contains("mailto:"), "\(text)")
    }

    @Test func anArxivPapersNumberedEquationsAreFormulaLines() throws {
        let text = Convert.body(of: try Convert.page(Self.arxivPaper, url: Self.arxivAddress))
        let attention = #"\mathrm{Attn}(Q,K,V)=\mathrm{softmax}\left(\frac{QK^{\top}}{\sqrt{d}}\right)V  (1)"#
        #expect(text.contains("Full attention computes\n\n```math\n\(attention)\n```\n"), "\(text)")
        #expect(text.contains("```math\n\\mathrm{cost} =n\\,(w+g)  (2)\n\\leq 2nw  (3)\n```\n"), "\(text)")
    }

    @Test func anArxivPapersTheoremOpensItsParagraph() throws {
        let article = try Convert.page(Self.arxivPaper, url: Self.arxivAddress)
        let text = Convert.body(of: article)
        #expect(text.contains("\nProposition 1. With a window of w tokens and g global tokens, one layer"), "\(text)")
        #expect(text.contains("\nProof. Each token meets at most w + g others. ∎\n"), "\(text)")
        #expect(
            article.headings.map(\.title) == [
                "Abstract", "1 Introduction", "1.1 Contributions", "2 Method", "3 Experiments", "References",
            ])
    }

    @Test func anArxivPapersContentsGiveEachSectionTheAuthorsNumberAlone() throws {
        let gemtext = try Convert.pageGemtext(Self.arxivPaper, url: Self.arxivAddress)
        let contents = "Contents\n* Abstract\n* 1 Introduction\n* \u{A0}\u{A0}1.1 Contributions\n* 2 Method\n"
            + "* 3 Experiments\n* References\n"
        #expect(gemtext.contains(contents), "\(gemtext)")
    }

    @Test func anArxivPaperIsDatedByItsStamp() throws {
        let article = try Convert.page(Self.arxivPaper, url: Self.arxivAddress)
        #expect(article.metadata.published == "2024-03-05", "arXiv:2403.01234v1 [cs.CL] 05 Mar 2024")
    }

    @Test func anArxivPaperLeavesOutTheNoticeOfItsConversion() throws {
        let text = Convert.body(of: try Convert.page(Self.arxivPaper, url: Self.arxivAddress))
        for furniture in ["display errors", "tikz-cd", "best practices", "Report Issue", "LaTeXML"] {
            #expect(!text.contains(furniture), "\(furniture)")
        }
        #expect(text.contains("Self-attention costs time quadratic in the length of its input"), "\(text)")
        #expect(text.contains("\n* Beltagy et al. (2020) Iz Beltagy, Matthew E. Peters, and Arman Cohan."), "\(text)")
    }
}

extension PaperPageTests {
    // MARK: PubMed Central

    /// An article in PubMed Central's older layout: the citation, the
    /// authors with their affiliations' numbers and a hidden panel of
    /// affiliations, a structured abstract and its keywords, sections in
    /// `div.tsec`, a figure (`div.fig`: the picture in a link to the
    /// figure's page, "Figure 1" in a link over its caption), a table
    /// (`div.table-wrap`: "Table 1" in an `<h3>`, its caption, the table,
    /// its footnote), the references, and the site's furniture.
    static let pmcArticle = #"""
        <!DOCTYPE html>
        <html lang="en" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:mml="http://www.w3.org/1998/Math/MathML">
        <head>
        <meta charset="utf-8">
        <title>Household air filters and asthma symptoms in children: a randomised trial - PMC</title>
        <meta name="ncbi_app" content="pmc">
        <meta name="ncbi_pcid" content="/articles/PMC7932534/">
        <meta name="citation_journal_title" content="BMJ Open Respiratory Research">
        <meta name="citation_title" content="Household air filters and asthma symptoms in children: a randomised \#
        trial">
        <meta name="citation_author" content="Adaeze Okonkwo">
        <meta name="citation_author_institution" content="Department of Paediatrics, University of Ibadan, Ibadan, \#
        Nigeria">
        <meta name="citation_author" content="Henrik Sørensen">
        <meta name="citation_author_institution" content="Steno Diabetes Center, Copenhagen, Denmark">
        <meta name="citation_author" content="Priya Raman">
        <meta name="citation_publication_date" content="2021 Mar 4">
        <meta name="citation_volume" content="8">
        <meta name="citation_issue" content="1">
        <meta name="citation_firstpage" content="e000812">
        <meta name="citation_doi" content="10.1136/bmjresp-2020-000812">
        <meta name="citation_pmid" content="33661964">
        <meta name="citation_abstract_html_url" content="https://www.ncbi.nlm.nih.gov/pmc/articles/PMC7932534/">
        <meta name="citation_pdf_url" \#
        content="https://www.ncbi.nlm.nih.gov/pmc/articles/PMC7932534/pdf/bmjresp-2020-000812.pdf">
        <meta name="description" content="Children with asthma living near busy roads had fewer symptom days when a \#
        HEPA filter ran in their bedroom.">
        <meta name="og:title" content="Household air filters and asthma symptoms in children: a randomised trial">
        <meta name="og:type" content="article">
        <meta name="og:site_name" content="PubMed Central (PMC)">
        <link rel="canonical" href="https://www.ncbi.nlm.nih.gov/pmc/articles/PMC7932534/">
        </head>
        <body>
        <div class="grid">
        <div class="header"><div class="ncbi-header"><a href="/" class="ncbi-logo">NCBI</a> <a href="#maincontent" \#
        class="skip">Skip to main content</a><form class="search"><input name="term" placeholder="Search PMC \#
        Full-Text Archive"><button>Search</button></form></div>
        <div class="pmc-banner">An official website of the United States government</div></div>
        <div class="container content">
        <div id="maincontent" class="content eight_col col">
        <div class="pmc-wm boxed">
        <div class="article lit-style" id="pmcmaincontent">
        <div class="fm-sec half_rhythm no_top_margin">
        <div class="fm-citation"><span class="cit">BMJ Open Respir Res. 2021; 8(1): e000812. </span><span \#
        class="fm-vol-iss-date">Published online 2021 Mar 4. </span><span class="doi">doi: <a \#
        href="https://doi.org/10.1136%2Fbmjresp-2020-000812" target="pmc_ext" \#
        ref="reftype=other&amp;article-id=7932534">10.1136/bmjresp-2020-000812</a></span></div>
        <div class="fm-ids"><div class="fm-citation-pmcid"><span class="fm-citation-ids-label">PMCID: \#
        </span><span>PMC7932534</span></div><div class="fm-citation-pmid">PMID: <a \#
        href="https://www.ncbi.nlm.nih.gov/pubmed/33661964">33661964</a></div></div>
        <h1 class="content-title">Household air filters and asthma symptoms in children: a randomised trial</h1>
        <div class="half_rhythm"><div class="contrib-group fm-author"><a href="/pmc/?term=Okonkwo%20A%5BAuthor%5D" \#
        class="affpopup" co-rid="_co_idm1" co-class="co-affbox">Adaeze Okonkwo</a>,<sup>1</sup> <a \#
        href="/pmc/?term=S%C3%B8rensen%20H%5BAuthor%5D" class="affpopup" co-rid="_co_idm2" \#
        co-class="co-affbox">Henrik Sørensen</a>,<sup>2</sup> and <a href="/pmc/?term=Raman%20P%5BAuthor%5D" \#
        class="affpopup" co-rid="_co_idm3" co-class="co-affbox">Priya Raman</a><sup>1</sup><img \#
        src="/corehtml/pmc/pmcgifs/corrauth.gif" alt="corresponding author"></div></div>
        <div class="fm-panel half_rhythm"><div class="togglers"><a href="#" class="pmctoggle" rid="idm1_ai">Author \#
        information</a> <a href="#" class="pmctoggle" rid="idm1_ifp">Article notes</a> <a href="#" \#
        class="pmctoggle" rid="idm1_cpl">Copyright and License information</a> <a href="/pmc/about/disclaimer/">PMC \#
        Disclaimer</a></div>
        <div class="fm-authors-info fm-panel hide half_rhythm" id="idm1_ai" style="display:none"><div \#
        class="fm-affl" lang="en" id="af1"><sup>1</sup>Department of Paediatrics, University of Ibadan, Ibadan, \#
        Nigeria</div><div class="fm-affl" lang="en" id="af2"><sup>2</sup>Steno Diabetes Center, Copenhagen, \#
        Denmark</div><div id="cor1">Correspondence to Dr Priya Raman; <a href="mailto:dev@null" \#
        data-email="gro.liam@namarp" class="oemail">gro.liam@namarp</a></div></div>
        </div></div>
        <div id="ab1" lang="en" class="tsec sec"><h2 class="head no_bottom_margin" id="ab1title">Abstract</h2>
        <div><div id="ab1sec1" class="sec"><h3>Objective</h3><p id="__p1" class="p p-first-last">To find out \#
        whether a portable HEPA air filter in the bedroom reduces the number of days with asthma symptoms in \#
        children living near busy roads.</p></div>
        <div id="ab1sec2" class="sec"><h3>Methods</h3><p id="__p2" class="p p-first-last">We randomly assigned 214 \#
        children aged 6–12 years to a working filter or a sham filter for 24 weeks.</p></div>
        <div id="ab1sec3" class="sec"><h3>Results</h3><p id="__p3" class="p p-first-last">Children with a working \#
        filter had 2.1 fewer symptom days per fortnight (95% CI 0.9 to 3.3).</p></div></div>
        <div class="sec"><strong class="kwd-title">Keywords: </strong><span class="kwd-text">asthma, air pollution, \#
        children, HEPA filter</span></div></div>
        <div id="s1" class="tsec sec"><h2 class="head no_bottom_margin" id="s1title">Introduction</h2>
        <p id="P1" class="p p-first">Asthma is the most common chronic disease of childhood, and traffic pollution \#
        makes it worse.<sup>[<a href="#R1" rid="R1" class=" bibr popnode">1</a>, <a href="#R2" rid="R2" class=" \#
        bibr popnode">2</a>]</sup> Filters remove fine particles from indoor air, but trials in children have been \#
        small.<sup>[<a href="#R3" rid="R3" class=" bibr popnode">3</a>]</sup></p>
        <p id="P2" class="p p-last">We set out to test a filter that families could run at home for six \#
        months.</p></div>
        <div id="s2" class="tsec sec"><h2 class="head no_bottom_margin" id="s2title">Methods</h2>
        <div id="s2a" class="sec sec-first"><h3 id="s2atitle">Participants</h3><p id="P3" class="p \#
        p-first-last">Children were recruited from three clinics between March 2018 and June 2019 (<a href="#F1" \#
        rid="F1" class=" fig">figure 1</a>).</p></div>
        <div id="F1" class="fig iconblock whole_rhythm clearfix"><a class="icnblk_img figpopup" \#
        href="/pmc/articles/PMC7932534/figure/F1/" target="figure" rid-figpopup="F1" rid-ob="ob-F1" \#
        co-legend-rid="lgnd_F1"><img class="tileshop" src="/pmc/articles/PMC7932534/bin/bmjresp-2020-000812f01.jpg" \#
        alt="An external file that holds a picture, illustration, etc.&#10;Object name is \#
        bmjresp-2020-000812f01.jpg" title="Click on image to zoom"></a><div class="icnblk_cntnt" \#
        id="lgnd_F1"><div><a class="figpopup" href="/pmc/articles/PMC7932534/figure/F1/" target="figure" \#
        rid-figpopup="F1" rid-ob="ob-F1">Figure 1</a></div><div class="caption"><p id="__p7">Flow of participants \#
        through the trial.</p></div></div></div>
        <div id="s2b" class="sec"><h3 id="s2btitle">Outcomes</h3><p id="P4" class="p p-first-last">The main outcome \#
        was symptom days per fortnight, from a diary kept by parents.</p></div></div>
        <div id="s3" class="tsec sec"><h2 class="head no_bottom_margin" id="s3title">Results</h2>
        <p id="P5" class="p p-first">Baseline characteristics were similar in both groups (<a href="#T1" rid="T1" \#
        class=" table">table 1</a>).</p>
        <div class="table-wrap table anchored whole_rhythm" id="T1"><h3>Table 1</h3><div class="caption"><p \#
        id="__p9">Baseline characteristics</p></div><div class="xtable"><table frame="hsides" rules="groups" \#
        class="rendered small default_table"><thead><tr><th rowspan="1" colspan="1"></th><th rowspan="1" \#
        colspan="1">Filter (n=107)</th><th rowspan="1" colspan="1">Sham (n=107)</th></tr></thead><tbody><tr><td \#
        rowspan="1" colspan="1">Age, years</td><td rowspan="1" colspan="1">8.9 (1.8)</td><td rowspan="1" \#
        colspan="1">9.1 (1.7)</td></tr><tr><td rowspan="1" colspan="1">Girls, n (%)</td><td rowspan="1" \#
        colspan="1">49 (46)</td><td rowspan="1" colspan="1">52 (49)</td></tr></tbody></table></div><div \#
        class="tblwrap-foot"><div id="TF1-1"><p id="__p10">Values are mean (SD) unless stated \#
        otherwise.</p></div></div></div>
        <p id="P6" class="p p-last">Symptom days fell in both groups, more with the working filter.</p></div>
        <div id="s4" class="tsec sec"><h2 class="head no_bottom_margin" id="s4title">Discussion</h2><p id="P7" \#
        class="p p-first-last">A bedroom filter is a cheap way to give children with asthma a few more good \#
        days.</p></div>
        <div id="ack1" class="tsec sec"><h2 class="head no_bottom_margin" id="ack1title">Acknowledgments</h2><p \#
        id="P8" class="p">We thank the families who took part.</p></div>
        <div id="idm2" class="tsec sec"><h2 class="head no_bottom_margin" \#
        id="idm2title">Footnotes</h2><p><strong>Contributors:</strong> AO and PR designed the study; HS did the \#
        analysis.</p><p><strong>Funding:</strong> Wellcome Trust (grant 2181).</p></div>
        <div id="reference-list" class="tsec sec"><h2 class="head no_bottom_margin" \#
        id="reference-listtitle">References</h2>
        <div class="ref-list-sec sec" id="reference-list"><div class="ref-cit-blk half_rhythm" id="R1">1. <span \#
        class="element-citation">Asher MI, Rutter CE, Bissell K, et al.. <span class="ref-title">Worldwide trends \#
        in the burden of asthma symptoms in school-aged children</span>. <span class="ref-journal">Lancet \#
        </span>2021;<span class="ref-vol">398</span>:1569–80. [<a \#
        href="https://www.ncbi.nlm.nih.gov/pmc/articles/PMC8573635/" class="int-reflink">PMC free article</a>] [<a \#
        href="https://pubmed.ncbi.nlm.nih.gov/34755626" target="pmc_ext">PubMed</a>] [<a \#
        href="https://scholar.google.com/scholar_lookup?journal=Lancet&amp;title=Worldwide+trends" \#
        target="pmc_ext">Google Scholar</a>]</span></div>
        <div class="ref-cit-blk half_rhythm" id="R2">2. <span class="element-citation">Khreis H, Kelly C, Tate J, \#
        et al.. <span class="ref-title">Exposure to traffic-related air pollution and risk of development of \#
        childhood asthma</span>. <span class="ref-journal">Environ Int </span>2017;<span \#
        class="ref-vol">100</span>:1–31. [<a href="https://pubmed.ncbi.nlm.nih.gov/27881237" \#
        target="pmc_ext">PubMed</a>] [<a href="https://scholar.google.com/scholar_lookup?journal=Environ+Int" \#
        target="pmc_ext">Google Scholar</a>]</span></div>
        <div class="ref-cit-blk half_rhythm" id="R3">3. <span class="element-citation">Butz AM, Matsui EC, Breysse \#
        P, et al.. <span class="ref-title">A randomized trial of air cleaners and a health coach</span>. <span \#
        class="ref-journal">Arch Pediatr Adolesc Med </span>2011;<span class="ref-vol">165</span>:741–8. [<a \#
        href="https://pubmed.ncbi.nlm.nih.gov/21810636" target="pmc_ext">PubMed</a>] [<a \#
        href="https://scholar.google.com/scholar_lookup?journal=Arch+Pediatr" target="pmc_ext">Google \#
        Scholar</a>]</span></div>
        </div></div>
        <div class="fm-copyright half_rhythm"><a href="/pmc/about/copyright/">Articles from</a> <span \#
        class="acknowledgment-journal-title">BMJ Open Respiratory Research</span> are provided here courtesy of \#
        <strong>BMJ Publishing Group</strong></div>
        </div></div></div>
        <div class="four_col col last"><div class="format-menu"><h2>Formats:</h2><ul><li \#
        class="selected">Article</li><li><a href="/pmc/articles/PMC7932534/pdf/bmjresp-2020-000812.pdf">PDF \#
        (412K)</a></li><li><a href="#" class="citationexporter">Cite</a></li></ul></div>
        <div class="share-buttons"><h2>Share</h2><a \#
        href="https://www.facebook.com/sharer/sharer.php?u=x">Facebook</a><a \#
        href="https://twitter.com/intent/tweet?url=x">Twitter</a></div>
        <div class="portlet"><h3>Similar articles</h3><ul><li><a href="/pmc/articles/PMC1/">Indoor air cleaners and \#
        asthma in adults</a></li><li><a href="/pmc/articles/PMC2/">Traffic and wheeze in \#
        toddlers</a></li></ul></div></div>
        </div>
        <div class="footer"><p>National Library of Medicine, 8600 Rockville Pike, Bethesda MD, 20894 USA</p><a \#
        href="/policies/">Policies and Guidelines</a></div>
        </div>
        </body></html>
        """#

    static let pmcAddress = "https://www.ncbi.nlm.nih.gov/pmc/articles/PMC7932534/"

    @Test func aPubMedCentralFigureAndTableKeepTheirCaptions() throws {
        let article = try Convert.page(Self.pmcArticle, url: Self.pmcAddress)
        let text = Convert.body(of: article)
        #expect(
            text.contains(
                "=> https://www.ncbi.nlm.nih.gov/pmc/articles/PMC7932534/bin/bmjresp-2020-000812f01.jpg "
                    + "Flow of participants through the trial.\n"), "\(text)")
        #expect(text.contains("\nTable 1\n\nBaseline characteristics\n\n```table\n"), "\(text)")
        #expect(!article.headings.map(\.title).contains("Table 1"))
        #expect(article.metadata.author == "Adaeze Okonkwo, Henrik Sørensen, Priya Raman")
        #expect(article.metadata.published?.hasPrefix("2021-03-04") == true)
    }

    @Test func aPubMedCentralReferenceKeepsItsServicesAsLinksAlone() throws {
        let text = Convert.body(of: try Convert.page(Self.pmcArticle, url: Self.pmcAddress))
        #expect(
            text.contains(
                "Lancet 2021;398:1569–80.\n=> https://www.ncbi.nlm.nih.gov/pmc/articles/PMC8573635/ PMC free article\n"
                    + "=> https://pubmed.ncbi.nlm.nih.gov/34755626 PubMed\n"), "\(text)")
        #expect(text.contains("Environ Int 2017;100:1–31.\n=> https://pubmed.ncbi.nlm.nih.gov/27881237 PubMed\n"))
        #expect(!text.contains("[PubMed]") && !text.contains("[Google Scholar]"), "\(text)")
        // One link in brackets after words that run on is the sentence's source: its words stay.
        let roundup = try Convert.body(
            "<p>Morning reading, in no order.</p><p>Why the harbour froze, again "
                + "[<a href=\"https://news.example/harbour\">Gazette</a>]</p><p>More tomorrow.</p>")
        #expect(roundup.contains("Why the harbour froze, again [Gazette]\n"), "\(roundup)")
    }

    @Test func aPubMedCentralFiguresLinkIsLabelledByTheFigure() throws {
        let text = Convert.body(of: try Convert.page(Self.pmcArticle, url: Self.pmcAddress))
        #expect(
            text.contains(
                "\n=> https://www.ncbi.nlm.nih.gov/pmc/articles/PMC7932534/figure/F1/ Flow of participants through the trial.\n"
            ), "\(text)")
        #expect(!text.contains("Link from picture"), "\(text)")
    }
}

extension PaperPageTests {
    // MARK: Distill

    /// A Distill article as its template prerenders it: the title and
    /// byline elements, a footnote in a sentence (`<d-footnote>`), a
    /// citation, a formula in a sentence and one set out (`<d-math block>`),
    /// the appendix with the list of footnotes (each with its "[↩]" back)
    /// and references, and the journal's header and footer elements.
    static let distillArticle = #"""
        <!doctype html>
        <html><head><meta charset="utf-8">
        <title>Attention and Augmented Recurrent Neural Networks</title>
        <meta name="description" content="A visual overview of neural attention.">
        <meta property="og:title" content="Attention and Augmented Recurrent Neural Networks">
        <meta property="article:published_time" content="2016-09-08">
        <meta name="citation_title" content="Attention and Augmented Recurrent Neural Networks">
        <meta name="citation_author" content="Olah, Chris">
        <meta name="citation_author" content="Carter, Shan">
        <meta name="citation_publication_date" content="2016/09/08">
        <meta name="citation_journal_title" content="Distill">
        <script src="https://distill.pub/template.v2.js"></script>
        </head>
        <body distill-prerendered="">
        <distill-header distill-prerendered=""><style>distill-header { position: relative; }</style><div \#
        class="content"><a href="/" class="logo">Distill</a><nav class="nav"><a href="/about/">About</a><a \#
        href="/prize/">Prize</a><a href="/journal/">Submit</a></nav></div></distill-header>
        <d-front-matter><script type="text/json">{"title": "Attention and Augmented Recurrent Neural Networks", \#
        "authors": [{"author":"Chris Olah","authorURL":"https://colah.github.io/","affiliation":"Google \#
        Brain"},{"author":"Shan Carter","affiliation":"Google Brain"}]}</script></d-front-matter>
        <d-title><h1>Attention and Augmented Recurrent Neural Networks</h1><p>A visual overview of neural \#
        attention, and the powerful extensions of neural networks being built on top of it.</p></d-title>
        <d-byline><div class="byline grid"><div class="authors-affiliations \#
        grid"><h3>Authors</h3><h3>Affiliations</h3><p class="author"><a class="name" \#
        href="https://colah.github.io/">Chris Olah</a></p><p class="affiliation"><a class="affiliation" \#
        href="https://g.co/brain">Google Brain</a></p><p class="author"><span class="name">Shan Carter</span></p><p \#
        class="affiliation"><a class="affiliation" href="https://g.co/brain">Google \#
        Brain</a></p></div><div><h3>Published</h3><p>Sept. 8, 2016</p></div><div><h3>DOI</h3><p><a \#
        href="https://doi.org/10.23915/distill.00001">10.23915/distill.00001</a></p></div></div></d-byline>
        <d-article>
        <p>Recurrent neural networks are one of the staples of deep learning<d-footnote id="d-footnote-1">Not \#
        everyone agrees; convolutions have come a long way.</d-footnote>, allowing neural networks to work with \#
        sequences of data like text, audio and video.<d-cite key="graves2014neural"></d-cite></p>
        <h2 id="neural-turing-machines">Neural Turing Machines</h2>
        <p>Neural Turing Machines <d-cite key="graves2014neural"><span id="citation-0" data-hover-ref=""><span \#
        class="citation-number">[1]</span></span></d-cite> combine a RNN with an external memory bank.</p>
        <figure class="l-body"><img src="images/rnn-memory.svg" alt=""><figcaption>An RNN reading from and writing \#
        to a memory bank.</figcaption></figure>
        <p>The memory is read with attention: we read from everywhere, just to different extents. The weights \#
        satisfy <d-math>\sum_i a_i = 1</d-math>, and the read is</p>
        <d-math block="">r \leftarrow \sum_i a_i M_i</d-math>
        <h2 id="conclusion">Conclusion</h2>
        <p>Attention is a powerful way to give networks access to what matters.</p>
        </d-article>
        <d-appendix><h3>Acknowledgments</h3><p>Thank you to Maithra Raghu and Dario Amodei.</p>
        <h3 id="citation">Citation</h3><p>For attribution in academic contexts, please cite this work as</p><pre \#
        class="citation short">Olah &amp; Carter, "Attention and Augmented Recurrent Neural Networks", Distill, \#
        2016.</pre>
        <d-footnote-list><style>d-footnote-list{}</style><h3>Footnotes</h3><ol><li id="fn-1">Not everyone agrees; \#
        convolutions have come a long way. <a class="footnote-backlink" \#
        href="#d-footnote-1">[↩]</a></li></ol></d-footnote-list>
        <d-citation-list distill-prerendered="true"><h3 id="references">References</h3><ol class="references"><li \#
        id="graves2014neural"><span class="title">Neural Turing Machines</span> <br>Graves, A., Wayne, G. and \#
        Danihelka, I., 2014. arXiv preprint arXiv:1410.5401.</li></ol></d-citation-list>
        </d-appendix>
        <distill-footer><div class="container"><a href="/" class="logo">Distill</a> is dedicated to clear \#
        explanations of machine learning</div></distill-footer>
        </body></html>
        """#

    @Test func aDistillArticlesNotesAndFormulasReadAsThePageSetsThem() throws {
        let article = try Convert.page(Self.distillArticle, url: "https://distill.pub/2016/augmented-rnns/")
        let text = Convert.body(of: article)
        #expect(text.contains("one of the staples of deep learning[1], allowing neural networks"), "\(text)")
        #expect(text.contains("\n[1] Not everyone agrees; convolutions have come a long way.\n"), "\(text)")
        #expect(text.contains("and the read is\n\n```math\nr \\leftarrow \\sum_i a_i M_i\n```\n"), "\(text)")
        #expect(!text.contains("[↩]"), "\(text)")
        #expect(!text.contains("dedicated to clear explanations"), "\(text)")
        #expect(article.metadata.author == "Chris Olah, Shan Carter")
    }

    @Test func aDistillArticlesFootnoteIsGivenOnce() throws {
        let article = try Convert.page(Self.distillArticle, url: "https://distill.pub/2016/augmented-rnns/")
        let text = Convert.body(of: article)
        #expect(text.components(separatedBy: "Not everyone agrees").count == 2, "\(text)")
        #expect(!article.headings.map(\.title).contains("Footnotes"))
        #expect(text.contains("\n* 1. Neural Turing Machines Graves, A., Wayne, G."), "\(text)")
    }
}

extension PaperPageTests {
    // MARK: Jupyter Book (Sphinx)

    /// A chapter of a Jupyter Book (Sphinx with the PyData theme and
    /// sphinx-proof): numbered sections, a note, a code cell and its
    /// output, a numbered figure, a theorem whose title opens with its
    /// number (`<span class="caption-number">Theorem 1 </span>`), a
    /// citation, and the theme's sidebars and footers.
    static let jupyterBookChapter = #"""
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8" /><title>3. Fitting the model &#8212; Field Methods in \#
        Ecology</title>
        <meta name="generator" content="Docutils 0.18.1: http://docutils.sourceforge.net/" />
        </head>
        <body data-bs-spy="scroll" data-bs-target=".bd-toc-nav">
        <a class="skip-link" href="#main-content">Skip to main content</a>
        <div class="bd-container"><div class="bd-container__inner bd-page-width">
        <div class="bd-sidebar-primary bd-sidebar"><div class="sidebar-primary-items__start \#
        sidebar-primary__section"><a class="navbar-brand logo" href="intro.html"><p class="title logo__title">Field \#
        Methods in Ecology</p></a><nav class="bd-links" aria-label="Main"><ul class="nav bd-sidenav"><li \#
        class="toctree-l1"><a class="reference internal" href="intro.html">1. Introduction</a></li><li \#
        class="toctree-l1"><a class="reference internal" href="data.html">2. The data</a></li><li class="toctree-l1 \#
        current active"><a class="current reference internal" href="#">3. Fitting the \#
        model</a></li></ul></nav></div></div>
        <main id="main-content" class="bd-main"><div class="bd-content"><div class="bd-article-container">
        <div class="bd-header-article"><div class="header-article-items"><div class="article-header-buttons"><a \#
        href="https://github.com/x/y" class="btn btn-sm" title="Source repository">repository</a><button \#
        onclick="window.print()" class="btn btn-sm" title="Print to PDF">.pdf</button></div></div></div>
        <div id="jb-print-docs-body" class="onlyprint"><h1>Fitting the model</h1><div><h2> Contents </h2><nav \#
        aria-label="Page"><ul class="visible nav section-nav flex-column"><li class="toc-h2 nav-item toc-entry"><a \#
        class="reference internal nav-link" href="#a-first-fit">3.1. A first fit</a></li></ul></nav></div></div>
        <article class="bd-article" role="main">
        <section class="tex2jax_ignore mathjax_ignore" id="fitting-the-model">
        <h1><span class="section-number">3. </span>Fitting the model<a class="headerlink" href="#fitting-the-model" \#
        title="Permalink to this heading">#</a></h1>
        <p>We fit a Poisson model to the counts from <a class="reference internal" href="data.html"><span \#
        class="doc std std-doc">the data chapter</span></a> <span id="id1">[<a class="reference internal" \#
        href="#id4" title="Ben Bolker. Ecological Models and Data in R. Princeton University Press, \#
        2008.">Bol08</a>]</span>.</p>
        <div class="admonition note"><p class="admonition-title">Note</p><p>Counts of zero are kept; dropping them \#
        biases the rate upwards.</p></div>
        <section id="a-first-fit">
        <h2><span class="section-number">3.1. </span>A first fit<a class="headerlink" href="#a-first-fit" \#
        title="Permalink to this heading">#</a></h2>
        <div class="cell docutils container"><div class="cell_input docutils container"><div \#
        class="highlight-ipython3 notranslate"><div class="highlight"><pre><span></span><span \#
        class="kn">import</span> <span class="nn">statsmodels.api</span> <span class="k">as</span> <span \#
        class="nn">sm</span>
        <span class="n">fit</span> <span class="o">=</span> <span class="n">sm</span><span class="o">.</span><span \#
        class="n">GLM</span><span class="p">(</span><span class="n">y</span><span class="p">,</span> <span \#
        class="n">X</span><span class="p">)</span><span class="o">.</span><span class="n">fit</span><span \#
        class="p">()</span>
        <span class="nb">print</span><span class="p">(</span><span class="n">fit</span><span \#
        class="o">.</span><span class="n">params</span><span class="p">)</span>
        </pre></div></div></div>
        <div class="cell_output docutils container"><div class="output stream highlight-myst-ansi notranslate"><div \#
        class="highlight"><pre><span></span>const    0.412
        area     0.087
        dtype: float64
        </pre></div></div></div></div>
        <figure class="align-default" id="fig-rates"><a class="reference internal image-reference" \#
        href="_images/rates.png"><img alt="_images/rates.png" src="_images/rates.png" style="width: 80%;" \#
        /></a><figcaption><p><span class="caption-number">Fig. 3.1 </span><span class="caption-text">Fitted rates \#
        by plot area.</span><a class="headerlink" href="#fig-rates" title="Permalink to this \#
        image">#</a></p></figcaption></figure>
        <p>As <a class="reference internal" href="#fig-rates"><span class="std std-numref">Fig. 3.1</span></a> \#
        shows, the rate grows with area.</p>
        <div class="proof theorem admonition" id="thm-1"><p class="admonition-title"><span \#
        class="caption-number">Theorem 1 </span> (Consistency)</p><section class="theorem-content" \#
        id="proof-content"><p>The estimator converges as plots are added.</p></section></div>
        <div class="docutils container" id="id3"><div class="citation" id="id4" role="doc-biblioentry"><span \#
        class="label"><span class="fn-bracket">[</span><a role="doc-backlink" href="#id1">Bol08</a><span \#
        class="fn-bracket">]</span></span><p>Ben Bolker. <em>Ecological Models and Data in R</em>. Princeton \#
        University Press, 2008.</p></div></div>
        </section>
        </section>
        <div class="section ablog__blog_comments"></div>
        </article>
        <footer class="prev-next-footer"><div class="prev-next-area"><a class="left-prev" href="data.html" \#
        title="previous page"><i class="fa-solid fa-angle-left"></i><div class="prev-next-info"><p \#
        class="prev-next-subtitle">previous</p><p class="prev-next-title"><span class="section-number">2. \#
        </span>The data</p></div></a></div></footer>
        </div>
        <div class="bd-sidebar-secondary bd-toc"><div class="sidebar-secondary-items sidebar-secondary__inner"><div \#
        class="sidebar-secondary-item"><div class="page-toc tocsection onthispage"><i class="fa-solid fa-list"></i> \#
        Contents</div><nav class="bd-toc-nav page-toc"><ul class="visible nav section-nav flex-column"><li \#
        class="toc-h2 nav-item toc-entry"><a class="reference internal nav-link" href="#a-first-fit">3.1. A first \#
        fit</a></li></ul></nav></div></div></div>
        </div>
        <footer class="bd-footer-content"><div class="bd-footer-content__inner container"><div \#
        class="footer-item"><p class="component-author">By Ana Lima</p></div><div class="footer-item"><p \#
        class="copyright">© Copyright 2024.</p></div></div></footer>
        </div></main></div></div>
        </body></html>
        """#

    @Test func aJupyterBookTheoremKeepsItsNumber() throws {
        let text = Convert.body(
            of: try Convert.page(Self.jupyterBookChapter, url: "https://example.github.io/field-methods/fitting.html"))
        #expect(text.contains("\nTheorem 1 (Consistency)\n"), "\(text)")
        #expect(text.contains("\n```myst-ansi\nconst    0.412\narea     0.087\ndtype: float64\n```\n"), "\(text)")
        #expect(text.contains(" Fig. 3.1 Fitted rates by plot area.\n"), "\(text)")
    }
}
