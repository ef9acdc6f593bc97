import Foundation
import Testing

@testable import Article

/// A picture's caption set beside it in a box that is no `<figure>`
/// (WordPress's classic editor: `div.wp-caption` holding the picture and
/// `p.wp-caption-text`): the caption labels the picture's link line, once,
/// and is no paragraph of its own; a caption the page hides labels nothing.
@Suite struct BoxedCaptionTests {
    /// A WordPress post around `pictures`, between two paragraphs.
    private static func post(_ pictures: String) -> String {
        """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Busch wins at Bristol – Speedway Digest</title>
        <meta property="og:title" content="Busch wins at Bristol"></head><body>
        <header class="site-header"><a href="/">Speedway Digest</a><nav><a href="/news">News</a> \
        <a href="/series">Series</a></nav></header>
        <main id="main" class="site-main"><article id="post-12" class="post-12 post type-post status-publish hentry">
        <header class="entry-header"><h1 class="entry-title">Busch wins at Bristol</h1></header>
        <div class="entry-content">
        <p>Kyle Busch held off a late charge on Sunday night to win the spring race at Bristol Motor Speedway, his \
        first victory of the season and the ninth of his career at the half-mile track.</p>
        \(pictures)
        <p>Busch led 211 of the 500 laps, but the race was decided on a restart with 40 laps to go, when he chose \
        the outside line and cleared the leaders before the first turn.</p>
        <p>The series moves on to Martinsville next weekend, where Busch has won twice before and finished in the \
        top five in each of his last three starts at the paperclip-shaped track.</p>
        </div></article></main><footer class="site-footer">© 2024 Speedway Digest</footer></body></html>
        """
    }

    /// The classic editor's captioned picture, as `[caption]` writes it in a theme without HTML5 captions.
    private static func classicCaption(_ id: Int, _ name: String, caption: String, captionAttributes: String = "")
        -> String
    {
        """
        <div id="attachment_\(id)" style="width: 1034px" class="wp-caption aligncenter">\
        <img aria-describedby="caption-attachment-\(id)" decoding="async" class="size-large wp-image-\(id)" \
        src="https://example.org/wp-content/uploads/2024/03/\(name)-1024x683.jpg" alt="" width="1024" height="683" />\
        <p id="caption-attachment-\(id)" class="wp-caption-text"\(captionAttributes)>\(caption)</p></div>
        """
    }

    @Test func aClassicCaptionLabelsItsPictureOnce() throws {
        let html = Self.post(
            Self.classicCaption(12, "busch", caption: "Kyle Busch celebrates in victory lane at Bristol.")
                + """
                <div class="wp-caption alignnone"><a href="https://example.org/wp-content/uploads/2024/03/pit.jpg">\
                <img class="size-full wp-image-13" src="https://example.org/wp-content/uploads/2024/03/pit.jpg" \
                alt="" width="800" height="533" /></a><div class="wp-caption-text">The crew changes four tires \
                during the <em>final</em> stop.</div></div>
                """)
        let article = try Convert.page(html, url: "https://example.org/2024/03/04/busch-wins/")
        let body = Convert.body(of: article)
        #expect(
            body.contains(
                "=> https://example.org/wp-content/uploads/2024/03/busch-1024x683.jpg Kyle Busch celebrates in victory lane at Bristol.\n"
            ), "\(body)")
        #expect(
            body.contains("=> https://example.org/wp-content/uploads/2024/03/pit.jpg The crew changes four tires during the final stop.\n"),
            "\(body)")
        #expect(body.components(separatedBy: "victory lane").count == 2, "\(body)")
        #expect(!body.contains("Picture 1"), "\(body)")
        // A label only: the story's text does not take the caption.
        #expect(!article.text.contains("victory lane"), "\(article.text)")
        #expect(article.text.contains("cleared the leaders before the first turn."))
    }

    /// A caption the page hides (an inline `display: none`, the `hidden`
    /// attribute) labels nothing: the picture stays "Picture N".
    @Test(arguments: [#" style="display:none""#, #" hidden"#])
    func aHiddenClassicCaptionLabelsNothing(_ attributes: String) throws {
        let html = Self.post(
            Self.classicCaption(12, "busch", caption: "Kyle Busch celebrates in victory lane.", captionAttributes: attributes))
        let body = Convert.body(of: try Convert.page(html, url: "https://example.org/2024/03/04/busch-wins/"))
        #expect(body.contains("=> https://example.org/wp-content/uploads/2024/03/busch-1024x683.jpg Picture 1\n"), "\(body)")
        #expect(!body.contains("victory lane"), "\(body)")
    }

    /// A caption whose class keeps it for screen readers only, or says it
    /// is not displayed (a utility class named for `display: none`), is no label either.
    @Test(arguments: ["sr-only", "dis-none", "u-display-none"])
    func aCaptionNamedHiddenLabelsNothing(_ name: String) throws {
        let html = Self.post(
            """
            <div class="wp-caption aligncenter"><img src="https://example.org/wp-content/uploads/2024/03/busch.jpg" \
            alt="" width="1024" height="683"><p class="\(name) caption">Kyle Busch celebrates in victory lane.</p></div>
            """)
        let body = Convert.body(of: try Convert.page(html, url: "https://example.org/2024/03/04/busch-wins/"))
        #expect(body.contains("=> https://example.org/wp-content/uploads/2024/03/busch.jpg Picture 1\n"), "\(body)")
        #expect(!body.contains("victory lane"), "\(body)")
    }

    /// An HTML5 theme writes `[caption]` as a `<figure class="wp-caption">`:
    /// its caption labels the picture as before, and stays in the text.
    @Test func anHTML5CaptionStillLabelsItsPicture() throws {
        let html = Self.post(
            """
            <figure id="attachment_13" class="wp-caption alignnone"><img class="size-full wp-image-13" \
            src="https://example.org/wp-content/uploads/2024/03/pit.jpg" alt="" width="800" height="533" />\
            <figcaption id="caption-attachment-13" class="wp-caption-text">The crew changes four tires.</figcaption></figure>
            """)
        let article = try Convert.page(html, url: "https://example.org/2024/03/04/busch-wins/")
        #expect(Convert.body(of: article).contains("=> https://example.org/wp-content/uploads/2024/03/pit.jpg The crew changes four tires.\n"))
        #expect(article.text.contains("The crew changes four tires."))
    }

    /// A photo's caption and credit in a box of their own beside it, the box
    /// named as the picture's "meta" (a word that names page furniture): the
    /// caption labels the picture, and the credit is no part of the label.
    @Test func aCaptionBesideItsCreditInAMetaBoxLabelsThePicture() throws {
        let html = Self.post(
            """
            <div class="asset asset-image"><div class="image-image">\
            <img src="https://example.org/presto/2024/03/busch.jpg?width=1080&amp;quality=50"></div>
            <div class="image-meta"><div class="image-caption">Kyle Busch celebrates in victory lane at Bristol.</div>
            <div class="image-credit">Jane Roe, AP</div></div></div>
            """)
        let article = try Convert.page(html, url: "https://example.org/2024/03/04/busch-wins/")
        let body = Convert.body(of: article)
        #expect(
            body.contains("=> https://example.org/presto/2024/03/busch.jpg?width=1080&quality=50 Kyle Busch celebrates in victory lane at Bristol.\n"),
            "\(body)")
        #expect(!body.contains("Jane Roe"), "\(body)")
        #expect(body.components(separatedBy: "victory lane").count == 2, "\(body)")
    }
}
