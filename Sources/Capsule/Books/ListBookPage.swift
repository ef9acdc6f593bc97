import Books
import Gemini
import ReadingList

/// `/unread/book.epub`, `/archive/book.epub`, `/all/book.epub`,
/// `/tags/NAME/book.epub`, the owner's `/favorites/book.epub` (with the list's `state` and `sort`): the first
/// `ListBookPage.limit` articles of the list, in its order, as a book.
struct ListBookPage: CapsulePage {
    /// Articles in a list's book at most.
    static let limit = 100

    let view: ListView

    init(request: Request, scope: ListView.Scope) throws {
        view = try ListView(request: request, scope: scope, book: true)
    }

    var canonicalURL: String { view.bookURL }

    var isOwnerOnly: Bool { view.isOwnerOnly }

    func render(in context: PageContext) throws -> Response {
        let count = try context.library.count(view.filter)
        guard count > 0 else { throw ResponseError(.notFound("this list is empty, so it has no book")) }
        return try BookFile.response(title: "\(view.title), \(context.settings.title)") { book in
            _ = try LibraryBook.write(context.library, query: view.query, limit: Self.limit, into: book)
        }
    }

    /// The link a list page shows to its book, saying how much of the list
    /// it holds: `count` articles when the page knows the list is that long.
    static func link(for view: ListView, count: Int?) -> (url: String, label: String) {
        let holds =
            if let count, count <= limit { "\(count) article\(count == 1 ? "" : "s")" } else { "the first \(limit) articles" }
        return (view.bookURL, "This list as an e-book (EPUB, \(holds))")
    }
}
