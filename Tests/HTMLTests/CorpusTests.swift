import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import HTML

@Suite("Real pages")
struct CorpusTests {
    @Test func everyArticlePageParses() throws {
        let pages = try ArticleCorpus.pages()
        #expect(pages.count == 88)
        for page in pages {
            let document = HTMLDocument.parse(page.html)
            let body = try #require(document.body, "\(page.id) has no body")
            #expect(document.firstInconsistency() == nil, "\(page.id)")
            let text = body.textContent(collapsingWhitespace: true, excluding: .nonRendered)
            #expect(text.utf8.count > 200, "\(page.id): \(text.utf8.count) bytes of text")
            #expect(document.title?.isEmpty == false, "\(page.id) has no title")
            #expect(maximumDepth(below: document.root) <= HTMLParseOptions().maximumDepth + 1)
            // Serialising and parsing again gives the same tree.
            #expect(HTMLDocument.parse(document.html).debugTree == document.debugTree, "\(page.id) round trip")
            // Nearly every word of the hand-made article text is in the parsed
            // text (so text, references and encodings decode right).
            let pageWords = Set(words(document.root.textContent()))
            let referenceWords = Set(words(page.referenceText))
            let found = referenceWords.filter(pageWords.contains).count
            #expect(
                Double(found) >= 0.95 * Double(referenceWords.count),
                "\(page.id): \(found) of \(referenceWords.count) words; missing \(referenceWords.filter { !pageWords.contains($0) }.map { String(decoding: $0, as: UTF8.self) })"
            )
        }
    }

    /// Words, as UTF-8: runs of ASCII letters and digits and of non-ASCII
    /// characters other than no-break space and the general punctuation
    /// block (dashes, curly quotes, thin spaces).
    private func words(_ text: String) -> [ArraySlice<UInt8>] {
        let bytes = Array(text.utf8)
        var words: [ArraySlice<UInt8>] = []
        var start = -1
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            var length = 1
            var isWordCharacter: Bool
            if byte < 0x80 {
                isWordCharacter = ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            } else {
                length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let isNoBreakSpace = byte == 0xC2 && i + 1 < bytes.count && bytes[i + 1] == 0xA0
                let isPunctuation =
                    byte == 0xE2 && i + 1 < bytes.count && (bytes[i + 1] == 0x80 || bytes[i + 1] == 0x81)
                isWordCharacter = !isNoBreakSpace && !isPunctuation
            }
            if isWordCharacter {
                if start < 0 { start = i }
            } else if start >= 0 {
                words.append(bytes[start..<i])
                start = -1
            }
            i += length
        }
        if start >= 0 { words.append(bytes[start..<min(i, bytes.count)]) }
        return words
    }
}
