import Foundation
import HTML
import Testing

@testable import Article

/// Fixture pages for the metadata a reader notices: authors from JSON-LD
/// graphs and from messy bylines, dates that are publication dates, and
/// the language when the page declares none.
@Suite struct MetadataPeopleTests {
    private func metadata(_ html: String, url: String = "https://www.herald.example/2019/11/19/library.html")
        -> ArticleMetadata
    {
        MetadataExtractor.extract(from: HTMLDocument.parse(html), url: URL(string: url))
    }

    @Test func severalAuthorsInAJSONLDGraphAreFoundThroughTheirReferences() {
        let page = #"""
            <html><head><script type="application/ld+json">
            {"@context":"https://schema.org","@graph":[
              {"@type":"WebSite","@id":"https://herald.example/#site","name":"Springfield Herald"},
              {"@type":"Person","@id":"https://herald.example/#/person/1","name":"Ann Lee"},
              {"@type":["NewsArticle"],"@id":"https://herald.example/a#article","headline":"Library funding approved",
               "author":[{"@id":"https://herald.example/#/person/1"},{"@id":"https://herald.example/#/person/2"}],
               "publisher":{"@id":"https://herald.example/#org"},"datePublished":"2019-11-19T10:07:00+01:00",
               "dateModified":"2019-11-21T08:00:00+01:00"},
              {"@type":"Person","@id":"https://herald.example/#/person/2","name":"By BO CHEN"},
              {"@type":"Organization","@id":"https://herald.example/#org","name":"Herald Media"}]}
            </script><meta name="author" content="Newsroom"></head><body><p>Text.</p></body></html>
            """#
        let result = metadata(page)
        #expect(result.author == "Ann Lee, Bo Chen")
        #expect(result.title == "Library funding approved")
        #expect(result.siteName == "Herald Media")
        #expect(result.published == "2019-11-19T10:07:00+01:00")
        #expect(result.modified == "2019-11-21T08:00:00+01:00")
    }

    @Test(arguments: [
        ("By Jane Doe", "Jane Doe"),
        ("Written by Jane Doe and Sam Roe", "Jane Doe, Sam Roe"),
        ("By JANE DOE, Staff Writer", "Jane Doe"),
        ("Jane Doe | November 19, 2019", "Jane Doe"),
        ("By Jane Doe Published 11:11 PM EST Nov 19, 2019", "Jane Doe"),
        ("Jane Doe, Sam Roe and 3 others", "Jane Doe, Sam Roe"),
        ("Jane Doe +2 more", "Jane Doe"),
        ("Jane Doe (@janedoe)", "Jane Doe"),
        ("Sarah E. Needleman", "Sarah E. Needleman"),
        ("Ludwig van Beethoven", "Ludwig van Beethoven"),
        ("Jane Doe, AP Auto Writer", "Jane Doe"),
        ("Text: Jane Doe", "Jane Doe"),
        ("Текст: Венера Ерофеева", "Венера Ерофеева"),
        ("Por: Ana Lima", "Ana Lima"),
        ("Von: Max Muster", "Max Muster"),
        ("By Mike Wuerthele and Malcolm Owen Monday, November 18, 2019, 04:05 pm PT", "Mike Wuerthele, Malcolm Owen"),
        ("Jane Doe 18 NOV 2019", "Jane Doe"),
        ("By Theresa May", "Theresa May"),
        // The publication a writer wrote for is no part of the name.
        ("By Jane Roe for The Times", "Jane Roe"),
        ("By Jane Roe and Tom Lee for The Times", "Jane Roe, Tom Lee"),
        ("Ana Lima, staff writer for The Times", "Ana Lima"),
        ("Por Ana Lima para El País", "Ana Lima"),
        // Affiliation marks in superscript and a copy of the name the page hides are no part of it.
        ("Hana Lindqvist<sup>1</sup> and Tomás Ferreira<sup>2</sup>", "Hana Lindqvist, Tomás Ferreira"),
        ("<a href=\"/users/7\">Priya Natarajan</a><span style=\"display: none\">Priya Natarajan</span>", "Priya Natarajan"),
        // A byline over several lines: the names on its first, not what follows them.
        ("Hana Lindqvist<sup>1</sup> &amp; Tomás Ferreira<sup>2</sup><br><sup>1</sup>KTH Royal Institute of Technology "
            + "<sup>2</sup>Instituto Superior Técnico", "Hana Lindqvist, Tomás Ferreira"),
        ("By Jane Doe<br>Science Correspondent, Harbour Gazette", "Jane Doe"),
        ("<span>By</span><br><a href=\"/staff/jane\">Jane Doe</a>", "Jane Doe"),
    ])
    func bylinesAreCleanedToNames(byline: String, expected: String) {
        let page = "<html><head></head><body><div class=\"byline\">\(byline)</div><p>Text.</p></body></html>"
        #expect(metadata(page).author == expected)
    }

    @Test(arguments: [
        "jane.doe@herald.example", "https://herald.example/staff/jane-doe", "@janedoe", "admin",
        "Read the rest of this story on our website", "20 Nov 2019 08:00 GMT", "Staff", "Nama (wajib)", "Guest",
        "Гость", "Anonymous", "Аноним", "Anónimo",
    ])
    func whatIsNotANameIsDropped(value: String) {
        #expect(metadata("<html><head><meta name=\"author\" content=\"\(value)\"></head><body><p>x</p></body></html>").author == nil)
    }

    @Test func anElementIsABylineWhenItsNameHasTheWordAuthor() {
        // Headings' anchors named after what they document ("unauthorized") hold a "#", which is no name.
        let anchors = """
            <html><head></head><body><h1>CLI</h1><h4>NODE_TLS_REJECT_UNAUTHORIZED=value<span>\
            <a class="mark" href="#node_tls_reject_unauthorizedvalue" id="node_tls_reject_unauthorizedvalue">#</a>\
            </span></h4><p>Text.</p></body></html>
            """
        #expect(metadata(anchors).author == nil)
        #expect(metadata(anchors.replacingOccurrences(of: ">#</a>", with: ">Unauthorized Use</a>")).author == nil)
        for name in ["entry-author", "author_name", "postAuthor", "AuthorBox"] {
            let page = "<html><head></head><body><h1>Library</h1><p class=\"\(name)\">By Jane Doe</p><p>Text.</p>"
            #expect(metadata(page).author == "Jane Doe", "class \(name)")
        }
    }

    @Test func scholarlyCitationTagsNameEveryAuthorAndTheDay() {
        let page = """
            <html><head><meta name="citation_title" content="Counting visits">
            <meta name="citation_author" content="Lindqvist, Hana"><meta name="citation_author" content="Tomás Ferreira">
            <meta name="citation_author" content="van der Berg, J. P.">
            <meta name="citation_publication_date" content="2024/02/01"></head>
            <body><h1>Counting visits</h1><p>Text.</p></body></html>
            """
        let result = metadata(page, url: "https://papers.example/abs/2402.00001")
        #expect(result.author == "Hana Lindqvist, Tomás Ferreira, J. P. van der Berg")
        #expect(result.published == "2024-02-01")
    }

    @Test func commentersAreNotTheArticlesAuthors() {
        let text = String(repeating: "The council met and agreed to fund the library. ", count: 5)
        // Microdata that marks each comment, as WordPress themes write it.
        let marked = """
            <html><head></head><body><article itemscope itemtype="http://schema.org/BlogPosting">
            <header><h1 itemprop="headline">Library</h1><span itemprop="author" itemscope
            itemtype="http://schema.org/Person"><a rel="author" href="/author/ann"><span itemprop="name">Ann Lee</span></a>
            </span></header><p>\(text)</p>
            <ol><li itemprop="comment" itemscope itemtype="http://schema.org/Comment"><article><header>
            <cite itemprop="author" itemscope itemtype="http://schema.org/Person">Karol</cite>
            <time class="comment-published" datetime="2018-08-28T10:00:00+00:00">28/08</time></header>
            <p>Great post!</p></article></li>
            <li itemtype="http://schema.org/Comment"><cite class="fn" itemprop="author">Lilian</cite></li></ol>
            </article></body></html>
            """
        #expect(metadata(marked).author == "Ann Lee")
        // A commenter's date is not the article's either.
        #expect(metadata(marked, url: "https://herald.example/library").published == nil)
        // A thread named by its class, the header's byline naming two properties with a label.
        let named = """
            <html><head></head><body><h1>Мастера вкуса</h1>
            <p><span itemprop="author creator">Текст: Венера Ерофеева</span> · 24 сентября 2018</p><p>\(text)</p>
            <ul class="comments__list"><li><span itemprop="author">Гость</span>
            <span itemprop="datePublished" content="2018-10-05T14:15:08+03:00"></span><p>Спасибо!</p></li></ul>
            </body></html>
            """
        #expect(metadata(named).author == "Венера Ерофеева")
        // The date is the one under the headline, not the commenter's (2018-10-05).
        #expect(metadata(named, url: "https://wday.example/mastera").published == "2018-09-24")
    }

    @Test func publishedDatesComeFromStructuredDataThenTheHeaderThenTheAddress() {
        let header = """
            <html><head></head><body><article><header><h1>Library</h1>
            <p>Updated <time class="updated" datetime="2019-11-21">Nov 21</time></p>
            <p>Published <time datetime="2019-11-18T09:30:00Z">Nov 18</time></p></header>
            <p>\(String(repeating: "The council met and agreed to fund the library. ", count: 5))</p>
            <p>Comment from <time datetime="2019-12-01">Dec 1</time></p></article></body></html>
            """
        #expect(metadata(header).published == "2019-11-18T09:30:00Z")
        let late = """
            <html><head></head><body><article><h1>Library</h1>
            <p>\(String(repeating: "The council met and agreed to fund the library. ", count: 5))</p>
            <p>Comment from <time datetime="2019-12-01">Dec 1</time></p></article></body></html>
            """
        // A date after the article's text is not its date; the address gives one.
        #expect(metadata(late).published == "2019-11-19")
        #expect(metadata(late, url: "https://herald.example/news/library").published == nil)
        #expect(metadata(late, url: "https://herald.example/news/2019-11-17-library").published == "2019-11-17")
        let modifiedOnly = "<html><head><meta property=\"article:modified_time\" content=\"2019-11-21\"></head><body><p>x</p></body></html>"
        #expect(metadata(modifiedOnly, url: "https://herald.example/a").published == nil)
    }

    @Test(arguments: [
        ("The council met on Tuesday and agreed that the new library will be funded from next year on, which the town has wanted for a long time.", "en"),
        ("Der Rat hat am Dienstag beschlossen, dass die neue Bibliothek ab dem nächsten Jahr finanziert wird, und das ist gut für die Stadt.", "de"),
        ("Le conseil a décidé mardi que la nouvelle bibliothèque sera financée dès l'année prochaine, ce qui est une bonne nouvelle pour la ville.", "fr"),
        ("Совет во вторник решил, что новая библиотека будет финансироваться со следующего года, и это хорошо для города и его жителей.", "ru"),
        ("市议会周二决定从明年起为新图书馆提供资金，这对城市来说是个好消息，居民们等待这一天已经很久了，大家都很高兴。", "zh"),
        ("市議会は火曜日に、新しい図書館への資金提供を来年から始めることを決めました。これは町にとって良い知らせです。", "ja"),
        ("시의회는 화요일에 새 도서관에 내년부터 자금을 지원하기로 결정했습니다. 이것은 도시에 좋은 소식입니다 정말로요.", "ko"),
    ])
    func withoutADeclaredLanguageTheTextDecides(text: String, language: String) throws {
        let html = "<html><head><title>T</title></head><body><article><p>\(text)</p></article></body></html>"
        let article = try ArticleConverter().convert(Array(html.utf8))
        #expect(article.metadata.language == language)
    }

    @Test func aDeclaredLanguageIsKeptWhateverTheText() throws {
        let html = "<html lang=\"en_GB\"><head><title>T</title></head><body><p>Der Rat hat am Dienstag beschlossen, dass die neue Bibliothek finanziert wird.</p></body></html>"
        #expect(try ArticleConverter().convert(Array(html.utf8)).metadata.language == "en-GB")
    }

    /// A schema.org Person box marked as the author names them by its
    /// `name` property, not by all its text: Zhihu's author box shows the
    /// writer's one-line bio under the name, and a follow button.
    @Test func anAuthorsBoxIsNamedByItsNameProperty() {
        let page = """
            <html><head><title>浅谈快速傅里叶变换 - 知乎</title></head><body><article>
            <h1 class="Post-Title">浅谈快速傅里叶变换</h1>
            <div class="AuthorInfo" itemprop="author" itemscope itemtype="http://schema.org/Person">\
            <meta itemprop="name" content="张三"><meta itemprop="url" content="https://www.zhihu.com/people/zs">\
            <div class="AuthorInfo-content"><a href="//www.zhihu.com/people/zs" class="UserLink-link">张三</a>\
            <div class="AuthorInfo-badgeText">清华大学 计算机科学与技术博士在读</div></div>\
            <button type="button">关注</button></div>
            <p>多项式乘法的朴素做法需要平方的时间，而快速傅里叶变换可以把它降到线性对数的时间。这篇笔记从单位根讲起。</p>
            </article></body></html>
            """
        #expect(metadata(page, url: "https://zhuanlan.zhihu.com/p/347091298").author == "张三")
        // Without a name property, the box's text is the name, as before.
        let plain = #"<html><body><span itemprop="author">Ann Lee</span><p>Text.</p></body></html>"#
        #expect(metadata(plain).author == "Ann Lee")
    }

    /// Qiita names the writer only by their handle, linked to their page
    /// over the headline; a commenter's handle further down names no one.
    @Test func aHandleLinkedToTheWritersPageByTheHeadlineNamesThem() {
        let page = """
            <html><head><title>Goのcontextを正しく使うための5つのルール - Qiita</title></head><body>
            <article><div class="style-1nhsn9r"><div><a href="/yamada_t"><img src="/a.png" alt="" width="24"></a>\
            <a href="/yamada_t">@yamada_t</a><span>(山田 太郎)</span></div>
            <h1>Goのcontextを正しく使うための5つのルール</h1><div><a href="/tags/go">Go</a></div></div>
            <section><p>Goのcontext.Contextは便利ですが、使い方を間違えると\
            リークやキャンセル漏れの原因になります。</p></section>
            </article></body></html>
            """
        #expect(metadata(page, url: "https://qiita.com/yamada_t/items/0123").author == "@yamada_t")
        let withoutHandle = page.replacingOccurrences(of: "@yamada_t", with: "Profile")
        #expect(metadata(withoutHandle, url: "https://qiita.com/yamada_t/items/0123").author == nil)
    }

    /// Velog links the writer's handle to their page, "/@" and the handle,
    /// beside the headline: its words name the writer; a link to a tag's
    /// page or a commenter's handle further down name no one.
    @Test func aHandleWhosePageIsItsAtSignNamesTheWriter() {
        let page = """
            <html><head><title>React 상태 관리 정리</title></head><body><div class="head-wrapper">
            <h1>React 상태 관리 정리</h1><div class="information"><span class="username">\
            <a href="/@velopert">velopert</a></span><span class="separator">·</span><span>2023년 5월 4일</span></div>
            <div class="tags"><a href="/tags/react">react</a></div></div>
            <div class="atom-one"><p>리액트에서 상태를 관리하는 방법은 여러 가지가 있다. \
            컴포넌트 안의 상태로 충분할 때도 있고, 전역 상태가 필요할 때도 있다.</p></div>
            <div class="comments"><a href="/@kim">kim</a><p>좋은 글 감사합니다!</p></div></body></html>
            """
        #expect(metadata(page, url: "https://velog.io/@velopert/react-state").author == "velopert")
        let withoutWriter = page.replacingOccurrences(of: #"<a href="/@velopert">velopert</a>"#, with: "")
        #expect(metadata(withoutWriter, url: "https://velog.io/@velopert/react-state").author == nil)
    }
}
