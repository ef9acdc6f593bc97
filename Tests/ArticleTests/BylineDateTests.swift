import Foundation
import HTML
import Testing

@testable import Article

/// Dates in the forms bylines and datelines show them, in many languages:
/// after the names in a byline, in numbers whose day and month the page's
/// language orders, in Chinese, Japanese, Korean and Arabic, in a
/// microformat's `<abbr>`, in a byline closing the article and in Parse.ly's
/// JSON. A date the article's text leaves out as a dateline reaches the
/// metadata line.
@Suite struct BylineDateTests {
    private static let prose = """
        <p>The canal path runs for eleven miles from the old mill to the lock at Stanton, and on a spring
        morning you can walk the whole of it without meeting more than a handful of people on the way.</p>
        <p>The towpath was resurfaced last year, and the council has put up new signs at every bridge, so
        that walkers who join the path halfway along can tell how far they are from either end of it.</p>
        """

    private func metadata(lang: String? = "en", head: String = "", _ lines: String, after: String = "")
        -> ArticleMetadata
    {
        let html = """
            <html\(lang.map { " lang=\"\($0)\"" } ?? "")><head><title>A walk along the canal</title>\(head)</head>
            <body><article><h1>A walk along the canal</h1>\(lines)\(Self.prose)</article>\(after)</body></html>
            """
        return MetadataExtractor.extract(from: HTMLDocument.parse(html), url: URL(string: "https://walks.example/a"))
    }

    // MARK: Bylines

    @Test(arguments: [
        ("<p class=\"byline\">By Jane Doe, March 5, 2024</p>", "2024-03-05"),
        ("<p>By Jane Doe, 5 March 2024</p>", "2024-03-05"),
        ("<p>von Anna Schmidt, 3. März 2024</p>", "2024-03-03"),
        ("<p class=\"byline\">By Jane Doe · 2024-03-05</p>", "2024-03-05"),
        ("<p>Posted by Gideon Marsh on March 5, 2024</p>", "2024-03-05"),
        ("<p>Posted on March 5, 2024 by Jane Doe</p>", "2024-03-05"),
        ("<p>Par Claire Dubois<br>Publié le 5 mars 2024 à 14h30, mis à jour le 6 mars 2024</p>",
         "2024-03-05T14:30:00"),
    ])
    func aBylineGivesTheDateAfterItsNames(line: String, expected: String) {
        #expect(metadata(line).published == expected)
    }

    @Test func aBylineShowingTheDayOfTheLastChangeLeavesThePublicationDay() {
        let head = """
            <script type="application/ld+json">{"@type": "Article", "datePublished": "2018-09-15",
            "dateModified": "2018-09-16T10:22:22+02:00"}</script>
            """
        #expect(metadata(head: head, "<p>By admin - 2018-09-16</p>").published == "2018-09-15")
        let published =
            #"<script type="application/ld+json">{"@type": "Article", "datePublished": "2018-09-15"}</script>"#
        #expect(metadata(head: published, "<p>By admin - 2018-09-16</p>").published == "2018-09-16")
    }

    @Test func aChangesDateAloneIsStillNoPublicationDate() {
        #expect(metadata("<p>Last updated: June 2, 2023</p>").published == nil)
        #expect(metadata("<p>Updated 12 May 2021 | Published 1 May 2021</p>").published == nil)
    }

    // MARK: Numbers in the page's order

    @Test(arguments: [
        ("en-GB", "05/03/2024", "2024-03-05"),
        ("pt", "Por João Silva — 05/03/2024 14h30", "2024-03-05T14:30:00"),
        ("fr", "05-03-2024", "2024-03-05"),
        ("en-US", "3/5/2024", "2024-03-05"),
        ("en", "3/5/2024", "2024-03-05"),
        ("en-US", "25/03/2024", "2024-03-25"),
        (nil, "3/25/2024", "2024-03-25"),
        ("de", "5. 3. 2024", "2024-03-05"),
    ] as [(String?, String, String)])
    func slashDatesFollowThePagesLanguage(lang: String?, line: String, expected: String) {
        #expect(metadata(lang: lang, "<p class=\"meta\">\(line)</p>").published == expected)
    }

    @Test func anAmbiguousDateInNumbersIsNotGuessedWithoutALanguage() {
        #expect(metadata(lang: nil, "<p class=\"meta\">05/03/2024</p>").published == nil)
        #expect(ISODate.normalize("05/03/2024") == nil)
        #expect(metadata(lang: "pt-BR", "<p class=\"meta\">05/03/2024</p>").published == "2024-03-05")
        #expect(metadata(lang: "en-US", "<p class=\"meta\">05/03/2024</p>").published == "2024-05-03")
    }

    // MARK: Chinese, Japanese, Korean and Arabic

    @Test(arguments: [
        ("ja", "<p class=\"meta\"><time>2024年3月5日 10時15分</time>　<span>文：山田太郎</span></p>", "2024-03-05T10:15:00"),
        ("ja", "<p>２０２４年３月５日</p>", "2024-03-05"),
        ("zh-CN", "<div class=\"info\">2024年03月05日 10:15　来源：示例新闻网　作者：李明</div>", "2024-03-05T10:15:00"),
        ("ko", "<div><span class=\"date\">입력 2024. 3. 5. 오전 10:12</span></div>", "2024-03-05T10:12:00"),
        ("ko", "<div>입력 2024. 3. 5. 오후 2:12 수정 2024. 3. 6. 오전 9:00</div>", "2024-03-05T14:12:00"),
        ("ko", "<p>2024년 3월 5일</p>", "2024-03-05"),
        ("ar", "<div class=\"meta\"><span class=\"date\">5 مارس 2024</span></div>", "2024-03-05"),
        ("ar", "<p>٥ آذار ٢٠٢٤</p>", "2024-03-05"),
        ("ar", "<p>الثلاثاء 5 كانون الأول 2023</p>", "2023-12-05"),
        ("ar", "<p>10 تشرين الثاني 2023</p>", "2023-11-10"),
    ])
    func datesInOtherScriptsAreRead(lang: String, line: String, expected: String) {
        #expect(metadata(lang: lang, line).published == expected)
    }

    @Test func aWordOfDigitsAndUnitsThatRunsOnIsNoDate() {
        #expect(ISODate.normalize("2009년까지 5월 3일") == nil)
        #expect(ISODate.normalize("2019-2020 season") == nil)
    }

    // MARK: Microformats, closing bylines, Parse.ly

    @Test func anAbbrPublishedGivesItsTitlesDate() {
        let after = """
            <address class="author vcard">Posted by <a class="url fn" href="/about/">Gideon Marsh</a></address>
            <abbr class="published" title="2011-04-18T21:05:00-05:00">April 18, 2011</abbr>
            """
        #expect(metadata("", after: after).published == "2011-04-18T21:05:00-05:00")
        let notADate = #"<p>Made by <abbr class="org" title="World Health Organization">WHO</abbr> in 2011.</p>"#
        #expect(metadata("", after: notADate).published == nil)
    }

    @Test func aBylineClosingTheArticleGivesItsDate() {
        let closing = #"<p class="meta">Written by <strong>Ingrid Holm</strong>. Published March 1, 2021.</p>"#
        #expect(metadata(#"<p class="updated">Last updated: June 2, 2023</p>"#, after: closing).published
            == "2021-03-01")
        // A date after the text that is not said to be the publication's is none.
        #expect(metadata("", after: "<p>Photo taken March 1, 2021.</p>").published == nil)
        // Nor is one in the comments.
        let comment = #"<div class="comments"><p>Published March 1, 2021.</p></div>"#
        #expect(metadata("", after: comment).published == nil)
    }

    /// A blog's hero sets the byline over the headline, in the headline's
    /// box or the box before it: a line there that says it gives the
    /// publication's date gives it; a masthead's date there says no such thing.
    @Test func aBylineOverTheHeadlineThatSaysItsDateIsThePublicationsGivesIt() {
        func page(_ hero: String) -> ArticleMetadata {
            let html = """
                <html lang="de"><head><title>Die elektronische Patientenakte</title></head><body>
                <header><a href="/">Blog</a> <a href="/">Zurück zur Übersicht</a></header>\(hero)
                <article>\(Self.prose)</article></body></html>
                """
            return MetadataExtractor.extract(from: HTMLDocument.parse(html), url: URL(string: "https://blog.example/epa"))
        }
        let german = """
            <div class="hero"><div class="hero__inner"><p class="about"><span class="about__block">Von</span>
            <span class="about__block"><a class="author-link" href="/author/moritz">Moritz Bachmann</a></span>
            <span class="about__block">publiziert am 25. September 2018</span></p>
            <h1 class="hero__headline">Die elektronische Patientenakte</h1></div></div>
            """
        #expect(page(german).published == "2018-09-25")
        let english = """
            <div class="hero"><p class="meta">Published March 4, 2024</p>
            <div class="hero__title"><h1>The canal path</h1></div></div>
            """
        #expect(page(english).published == "2024-03-04")
        let masthead = """
            <div class="masthead"><p>Wednesday, November 20, 2019</p></div>
            <div class="story"><h1>The canal path</h1></div>
            """
        #expect(page(masthead).published == nil)
    }

    /// Zhihu shows its post's date after the text, under the last
    /// paragraph: "发布于" (published on), or "编辑于" (edited on) for a post
    /// changed since, the only date it shows then; the place after it is
    /// no part of the date.
    @Test func zhihusDateAfterThePostIsItsDate() {
        let published = #"<div class="ContentItem-time">发布于 2023-05-04 10:12・IP 属地北京</div>"#
        #expect(metadata(lang: "zh", "", after: published).published == "2023-05-04T10:12:00")
        let edited = #"<div class="ContentItem-time">编辑于 2023-05-06 18:30・IP 属地北京</div>"#
        #expect(metadata(lang: "zh", "", after: edited).published == "2023-05-06T18:30:00")
    }

    /// A Zhihu post edited since shows "编辑于" (edited on) and, in the
    /// tooltip over it, the day it was published ("发布于"): that one dates it.
    @Test func zhihusTooltipGivesThePublicationDate() {
        let line = """
            <div class="ContentItem-time"><a target="_blank" href="//zhuanlan.zhihu.com/p/347091298">\
            <span data-tooltip="发布于 2024-03-04 10:12" aria-label="发布于 2024-03-04 10:12">编辑于 2024-03-06 18:30</span>\
            </a>・IP 属地北京</div>
            """
        #expect(metadata(lang: "zh", "", after: line).published == "2024-03-04T10:12:00")
    }

    /// CSDN's line under the headline names the writer (their nickname
    /// linked to their page) and, for a post changed since, the day of the
    /// change with the word after it ("已于 2024-03-06 18:30:00 修改",
    /// changed on): the day it was first published, on a line further on
    /// ("于 2024-03-04 10:12:33 首次发布"), dates it.
    @Test func csdnsChangedPostIsDatedByItsFirstPublication() {
        let header = """
            <div class="article-info-box"><div class="article-bar-top"><div class="bar-content">
            <a class="follow-nickName " href="https://blog.csdn.net/weixin_43123456" target="_blank" title="张三">张三</a>
            <img class="article-time-img article-heard-img" src="https://csdnimg.cn/newUpTime2.png" alt="">
            <span class="time">已于&nbsp;2024-03-06 18:30:00&nbsp;修改</span>
            <div class="read-count-box"><span class="read-count">阅读量1.2k</span>
            <a id="blog_detail_zk_collection" class="un-collection"><span class="name">收藏</span>\
            <span class="get-collection">12</span></a></div></div></div>
            <div class="blog-tags-box"><div class="tags-box artic-tag-box"><span class="label">文章标签：</span>\
            <a class="tag-link" href="https://so.csdn.net/so/search/s.do?q=swift">swift</a></div>
            <div class="up-time"><span>于&nbsp;2024-03-04 10:12:33&nbsp;首次发布</span></div></div></div>
            """
        let result = metadata(lang: "zh-CN", header)
        #expect(result.published == "2024-03-04T10:12:33")
        #expect(result.author == "张三")
        // Korean puts the change's word after its date too.
        #expect(metadata(lang: "ko", "<p class=\"info\">2024.03.06 18:30 수정</p>").published == nil)
    }

    /// The sign-off after the article's last paragraph names its writer
    /// when nothing before it does; a sentence that opens with "By" and a
    /// comment's byline name no one.
    @Test func aBylineClosingTheArticleNamesItsWriter() {
        let closing = #"<p class="meta">Written by <strong>Ingrid Holm</strong>. Published March 1, 2021.</p>"#
        #expect(metadata("", after: closing).author == "Ingrid Holm")
        #expect(metadata("", after: "<div><p>By Tomás Ferreira</p></div>").author == "Tomás Ferreira")
        #expect(metadata("", after: "<p>By then the towpath was closed for the winter.</p>").author == nil)
        let comment = #"<div class="comments"><p>Posted by Sam Roe</p></div>"#
        #expect(metadata("", after: comment).author == nil)
        // A byline under the headline comes first.
        #expect(metadata("<p>By Peter Okafor</p>", after: closing).author == "Peter Okafor")
    }

    @Test func parselysPageJSONGivesTheAuthorAndTheDate() {
        let head = """
            <meta name="parsely-page" content='{"title": "A walk", "author": "Rosa Lindqvist", \
            "pub_date": "2024-02-19T07:15:00Z", "section": "Walks"}'>
            """
        let result = metadata(head: head, "")
        #expect(result.author == "Rosa Lindqvist")
        #expect(result.published == "2024-02-19T07:15:00Z")
        #expect(metadata(head: #"<meta name="parsely-page" content="not json">"#, "").published == nil)
    }

    // MARK: Never lost both ways

    @Test(arguments: [
        ("en", "<p class=\"byline\">By Jane Doe, March 5, 2024</p>", "By Jane Doe · 2024-03-05 · "),
        ("zh-CN", "<div class=\"info\">2024年03月05日 10:15</div>", "2024-03-05 · "),
        ("en-GB", "<p>By Jane Doe | 05/03/2024</p>", "By Jane Doe · 2024-03-05 · "),
    ])
    func aDatelineLeftOutOfTheTextReachesTheMetadataLine(lang: String, line: String, details: String) throws {
        let html = """
            <html lang="\(lang)"><head><title>A walk along the canal</title></head><body><article>
            <h1>A walk along the canal</h1>\(line)\(Self.prose)</article></body></html>
            """
        let url = URL(string: "https://walks.example/a")
        let article = try ArticleConverter().convert(HTMLDocument.parse(html), url: url)
        let text = article.document.serialized()
        #expect(text.contains("\n" + details))
        #expect(!text.contains("2024年03月05日") && !text.contains("March 5, 2024") && !text.contains("05/03/2024"))
    }
}
