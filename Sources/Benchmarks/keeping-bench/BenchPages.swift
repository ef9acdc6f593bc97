import Foundation
import TestSupport

/// The pages the benchmark saves: the real article pages, then generated
/// ones shaped like them (a head of scripts and styles, navigation, an
/// article of a few hundred to a few thousand words, a footer).
enum BenchPages {
    /// `count` pages, and how many of them are real.
    static func make(count: Int) throws -> (pages: [Data], realCount: Int) {
        var pages = (try? ArticleCorpus.pages().map(\.html)) ?? []
        pages = Array(pages.prefix(count))
        let realCount = pages.count
        var random = SeededRandom(seed: 11)
        let words = (0..<20_000).map { index -> String in
            let syllables = ["ka", "ri", "lo", "men", "tu", "sha", "vel", "or", "an", "qui", "det", "bra", "ple", "zon"]
            var value = index + 1
            var word = ""
            while value > 0 {
                word += syllables[value % syllables.count]
                value /= syllables.count
            }
            return word
        }
        func word() -> String {
            let unit = Double(random.next() >> 11) / Double(1 << 53)
            return words[min(words.count - 1, Int(exp(unit * log(Double(words.count)))) - 1)]
        }
        while pages.count < count {
            let number = pages.count
            var html = "<!doctype html><html lang=en><head><meta charset=utf-8><title>Story \(number): \(word()) \(word())</title>"
            for script in 0..<(20 + Int(random.next() % 60)) {
                html += "<script>window.config\(script) = {\"site\": \"\(word())\", \"id\": \(random.next() % 100_000), \"flags\": [\(random.next() % 97), \(random.next() % 89)]};</script>\n"
            }
            html += "<style>" + (0..<40).map { ".c\($0) { margin: \($0)px; color: #\(String(random.next() % 0xFFFFFF, radix: 16)); }" }.joined() + "</style>"
            html += "</head><body><nav>" + (0..<30).map { "<a href=\"/s/\($0)\">\(word())</a>" }.joined() + "</nav>"
            html += "<article><h1>Story \(number)</h1>"
            let paragraphs = 5 + Int(random.next() % 40)
            for _ in 0..<paragraphs {
                let length = 30 + Int(random.next() % 90)
                html += "<p>" + (0..<length).map { _ in word() }.joined(separator: " ") + ".</p>\n"
            }
            html += "</article><footer>" + (0..<20).map { "<a href=\"/f/\($0)\">\(word())</a>" }.joined() + "</footer></body></html>"
            pages.append(Data(html.utf8))
        }
        return (pages, realCount)
    }
}
