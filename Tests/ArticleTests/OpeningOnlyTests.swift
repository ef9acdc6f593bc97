import Foundation
import Testing

@testable import Article

/// A paywalled page that sends only the opening of its story: the copy
/// ends with a note saying so; a page that sends the whole story, or says
/// nothing of subscribers, gets no note, and the note is never the article's text.
@Suite struct OpeningOnlyTests {
    private static let address = "https://news.example/articles/is-football-violence-a-crime-11574121884"

    private static let paragraphs = [
        "It was the shot to the head heard round the world. In the closing seconds of last week's game in Cleveland, "
            + "the defensive end pulled off the quarterback's helmet and swung it at him.",
        "The quarterback didn't suffer a concussion. Still, the league suspended the defensive end without pay for "
            + "the rest of the season, and he may face further discipline.",
        "Prosecutors in Cleveland have said little so far. Assault charges for what happens on a field are rare, "
            + "because players consent to a degree of contact when they take part in a game at all.",
        "But consent has limits, and a helmet swung as a club is not part of the game as its rules describe it. "
            + "Courts in Canada and in several states have drawn that line before, in hockey and in amateur football.",
        "A prosecutor would still have to show that the blow went beyond what any player accepts, and a jury would "
            + "have to agree, which few juries have done when the victim walked away without lasting harm.",
        "The league's own discipline is swift by comparison, and its appeals are heard within days. That, more "
            + "than any statute, is what players and their unions watch when a fight breaks out on the field.",
    ]

    /// A news page whose JSON-LD marks it with `accessible` (the JSON value written as is) and `wordCount`.
    private static func page(accessible: String?, wordCount: String? = nil, paragraphCount: Int) -> String {
        var fields = [#""@context":"https://schema.org","@type":"NewsArticle","headline":"Is Football Violence a Crime?""#]
        if let accessible { fields.append(#""isAccessibleForFree":\#(accessible)"#) }
        if let wordCount { fields.append(#""wordCount":\#(wordCount)"#) }
        let text = (0..<paragraphCount).map { "<p>\(paragraphs[$0 % paragraphs.count])</p>" }.joined(separator: "\n")
        return """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Is Football Violence a Crime? - Gazette</title>
            <script type="application/ld+json">{\(fields.joined(separator: ","))}</script></head><body>
            <header><a href="/">Gazette</a><nav><a href="/news">News</a> <a href="/opinion">Opinion</a></nav></header>
            <main><article><h1>Is Football Violence a Crime?</h1><p class="byline">By Randy Maniloff</p>
            <div class="article-content">\(text)</div></article></main>
            <footer>© 2019 Gazette</footer></body></html>
            """
    }

    private static func lastLine(of article: Article) -> String {
        article.document.serialized().split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test(arguments: ["false", #""False""#, #""false""#])
    func aTeaserForSubscribersEndsWithANote(_ accessible: String) throws {
        let article = try Convert.page(Self.page(accessible: accessible, paragraphCount: 2), url: Self.address)
        #expect(Self.lastLine(of: article) == OpeningOnly.note, "\(article.gemtext)")
        #expect(article.gemtext.contains("helmet and swung it at him.\n\nThe quarterback"), "\(article.gemtext)")
        #expect(!article.text.contains("subscribers"), "\(article.text)")
        // The note is the article's own last line: the header is read back as before.
        #expect(ArticleGemtext.bodyStart(in: article.document) != nil)
    }

    @Test func theWholeStoryForSubscribersGetsNoNote() throws {
        let article = try Convert.page(Self.page(accessible: "false", paragraphCount: 8), url: Self.address)
        #expect(article.wordCount >= OpeningOnly.wholeStoryWords)
        #expect(!article.gemtext.contains(OpeningOnly.note), "\(article.gemtext)")
    }

    /// The length the page states decides: 300 words of a 1,200-word story are an opening, 300 of 320 the whole.
    @Test func theStatedWordCountDecides() throws {
        let opening = try Convert.page(
            Self.page(accessible: "false", wordCount: "1200", paragraphCount: 8), url: Self.address)
        #expect(Self.lastLine(of: opening) == OpeningOnly.note, "\(opening.gemtext)")
        let whole = try Convert.page(
            Self.page(accessible: "false", wordCount: #""\#(opening.wordCount + 20)""#, paragraphCount: 8),
            url: Self.address)
        #expect(!whole.gemtext.contains(OpeningOnly.note), "\(whole.gemtext)")
        let shortWhole = try Convert.page(
            Self.page(accessible: "false", wordCount: "70", paragraphCount: 2), url: Self.address)
        #expect(!shortWhole.gemtext.contains(OpeningOnly.note), "\(shortWhole.gemtext)")
    }

    @Test(arguments: [nil, "true", #""True""#])
    func aStoryNotForSubscribersGetsNoNote(_ accessible: String?) throws {
        let article = try Convert.page(Self.page(accessible: accessible, paragraphCount: 2), url: Self.address)
        #expect(!article.gemtext.contains(OpeningOnly.note), "\(article.gemtext)")
    }
}
