import Foundation
import TestSupport
import Testing

@testable import ReadingList

/// Snippets are made in Swift (`SearchSnippets.make`) but must read exactly
/// as FTS5's own `snippet()` made them before (`SearchSnippets.fromIndex`):
/// the same passage, the same highlights, the same ellipses.
@Suite struct SnippetTests {
    /// Words with accents, stems, repeats and punctuation, so that the
    /// tokenizer's folding, stemming and sentence ends all come into play.
    static let words = [
        "the", "the", "the", "of", "and", "a", "to", "in", "sea", "ships", "ship", "shipping", "lighthouse",
        "lighthouses", "keeper", "keepers", "running", "runs", "run", "café", "CAFE", "naïve", "résumé", "Über",
        "coast", "coastal", "harbour", "cape", "north", "stone", "1999", "v2", "old", "bridge", "red", "house",
        "light", "lights", "lightly", "keeping", "write", "ahead", "log", "tide", "tides", "storm", "quiet",
    ]
    static let stops = [".", ".", ",", ":", ";", "!", "?", " —", "…", "”", ")"]

    static func sentence(_ random: inout SeededRandom) -> String {
        let count = Int.random(in: 2...14, using: &random)
        var text = ""
        for index in 0..<count {
            var word = random.pick(words)
            if index == 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
            if random.chance(0.05) { word = "“" + word }
            text += (index == 0 ? "" : " ") + word
            if random.chance(0.04) { text += "[\(Int.random(in: 1...9, using: &random))]" }
        }
        return text + random.pick(stops)
    }

    static func body(_ random: inout SeededRandom) -> String {
        var lines: [String] = []
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: lines.append("## " + sentence(&random))
            case 1: lines.append("* " + sentence(&random))
            case 2: lines.append("> " + sentence(&random))
            case 3: lines.append("=> https://example.com/\(random.pick(words)) " + sentence(&random))
            case 4: lines.append("=> https://example.com/cite [\(Int.random(in: 1...9, using: &random))] cited")
            case 5: lines += ["```", "code " + random.pick(words), "```"]
            default:
                let count = Int.random(in: 1...6, using: &random)
                lines.append(
                    (0..<count).map { _ in sentence(&random) }.joined(separator: random.pick([" ", "  ", "\t"])))
            }
            if random.chance(0.5) { lines.append("") }
        }
        return lines.joined(separator: "\n")
    }

    static let queries = [
        "the", "sea", "ship", "shipping", "lighthouse", "run", "cafe", "CAFÉ", "naive", "uber", "1999", "v2",
        "keep*", "light*", "ca*", "\"write ahead log\"", "\"the sea\"", "\"old bridge\" red", "sea OR storm",
        "tide OR tides OR quiet", "ship -storm", "the -\"the sea\"", "sea sea", "cape north stone", "light* the",
        "\"light* house\"", "resume", "harbour OR cape -quiet", "cited", "code",
    ]

    /// A library of 160 generated articles, some with a header before
    /// their text, some with an author.
    static func generatedLibrary() throws -> Fixture {
        let fixture = try Fixture()
        var random = SeededRandom(seed: 2026)
        for number in 0..<160 {
            let title = sentence(&random)
            let header = random.chance(0.3) ? "# \(title)\n\n=> https://example.com/s Source\n\n" : ""
            let content = ArticleContent(
                url: "https://example.com/\(number)", title: title,
                author: random.chance(0.5) ? "Ann \(random.pick(words))" : nil,
                gemtext: header + body(&random), textStart: header.utf8.count)
            _ = try fixture.library.save(content)
        }
        return fixture
    }

    @Test func snippetsReadAsFTS5MadeThem() throws {
        let fixture = try Self.generatedLibrary()
        var compared = 0
        var highlighted = 0
        for text in Self.queries {
            let search = try SearchQuery(text)
            let ids = try fixture.library.ids(ArticleFilter(state: .all, search: text))
            for page in stride(from: 0, to: ids.count, by: 50).map({ Array(ids[$0..<min($0 + 50, ids.count)]) }) {
                for highlight in [SnippetHighlight(open: "[", close: "]"), .none] {
                    let (made, fromIndex) = try fixture.library.perform { connection in
                        (
                            try SearchSnippets.make(for: page, search: search, highlight: highlight, in: connection),
                            try SearchSnippets.fromIndex(
                                for: page, search: search, highlight: highlight, in: connection)
                        )
                    }
                    for id in page {
                        #expect(made[id] == fromIndex[id], "'\(text)', article \(id)")
                    }
                    compared += fromIndex.count
                    highlighted += fromIndex.values.filter { $0.contains("[") }.count
                }
            }
        }
        // The comparison covered many snippets, most with a highlight.
        #expect(compared > 1_000)
        #expect(highlighted > 400)
    }

    /// Told where the last match in each body is, a snippet is made from
    /// the text up to a little past it, and reads the same; told wrongly, it
    /// notices (the matches it finds end elsewhere) and reads the whole text.
    @Test func snippetsFromTheFirstPartOfTheTextReadAsFTS5MadeThem() throws {
        let fixture = try Fixture()
        var random = SeededRandom(seed: 11)
        for number in 0..<60 {
            // A word used once in the article, in its first lines.
            var lines = (0..<Int.random(in: 8...30, using: &random)).map { _ in Self.body(&random) }
            let stop = number % 2 == 0 ? "." : ""
            lines.insert("The zephyr wind came\(stop) Then calm.", at: min(number % 4, lines.count))
            _ = try fixture.library.save(
                ArticleContent(
                    url: "https://example.com/\(number)", title: Self.sentence(&random),
                    gemtext: lines.joined(separator: "\n")))
        }
        var compared = 0
        for text in [
            "zephyr", "\"zephyr wind\"", "zeph*", "zephyr -storm", "zephyr OR cited", "cafe", "keep*", "ship -storm",
        ] {
            let search = try SearchQuery(text)
            let ids = try fixture.library.ids(ArticleFilter(state: .all, search: text))
            try fixture.library.perform { connection in
                let tokenizer = try #require(SearchTokenizer(connection))
                let matcher = try #require(PhraseMatcher(search, tokenizer: tokenizer))
                var lastMatches: [ArticleID: Int] = [:]
                for source in try SnippetText.load(ids, in: connection) {
                    let whole = try source.text()
                    let tokens = whole.withUnsafeBufferPointer { tokenizer.tokens(of: $0, matching: matcher) }
                    lastMatches[source.id] = matcher.instances(in: tokens.masks).map(\.offset).max() ?? -1
                }
                let highlight = SnippetHighlight(open: "[", close: "]")
                let fromIndex = try SearchSnippets.fromIndex(
                    for: ids, search: search, highlight: highlight, in: connection)
                for told in [lastMatches, lastMatches.mapValues { $0 + 1 }] {
                    let made = try SearchSnippets.make(
                        for: ids, search: search, highlight: highlight, lastBodyMatches: told, in: connection)
                    for id in ids { #expect(made[id] == fromIndex[id], "'\(text)', article \(id)") }
                }
                compared += fromIndex.count
            }
        }
        #expect(compared > 200)
    }

    @Test func aPageShowsTheSnippetAroundTheMatchesWithEllipses() throws {
        let fixture = try Fixture()
        let body =
            "Nothing here at first. " + String(repeating: "Filler words go on and on. ", count: 8)
            + "Then the keeper lit the great lighthouse lamp at dusk: ships saw it from far away. "
            + String(repeating: "More words follow after that. ", count: 8)
        _ = try fixture.library.save(ArticleContent(url: "https://example.com/l", title: "Lamp", gemtext: body))
        let page = try fixture.library.page(
            ArticleQuery(
                filter: ArticleFilter(state: .all, search: "lighthouse ships"), sort: ArticleSort(.relevance),
                highlight: SnippetHighlight(open: "<", close: ">")))
        #expect(
            page.items.first?.snippet
                == "…Then the keeper lit the great <lighthouse> lamp at dusk: <ships> saw it from far away. More words follow after that. More words follow…"
        )
    }
}
