import Compression
import Foundation
import Problems

/// Keeps each article's gemtext compressed (zlib, with its size in bytes)
/// and gives it back whole. Gemtext is read far more often than written
/// (every reading, every search snippet), so it is compressed at zlib's
/// usual level: best compression would make a save slower for a few
/// percent less.
enum GemtextStore {
    static func compress(_ gemtext: String) -> Data {
        Data(Compression.deflate(Array(gemtext.utf8), format: .zlib, level: 6))
    }

    /// The gemtext `compressed` holds, which was `size` bytes long.
    static func decompress(_ compressed: UnsafeRawBufferPointer, size: Int) throws -> String {
        do {
            let bytes = try Compression.inflate(Array(compressed), format: .zlib, limit: max(size, 0))
            guard bytes.count == size else {
                throw Problem.internal("a kept gemtext has \(bytes.count) bytes, not \(size)")
            }
            return String(decoding: bytes, as: UTF8.self)
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem.internal(
                "a kept gemtext is damaged (\(error))", hint: "convert it again with 'gempaper refetch --reconvert'")
        }
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

    /// The outline levels kept for the headings of article `id`'s gemtext,
    /// or nil when none were (its gemtext's own levels hold).
    static func headingLevels(of id: ArticleID, in connection: Connection) throws -> [Int]? {
        let text = try connection.firstRow(
            "SELECT heading_levels FROM article_bodies WHERE article_id = ?", [.integer(id.rawValue)]
        ) { row in row.optionalString(0) }
        return text.flatMap { $0 }.flatMap(HeadingLevelsText.levels)
    }

    /// The gemtext of article `id`, or nil when it has none.
    static func load(of id: ArticleID, in connection: Connection) throws -> String? {
        let row = try connection.firstRow(
            "SELECT gemtext, size FROM article_bodies WHERE article_id = ?", [.integer(id.rawValue)]
        ) { row in (row.data(0) ?? Data(), row.int(1)) }
        guard let (compressed, size) = row else { return nil }
        return try compressed.withUnsafeBytes { try decompress($0, size: size) }
    }
}
