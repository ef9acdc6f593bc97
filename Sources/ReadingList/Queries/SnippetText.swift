import Compression
import Foundation
import Problems

/// An article's text as the search index holds it (`SearchText.derive`,
/// what the index's view `article_search_source` gives as its body), read
/// for a snippet: whole, or only as far from the start as the snippet
/// needs, so that the rest of the gemtext is never decompressed.
///
/// `SearchText.derive` reads gemtext line by line, each line with what the
/// lines before it left (a preformatted block open, the last byte kept),
/// and leaves out `[n]` citations only where a `[` is; so the text of the
/// first lines of a gemtext is where the text of the whole begins, and
/// ends where a token does.
struct SnippetText {
    let id: ArticleID
    /// The gemtext kept compressed (`GemtextStore`); nil when the article has none.
    private let compressed: [UInt8]?
    private let size: Int
    private let textStart: Int
    private let author: String?

    /// The articles `ids` (those that exist), read as the view reads them.
    static func load(_ ids: [ArticleID], in connection: Connection) throws -> [SnippetText] {
        try connection.rows(
            """
            SELECT a.id, b.gemtext, b.size, b.text_start, a.author
            FROM articles a LEFT JOIN article_bodies b ON b.article_id = a.id
            WHERE a.id IN (SELECT value FROM json_each(?))
            """, [IDList.json(ids)]
        ) { row in
            SnippetText(
                id: ArticleID(row.int64(0)), compressed: row.data(1).map { Array($0) }, size: row.int(2),
                textStart: row.int(3), author: row.optionalString(4))
        }
    }

    /// The text, from its start to a line's end: the first part for which
    /// `enough` says yes (tried as more of the gemtext is decompressed,
    /// first about `expectedBytes` of it), else the whole text. A line ends
    /// where a token does.
    func text(expectedBytes: Int = .max, enough: ([UInt8]) -> Bool = { _ in false }) throws -> [UInt8] {
        // The view's body for an article without gemtext is empty.
        guard let compressed else { return [] }
        // Not worth trying for most of the text: the tries would cost more than they save.
        let expectedBytes = expectedBytes < size * 2 / 3 ? expectedBytes : .max
        let inflater = Inflater(.zlib, limit: max(size, 0))
        var gemtext: [UInt8] = []
        gemtext.reserveCapacity(max(size, 0))
        var fed = 0
        var wanted = expectedBytes
        do {
            while fed < compressed.count {
                let end = wanted == .max ? compressed.count : min(fed + Self.slice, compressed.count)
                try compressed.withUnsafeBytes { bytes in
                    try inflater.feed(UnsafeRawBufferPointer(rebasing: bytes[fed..<end])) {
                        gemtext.append(contentsOf: $0)
                    }
                }
                fed = end
                guard fed < compressed.count, gemtext.count >= wanted else { continue }
                wanted = wanted <= Int.max / 2 ? wanted * 2 : .max
                // Lines past the header, whole; derived as `derive` derives the whole.
                guard let lineEnd = gemtext.lastIndex(of: UInt8(ascii: "\n")), lineEnd > textStart else { continue }
                let part = Self.derive(gemtext[..<lineEnd], start: textStart, author: nil)
                if enough(part) { return part }
            }
            try inflater.finish()
        } catch let error as CompressionError {
            throw Problem.internal(
                "a kept gemtext is damaged (\(error))", hint: "convert it again with 'gempaper refetch --reconvert'")
        }
        guard gemtext.count == size else {
            throw Problem.internal("a kept gemtext has \(gemtext.count) bytes, not \(size)")
        }
        return Self.derive(gemtext[...], start: textStart, author: author)
    }

    /// Compressed bytes decompressed at a time.
    private static let slice = 256

    /// `SearchText.derive` as the view calls it, on gemtext bytes.
    private static func derive(_ gemtext: ArraySlice<UInt8>, start: Int, author: String?) -> [UInt8] {
        Array(SearchText.derive(gemtext: String(decoding: gemtext, as: UTF8.self), start: start, author: author).utf8)
    }
}
