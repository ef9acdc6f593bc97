import Foundation
import TestSupport

@testable import ReadingList

/// A library in a fresh temporary folder, and helpers to fill it.
final class Fixture: @unchecked Sendable {
    let folder: TemporaryDirectory
    let path: String
    let library: Library

    init(options: Library.Options = Library.Options()) throws {
        folder = try TemporaryDirectory("reading-list")
        path = folder.file("library.sqlite").path
        library = try Library(path: path, options: options)
    }

    /// Runs raw SQL on the library's own connection (for checks and for
    /// setting up states the API does not make).
    func sql(_ text: String, _ values: [SQLValue] = []) throws -> Int64 {
        try library.perform { try $0.integer(text, values) }
    }

    /// Content for an article at `url` with a body of `words` made-up words.
    static func content(
        _ url: String, title: String, body: String = "Some words to read.", published: Date? = nil,
        siteName: String? = nil
    ) -> ArticleContent {
        ArticleContent(
            url: url, title: title, siteName: siteName, author: "A. Writer", publishedAt: published, language: "en",
            excerpt: "An excerpt.",
            gemtext: "# \(title)\n\n\(body)\n\n=> https://elsewhere.example/link A link label\n",
            original: OriginalPage(
                bytes: Data("<html><title>\(title)</title><p>\(body)</p></html>".utf8), contentType: "text/html",
                charset: "utf-8", fetchedAt: Date(timeIntervalSince1970: 1_700_000_000)))
    }

    /// Saves `count` ready articles at `https://site<i % sites>.example/<i>`,
    /// saved one minute apart; returns their ids in saving order.
    @discardableResult
    func saveMany(_ count: Int, sites: Int = 3, start: Date = Date(timeIntervalSince1970: 1_700_000_000)) throws
        -> [ArticleID]
    {
        try (0..<count).map { i in
            let content = Fixture.content(
                "https://site\(i % sites).example/\(i)", title: "Article \(i)",
                body: String(repeating: "word ", count: (i * 37) % 400 + 1))
            return try library.save(content, savedAt: start.addingTimeInterval(Double(i) * 60)).id
        }
    }
}
