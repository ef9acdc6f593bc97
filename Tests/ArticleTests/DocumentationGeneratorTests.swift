import Foundation
import Gemtext
import Testing

@testable import Article

/// Pages of older and widespread documentation generators read as their
/// authors wrote them, code exact and named by its language: Sphinx's
/// highlighted blocks and doctests, Doxygen's code fragments and member
/// documentation, Go's package pages.
@Suite struct DocumentationGeneratorTests {
    /// The article's body through the whole pipeline, with `insert` among its paragraphs.
    static func body(inserting insert: String) throws -> String {
        GemtextDocument(try VerbatimTests.body(inserting: insert)).serialized()
    }

    // MARK: Sphinx

    /// A Sphinx code block (`div.highlight-LANG notranslate` around Pygments' `div.highlight`).
    static func sphinxBlock(_ language: String, _ code: String, doctest: Bool = false) -> String {
        #"<div class="\#(doctest ? "doctest " : "")highlight-\#(language) notranslate"><div class="highlight">"#
            + "<pre><span></span>\(code)\n</pre></div>\n</div>"
    }

    @Test func aSphinxBlockNamesItsLanguageAndTheProjectsDefaultNone() throws {
        let blocks = [
            Self.sphinxBlock(
                "default",
                #"<span class="kn">from</span> <span class="nn">tidelog</span> <span class="kn">import</span> "#
                    + #"<span class="n">read_table</span>"#),
            Self.sphinxBlock(
                "default", #"<span class="gp">&gt;&gt;&gt; </span><span class="n">table</span>"# + "\n"
                    + #"<span class="go">4.21</span>"#, doctest: true),
            Self.sphinxBlock("python3", #"<span class="n">config</span> <span class="o">=</span> load()"#),
            Self.sphinxBlock("pycon", #"<span class="gp">&gt;&gt;&gt; </span>1 + 1"# + "\n2"),
            Self.sphinxBlock("none", "harbour,time,height"),
        ]
        let body = try Self.body(inserting: blocks.joined(separator: "\n<p>Then:</p>\n"))
        #expect(body.contains("```\nfrom tidelog import read_table\n```"), "\(body)")
        #expect(body.contains("```\n>>> table\n4.21\n```"), "\(body)")
        #expect(body.contains("```python3\nconfig = load()\n```"), "\(body)")
        #expect(body.contains("```pycon\n>>> 1 + 1\n2\n```"), "\(body)")
        #expect(body.contains("```\nharbour,time,height\n```"), "\(body)")
        #expect(!body.contains("default"), "\(body)")
    }
}
