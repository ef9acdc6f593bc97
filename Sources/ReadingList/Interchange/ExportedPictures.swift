import Foundation
import Pictures
import Problems

/// The pictures of a JSON export, kept as files beside it
/// (`pictures/SHA256.EXT`): written once per picture on export, read back
/// and checked against their hash on import.
public enum ExportedPictures {
    /// Writes the bytes of article `id`'s kept pictures into `folder`
    /// (the export's), each once; returns the pictures for its record.
    public static func write(of id: ArticleID, from library: Library, to folder: URL) throws -> [ArticlePicture] {
        let pictures = try library.pictures(of: id)
        for picture in pictures {
            guard let kept = picture.kept else { continue }
            let file = folder.appendingPathComponent(LibraryJSON.pictureFile(kept))
            if FileManager.default.fileExists(atPath: file.path) { continue }
            guard let bytes = try library.picture(picture.number, of: id)?.bytes else { continue }
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: file, options: .atomic)
        }
        return pictures
    }

    /// Keeps in `library` the bytes of every kept picture the entries
    /// name, read from beside the export in `folder`, one at a time. A
    /// file that is missing, or whose bytes do not match the hash the
    /// export gives, makes that picture missing (a refetch gets it again).
    public static func keep(_ entries: inout [ImportEntry], from folder: URL, in library: Library) throws {
        var checked: [String: Bool] = [:]
        for index in entries.indices {
            guard var pictures = entries[index].content?.pictures, !pictures.isEmpty else { continue }
            for position in pictures.indices {
                guard let kept = pictures[position].kept else { continue }
                let present = try checked[kept.hash] ?? keepFile(kept, from: folder, in: library)
                checked[kept.hash] = present
                if !present {
                    pictures[position].state = .missing
                    pictures[position].kept = nil
                    pictures[position].reason = "its file \(LibraryJSON.pictureFile(kept)) was not beside the export"
                }
            }
            entries[index].content?.pictures = pictures
        }
    }

    private static func keepFile(_ kept: KeptPicture, from folder: URL, in library: Library) throws -> Bool {
        let file = folder.appendingPathComponent(LibraryJSON.pictureFile(kept))
        guard let bytes = FileManager.default.contents(atPath: file.path),
            bytes.withUnsafeBytes({ ContentHash.sha256($0) }) == kept.hash
        else { return false }
        _ = try library.keepPicture(bytes)
        return true
    }
}
