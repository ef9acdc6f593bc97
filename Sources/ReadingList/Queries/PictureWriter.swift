import Foundation
import Problems

/// Writes and reads pictures and the article rows that name them. Bytes
/// are kept once per content hash (`pictures`); `article_pictures` lists an
/// article's pictures in order, each kept (naming its bytes), missing or
/// skipped. Triggers remove a picture's bytes with the last row naming them.
enum PictureWriter {
    /// The page cache a picture is written through, in KiB: a picture's
    /// pages are written once and not read again soon, so they are not kept.
    static let cacheKibibytes = 1024

    /// Keeps `bytes` (once per hash); returns the picture's row id. The
    /// row is made with room for the bytes, which are then written into it
    /// (`Connection.writeBlob`): no copy of a picture is made on the way.
    static func store(_ bytes: Data, as kept: KeptPicture, now: Date, in connection: Connection) throws -> Int64 {
        if let stored = try storedID(of: kept.hash, in: connection) { return stored }
        try connection.run(
            """
            INSERT INTO pictures (hash, media_type, width, height, size, stored_at, bytes)
            VALUES (?, ?, ?, ?, ?, ?, zeroblob(?))
            """,
            [
                .text(kept.hash), .text(kept.mediaType), kept.width.sqlValue, kept.height.sqlValue,
                .integer(Int64(bytes.count)), now.sqlValue, .integer(Int64(bytes.count)),
            ])
        let id = connection.lastInsertRowID
        try connection.writeBlob(bytes, table: "pictures", column: "bytes", row: id)
        return id
    }

    /// The row id of the bytes kept under `hash`, if they are kept.
    static func storedID(of hash: String, in connection: Connection) throws -> Int64? {
        try connection.firstRow("SELECT id FROM pictures WHERE hash = ?", [.text(hash)]) { $0.int64(0) }
    }

    /// Makes `pictures` the pictures of article `id`: rows are updated in
    /// place (so bytes shared with the old list stay), then rows beyond the
    /// new list are removed. A kept picture's bytes must be stored already.
    static func replace(_ pictures: [ArticlePicture], of id: ArticleID, in connection: Connection) throws {
        for picture in pictures {
            var pictureID: SQLValue = .null
            if picture.state == .kept, let kept = picture.kept {
                guard let stored = try connection.firstRow(
                    "SELECT id FROM pictures WHERE hash = ?", [.text(kept.hash)], { $0.int64(0) })
                else {
                    throw Problem.internal("picture \(picture.number) of article \(id) was not stored before its article")
                }
                pictureID = .integer(stored)
            }
            try connection.run(
                """
                INSERT INTO article_pictures (article_id, number, url, caption, alt, link, state, reason, picture_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (article_id, number) DO UPDATE SET url = excluded.url, caption = excluded.caption,
                    alt = excluded.alt, link = excluded.link, state = excluded.state, reason = excluded.reason,
                    picture_id = excluded.picture_id
                """,
                [
                    .integer(id.rawValue), .integer(Int64(picture.number)), .text(picture.url),
                    picture.caption.sqlValue, picture.alt.sqlValue, picture.link.sqlValue,
                    .text(pictureID == .null && picture.state == .kept ? ArticlePicture.State.missing.rawValue : picture.state.rawValue),
                    picture.reason.sqlValue, pictureID,
                ])
        }
        try connection.run(
            "DELETE FROM article_pictures WHERE article_id = ? AND number NOT IN (SELECT value FROM json_each(?))",
            [.integer(id.rawValue), .text("[" + pictures.map { String($0.number) }.joined(separator: ",") + "]")])
    }

    private static let columns = """
        ap.number, ap.url, ap.caption, ap.alt, ap.link, ap.state, ap.reason, p.hash, p.media_type, p.width, p.height,
        p.size
        """

    /// The pictures of article `id`, in order.
    static func load(of id: ArticleID, in connection: Connection) throws -> [ArticlePicture] {
        try connection.rows(
            """
            SELECT \(columns) FROM article_pictures ap LEFT JOIN pictures p ON p.id = ap.picture_id
            WHERE ap.article_id = ? ORDER BY ap.number
            """, [.integer(id.rawValue)], picture)
    }

    /// Picture `number` of article `id` with its bytes, when it is kept.
    static func loadBytes(_ number: Int, of id: ArticleID, in connection: Connection) throws
        -> (picture: ArticlePicture, bytes: Data)?
    {
        try connection.firstRow(
            """
            SELECT \(columns), p.bytes FROM article_pictures ap JOIN pictures p ON p.id = ap.picture_id
            WHERE ap.article_id = ? AND ap.number = ?
            """, [.integer(id.rawValue), .integer(Int64(number))]
        ) { row in (try picture(row), row.data(12) ?? Data()) }
    }

    private static func picture(_ row: Row) throws -> ArticlePicture {
        let kept = row.optionalString(7).map { hash in
            KeptPicture(
                hash: hash, mediaType: row.string(8), width: row.optionalInt64(9).map(Int.init),
                height: row.optionalInt64(10).map(Int.init), byteCount: row.int(11))
        }
        return ArticlePicture(
            number: row.int(0), url: row.string(1), caption: row.optionalString(2), alt: row.optionalString(3),
            link: row.optionalString(4), state: ArticlePicture.State(rawValue: row.string(5)) ?? .missing,
            reason: row.optionalString(6), kept: kept)
    }
}
