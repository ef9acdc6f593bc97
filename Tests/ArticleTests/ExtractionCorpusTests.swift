import Foundation
import HTML
import TestSupport
import Testing

@testable import Article

/// Extraction over the shared corpus of real article pages: an article is
/// found on every page, and the selection matches the hand-made reference
/// texts (scored the benchmark's way: runs of four words).
@Suite struct ExtractionCorpusTests {
    @Test func everyPageHasAnArticleCloseToItsReference() throws {
        let pages = try ArticleCorpus.pages()
        #expect(pages.count >= 80)
        var precisions: [Double] = []
        var recalls: [Double] = []
        for page in pages {
            let probe = ExtractionProbe(document: HTMLDocument.parse(page.html), url: page.url)
            #expect(probe.content != nil, "no article found in \(page.id)")
            let (precision, recall) = RunsOfFour.score(reference: page.referenceText, extracted: probe.text)
            #expect(precision + recall > 0.5, "\(page.id) is far off: precision \(precision), recall \(recall)")
            precisions.append(precision)
            recalls.append(recall)
        }
        let precision = precisions.reduce(0, +) / Double(precisions.count)
        let recall = recalls.reduce(0, +) / Double(recalls.count)
        let f1 = 2 * precision * recall / (precision + recall)
        #expect(f1 >= 0.96, "F1 \(f1) (precision \(precision), recall \(recall))")
    }
}

/// The benchmark's score: words (letters, digits, `_`) grouped in runs of
/// four; precision and recall over the runs, counting repeats.
enum RunsOfFour {
    static func score(reference: String, extracted: String) -> (precision: Double, recall: Double) {
        let wanted = runs(reference)
        let got = runs(extracted)
        var truePositives = 0
        for (run, count) in got { truePositives += min(count, wanted[run] ?? 0) }
        let gotTotal = got.values.reduce(0, +)
        let wantedTotal = wanted.values.reduce(0, +)
        if gotTotal == truePositives && wantedTotal == truePositives { return (1, 1) }
        let precision = gotTotal > 0 ? Double(truePositives) / Double(gotTotal) : 0
        let recall = wantedTotal > 0 ? Double(truePositives) / Double(wantedTotal) : 0
        return (precision, recall)
    }

    private static func runs(_ text: String) -> [[String]: Int] {
        let words = text.unicodeScalars.split { !WordSequence.isWordScalar($0) }.map { String(String.UnicodeScalarView($0)) }
        var counts: [[String]: Int] = [:]
        guard !words.isEmpty else { return counts }
        for start in 0..<max(1, words.count - 3) {
            counts[Array(words[start..<min(start + 4, words.count)]), default: 0] += 1
        }
        return counts
    }
}
