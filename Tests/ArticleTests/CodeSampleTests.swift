import Foundation
import Gemtext
import Testing

@testable import Article

/// Code as tutorials and reference pages show it, through the whole
/// pipeline: a listing shown again as part of a longer one, a command
/// named like the page, and one example in two versions (CommonJS and ES
/// modules) of which the page shows one at a time.
@Suite struct CodeSampleTests {
    static let listing = ["fn main() {", "    let x = 5;", "    let y = x;", "}"]
    static let longer = ["fn main() {", "    let x = 5;", "    let y = x;", "", "    println!(\"{x} {y}\");", "}"]

    /// The preformatted blocks of the article that `article` makes on a page titled `title`.
    static func blocks(title: String = "Library funding approved", _ article: String) throws -> [(
        alt: String?, lines: [String]
    )] {
        let html = TestPage.site(article: "<h1>\(title)</h1>" + article, head: "<title>\(title)</title>")
        let converted = try ArticleConverter().convert(
            Array(html.utf8), url: URL(string: "https://docs.example.com/book/ownership.html"))
        return Convert.bodyLines(of: converted.document).lines.compactMap { line in
            if case .preformatted(let alt, let lines) = line { (alt, lines) } else { nil }
        }
    }

    @Test func aListingShownAgainInsideALongerOneStaysBothTimes() throws {
        let found = try Self.blocks(
            TestPage.paragraphs("a", count: 2) + """
                <figure class="listing"><pre><code class="language-rust">\(Self.listing.joined(separator: "\n"))\
                </code></pre><figcaption>Listing 4-2: Assigning the value of x to y</figcaption></figure>
                """ + TestPage.paragraphs("b", count: 2) + """
                <pre><code class="language-rust">\(Self.longer.joined(separator: "\n"))</code></pre>
                """ + TestPage.paragraphs("c", count: 2))
        #expect(found.map(\.lines) == [Self.listing, Self.longer])
        #expect(found.map(\.alt) == ["rust", "rust"])
    }

    @Test func aCommandNamedLikeThePageStays() throws {
        let found = try Self.blocks(
            title: "npm-login",
            """
            <h2>Synopsis</h2><pre><code class="language-bash">npm login
            </code></pre>
            """ + TestPage.paragraphs("a", count: 3))
        #expect(found.map(\.lines) == [["npm login"]])
    }

    @Test func versionsOfOneExampleShownOneAtATimeAreBlocksOfTheirOwn() throws {
        let found = try Self.blocks(
            TestPage.paragraphs("a", count: 2) + """
                <pre class="with-34-chars"><input class="js-flavor-toggle" type="checkbox" aria-label="Show modern ES \
                modules syntax"><code class="language-js mjs"><span class="hljs-keyword">import</span> path \
                <span class="hljs-keyword">from</span> <span class="hljs-string">'node:path'</span>;</code>\
                <code class="language-js cjs"><span class="hljs-keyword">const</span> path = \
                <span class="hljs-built_in">require</span>(<span class="hljs-string">'node:path'</span>);</code>\
                <button class="copy-button">copy</button></pre>
                """ + TestPage.paragraphs("b", count: 2))
        #expect(found.map(\.lines) == [["import path from 'node:path';"], ["const path = require('node:path');"]])
        #expect(found.map(\.alt) == ["js", "js"])
    }

    @Test func codeElementsSetOnLinesOfTheirOwnAreOneBlock() throws {
        let found = try Self.blocks(
            TestPage.paragraphs("a", count: 2) + """
                <pre><code class="line">import os</code>
                <code class="line">print(os.name)</code></pre>
                """ + TestPage.paragraphs("b", count: 2))
        #expect(found.map(\.lines) == [["import os", "print(os.name)"]])
    }
}
