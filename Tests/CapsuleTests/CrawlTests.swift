import Capsule
import Foundation
import Gemini
import Gemtext
import ReadingList
import Testing

/// Crawls the capsule from `/`, following every local link (up to a
/// bound), and checks that every page it serves is valid gemtext in
/// normal form: UTF-8, LF line ends, balanced preformatted blocks, and
/// text that parses back to exactly itself.
@Suite struct CrawlTests {
    /// Links the crawl must not follow as the owner: they change the library.
    static func changesSomething(_ path: String) -> Bool {
        path.hasPrefix("/bulk/") || path == "/add" || path.hasPrefix("/claim")
            || path.wholeMatch(
                of: #/\/articles\/\d+\/(archive|unarchive|retry|delete|tags|title|favorite|unfavorite|highlight)(\?.*)?/#)
                != nil
    }

    static func crawl(_ fixture: CapsuleFixture, as who: CapsuleFixture.Who, bound: Int) async throws -> (pages: Int, problems: [String]) {
        var queue = ["/"]
        var seen: Set<String> = ["/"]
        var problems: [String] = []
        var pages = 0
        while !queue.isEmpty && pages < bound {
            let path = queue.removeFirst()
            let response = try await fixture.get(path, as: who)
            pages += 1
            // A visitor cannot run commands on the server: no prompt or message tells them to.
            if who != .owner && response.status != .success && namesACommand(response.meta) {
                problems.append("\(path): \(response.header) tells a visitor to run a command")
            }
            if response.status.category == 1 { continue }  // a prompt: no page to check
            guard response.status == .success else {
                problems.append("\(path): \(response.header)")
                continue
            }
            guard response.mimeType == "text/gemini" else { continue }
            problems += Self.check(response.body).map { "\(path): \($0)" }
            if who != .owner && namesACommand(response.text) {
                problems.append("\(path): tells a visitor to run a command")
            }
            for line in GemtextDocument(parsing: response.body).lines {
                guard case .link(let url, _) = line, url.hasPrefix("/") else { continue }
                if changesSomething(url) || seen.contains(url) { continue }
                seen.insert(url)
                queue.append(url)
            }
        }
        return (pages, problems)
    }

    /// Whether `text` names one of gempaper's commands (`gempaper claim`,
    /// `'gempaper add URL'`), which only the server's owner can run.
    static func namesACommand(_ text: String) -> Bool {
        text.contains(#/gempaper [a-z]/#)
    }

    /// What is wrong with `body` as gemtext.
    static func check(_ body: [UInt8]) -> [String] {
        var problems: [String] = []
        guard let text = String(validating: body, as: UTF8.self) else { return ["not UTF-8"] }
        if text.contains("\r") { problems.append("holds a CR") }
        if !text.hasSuffix("\n") { problems.append("does not end with a line feed") }
        if text.split(separator: "\n", omittingEmptySubsequences: false).filter({ $0.hasPrefix("```") }).count % 2 != 0 {
            problems.append("a preformatted block is not closed")
        }
        let document = GemtextDocument(parsing: text)
        if document.serialized() != text { problems.append("does not read back as itself") }
        for line in document.lines {
            if case .link(let url, _) = line, url.isEmpty || url.contains(" ") { problems.append("link without a usable URL") }
        }
        return problems
    }

    @Test(arguments: [CapsuleFixture.Who.owner, .stranger, .anonymous])
    func everyPageIsValidGemtext(who: CapsuleFixture.Who) async throws {
        let fixture = try CapsuleFixture(settings: "title = # A title that looks like a heading")
        let library = try fixture.library()
        try SampleArticles.fill(library, count: 70)
        // Awkward titles and text: line types in titles, tags and bodies.
        _ = try library.save(
            ArticleContent(
                url: "https://odd.example/1", title: "=> not a link * nor a list", siteName: "> quoted",
                gemtext: "```\nunclosed block\n## not a heading\n"), tags: ["#hash", "c++"])
        _ = try library.enqueue(Bookmark(url: "https://odd.example/queued", title: "``` backticks"))
        let failed = try library.enqueue(Bookmark(url: "https://odd.example/gone", title: "Gone"))
        try library.failFetch(failed.id, message: "https://odd.example/gone answered 404 Not Found; check the URL")
        try fixture.start()
        let (pages, problems) = try await Self.crawl(fixture, as: who, bound: 300)
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        #expect(pages > 150)
    }

    /// The answers a visitor gets where no link leads (prompts, refusals,
    /// mistakes), with and without a certificate: none names a command.
    @Test func noAnswerAVisitorGetsNamesACommand() async throws {
        let fixture = try CapsuleFixture()
        let ids = try SampleArticles.fill(try fixture.library(), count: 3)
        try fixture.start()
        let id = ids[0]
        let doors = [
            "/claim", "/claim?abcd-efgh-jkmn", "/add", "/add?https%3A%2F%2Fexample.org%2F", "/articles/\(id)/archive",
            "/articles/\(id)/tags", "/articles/\(id)/highlight", "/articles/\(id)/retry", "/bulk/tag/\(id)",
            "/reading", "/highlights", "/favorites", "/search", "/search?%22unclosed", "/tags/a%20b", "/articles/999",
            "/articles/\(id)/sections/99", "/unread?sort=sideways", "/selection/x", "/search/damaged?word",
        ]
        var answers: [String] = []
        // Before a claim code is made, and while one waits.
        for round in 0..<2 {
            if round == 1 { _ = try ClaimCode(configPath: fixture.configPath).create(lifetime: 600) }
            for path in doors {
                for who in [CapsuleFixture.Who.stranger, .anonymous] {
                    let response = try await fixture.request(path, as: who)
                    answers.append(response.header)
                    let shown = response.status == .success ? response.text : response.meta
                    #expect(!Self.namesACommand(shown), "\(path) as \(who): \(response.header)")
                }
            }
        }
        // The doors were really knocked on: a prompt, a refusal and a wrong code among the answers.
        #expect(answers.contains("10 One-time code (the capsule's owner makes one on the server)"))
        #expect(answers.contains { $0.hasPrefix("50 no claim code is waiting") })
        #expect(answers.contains { $0.hasPrefix("10 That code is not right") })
        #expect(answers.contains { $0.hasPrefix("61 ") } && answers.contains { $0.hasPrefix("60 ") })
    }
}
