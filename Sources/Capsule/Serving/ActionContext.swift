import Foundation
import Gemini
import Gemtext
import ReadingList

/// What an owner's action works with: the request, and the library to
/// change (through the capsule's one writing connection) and to read.
struct ActionContext {
    let connections: LibraryConnections
    let request: Request
    let settings: CapsuleSettings
    let lang: String?

    /// Runs `body` with the library for writing.
    @discardableResult
    func write<T>(_ body: (Library) throws -> T) throws -> T {
        try connections.write(body)
    }

    /// Runs `body` with a library connection for reading.
    @discardableResult
    func read<T>(_ body: (Library) throws -> T) throws -> T {
        try connections.read(body)
    }

    /// `20 text/gemini` with the document `builder` made.
    func gemtext(_ builder: GemtextBuilder) -> Response {
        .success(builder.document.serializedBytes(), mimeType: MIMEType.gemtext(lang: lang))
    }

    /// The answer to the action's prompt (the request's query), trimmed;
    /// nil when there is none yet.
    var answer: String? {
        guard let query = request.query else { return nil }
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
