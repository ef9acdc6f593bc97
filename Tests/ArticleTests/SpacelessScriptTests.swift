import Foundation
import HTML
import Testing

@testable import Article

/// Chinese and Japanese are written without spaces: a link of a few
/// characters is a whole name, and the words between links are a
/// character or two ("の", "和", "是"). Sentences that hold links are
/// prose all the same, and stay.
@Suite struct SpacelessScriptTests {
    /// A Chinese post whose paragraphs (some `<p>`, some a `<section>` or a
    /// `<div>` of their own, as WeChat and many CMSs write them) each hold
    /// two or three links to names and terms, and a list of labels each
    /// before the name of a tool they link to: every sentence and item
    /// stays, the site's menu and its list of other posts go.
    @Test func chineseSentencesThatHoldLinksStay() {
        let sentences = [
            #"<a href="https://www.swift.org/">Swift</a>是<a href="https://www.apple.com/cn/">苹果公司</a>于<a href="/tag/2014">2014年</a>发布的编程语言。"#,
            #"它的编译器基于<a href="https://llvm.org/">LLVM</a>，标准库开源在<a href="https://github.com/apple/swift">GitHub</a>上。"#,
            #"我们在<a href="/tag/beijing">北京</a>和<a href="/tag/shanghai">上海</a>测试了<a href="/tag/model">新模型</a>。"#,
            #"详细的语法请参考<a href="https://docs.swift.org/">官方文档</a>和<a href="https://gitbook.swiftgg.team/">社区译本</a>。"#,
        ]
        let prose = [
            "这门语言从一开始就把安全放在首位，变量在使用之前必须初始化，数组下标越界会立即停止程序，整数溢出也不会被悄悄忽略。",
            "经过几年的发展，它已经不只用于手机应用，服务器、命令行工具甚至嵌入式设备上都能看到它的身影，社区也越来越活跃。",
        ]
        let html = """
            <!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>Swift 十年：一门语言的成长</title></head>
            <body><header class="site-header"><a href="/">技术博客</a><nav><ul><li><a href="/">首页</a></li>
            <li><a href="/archive">归档</a></li><li><a href="/about">关于</a></li></ul></nav></header>
            <main><article><h1>Swift 十年：一门语言的成长</h1>
            <div class="post-content">
            <div>\(sentences[0])</div>
            <section>\(sentences[1])</section>
            <p>\(prose[0])</p>
            <ul><li>编译器：<a href="https://llvm.org/">LLVM</a></li>
            <li>包管理：<a href="https://www.swift.org/package-manager/">SwiftPM</a></li></ul>
            <div>\(sentences[2])</div>
            <p>\(prose[1])</p>
            <p>\(sentences[3])</p>
            <ul><li><a href="/p/3">Swift 并发编程入门</a></li><li><a href="/p/4">用 Swift 写命令行工具</a></li></ul>
            </div></article></main>
            <aside class="sidebar"><h3>热门文章</h3><ul>
            <li><a href="/p/1">如何在服务器上部署 Swift 应用</a></li>
            <li><a href="/p/2">从 Objective-C 迁移到 Swift 的经验</a></li></ul></aside>
            <footer><p>版权所有 © 2024 技术博客，保留所有权利，未经许可不得转载。</p></footer>
            </body></html>
            """
        let probe = ExtractionProbe(html, url: "https://blog.example.cn/p/swift-ten-years")
        for sentence in sentences {
            let text = sentence.replacing(/<[^>]+>/, with: "")
            #expect(probe.keeps(text), "kept: \(text)")
        }
        for paragraph in prose { #expect(probe.keeps(paragraph)) }
        // A list of labels and the names they give, as "Compiler: LLVM" is kept.
        #expect(probe.keeps("包管理：SwiftPM"))
        #expect(!probe.keeps("如何在服务器上部署"))
        #expect(!probe.keeps("归档"))
        #expect(!probe.keeps("并发编程入门"))
    }

    /// A Japanese post: short paragraphs (in `<div>`s, a list's items)
    /// naming people, places and terms through links, the particles
    /// between them a character each.
    @Test func japaneseSentencesThatHoldLinksStay() {
        let sentences = [
            #"<a href="/tag/todai">東京大学</a>の<a href="/people/yamada">山田教授</a>は<a href="/tag/quantum">量子計算</a>の研究で知られる。"#,
            #"詳しくは<a href="https://example.ac.jp/lab">研究室のサイト</a>と<a href="https://arxiv.org/abs/2301.00001">論文</a>を参照。"#,
            #"<a href="/tag/kyoto">京都</a>で開かれた<a href="/event/qc2023">国際会議</a>でも発表された。"#,
        ]
        let prose = [
            "研究チームは十年以上にわたって、誤りに強い計算の方法を探してきた。今回の成果はその大きな一歩だという。",
            "実用化にはまだ時間がかかるが、材料の設計や薬の開発など、さまざまな分野での応用が期待されている。",
        ]
        let html = """
            <!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>量子計算の新しい手法</title></head>
            <body><header class="site-header"><a href="/">サイエンスブログ</a><nav><ul><li><a href="/">ホーム</a></li>
            <li><a href="/archive">アーカイブ</a></li></ul></nav></header>
            <main><article><h1>量子計算の新しい手法</h1>
            <div class="entry-body">
            <div>\(sentences[0])</div>
            <p>\(prose[0])</p>
            <div>\(sentences[1])</div>
            <p>\(prose[1])</p>
            <ul><li>\(sentences[2])</li>
            <li><a href="/tag/code">表面符号</a>を<a href="/tag/impl">実装</a>する。</li></ul>
            </div></article></main>
            <aside class="sidebar"><h3>人気の記事</h3><ul>
            <li><a href="/p/1">宇宙望遠鏡が見た最初の銀河</a></li>
            <li><a href="/p/2">深海に住む生き物たちの秘密</a></li></ul></aside>
            </body></html>
            """
        let probe = ExtractionProbe(html, url: "https://science.example.jp/entry/2023/05/04/quantum")
        for sentence in sentences {
            let text = sentence.replacing(/<[^>]+>/, with: "")
            #expect(probe.keeps(text), "kept: \(text)")
        }
        for paragraph in prose { #expect(probe.keeps(paragraph)) }
        #expect(probe.keeps("表面符号を実装する。"))
        #expect(!probe.keeps("宇宙望遠鏡"))
    }

    /// The characters counted: ideographs, kana, their punctuation and
    /// full-width forms; not Latin letters, Hangul (Korean is written with
    /// spaces), nor the replacement mark a page's broken bytes leave.
    @Test func theCharactersOfScriptsWithoutSpacesAreCounted() {
        func counted(_ text: String) -> Int {
            var previous: UInt8 = 0
            var count = 0
            for byte in text.utf8 {
                if SpacelessScript.startsCharacter(byte, after: previous) { count += 1 }
                previous = byte
            }
            return count
        }
        #expect(counted("東京の、ﾃｽﾄ，") == 8)
        #expect(counted("Tokyo 서울") == 0)
        #expect(counted("\u{FFFD}\u{FFFD}") == 0)
    }
}
