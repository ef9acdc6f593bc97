import Foundation
import ReadingList
import TestSupport

/// The distributions the corpus draws from, on the seeded generator so
/// every run builds the same library.
extension SeededRandom {

    /// A whole number in 0..<bound.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// An index in 0..<count where index k comes up about as often as 1/(k+1):
    /// the long-tailed way words, sites and tags are used.
    mutating func zipf(_ count: Int) -> Int { min(count - 1, Int(exp(unit() * log(Double(count)))) - 1) }

    /// A whole number around `median`, spread as lengths of things are (log-normal).
    mutating func logNormal(median: Double, spread: Double, range: ClosedRange<Int>) -> Int {
        // Box-Muller from two uniforms.
        let normal = sqrt(-2 * log(max(unit(), 1e-12))) * cos(2 * Double.pi * unit())
        return min(range.upperBound, max(range.lowerBound, Int(median * exp(normal * spread))))
    }
}

/// Generated articles that look like a real reading list: long-tailed words
/// (so the search index holds what real text gives it), lengths from a few
/// hundred words to several thousand, headings, lists, quotes and links,
/// many sites with a few big ones, tags used unevenly, most articles read.
struct Corpus {
    /// Words by rank: the most used first.
    let words: [String]
    let sites: [String]
    let tags: [String]
    private var random: SeededRandom
    /// The size of the last original page made, in bytes.
    private(set) var lastOriginalSize = 0
    /// A fixed starting date: 2020-01-01.
    let start = Date(timeIntervalSince1970: 1_577_836_800)

    /// Phrases planted in about one article in a hundred, for phrase search.
    static let phrases = ["write ahead log", "keyset pagination", "garbage collector", "reading list"]

    init(seed: UInt64 = 42) {
        random = SeededRandom(seed: seed)
        let common = [
            "the", "of", "and", "to", "a", "in", "is", "that", "it", "for", "was", "on", "with", "as", "by", "this",
            "are", "be", "at", "from", "or", "an", "but", "not", "they", "which", "we", "have", "you", "one", "all",
            "their", "were", "there", "been", "more", "when", "what", "about", "can", "would", "into", "people", "time",
            "system", "data", "world", "work", "city", "water", "history", "language", "music", "science", "design",
        ]
        let syllables = [
            "ka", "ri", "lo", "men", "tu", "sha", "vel", "or", "an", "qui", "det", "bra", "ple", "zon", "ith", "um",
            "ex", "pro", "sta", "ver",
        ]
        var generator = SeededRandom(seed: seed &+ 1)
        var made = Set(common)
        var words = common
        while words.count < 40_000 {
            let count = 2 + generator.below(3)
            let word = (0..<count).map { _ in syllables[generator.below(syllables.count)] }.joined()
            if made.insert(word).inserted { words.append(word) }
        }
        self.words = words
        sites = (0..<2_000).map { "\(words[100 + $0 * 7]).\(["com", "org", "net", "io", "dev"][$0 % 5])" }
        tags = [
            "later", "tech", "science", "longread", "politics", "programming", "history", "music", "design",
            "economics", "climate", "health", "rust", "swift", "databases", "linux", "security", "culture",
            "books", "travel", "food", "sport", "physics", "math", "philosophy", "art", "film", "education",
            "startups", "privacy", "gemini", "networking", "web", "ai", "energy", "space", "biology", "law",
            "urbanism", "photography",
        ]
    }

    /// The word at a Zipf-distributed rank.
    private mutating func word() -> String { words[random.zipf(words.count)] }

    private mutating func sentence(_ count: Int) -> String {
        var text = ""
        for index in 0..<count {
            var word = word()
            if index == 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
            text += index == 0 ? word : " " + word
            if index < count - 1 && random.below(12) == 0 { text += "," }
        }
        return text + "."
    }

    private mutating func paragraph() -> String {
        var text = ""
        let target = random.logNormal(median: 70, spread: 0.5, range: 15...300)
        var words = 0
        while words < target {
            let count = 6 + random.below(22)
            text += (text.isEmpty ? "" : " ") + sentence(count)
            words += count
        }
        if random.below(100) == 0 { text += " The " + Corpus.phrases[random.below(Corpus.phrases.count)] + " matters." }
        return text
    }

    /// The next article: its content (gemtext and original page), tags, dates.
    mutating func article(_ number: Int) -> (content: ArticleContent, tags: [String], saved: Date, archived: Date?) {
        let site = sites[random.zipf(sites.count)]
        let url =
            "https://\(random.below(3) == 0 ? "www." : "")\(site)/\(2020 + number % 5)/\(words[random.below(5_000)])-\(number)"
        let titleWords = 3 + random.below(8)
        let title = (0..<titleWords).map { _ in
            let word = self.word()
            return word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
        let words = random.logNormal(median: 1_100, spread: 0.7, range: 150...12_000)
        var gemtext = "# \(title)\n\n"
        var html = "<!doctype html><html><head><meta charset=utf-8><title>\(title)</title>"
        html += String(
            repeating: "<script>var tracking=\"\(site)\";function f(){return 1}</script>\n",
            count: 80 + random.below(300))
        html +=
            "</head><body><nav>" + (0..<40).map { "<a href=\"/section/\($0)\">Section \($0)</a>" }.joined()
            + "</nav><article><h1>\(title)</h1>"
        var written = 0
        var paragraphs = 0
        while written < words {
            let text = paragraph()
            written += text.split(separator: " ").count
            paragraphs += 1
            switch random.below(20) {
            case 0: gemtext += "## \(sentence(3 + random.below(5)).dropLast())\n\n"
            case 1: gemtext += "* \(sentence(5 + random.below(8)))\n* \(sentence(5 + random.below(8)))\n\n"
            case 2: gemtext += "> \(sentence(10 + random.below(15)))\n\n"
            case 3:
                gemtext += "=> https://\(sites[random.zipf(sites.count)])/\(self.word()) \(sentence(4).dropLast())\n\n"
            default: break
            }
            gemtext += text + "\n\n"
            html += "<p>\(text)</p>\n"
        }
        html +=
            "</article><footer>" + String(repeating: "<p>Copyright, privacy, cookies, newsletter.</p>", count: 20)
            + "</footer></body></html>"
        let saved = start.addingTimeInterval(Double(number) * 1_500 + Double(random.below(1_500)))
        let published: Date? = random.below(5) == 0 ? nil : saved.addingTimeInterval(-Double(random.below(30 * 86_400)))
        var tags: [String] = []
        for _ in 0..<random.below(4) {
            let tag = self.tags[random.zipf(self.tags.count)]
            if !tags.contains(tag) { tags.append(tag) }
        }
        let archived = random.below(10) < 7 ? saved.addingTimeInterval(Double(86_400 + random.below(86_400 * 30))) : nil
        lastOriginalSize = html.utf8.count
        let content = ArticleContent(
            url: url, title: title, siteName: site, author: "\(self.word().capitalized) \(self.word().capitalized)",
            publishedAt: published, language: "en", excerpt: String(gemtext.dropFirst(title.count + 4).prefix(200)),
            gemtext: gemtext,
            original: OriginalPage(bytes: Data(html.utf8), contentType: "text/html", charset: "utf-8", fetchedAt: saved)
        )
        return (content, tags, saved, archived)
    }
}
