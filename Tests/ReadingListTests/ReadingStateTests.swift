import Foundation
import Problems
import Testing

@testable import ReadingList

/// The owner's reading state: where each article was left, favourites,
/// highlights, and the articles beside one in a list.
@Suite struct ReadingStateTests {
    static let gemtext = """
        # Harbour Lights

        The harbour lights were switched on again after the port authority[1] finished
        the repairs.
        => https://coast.example/port [1] port authority

        ## The repairs

        New lamps, brighter ones: the old ones had rusted.
        * Fishermen say it is “about time”.

        ## What fishermen say

        > We can see the rocks again.
        ```
        let lamps = 12
        ```
        """

    static func harbour(_ fixture: Fixture) throws -> ArticleID {
        try fixture.library.save(
            ArticleContent(url: "https://coast.example/lights", title: "Harbour Lights", gemtext: gemtext)
        ).id
    }

    static func visit(_ id: ArticleID, _ section: Int?, of count: Int = 3) -> ReadingVisit {
        ReadingVisit(article: id, section: section, heading: section.map { "Heading \($0)" }, sectionCount: count)
    }

    @Test func visitsRecordThePlaceMostRecentFirstAndFinishingForgetsIt() throws {
        let fixture = try Fixture()
        let ids = try fixture.saveMany(4)
        let library = fixture.library
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(try library.recordVisit(Self.visit(ids[0], 2, of: 5), at: start))
        #expect(try library.recordVisit(Self.visit(ids[1], nil, of: 5), at: start))
        #expect(try library.reading().items.map(\.article.id) == [ids[1], ids[0]])
        #expect(try library.continueReading()?.article.id == ids[1])
        #expect(try library.readingPosition(of: ids[0])?.section == 2)
        #expect(try library.readingPosition(of: ids[0])?.heading == "Heading 2")
        #expect(try library.readingPosition(of: ids[1])?.section == nil)

        // Opening the same place again writes nothing.
        let revision = try library.revision()
        #expect(try !library.recordVisit(Self.visit(ids[1], nil, of: 5)))
        #expect(try library.revision() == revision)
        // Going back to the first article makes it the most recent; its
        // page keeps the section already recorded.
        #expect(try library.recordVisit(Self.visit(ids[0], nil, of: 5)))
        #expect(try library.continueReading()?.position.section == 2)
        #expect(try library.continueReading()?.article.id == ids[0])
        #expect(try library.recordVisit(Self.visit(ids[0], 4, of: 5)))
        #expect(try library.readingPosition(of: ids[0])?.section == 4)

        // The last section finishes it; so does archiving; deleting takes the row away.
        #expect(try library.recordVisit(Self.visit(ids[0], 5, of: 5)))
        #expect(try library.readingPosition(of: ids[0]) == nil)
        #expect(try library.reading().items.map(\.article.id) == [ids[1]])
        try library.archive(.ids([ids[1]]))
        #expect(try library.readingCount() == 0)
        // An archived article is not recorded; a missing one neither.
        #expect(try !library.recordVisit(Self.visit(ids[1], 2)))
        #expect(try !library.recordVisit(Self.visit(ArticleID(999), 2)))
        #expect(try library.recordVisit(Self.visit(ids[2], 1)))
        try library.delete(.ids([ids[2]]))
        #expect(try library.readingCount() == 0)
        // An article without sections is finished by opening it.
        #expect(try !library.recordVisit(Self.visit(ids[3], nil, of: 0)))
        #expect(try library.readingCount() == 0)
    }

    @Test func theReadingListComesAPageAtATime() throws {
        let fixture = try Fixture()
        let ids = try fixture.saveMany(7)
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        for id in ids { try fixture.library.recordVisit(Self.visit(id, 2), at: start) }
        var seen: [ArticleID] = []
        var cursor: ReadingCursor?
        repeat {
            let page = try fixture.library.reading(limit: 3, after: cursor)
            seen += page.items.map(\.article.id)
            cursor = try page.next.map { try #require(ReadingCursor(token: $0.token)) }
        } while cursor != nil
        #expect(seen == ids.reversed())
        #expect(ReadingCursor(token: "12-x") == nil)
        #expect(ReadingCursor(token: "-1-3") == nil)
    }

    @Test func favouritesAreAFilterThatCombinesWithTagsAndSorts() throws {
        let fixture = try Fixture()
        let ids = try fixture.saveMany(10)
        let library = fixture.library
        try library.addTags(["rust"], to: .ids([ids[1], ids[2], ids[5]]))
        #expect(try library.setFavorite(true, .ids([ids[1], ids[5], ids[7]])) == 3)
        #expect(try library.setFavorite(true, .ids([ids[1]])) == 0)
        #expect(try library.isFavorite(ids[5]))
        #expect(try !library.isFavorite(ids[2]))
        let favorites = ArticleFilter(state: .all, favoritesOnly: true)
        #expect(try library.count(favorites) == 3)
        #expect(try library.ids(favorites, sort: ArticleSort(.saved, .ascending)) == [ids[1], ids[5], ids[7]])
        var tagged = favorites
        tagged.tags = ["rust"]
        #expect(try library.ids(tagged, sort: .newestFirst) == [ids[5], ids[1]])
        #expect(try library.setFavorite(false, .ids([ids[5]])) == 1)
        #expect(try library.ids(tagged) == [ids[1]])
        #expect(try library.favoriteCount() == 2)
        #expect(throws: Problem.self) { try library.setFavorite(true, .ids([ArticleID(404)])) }
    }

    @Test func aPassageIsFoundWhateverItsCasePunctuationAndLineBreaks() throws {
        let fixture = try Fixture()
        let id = try Self.harbour(fixture)
        let library = fixture.library
        // Across a line break, without the reference mark, in other case and punctuation.
        let kept = try library.highlight(id, passage: "the PORT authority finished, the repairs")
        #expect(kept.passage == "the port authority[1] finished the repairs")
        #expect(kept.section == nil, "the introduction under the title is in no numbered section")
        #expect(kept.articleTitle == "Harbour Lights")
        let quote = try library.highlight(id, passage: "we can see the rocks", note: "  Good news  ")
        #expect(quote.passage == "We can see the rocks")
        #expect(quote.note == "Good news")
        #expect(quote.section == 2)
        #expect(try library.highlight(id, passage: "it is about time").section == 1)
        #expect(try library.highlight(id, passage: "let lamps = 12").passage == "let lamps = 12")

        // Not there: the reason says how far it matched.
        let wrong = #expect(throws: Problem.self) { try library.highlight(id, passage: "the harbour lights were dimmed") }
        #expect(wrong?.kind == .badInput)
        #expect(
            wrong?.message
                == "that passage is not in the article: the article has “the harbour lights were” but not followed by “dimmed”"
        )
        let missing = #expect(throws: Problem.self) { try library.highlight(id, passage: "zeppelins") }
        #expect(missing?.message == "that passage is not in the article: the article has no “zeppelins”")
        // Link lines are not the article's text.
        #expect(throws: Problem.self) { try library.highlight(id, passage: "coast example port") }
        #expect(throws: Problem.self) { try library.highlight(id, passage: " ,. ") }
        #expect(throws: Problem.self) { try library.highlight(ArticleID(77), passage: "lamps") }
        #expect(try library.highlights(of: id).count == 4)
    }

    @Test func aTypedHighlightMayCarryANoteAndKeepingItAgainReplacesTheNote() throws {
        let fixture = try Fixture()
        let id = try Self.harbour(fixture)
        let library = fixture.library
        let first = try library.highlight(id, typed: "the old ones had rusted -- check the photos")
        #expect(first.passage == "the old ones had rusted")
        #expect(first.note == "check the photos")
        // The same passage again: one highlight, the new note.
        let again = try library.highlight(id, typed: "The old ones had rusted. -- photos are in the archive")
        #expect(again.id == first.id)
        #expect(again.note == "photos are in the archive")
        // Without a note, the note stays.
        #expect(try library.highlight(id, typed: "the old ones had rusted").note == "photos are in the archive")
        #expect(try library.highlights().count == 1)
        // A wrong passage with a note reports the passage's problem.
        let wrong = #expect(throws: Problem.self) { try library.highlight(id, typed: "new lamps dimmer -- note") }
        #expect(wrong?.message.contains("“new lamps” but not followed by “dimmer”") == true)
        // Newest first over every article; deleting one.
        let second = try fixture.library.save(
            ArticleContent(url: "https://other.example/", title: "Other", gemtext: "Plain words here.\n")
        ).id
        try library.highlight(id, passage: "new lamps", at: Date(timeIntervalSince1970: 2_000_000_000))
        try library.highlight(second, passage: "plain words", at: Date(timeIntervalSince1970: 2_000_000_100))
        #expect(try library.highlights().map(\.passage) == ["Plain words", "New lamps", "the old ones had rusted"])
        #expect(try library.highlights(of: second).map(\.section) == [nil])
        try library.deleteHighlight(first.id)
        #expect(try library.highlightCount() == 2)
        #expect(throws: Problem.self) { try library.deleteHighlight(first.id) }
        try library.delete(.ids([second]))
        #expect(try library.highlights().map(\.passage) == ["New lamps"])
    }

    @Test func theArticlesBesideOneFollowTheListsOrder() throws {
        let fixture = try QueryTests.tiedLibrary()
        let library = fixture.library
        for (filter, sort) in [
            (ArticleFilter(state: .all), ArticleSort(.title)), (ArticleFilter.unread, ArticleSort.newestFirst),
            (ArticleFilter(state: .all, tags: ["odd"]), ArticleSort(.length, .descending)),
        ] {
            let order = try library.ids(filter, sort: sort)
            for (index, id) in order.enumerated() {
                let beside = try library.neighbours(of: id, in: filter, sort: sort)
                #expect(beside.previous?.id == (index > 0 ? order[index - 1] : nil))
                #expect(beside.next?.id == (index + 1 < order.count ? order[index + 1] : nil))
            }
        }
        // An article archived while its unread list is read keeps its place in it.
        let unread = try library.ids(.unread)
        try library.archive(.ids([unread[3]]))
        let beside = try library.neighbours(of: unread[3], in: .unread, sort: .newestFirst)
        #expect(beside.previous?.id == unread[2])
        #expect(beside.next?.id == unread[4])
        // In a search, by relevance.
        let search = ArticleFilter(state: .all, search: "text")
        let ranked = try library.ids(search, sort: ArticleSort(.relevance))
        let middle = try library.neighbours(of: ranked[5], in: search, sort: ArticleSort(.relevance))
        #expect(middle.previous?.id == ranked[4])
        #expect(middle.next?.id == ranked[6])
    }

    @Test func theJSONExportCarriesTheReadingStateAndImportRestoresIt() throws {
        let fixture = try Fixture()
        let id = try Self.harbour(fixture)
        let plain = try fixture.saveMany(1)[0]
        let library = fixture.library
        try library.setFavorite(true, .ids([id]), at: Date(timeIntervalSince1970: 1_900_000_000))
        try library.recordVisit(Self.visit(id, 2), at: Date(timeIntervalSince1970: 1_900_000_100))
        try library.highlight(id, passage: "new lamps", note: "bright", at: Date(timeIntervalSince1970: 1_900_000_200))
        try library.highlight(id, passage: "we can see", at: Date(timeIntervalSince1970: 1_900_000_300))
        let state = try library.readingState(of: id)
        #expect(state.favoritedAt == Date(timeIntervalSince1970: 1_900_000_000))
        #expect(state.highlights.map(\.passage) == ["New lamps", "We can see"])

        var text = LibraryJSON.exportHeader(exportedAt: Date())
        text += try [id, plain].map { article in
            try LibraryJSON.line(
                LibraryJSON.Record(
                    try library.article(article), gemtext: try library.gemtext(of: article),
                    reading: try library.readingState(of: article)))
        }.joined(separator: ",\n")
        text += LibraryJSON.exportFooter
        #expect(text.contains("\"favorited\":\"2030-03-17T17:46:40Z\""))
        #expect(text.contains("\"reading_position\":{\"heading\":\"Heading 2\",\"section\":2,\"section_count\":3"))

        let other = try Fixture()
        let (_, entries) = try ImportFile.read(Data(text.utf8), name: "export")
        let results = try other.library.importEntries(entries)
        guard case .added(let newID) = results[0] else { Issue.record("not added: \(results)"); return }
        #expect(try other.library.readingState(of: newID) == state)
        #expect(try other.library.continueReading()?.position.section == 2)
        #expect(try other.library.favoriteCount() == 1)
        // Importing again changes nothing.
        _ = try other.library.importEntries(entries)
        #expect(try other.library.readingState(of: newID) == state)
        // An export from before reading state imports as it did.
        let old = """
            {"format": "gempaper-library", "version": 1, "articles": [
            {"url": "https://old.example/a", "title": "Old", "gemtext": "# Old\\n\\nText.\\n"}]}
            """
        let (_, oldEntries) = try ImportFile.read(Data(old.utf8), name: "old")
        #expect(oldEntries[0].reading == nil)
        #expect(try other.library.importEntries(oldEntries).count == 1)
    }

    @Test func theGemtextExportWritesHighlightsBelowTheArticle() throws {
        let fixture = try Fixture()
        let id = try Self.harbour(fixture)
        try fixture.library.highlight(id, passage: "new lamps", note: "=> not a link", at: Date(timeIntervalSince1970: 1))
        let file = GemtextExport.articleFile(
            try fixture.library.article(id), gemtext: Self.gemtext, highlights: try fixture.library.highlights(of: id))
        #expect(file.hasSuffix("```\n\n## Highlights\n\n> New lamps\n\u{200B}=> not a link\n\n=> https://coast.example/lights Original page (coast.example)\n"))
    }

    @Test func aVersionTwoLibraryGainsTheReadingTables() throws {
        let fixture = try Fixture()
        fixture.library.close()
        let folder = fixture.folder
        let path = folder.file("two.sqlite").path
        do {
            let old = try Library(path: path, options: Library.Options(), upTo: 2, process: .current)
            // Written the way version 2 did, straight into its tables (today's
            // saving writes columns version 2 does not have).
            try old.perform { connection in
                try connection.execute(
                    """
                    INSERT INTO articles (id, url, canonical_url, title, title_key, site, saved_at, fetch_state)
                    VALUES (1, 'https://a.example/', 'https://a.example/', 'A', 'a', 'a.example', 1700000000000, 'ready');
                    INSERT INTO article_bodies VALUES (1, '# A\n\nWords.\n');
                    INSERT INTO article_search(rowid, title, body) VALUES (1, 'A', 'A\nWords.');
                    """)
            }
            old.close()
        }
        let library = try Library(path: path)
        #expect(try library.recordVisit(Self.visit(ArticleID(1), 1)))
        #expect(try library.verify() == [])
    }
}
