import Foundation
import Problems

/// Keeps each article's gemtext compressed (`KeptBlob`, with its size in
/// bytes) beside its outline levels, and gives them back whole.
enum GemtextStore {
    static func compress(_ gemtext: String) -> Data { KeptBlob.compress(Array(gemtext.utf8)) }

    /// The gemtext `compressed` holds, which was `size` bytes long.
    static func decompress(_ compressed: UnsafeRawBufferPointer, size: Int) throws -> String {
        let bytes = try KeptBlob.decompress(
            compressed, size: size, what: "gemtext", hint: "convert it again with 'gempaper refetch --reconvert'")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `gemtext` as the body of article `id` (its own text starting
    /// at byte `textStart`, its headings at outline levels `headingLevels`
    /// when known), replacing any.
    static func store(
        _ gemtext: String, textStart: Int, headingLevels: [Int]?, of id: ArticleID, in connection: Connection
    ) throws {
        try connection.run(
            """
            INSERT INTO article_bodies (article_id, gemtext, size, text_start, heading_levels) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (article_id) DO UPDATE
            SET gemtext = excluded.gemtext, size = excluded.size, text_start = excluded.text_start,
                heading_levels = excluded.heading_levels
            """,
            [
                .integer(id.rawValue), .blob(compress(gemtext)), .integer(Int64(gemtext.utf8.count)),
                .integer(Int64(max(textStart, 0))), headingLevels.map { .text(HeadingLevelsText.text($0)) } ?? .null,
            ])
    }

    /// The gemtext of article `id`, or nil when it has none.
    static func load(of id: ArticleID, in connection: Connection) throws -> String? {
        try loadKept(of: id, in: connection)?.gemtext
    }

    /// The gemtext of article `id` with its text start and heading levels,
    /// or nil when it has none.
    static func loadKept(of id: ArticleID, in connection: Connection) throws -> KeptGemtext? {
        let row = try connection.firstRow(
            "SELECT gemtext, size, text_start, heading_levels FROM article_bodies WHERE article_id = ?",
            [.integer(id.rawValue)]
        ) { row in (row.data(0) ?? Data(), row.int(1), row.int(2), row.optionalString(3)) }
        guard let (compressed, size, textStart, levels) = row else { return nil }
        return KeptGemtext(
            gemtext: try compressed.withUnsafeBytes { try decompress($0, size: size) }, textStart: textStart,
            headingLevels: levels.flatMap(HeadingLevelsText.levels))
    }
}
