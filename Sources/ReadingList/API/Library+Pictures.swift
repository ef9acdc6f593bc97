import Foundation
import Pictures
import Problems

extension Library {
    /// Keeps the bytes of a downloaded picture, once per content (SHA-256),
    /// in a transaction of its own, so that saving an article with many
    /// pictures holds one picture in memory at a time. Bad input when the
    /// bytes are not a picture (`PictureInfo`). The bytes stay until an
    /// article names them and that article goes (or `forgetUnusedPictures`).
    ///
    /// The picture's pages pass through a page cache of
    /// `PictureWriter.cacheKibibytes` only: with the library's own (64 MiB)
    /// they would stay cached, and an article's pictures would fill it.
    public func keepPicture(_ bytes: Data, now: Date = Date()) throws -> KeptPicture {
        guard let info = PictureInfo(bytes) else { throw Problem.badInput("the bytes are not a picture") }
        let kept = KeptPicture(
            hash: bytes.withUnsafeBytes { ContentHash.sha256($0) }, mediaType: info.format.mediaType,
            width: info.width, height: info.height, byteCount: bytes.count)
        try write { connection in
            // Kept already: nothing to write, so the library's cache stays as it is.
            guard try PictureWriter.storedID(of: kept.hash, in: connection) == nil else { return }
            try connection.execute("PRAGMA cache_size = -\(PictureWriter.cacheKibibytes)")
            defer { try? connection.execute("PRAGMA cache_size = -\(options.cacheMegabytes * 1024)") }
            _ = try PictureWriter.store(bytes, as: kept, now: now, in: connection)
        }
        return kept
    }

    /// Removes the kept bytes of `pictures` that no article names (after a
    /// save that stored them failed).
    public func forgetUnusedPictures(_ pictures: [KeptPicture]) throws {
        guard !pictures.isEmpty else { return }
        _ = try write { connection in
            try connection.run(
                """
                DELETE FROM pictures WHERE hash IN (SELECT value FROM json_each(?))
                AND NOT EXISTS (SELECT 1 FROM article_pictures ap WHERE ap.picture_id = pictures.id)
                """, [.text(Self.jsonList(pictures.map(\.hash)))])
        }
    }

    /// The pictures of article `id`, in the story's order; not found when
    /// there is no such article.
    public func pictures(of id: ArticleID) throws -> [ArticlePicture] {
        try perform { connection in
            try ArticleRows.requireExisting([id], in: connection)
            return try PictureWriter.load(of: id, in: connection)
        }
    }

    /// Picture `number` of article `id` with its bytes, exactly as they
    /// were downloaded; nil when the article has no such picture kept.
    public func picture(_ number: Int, of id: ArticleID) throws -> (picture: ArticlePicture, bytes: Data)? {
        try perform { connection in try PictureWriter.loadBytes(number, of: id, in: connection) }
    }

    /// Replaces the pictures of article `id` (`refetch` retrying the
    /// missing ones), leaving its text as it is. Kept pictures' bytes must
    /// have been kept with `keepPicture`.
    public func setPictures(_ pictures: [ArticlePicture], of id: ArticleID) throws {
        try write { connection in
            try ArticleRows.requireExisting([id], in: connection)
            try PictureWriter.replace(pictures, of: id, in: connection)
        }
    }

    private static func jsonList(_ texts: [String]) -> String {
        "[" + texts.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    }
}
