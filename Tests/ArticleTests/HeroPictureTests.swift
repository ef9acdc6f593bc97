import Foundation
import Testing

@testable import Article

/// The lead picture a theme sets above the headline: the page's own
/// picture (its `og:image`) opens the story; another picture there (a
/// banner, a logo) does not.
@Suite struct HeroPictureTests {
    private func gemtext(_ html: String) throws -> String {
        let url = URL(string: "https://valleyvoice.example/2026/11/18/rural-clinics/")
        return try ArticleConverter().convert(Array(html.utf8), contentType: "text/html", url: url).document
            .serialized()
    }

    private static let story = (1...4).map { "<p>\(TestPage.prose("body-\($0)"))</p>" }.joined(separator: "\n")

    /// A page whose picture `hero` stands where `layout` puts it, the page naming `ogImage` as its own.
    private static func page(ogImage: String, layout: (_ headline: String) -> String) -> String {
        let headline = """
            <header class="entry-header"><h1 class="entry-title">Rural clinics brace for nurse shortage</h1>\
            <div class="entry-meta"><span class="byline"><a class="url fn n" href="/author/jdoe/">Jane Doe</a></span>\
            </div></header>
            """
        return """
            <!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Rural clinics brace for nurse \
            shortage – Valley Voice</title><meta property="og:image" content="\(ogImage)"></head>
            <body><header id="masthead" class="site-header"><nav class="main-navigation"><ul>\
            <li><a href="/category/health/">Health</a></li><li><a href="/category/schools/">Schools</a></li></ul>\
            </nav></header>
            \(layout(headline))
            <footer class="site-footer">© 2026 Valley Voice</footer></body></html>
            """
    }

    /// Newspack's "featured image behind": the picture and its caption
    /// first in the block that holds the headline, the body after it.
    @Test func aFeaturedImageBehindTheHeadlineOpensTheStory() throws {
        let html = Self.page(ogImage: "https://valleyvoice.example/wp-content/uploads/2026/11/clinic.jpg") { headline in
            """
            <div class="featured-image-behind"><figure class="post-thumbnail"><img width="1200" height="800" \
            src="https://valleyvoice.example/wp-content/uploads/2026/11/clinic-1200x800.jpg" alt="The clinic's hallway">\
            <figcaption>A nurse walks through the Pine Creek clinic. Photo by Ana Ruiz.</figcaption></figure>
            <div class="wrapper">\(headline)</div></div>
            <div id="primary"><main><article><div class="entry-content">\(Self.story)</div></article></main></div>
            """
        }
        let text = try gemtext(html)
        let lines = text.split(separator: "\n").map(String.init)
        let picture = try #require(
            lines.firstIndex {
                $0 == "=> https://valleyvoice.example/wp-content/uploads/2026/11/clinic-1200x800.jpg "
                    + "A nurse walks through the Pine Creek clinic. Photo by Ana Ruiz."
            }, "\(text)")
        let opening = try #require(lines.firstIndex { $0.contains("(body-1 1)") })
        #expect(picture < opening)
    }

    /// A theme that shows the post's thumbnail just before its header,
    /// the page naming a resized copy of it on an image service.
    @Test func aThumbnailBeforeTheHeaderOpensTheStory() throws {
        let og = "https://i0.wp.example/valleyvoice.example/wp-content/uploads/2026/11/clinic-scaled.jpg?fit=1200%2C800"
        let html = Self.page(ogImage: og) { headline in
            """
            <main><article class="post"><div class="post-thumbnail"><img \
            src="https://valleyvoice.example/wp-content/uploads/2026/11/clinic-768x512.jpg" \
            alt="A nurse in the Pine Creek clinic"></div>
            \(headline)<div class="entry-content">\(Self.story)</div></article></main>
            """
        }
        let text = try gemtext(html)
        #expect(
            text.contains(
                "=> https://valleyvoice.example/wp-content/uploads/2026/11/clinic-768x512.jpg A nurse in the Pine Creek "
                    + "clinic\n\n" + TestPage.prose("body-1")), "\(text)")
    }

    /// The lead picture, brought from above the headline, takes no
    /// caption from the italic note that opens the body under a share
    /// bar: the note is a paragraph of the story, the picture keeps its
    /// own label.
    @Test func theLeadPictureTakesNoCaptionFromANoteFarBelowIt() throws {
        let disclosure = "This post is sponsored by the Valley Health Fund. All opinions are my own."
        let html = Self.page(ogImage: "https://valleyvoice.example/wp-content/uploads/2026/11/clinic.jpg") { headline in
            """
            <main><article class="post"><div class="post-thumbnail"><img \
            src="https://valleyvoice.example/wp-content/uploads/2026/11/clinic-768x512.jpg"></div>
            \(headline)<div class="entry-content"><div class="share-buttons"><a href="https://facebook.example/share">\
            Facebook</a> <a href="https://pinterest.example/pin">Pinterest</a></div>
            <p><em><span style="color: #999999;">\(disclosure)</span></em></p>
            \(Self.story)</div></article></main>
            """
        }
        let text = try gemtext(html)
        #expect(
            text.contains(
                "=> https://valleyvoice.example/wp-content/uploads/2026/11/clinic-768x512.jpg Picture 1\n\n"
                    + disclosure + "\n\n" + TestPage.prose("body-1")), "\(text)")
    }

    /// A banner above the headline that is not the page's own picture stays out.
    @Test func anotherPictureAboveTheHeadlineStaysOut() throws {
        let html = Self.page(ogImage: "https://valleyvoice.example/wp-content/uploads/2026/11/clinic.jpg") { headline in
            """
            <main><article class="post"><div class="promo"><img \
            src="https://valleyvoice.example/wp-content/uploads/2026/10/winter-pledge-drive.png" \
            alt="Give to our winter pledge drive"></div>
            \(headline)<div class="entry-content">\(Self.story)</div></article></main>
            """
        }
        let text = try gemtext(html)
        #expect(!text.contains("pledge"), "\(text)")
        #expect(text.contains(TestPage.prose("body-1")), "\(text)")
    }

    @Test(arguments: [
        ("https://a.example/uploads/clinic-1200x800.jpg", "clinic"),
        ("https://cdn.example/x/clinic-scaled.jpeg?w=1200#top", "clinic"),
        ("/uploads/Clinic_Hall.PNG", "clinic_hall"),
        ("https://a.example/img/pic-2.jpg", "pic-2"),
    ])
    func aPicturesFileNameLosesItsSize(reference: String, stem: String) {
        #expect(HeroPicture.stem(of: reference) == stem)
    }

    @Test func aFileNameTooShortToTellPicturesApartIsNone() {
        #expect(HeroPicture.stem(of: "https://a.example/1.jpg") == nil)
    }
}
