import Foundation
import Gemtext
import Testing

@testable import Article

/// Text a CSS framework's classes hide from a sighted reader on a wide
/// screen stays out, through the whole pipeline and in the converter
/// alone; text they show there stays in.
@Suite struct HiddenTextTests {
    static func body(inserting html: String) throws -> String {
        GemtextDocument(try VerbatimTests.body(inserting: html)).serialized()
    }

    @Test func utilityClassesThatHideLeaveTheirTextOut() throws {
        for hidden in [
            #"<span class="d-none">2</span>"#, #"<span class="hidden">2</span>"#,
            #"<span class="d-block d-lg-none">2</span>"#, #"<span class="md:flex lg:hidden">2</span>"#,
            #"<span class="visible-xs">2</span>"#, #"<span class="invisible">2</span>"#,
        ] {
            let html = "<p>The third keeper kept the light alone for eleven years.\(hidden)</p>"
            #expect(try Self.body(inserting: html).contains("eleven years.\n"), "\(hidden)")
            #expect(try Convert.body(html).contains("eleven years.\n"), "\(hidden)")
        }
    }

    @Test func classesThatShowItOnAWideScreenKeepTheText() throws {
        for shown in [
            #"<span class="d-none d-md-inline">Ann Tregarthen</span>"#,
            #"<span class="hidden md:inline">Ann Tregarthen</span>"#,
            #"<span class="hidden-xs">Ann Tregarthen</span>"#, #"<span class="sr-only">Ann Tregarthen</span>"#,
        ] {
            let html = "<p>The third keeper kept the light alone for eleven years: \(shown).</p>"
            #expect(try Convert.body(html).contains("eleven years: Ann Tregarthen."), "\(shown)")
        }
    }

    /// Through the whole pipeline: the extractor keeps what a hiding word
    /// hides on narrow screens only, and leaves out what shows on them only.
    @Test func blocksHiddenOnNarrowScreensOnlyStayInTheStory() throws {
        let lines = try VerbatimTests.body(
            inserting: """
                <div class="hidden md:block"><p>The keeper's log for the winter of 1911 survives whole.</p></div>
                <p class="hidden-xs">It records every ship that passed the point.</p>
                <div class="md:hidden"><p>PHONES ONLY: swipe to see the log.</p></div>
                <p class="hidden">HIDDEN: the log's missing page.</p>
                """)
        #expect(lines.contains(.text("The keeper's log for the winter of 1911 survives whole.")))
        #expect(lines.contains(.text("It records every ship that passed the point.")))
        #expect(!lines.contains { "\($0)".contains("PHONES ONLY") || "\($0)".contains("HIDDEN") })
    }

    @Test func aHeadingNoSightedReaderSeesIsNoSection() throws {
        for heading in [
            #"<h3 class="hidden">Legend</h3>"#, #"<h3 class="visually-hidden">Legend</h3>"#,
            #"<h3 class="sr-only">Legend</h3>"#, #"<h3 class="u-screen-reader-text">Legend</h3>"#,
        ] {
            let html = heading + "<p>The third keeper kept the light alone for eleven years after the gale.</p>"
            let body = try Self.body(inserting: html)
            #expect(!body.contains("Legend"), "\(heading)")
            #expect(body.contains("after the gale."))
            #expect(try !Convert.body(html).contains("Legend"), "\(heading)")
        }
        let shown = #"<h3 class="sr-only md:not-sr-only">Legend</h3><p>The keeper's log.</p>"#
        #expect(try Convert.body(shown).contains("## Legend"))
    }

    /// A WeChat article: the body is `visibility: hidden` until the page's
    /// script shows it, so it is the story, with its pictures (`data-src`);
    /// a small box hidden so, and what `display: none` hides, stay out. The
    /// date under the headline is read though `<body>`'s class names the
    /// page's comment feature, and the hidden "Like the author" box is no byline.
    @Test func theBoxOfTheStoryThatAScriptRevealsIsNoHiddenText() throws {
        let paragraphs = [
            "老周的铜匠铺开在巷子口，已经六十年了。每天早上七点，他准时拉开卷帘门，把昨天没做完的铜壶摆上工作台，一锤一锤地敲到中午。",
            "他说，年轻时这条街上有七家铜匠铺，后来一家一家地关了门。有人去了工厂，有人改行卖五金，只有他还守着这门手艺。",
            "他的锤子是师父传下来的，木柄换过四次，锤头还是原来那个。每次敲打之前，他都要用拇指摸一摸锤面。",
            "街道明年就要拆迁了。问他以后怎么办，他只是笑笑，继续低头敲那只还没完工的铜壶。",
        ]
        let html = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>老城区的最后一家铜匠铺</title>
            <meta property="og:title" content="老城区的最后一家铜匠铺"></head>
            <body id="activity-detail" class="zh_CN wx_wap_page mm_appmsg comment_feature discuss_tab">
                <div id="js_article" class="rich_media"><div id="img-content" class="rich_media_wrp">
                <h1 class="rich_media_title" id="activity-name">老城区的最后一家铜匠铺</h1>
                <div id="meta_content" class="rich_media_meta_list"><span class="rich_media_meta_text">林晓</span>
                <a href="javascript:void(0);" id="js_name">城南旧事</a>
                <em id="publish_time" class="rich_media_meta rich_media_meta_text">2023-05-04 10:20</em></div>
                <div class="rich_media_content js_underline_content" id="js_content" style="visibility: hidden;">
                <section><p><span style="font-size: 15px;">\(paragraphs[0])</span></p></section>
                <p style="text-align: center;"><img class="rich_pages wxw-img" \
                data-src="https://mmbiz.qpic.cn/mmbiz_jpg/abc123/640?wx_fmt=jpeg" data-w="1080" \
                src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E"></p>
                <p>\(paragraphs[1])<span class="tip" style="visibility: hidden">点击查看大图</span></p>
                <p>\(paragraphs[2])</p>
                <p>\(paragraphs[3])</p>
                <p style="display: none;">文章已于修改</p>
                </div>
                <div class="reward_area" id="js_preview_reward_author" style="display:none;">\
                <p class="reward_tips">喜欢作者</p></div></div></div>
                <script>document.getElementById('js_content').style.visibility = 'visible';</script>
            </body></html>
            """
        let article = try ArticleConverter().convert(
            Array(html.utf8), url: URL(string: "https://mp.weixin.qq.com/s/Xk3vNq"))
        let body = Convert.bodyLines(of: article.document).serialized()
        for paragraph in paragraphs { #expect(body.contains(paragraph)) }
        #expect(body.contains("=> https://mmbiz.qpic.cn/mmbiz_jpg/abc123/640?wx_fmt=jpeg"))
        #expect(!body.contains("点击查看大图"))
        #expect(!body.contains("文章已于修改"))
        // The page's class that names its comment feature hides no date; a hidden box names no author.
        #expect(article.metadata.published?.hasPrefix("2023-05-04") == true)
        #expect(article.metadata.author != "喜欢作者")
    }
}
