import Foundation
import HTML
import Testing

@testable import Article

/// Blog platforms of Korea, Japan and China, each page as the platform
/// writes it: the story whole, its pictures with their captions, the
/// writer and the date from the post's header, and the platform's
/// furniture (likes, follow buttons, comments, other posts) left out.
@Suite struct BlogPlatformTests {
    // MARK: Naver Blog (SmartEditor ONE)

    static let naverParagraphs = [
        "아침 일찍 서귀포 시내에서 출발해 외돌개까지 걸었다. 바다를 따라 이어지는 길은 생각보다 평탄했고, 중간중간 쉬어 갈 곳도 많았다.",
        "점심은 법환포구 근처 식당에서 먹었다. 갈치조림이 유명하다고 해서 시켰는데, 양이 많아서 둘이 먹기에도 충분했다.",
        "오후에는 월평까지 걸어서 코스를 마쳤다. 전체 거리는 약 17킬로미터였고, 천천히 걸어서 여섯 시간 정도 걸렸다.",
    ]

    /// A SmartEditor ONE text component holding `text`.
    private static func naverText(_ text: String) -> String {
        """
        <div class="se-component se-text se-l-default"><div class="se-component-content">\
        <div class="se-section se-section-text se-l-default"><div class="se-module se-module-text">\
        <p class="se-text-paragraph se-text-paragraph-align-"><span class="se-fs- se-ff-">\(text)</span></p>\
        </div></div></div></div>
        """
    }

    /// A SmartEditor ONE picture component: the picture in a link that
    /// only opens the viewer (`href="#"`), and its caption when it has one.
    private static func naverPicture(_ name: String, caption: String?) -> String {
        let source = "https://postfiles.pstatic.net/MjAyMzA1/\(name).jpg"
        let captionModule = caption.map {
            """
            <div class="se-module se-module-text se-caption"><p class="se-text-paragraph se-text-paragraph-align-">\
            <span class="se-fs- se-ff-">\($0)</span></p></div>
            """
        }
        return """
            <div class="se-component se-image se-l-default"><div class="se-component-content se-component-content-fit">\
            <div class="se-section se-section-image se-l-default se-section-align-">\
            <div class="se-module se-module-image"><a href="#" class="se-module-image-link __se_image_link __se_link" \
            onclick="return false;" data-linktype="img" data-linkdata='{"src" : "\(source)?type=w966"}'>\
            <img src="\(source)?type=w80_blur" data-lazy-src="\(source)?type=w966" alt="" class="se-image-resource">\
            </a></div>\(captionModule ?? "")</div></div></div>
            """
    }

    /// A Naver Blog post: the caption under a picture stays with it (the
    /// picture's link line is labelled with it, as a figure's is), a
    /// picture without one is a picture line; the writer's nickname
    /// (`<span class="writer"><span class="nick">`) is the byline and the
    /// date written "2023. 5. 4. 10:12" is read with its time; the menu,
    /// the "add as neighbour" button and the likes and comments go.
    @Test func naverBlogPostKeepsItsCaptionsWriterAndDate() throws {
        let html = """
            <!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>제주 올레 7코스 걷기 : 네이버 블로그</title>
            <meta property="og:title" content="제주 올레 7코스 걷기"></head><body class="se_body">
            <div id="blog-menu"><ul><li><a href="/PostList.naver?blogId=jejuwalker">블로그</a></li>
            <li><a href="/prologue/PrologueList.naver?blogId=jejuwalker">프롤로그</a></li></ul></div>
            <div id="postListBody"><div class="post-view pcol2"><div class="se-viewer se-theme-default" lang="ko-KR">
            <div class="se-component se-documentTitle se-l-default"><div class="se-component-content">
            <div class="se-section se-section-documentTitle se-l-default se-section-align-left">
            <div class="se-module se-module-text se-title-text"><p class="se-text-paragraph se-text-paragraph-align-left">\
            <span class="se-fs- se-ff-">제주 올레 7코스 걷기</span></p></div>
            <div class="blog2_container">
            <span class="blog2_series"><a href="/PostList.naver?blogId=jejuwalker&amp;categoryNo=3" class="pcol2">여행</a></span>
            <span class="writer"><span class="nick"><a href="/PostList.naver?blogId=jejuwalker" class="link pcol2">\
            제주걷는사람</a></span></span>
            <span class="se_publishDate pcol2">2023. 5. 4. 10:12</span>
            <div class="blog2_post_function"><a href="#" class="url pcol2 _setClipboard">URL 복사</a>\
            <a href="#" class="btn_buddy">이웃추가</a></div>
            </div></div></div></div>
            <div class="se-main-container">
            \(Self.naverText(Self.naverParagraphs[0]))
            \(Self.naverPicture("oedolgae", caption: "외돌개에서 내려다본 바다"))
            \(Self.naverText(Self.naverParagraphs[1]))
            \(Self.naverPicture("galchi", caption: nil))
            \(Self.naverText(Self.naverParagraphs[2]))
            </div></div>
            <div class="wrap_postcomment"><div class="area_sympathy"><a href="#" class="u_likeit_list_btn">\
            <em class="u_txt">공감</em><em class="u_cnt _count">12</em></a></div>
            <div class="area_comment"><a href="#" class="btn_comment"><span>댓글</span><em>3</em></a></div></div>
            </div></div></body></html>
            """
        let article = try Convert.page(html, url: "https://blog.naver.com/PostView.naver?blogId=jejuwalker&logNo=223085443217")
        let text = Convert.body(of: article)
        for paragraph in Self.naverParagraphs { #expect(text.contains(paragraph)) }
        #expect(text.contains("=> https://postfiles.pstatic.net/MjAyMzA1/oedolgae.jpg?type=w966 외돌개에서 내려다본 바다\n"))
        #expect(text.contains("=> https://postfiles.pstatic.net/MjAyMzA1/galchi.jpg?type=w966 "))
        #expect(article.metadata.author == "제주걷는사람")
        #expect(article.metadata.published == "2023-05-04T10:12:00")
        for furniture in ["이웃추가", "공감", "댓글", "프롤로그", "URL 복사"] { #expect(!text.contains(furniture)) }
    }

    // MARK: WeChat

    /// A WeChat article whose line under the headline names its writer
    /// (`<span class="rich_media_meta rich_media_meta_text">`) beside the
    /// account's name and the date: the writer is the author, where no
    /// `<meta>` names one. Without the writer's span, the account's name
    /// and the date name no one.
    @Test func weChatsWriterUnderTheHeadlineIsTheAuthor() throws {
        func page(writer: String) -> String {
            """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>老城区的最后一家铜匠铺</title></head>
            <body id="activity-detail" class="zh_CN wx_wap_page mm_appmsg comment_feature discuss_tab">
            <div id="js_article" class="rich_media"><div id="img-content" class="rich_media_wrp">
            <h1 class="rich_media_title" id="activity-name">老城区的最后一家铜匠铺</h1>
            <div id="meta_content" class="rich_media_meta_list">\(writer)
            <span class="rich_media_meta rich_media_meta_nickname" id="profileBt">\
            <a href="javascript:void(0);" id="js_name">城南旧事</a></span>
            <span class="rich_media_meta rich_media_meta_text">\
            <em id="publish_time" class="rich_media_meta rich_media_meta_text">2023-05-04 10:20</em></span>
            </div>
            <div class="rich_media_content js_underline_content" id="js_content" style="visibility: hidden;">
            <section><p><span style="font-size: 15px;">老周的铜匠铺开在巷子口，已经六十年了。每天早上七点，\
            他准时拉开卷帘门，把昨天没做完的铜壶摆上工作台，一锤一锤地敲到中午。</span></p></section>
            <p>他说，年轻时这条街上有七家铜匠铺，后来一家一家地关了门。有人去了工厂，有人改行卖五金，只有他还守着这门手艺。</p>
            <p>他的锤子是师父传下来的，木柄换过四次，锤头还是原来那个。每次敲打之前，他都要用拇指摸一摸锤面。</p>
            <p>街道明年就要拆迁了。问他以后怎么办，他只是笑笑，继续低头敲那只还没完工的铜壶。</p>
            </div></div></div></body></html>
            """
        }
        let url = "https://mp.weixin.qq.com/s/Xk3vNq"
        let named = try Convert.page(page(writer: #"<span class="rich_media_meta rich_media_meta_text">林晓</span>"#), url: url)
        #expect(named.metadata.author == "林晓")
        #expect(named.metadata.published?.hasPrefix("2023-05-04") == true)
        #expect(try Convert.page(page(writer: ""), url: url).metadata.author == nil)
    }

    // MARK: Hatena Blog

    /// A Hatena Blog post signs itself in its footer with the member's id
    /// (`<span class="author vcard"><span class="fn" data-user-name=…>`),
    /// which names its writer though it is one lower-case word; the date
    /// is its `<time datetime>`. A WordPress card's "admin" still names no one.
    @Test func hatenaPostIsSignedByItsMembersId() throws {
        let page = { (card: String) in
            """
            <!DOCTYPE html><html lang="ja" data-blog="tanaka-taro.hatenablog.com" data-author="tanaka_taro">
            <head><meta charset="utf-8"><title>Swiftの並行処理を試した - 田中の技術メモ</title>
            <meta property="og:title" content="Swiftの並行処理を試した - 田中の技術メモ">
            <meta property="og:site_name" content="田中の技術メモ"></head>
            <body class="page-entry"><header id="blog-title"><h1 id="title">\
            <a href="https://tanaka-taro.hatenablog.com/">田中の技術メモ</a></h1></header>
            <div id="main"><article class="entry hentry test-hentry js-entry-article date-first">
            <div class="entry-inner"><header class="entry-header"><div class="date entry-date first">\
            <a href="https://tanaka-taro.hatenablog.com/archive/2024/03/04" rel="nofollow">\
            <time datetime="2024-03-04T01:12:33Z" title="2024-03-04T01:12:33Z"><span class="date-year">2024</span>\
            <span class="hyphen">-</span><span class="date-month">03</span><span class="hyphen">-</span>\
            <span class="date-day">04</span></time></a></div>
            <h1 class="entry-title"><a href="https://tanaka-taro.hatenablog.com/entry/2024/03/04/101233" \
            class="entry-title-link bookmark">Swiftの並行処理を試した</a></h1></header>
            <div class="entry-content hatenablog-entry">
            <p>Swift 6の並行処理をしばらく使ってみたので、気づいたことをまとめておく。最初はコンパイラの警告が多くて\
            戸惑ったが、慣れると型で安全性が保証されるのは心強い。</p>
            <p>共有される状態はアクターに閉じ込めるのが基本になる。外から呼ぶときは必ずawaitが必要なので、どこで待ちが\
            発生するかがコードから読み取れる。</p></div>
            <footer class="entry-footer"><p class="entry-footer-section track-inview-by-gtm">\(card)
            <span class="entry-footer-time"><a href="https://tanaka-taro.hatenablog.com/entry/2024/03/04/101233">\
            <time data-relative datetime="2024-03-04T01:12:33Z" class="updated">2024-03-04 10:12</time></a></span></p>
            </footer></div></article></div></body></html>
            """
        }
        let url = "https://tanaka-taro.hatenablog.com/entry/2024/03/04/101233"
        let hatena = """
            <span class="author vcard"><span class="fn" data-load-nickname="1" data-user-name="tanaka_taro" >\
            tanaka_taro</span></span>
            """
        let article = try Convert.page(page(hatena), url: url)
        #expect(article.metadata.author == "tanaka_taro")
        #expect(article.metadata.published?.hasPrefix("2024-03-04") == true)
        let wordpress = #"<span class="author vcard"><a class="url fn n" href="/author/admin/">admin</a></span>"#
        #expect(try Convert.page(page(wordpress), url: url).metadata.author == nil)
    }

    // MARK: Tistory

    /// A Tistory post: its date is the one its `<meta>` gives, not the
    /// day of another post listed under it ("'여행' 카테고리의 다른 글",
    /// 2023.05.03): the post's first paragraph, 50 Korean characters, is
    /// long enough to start the article's text, so no date past it is read
    /// as the post's. The picture keeps its caption; the like and share
    /// buttons, the other posts and the comment box go.
    @Test func tistoryPostKeepsItsDateAndCaption() throws {
        let paragraphs = [
            "아침에 해운대에서 출발해 동백섬을 한 바퀴 돌았다. 바닷바람이 시원해서 걷기에 딱 좋은 날씨였다.",
            "점심은 국밥을 먹었다. 현지 사람들이 줄을 서는 집이라 기다렸지만, 그만한 가치가 있었다.",
            "오후에는 감천문화마을에 갔다. 알록달록한 집들이 언덕을 따라 이어져 있어서 사진 찍기 좋았다.",
        ]
        let html = """
            <!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>부산 여행 이틀째</title>
            <meta property="og:title" content="부산 여행 이틀째"><meta property="og:site_name" content="여행하는 개발자">
            <meta property="article:published_time" content="2023-05-04T10:12:33+09:00"></head>
            <body id="tt-body-page"><div id="wrap"><header id="header">\
            <h1><a href="https://devtraveler.tistory.com/">여행하는 개발자</a></h1>
            <nav id="gnb"><ul><li><a href="/category">분류 전체보기</a></li><li><a href="/guestbook">방명록</a></li></ul></nav>
            </header><div id="container"><main class="main"><div class="area_title">\
            <strong class="tit_category"><a href="/category/여행">여행</a></strong>\
            <h3 class="tit_post"><a href="/123">부산 여행 이틀째</a></h3>
            <span class="txt_detail my_post">여행하는개발자<span class="txt_bar"></span>2023. 5. 4. 10:12</span></div>
            <div class="area_view"><div class="tt_article_useless_p_margin contents_style">
            <p data-ke-size="size16">\(paragraphs[0])</p>
            <figure class="imageblock alignCenter" data-filename="haeundae.jpg">\
            <span data-url="https://blog.kakaocdn.net/dn/abc/img.jpg" data-lightbox="lightbox">\
            <img src="https://blog.kakaocdn.net/dn/abc/img.jpg" data-filename="haeundae.jpg"></span>\
            <figcaption>동백섬에서 본 해운대</figcaption></figure>
            <p data-ke-size="size16">\(paragraphs[1])</p>
            <p data-ke-size="size16">\(paragraphs[2])</p>
            </div>
            <div class="container_postbtn #post_button_group"><div class="postbtn_like"><div class="wrap_btn">\
            <button class="btn_post uoc-icon"><span class="txt_like uoc-count">3</span></button></div>
            <div class="wrap_btn wrap_btn_share"><button class="btn_post sns_btn btn_share">공유하기</button></div></div></div>
            <div class="another_category another_category_color_gray"><h4>'<a href="/category/여행">여행</a>' \
            카테고리의 다른 글</h4><table><tr><th><a href="/122">부산 여행 첫째 날</a>&nbsp;&nbsp;<span>(0)</span></th>\
            <td>2023.05.03</td></tr><tr><th><a href="/121">제주 올레길</a>&nbsp;&nbsp;<span>(2)</span></th>\
            <td>2023.04.20</td></tr></table></div>
            <div class="area_reply"><span class="tt_txt_g">댓글</span><span class="tt_txt_g">0</span>\
            <textarea placeholder="여기에 댓글을 입력하세요"></textarea></div>
            </div></main></div></div></body></html>
            """
        let article = try Convert.page(html, url: "https://devtraveler.tistory.com/123")
        let text = Convert.body(of: article)
        for paragraph in paragraphs { #expect(text.contains(paragraph)) }
        #expect(text.contains("=> https://blog.kakaocdn.net/dn/abc/img.jpg 동백섬에서 본 해운대\n"))
        #expect(article.metadata.published?.hasPrefix("2023-05-04") == true)
        for furniture in ["공유하기", "부산 여행 첫째 날", "댓글", "방명록"] { #expect(!text.contains(furniture)) }
    }
}
