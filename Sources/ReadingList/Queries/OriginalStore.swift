import Foundation
import Problems

/// Keeps original pages compressed (`KeptBlob`) and gives them back byte
/// for byte. (zlib's best level makes real pages under 1% smaller and takes
/// half as long again, which every save would pay.)
enum OriginalStore {
    static func compress(_ bytes: Data) -> Data { KeptBlob.compress([UInt8](bytes)) }

    /// The page `compressed` holds, which was `size` bytes long.
    static func decompress(_ compressed: Data, size: Int) throws -> Data {
        let bytes = try compressed.withUnsafeBytes {
            try KeptBlob.decompress($0, size: size, what: "original page", hint: "fetch it again with 'gempaper refetch'")
        }
        return Data(bytes)
    }

    /// Writes `original` as the page of article `id`, replacing any.
    static func store(_ original: OriginalPage, of id: ArticleID, in connection: Connection) throws {
        try connection.run(
            """
            INSERT OR REPLACE INTO article_originals (article_id, content_type, charset, final_url, fetched_at, size, bytes)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .integer(id.rawValue), .text(original.contentType), original.charset.sqlValue,
                original.finalURL.sqlValue, original.fetchedAt.sqlValue, .integer(Int64(original.bytes.count)),
                .blob(compress(original.bytes)),
            ])
    }

    /// The page of article `id`, or nil when none is kept.
    static func load(of id: ArticleID, in connection: Connection) throws -> OriginalPage? {
        let row = try connection.firstRow(
            "SELECT bytes, size, content_type, charset, final_url, fetched_at FROM article_originals WHERE article_id = ?",
            [.integer(id.rawValue)]
        ) { row in
            (
                row.data(0) ?? Data(), row.int(1),
                OriginalPage(
                    bytes: Data(), contentType: row.string(2), charset: row.optionalString(3),
                    finalURL: row.optionalString(4), fetchedAt: row.date(5))
            )
        }
        guard let (compressed, size, page) = row else { return nil }
        var original = page
        original.bytes = try decompress(compressed, size: size)
        return original
    }
}
