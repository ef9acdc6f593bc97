import Capsule
import Foundation
import Gemini
import TestSupport
import Testing

@testable import ReadingList

/// The owner's flow of reading, through the real TLS server with two
/// client certificates (the owner's and a stranger's): continue where you
/// stopped, what you are reading, next and previous along the list you came
/// from, favourites, highlights, and that a stranger sees and changes none
/// of it.
@Suite struct ReadingFlowTests {
    static func fixture(count: Int = 12) throws -> (CapsuleFixture, [ArticleID]) {
        let fixture = try CapsuleFixture()
        let ids = try SampleArticles.fill(try fixture.library(), count: count)
        try fixture.start()
        return (fixture, ids)
    }

    typealias Link = (url: String, label: String)

    static func links(_ response: GeminiResponse) -> [Link] { PageTests.links(response) }

    /// The section links of an article's table of contents, in order (as a
    /// stranger sees them, so the owner's place stays where it is).
    static func contents(_ fixture: CapsuleFixture, _ id: ArticleID) async throws -> [Link] {
        links(try await fixture.get("/articles/\(id)", as: .stranger)).filter { $0.url.hasPrefix("/articles/\(id)/sections/") }
    }

    /// The first link of the home page, which is where the owner left off (if anywhere).
    static func continueLink(_ fixture: CapsuleFixture) async throws -> Link? {
        links(try await fixture.get("/")).first { $0.label.hasPrefix("Continue: ") }
    }

    @Test func theHomePageContinuesWhereTheOwnerStoppedEvenAfterARestart() async throws {
        let (fixture, ids) = try Self.fixture()
        #expect(try await Self.continueLink(fixture) == nil)
        let sections = try await Self.contents(fixture, ids[4])
        let part2 = try #require(sections.first { $0.label.hasSuffix("Part 2 of 4") })
        #expect(try await fixture.get(part2.url).status == .success)
        // A stranger reading elsewhere changes nothing.
        let strangers = try await Self.contents(fixture, ids[7])
        for section in strangers { _ = try await fixture.get(section.url, as: .stranger) }
        _ = try await fixture.get("/articles/\(ids[7])", as: .anonymous)

        var home = try await fixture.get("/")
        #expect(home.text.hasPrefix("# Reading list\n=> \(part2.url) Continue: Article 004 on gardens, section Part 2 of 4\n"))
        // Across a restart.
        fixture.stop()
        try fixture.start()
        #expect(try await Self.continueLink(fixture)?.url == part2.url)
        // The article's own page (its contents) keeps the place.
        _ = try await fixture.get("/articles/\(ids[4])")
        #expect(try await Self.continueLink(fixture)?.url == part2.url)
        // Opening another article makes it the one to continue; going back restores the first.
        let other = try await Self.contents(fixture, ids[1])
        _ = try await fixture.get(other[1].url)
        #expect(try await Self.continueLink(fixture)?.url == other[1].url)
        _ = try await fixture.get(part2.url)
        #expect(try await Self.continueLink(fixture)?.url == part2.url)
        // Opening the last section finishes it: the home page moves on to the other.
        _ = try await fixture.get(try #require(sections.last).url)
        #expect(try await Self.continueLink(fixture)?.url == other[1].url)
        // Archiving finishes the other (and the next article it leads to is not taken as opened).
        _ = try await fixture.get("/articles/\(ids[1])/archive")
        home = try await fixture.get("/")
        #expect(!home.text.contains("Continue: "))
        #expect(home.text.contains("=> /reading Reading now (0)"))
    }

    @Test func visitsMadeWhileTheLibraryIsBusyAreRecordedInOrderAfterwards() async throws {
        let (fixture, ids) = try Self.fixture()
        let first = try await Self.contents(fixture, ids[3])
        let second = try await Self.contents(fixture, ids[6])
        // Another program holds the write lock (an import, say) until told to stop.
        let other = try fixture.library()
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        Thread {
            _ = try? other.write { _ in
                holding.signal()
                release.wait()
            }
        }.start()
        holding.wait()
        // Pages are served meanwhile; their visits wait.
        #expect(try await fixture.get(first[1].url).status == .success)
        #expect(try await fixture.get(second[2].url).status == .success)
        #expect(try fixture.library().readingCount() == 0)
        release.signal()
        // Then they are written, in the order they were made.
        #expect(try await fixture.wait { try fixture.library().readingCount() == 2 })
        #expect(try fixture.library().continueReading()?.article.id == ids[6])
        #expect(try await Self.continueLink(fixture)?.url == second[2].url)
    }

    @Test func theReadingPageListsWhatIsStartedWithHowFarIn() async throws {
        let (fixture, ids) = try Self.fixture()
        let first = try await Self.contents(fixture, ids[3])
        let second = try await Self.contents(fixture, ids[6])
        _ = try await fixture.get(first[2].url)
        _ = try await fixture.get("/articles/\(ids[9])")
        _ = try await fixture.get(second[1].url)
        let page = try await fixture.get("/reading")
        #expect(page.status == .success)
        func number(_ url: String) -> Int { Int(url.split(separator: "/").last!)! }
        let count = number(try #require(first.last).url)
        let rows = Self.links(page).filter { $0.url.hasPrefix("/articles/") }
        #expect(rows.map(\.url) == [second[1].url, "/articles/\(ids[9])", first[2].url])
        #expect(rows[0].label == "Article 006 of rivers · section \(number(second[1].url)) of \(count): Part 2 of 6 · alpha.example")
        #expect(rows[1].label == "Article 009 about tea · opened, no section yet · alpha.example")
        #expect(rows[2].label == "Article 003 with trains · section \(number(first[2].url)) of \(count): Detail of part 2 · alpha.example")
        #expect(page.text.contains("3 articles started and not finished, most recently opened first."))
        #expect(try await fixture.get("/").text.contains("=> /reading Reading now (3)"))
        // The command line lists the same.
        let listed = try await BuiltBinary.run(["list", "--library", fixture.libraryPath, "--reading", "--format", "ids"])
        #expect(listed.stdout == "\(ids[6])\n\(ids[9])\n\(ids[3])\n")
        #expect(try await fixture.request("/reading?cursor=nonsense").status == .badRequest)
    }

    @Test func nextAndPreviousFollowTheListFromEndToEnd() async throws {
        let (fixture, _) = try Self.fixture()
        let list = try await fixture.get("/all?sort=title")
        let listed = Self.links(list).filter { $0.url.hasPrefix("/articles/") }
        #expect(listed.count == 12)
        #expect(listed.allSatisfy { $0.url.hasSuffix("?from=/all?sort=title") })
        let titles = listed.map { String($0.label.split(separator: " · ").first!) }
        #expect(titles == titles.sorted())
        // Forwards, by the "Next" links alone.
        var url = listed[0].url
        var seen = [titles[0]]
        var previousLabels: [String] = []
        while true {
            let page = try await fixture.get(url)
            #expect(page.status == .success)
            #expect(Self.links(page).contains { $0.url == "/all?sort=title" && $0.label == "↑ All articles, by title" })
            if let previous = Self.links(page).first(where: { $0.label.hasPrefix("← Previous article: ") }) {
                previousLabels.append(String(previous.label.dropFirst("← Previous article: ".count)))
            }
            guard let next = Self.links(page).first(where: { $0.label.hasPrefix("→ Next article: ") }) else { break }
            seen.append(String(next.label.dropFirst("→ Next article: ".count)))
            url = next.url
            #expect(url.hasSuffix("?from=/all?sort=title"))
        }
        #expect(seen == titles)
        #expect(previousLabels == Array(titles.dropLast()))
        // And back again from the end.
        var back = [titles.last!]
        while let previous = Self.links(try await fixture.get(url)).first(where: { $0.label.hasPrefix("← Previous article: ") }) {
            back.append(String(previous.label.dropFirst("← Previous article: ".count)))
            url = previous.url
        }
        #expect(back == titles.reversed())
        // The list travels in one canonical form.
        #expect(try await fixture.request("/articles/1?from=/all?sort=newest").header == "31 /articles/1?from=/all")
        #expect(try await fixture.request("/articles/1?from=/tags/EVEN").header == "31 /articles/1?from=/tags/even")
        #expect(try await fixture.request("/articles/1?from=/nowhere").status == .badRequest)
        // A tag with a mark that needs escaping, and a search.
        let tagged = Self.links(try await fixture.get("/tags/c%23")).first { $0.url.hasPrefix("/articles/") }
        #expect(tagged?.url.hasSuffix("?from=/tags/c%2523") == true)
        #expect(try await fixture.get(try #require(tagged).url).text.contains("=> /tags/c%23 ↑ Tagged c#"))
        let found = Self.links(try await fixture.get("/search?tea")).first { $0.url.hasPrefix("/articles/") }
        #expect(found?.url.hasSuffix("?from=/search?tea") == true)
        #expect(try await fixture.get(try #require(found).url).text.contains("=> /search?tea ↑ Search: tea"))
    }

    @Test func archivingFromAListGoesToItsNextUnreadArticle() async throws {
        let (fixture, ids) = try Self.fixture()
        // /all by title: 000, 001, 002 (archived), 003 ...
        let page = try await fixture.get("/articles/\(ids[1])?from=/all?sort=title")
        let archive = try #require(Self.links(page).first { $0.label == "Archive (done reading)" })
        #expect(archive.url == "/articles/\(ids[1])/archive?from=/all?sort=title")
        let next = try await fixture.get(archive.url)
        #expect(next.url.path == "/articles/\(ids[3])")
        #expect(next.url.query == "from=/all?sort=title&archived=\(ids[1])")
        #expect(next.text.contains("Archived “Article 001 about tea”: here is the next unread article."))
        #expect(try fixture.library().article(ids[1]).isArchived)
    }

    @Test func favouritesSetFromTheCommandLineShowOnTheCapsule() async throws {
        let (fixture, ids) = try Self.fixture()
        let marked = try await BuiltBinary.run(
            ["favorite", "--library", fixture.libraryPath, String(ids[2].rawValue), String(ids[5].rawValue)])
        #expect(marked.status == 0)
        let favorites = try await fixture.get("/favorites")
        #expect(favorites.text.hasPrefix("# Favourites\n2 articles · newest first\n"))
        #expect(Self.links(favorites).filter { $0.url.hasPrefix("/articles/") }.map(\.url)
            == ["/articles/\(ids[5])?from=/favorites", "/articles/\(ids[2])?from=/favorites"])
        let sorted = try await fixture.get("/favorites?state=archived&sort=title")
        #expect(sorted.text.hasPrefix("# Favourites, archived\n2 articles, archived · by title\n"))
        #expect(try await fixture.get("/").text.contains("=> /favorites Favourites (2)"))
        // The toggle on the article page.
        let article = try await fixture.get("/articles/\(ids[5])")
        let toggle = try #require(Self.links(article).first { $0.url.hasPrefix("/articles/\(ids[5])/unfavorite") })
        #expect(toggle.label == "★ A favourite (take the mark off)")
        let after = try await fixture.get(toggle.url)
        #expect(after.url.path == "/articles/\(ids[5])")
        #expect(Self.links(after).contains { $0.url == "/articles/\(ids[5])/favorite" && $0.label == "☆ Mark as a favourite" })
        #expect(try !fixture.library().isFavorite(ids[5]))
        // With the list it was opened from, the toggle keeps it.
        let fromList = try await fixture.get("/articles/\(ids[2])/unfavorite?from=/favorites")
        #expect(fromList.url.query == "from=/favorites")
        let listed = try await BuiltBinary.run(["list", "--library", fixture.libraryPath, "--all", "--favorites"])
        #expect(listed.stderr == "no articles match\n")
    }

    @Test func aHighlightIsKeptOnlyWhenItIsInTheText() async throws {
        let (fixture, ids) = try Self.fixture()
        let id = ids[3]
        let prompt = try await fixture.request("/articles/\(id)/highlight")
        #expect(prompt.header == "10 Passage of “Article 003 with trains” to highlight (a note may follow: passage -- note)")
        // In the text, typed in other case and punctuation, with a note.
        let kept = try await fixture.get("/articles/\(id)/highlight", input: "TEXT OF PART 2 sqlite, gemini -- worth a look")
        #expect(kept.url.path == "/articles/\(id)")
        #expect(kept.text.contains("## Highlights\n\n> Text of part 2: sqlite gemini\nworth a look\n"))
        let part2 = try #require(try await Self.contents(fixture, id).first { $0.label.hasSuffix("Part 2 of 3") })
        #expect(Self.links(kept).contains { $0.url == part2.url && $0.label == "In “Part 2 of 3”" })
        // Not in the text: the prompt again, with the reason, and nothing kept.
        let refused = try await fixture.request("/articles/\(id)/highlight?text%20of%20part%209")
        #expect(refused.status == .input)
        #expect(refused.meta.hasPrefix("That passage is not in the article: the article has “text of part” but not followed by “9”. Passage of"))
        #expect(try fixture.library().highlights().count == 1)
        // Every highlight, newest first, each leading to its section.
        try await Task.sleep(nanoseconds: 5_000_000)
        _ = try await fixture.get("/articles/\(ids[0])/highlight", input: "introduction to article 0")
        let all = try await fixture.get("/highlights")
        #expect(all.text.hasPrefix("# Highlights\n2 passages kept, newest first.\n\n> Introduction to article 0\n"))
        let targets = Self.links(all).filter { $0.url.hasPrefix("/articles/") }
        #expect(targets.count == 2)
        #expect(targets[1].url == part2.url)
        #expect(targets[1].label.hasPrefix("Article 003 with trains, section "))
        #expect(try await fixture.get(targets[1].url).text.contains("Text of part 2: sqlite gemini swift."))
        #expect(try await fixture.get("/").text.contains("=> /highlights Highlights (2)"))
    }

    @Test func aStrangerSeesAndChangesNothingOfIt() async throws {
        let (fixture, ids) = try Self.fixture()
        let library = try fixture.library()
        try library.setFavorite(true, .ids([ids[0]]))
        try library.highlight(ids[0], passage: "introduction to article 0")
        let section = try #require(try await Self.contents(fixture, ids[0]).dropFirst().first)
        _ = try await fixture.get(section.url)
        let state = try library.readingState(of: ids[0])
        let revision = try library.revision()

        let ownerOnly = [
            "/reading", "/favorites", "/highlights", "/articles/\(ids[0])?from=/unread",
            "/articles/\(ids[1])?archived=\(ids[0])", "/unread?archived=\(ids[0])", "/selection/\(ids[0])?from=/unread",
            "/articles/\(ids[0])/favorite", "/articles/\(ids[0])/unfavorite", "/articles/\(ids[0])/highlight",
            "/articles/\(ids[0])/highlight?introduction", "/bulk/archive/\(ids[0])?from=/unread&confirm=yes",
        ]
        for path in ownerOnly {
            #expect(try await fixture.request(path, as: .anonymous).status == .certificateRequired, "\(path)")
            #expect(try await fixture.request(path, as: .stranger).status == .certificateNotAuthorized, "\(path)")
        }
        // What strangers may read shows none of the owner's reading.
        for path in ["/", "/unread", "/all?sort=title", "/articles/\(ids[0])", section.url, "/search?tea"] {
            let page = try await fixture.get(path, as: .stranger)
            #expect(page.status == .success, "\(path)")
            #expect(!page.text.contains("Continue"), "\(path)")
            #expect(!page.text.contains("Highlight"), "\(path)")
            #expect(!page.text.contains("avourite"), "\(path)")
            #expect(!page.text.contains("from="), "\(path)")
            #expect(!page.text.contains("/reading"), "\(path)")
        }
        // Their visits recorded nothing, and nothing changed.
        #expect(try library.readingState(of: ids[0]) == state)
        #expect(try library.revision() == revision)
        #expect(try library.readingCount() == 1)
    }

    @Test func anExportImportedIntoAnEmptyLibraryKeepsAllOfIt() async throws {
        let (fixture, ids) = try Self.fixture()
        let library = try fixture.library()
        try library.setFavorite(true, .ids([ids[4], ids[8]]))
        _ = try await fixture.get("/articles/\(ids[4])/highlight", input: "Text of part 1: sqlite -- first")
        _ = try await fixture.get("/articles/\(ids[8])/highlight", input: "a quote")
        let sections = try await Self.contents(fixture, ids[4])
        _ = try await fixture.get(sections[2].url)
        _ = try await fixture.get("/articles/\(ids[7])")
        let home = try await fixture.get("/")
        let pages = ["/reading", "/favorites", "/highlights"]
        var before: [String] = []
        for path in pages { before.append(try await fixture.get(path).text) }

        let backup = fixture.folder.file("backup").path
        let exported = try await BuiltBinary.run(["export", "--library", fixture.libraryPath, "--format", "json", backup])
        #expect(exported.status == 0)
        fixture.stop()
        // A capsule of its own over a new library with the export imported.
        let copy = try CapsuleFixture()
        let imported = try await BuiltBinary.run(["import", "--library", copy.libraryPath, "\(backup)/gempaper.json"])
        #expect(imported.status == 0, "\(imported.stderr)")
        try copy.start()
        #expect(try await copy.get("/").text == home.text)
        for (path, text) in zip(pages, before) { #expect(try await copy.get(path).text == text, "\(path)") }
        for id in ids { #expect(try copy.library().readingState(of: id) == (try library.readingState(of: id))) }
    }

    @Test func theCapsuleCannotBeClaimedWithACertificateThatExpiresWithinADay() async throws {
        let fixture = try CapsuleFixture()
        try fixture.start()
        _ = try ClaimCode(configPath: fixture.configPath).create(lifetime: 600)
        let brief = try TLSIdentity.generate(name: "one hour", purpose: .client, days: 0, seconds: 3600)
        let answer = try await onOwnThread {
            try fixture.server.client(identity: brief).request(
                try GeminiURL(fixture.server.url("/claim")), identity: brief)
        }
        #expect(answer.status == .certificateNotValid)
        #expect(answer.meta.hasPrefix("this certificate expires within a day ("))
        #expect(answer.meta.hasSuffix("make a new identity in your client that lasts a year or more, and claim the capsule with that"))
        let conf = try String(contentsOfFile: fixture.configPath, encoding: .utf8)
        #expect(!conf.contains(brief.certificate.fingerprint))
        // A two-day certificate may.
        let lasting = try TLSIdentity.generate(name: "two days", purpose: .client, days: 2)
        let prompt = try await onOwnThread {
            try fixture.server.client(identity: lasting).request(
                try GeminiURL(fixture.server.url("/claim")), identity: lasting)
        }
        #expect(prompt.status == .input)
    }
}
