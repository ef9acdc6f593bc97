import Books
import Foundation
import Gemini
import Problems

/// A book made for one download: written to a temporary file, which is
/// opened and unlinked at once, so the response sends it from disk and
/// nothing is left behind however the connection ends.
enum BookFile {
    /// The media type of EPUB books.
    static let mimeType = "application/epub+zip"

    /// `20 application/epub+zip` with the book `write` fills.
    static func response(title: String, _ write: (EPUBWriter) throws -> Void) throws -> Response {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("gempaper-book-\(UUID().uuidString).epub").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let book = try EPUBWriter(to: try FileSink(path: path, replacing: false), details: BookDetails(title: title))
        try write(book)
        try book.finish()
        guard let file = OpenFile(path: path) else {
            throw Problem.temporary("the book file \(path) could not be opened after writing it")
        }
        return Response(.success, mimeType, body: .file(file))
    }
}
