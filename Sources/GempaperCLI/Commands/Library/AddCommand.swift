import Fetch
import Foundation
import Problems
import ReadingList

/// `gempaper add URL...`: fetches pages, converts them and saves them.
struct AddCommand: Command {
    static let name = "add"
    static let summary = "save articles: fetch, convert and keep web and Gemini pages"
    static let help = """
        Usage: gempaper add URL... [--tag TAG]... [--queue] [OPTIONS]

        Saves each URL in the library: fetches the page (http, https or gemini),
        finds the article in it, converts it to gemtext and keeps it, with the
        page as it came so it can be converted again later ('gempaper refetch
        --reconvert'). One line per URL says what happened:

          [1/3] https://example.com/story → saved #42 “The Story” (7 min)
          [2/3] https://example.com/old → already saved as #12 “Old News” (3 min)
          [3/3] https://example.com/x → failed: example.com did not answer within 20 seconds;
                stored as #43, retry with 'gempaper refetch 43'

        What is saved: HTML pages (the article is extracted), plain text (as
        paragraphs) and gemtext (as it is). Anything else (PDFs, pictures, feeds,
        ...) is refused, as are pages larger than the size limit, pages that need
        a login, input or a client certificate, and redirect loops: nothing is
        stored for them. A URL already in the library (also under another
        address, once its canonical link is known) is not saved twice; its tags
        are added. When a fetch fails in a way that may pass (the network, a slow
        or busy server), the URL is stored as a failed article to retry later.

          --tag TAG          put this tag on every article (repeatable)
          --queue            only add the URLs to the fetch queue, without fetching;
                             'gempaper fetch' (or a running 'gempaper serve')
                             fetches them
        \(FetchOptions.help(jobs: false))

        Library:
        \(LibraryOptions.help)

        Exit status: 0 when every URL was saved or already in the library; else
        the status of the failure (see 'Exit codes' in the README), 1 when
        several failed differently.

        Examples:
          gempaper add https://example.com/story --tag longread
          gempaper add gemini://example.org/notes.gmi https://example.com/a https://example.com/b
          gempaper add --queue https://example.com/later

        """

    let library: LibraryOptions
    let fetch: FetchOptions
    let urls: [String]
    let tags: [String]
    let queueOnly: Bool

    init(parsing arguments: inout Arguments) throws {
        library = try LibraryOptions(parsing: &arguments)
        fetch = try FetchOptions(parsing: &arguments, jobs: false)
        tags = try TagName.normalize(try arguments.options("--tag"))
        queueOnly = arguments.flag("--queue")
        urls = try arguments.positionals()
        try arguments.finish()
        guard !urls.isEmpty else { throw arguments.usageError("name the URL to save") }
    }

    func run(in console: Console) async throws {
        let library = try library.open(console)
        defer { library.close() }
        let saver = ArticleSaver(
            library: library, fetcher: PageFetcher(settings: fetch.settings(console)), pictures: fetch.pictures)
        var failures: [Problem] = []
        for (index, given) in urls.enumerated() {
            let (url, hadCredentials) = URLCredentials.strip(given)
            if hadCredentials {
                console.printError(
                    "gempaper: warning: left the user name and password out of \(Problem.oneLine(url, maxBytes: 200)); gempaper saves and fetches public pages, and keeps no passwords"
                )
            }
            let prefix = urls.count == 1 ? "" : "[\(index + 1)/\(urls.count)] \(Problem.oneLine(url, maxBytes: 200)) → "
            let showsWork = console.stderrIsTerminal && !queueOnly
            if showsWork { console.writeError("\(prefix)fetching…") }
            let result: Result<String, Problem>
            do {
                result = queueOnly ? .success(try queue(url, in: library)) : try await save(url, with: saver)
            } catch let problem as Problem {
                result = .failure(
                    Problem(problem.kind, problem.message, hint: Self.join(problem.hint, "nothing was saved")))
            }
            if showsWork { console.writeError("\r\u{1B}[K") }
            switch result {
            case .success(let line):
                console.print(prefix + line)
            case .failure(let problem):
                // One URL: its failure is the command's error line.
                guard urls.count > 1 else { throw problem }
                failures.append(problem)
                console.printError(prefix + "failed: " + problem.description)
            }
        }
        if queueOnly { console.printError("fetch the queue with 'gempaper fetch' (a running 'gempaper serve' fetches it too)") }
        guard let first = failures.first else { return }
        let kind = failures.allSatisfy { $0.kind == first.kind } ? first.kind : .permanent
        throw Problem(kind, "\(failures.count) of \(urls.count) URLs could not be saved", hint: "see the lines above")
    }

    /// Fetches and saves `url`: the line saying what happened, or the
    /// failure (saying whether the URL was stored). Throws when nothing was stored.
    private func save(_ url: String, with saver: ArticleSaver) async throws -> Result<String, Problem> {
        switch try await saver.save(url, tags: tags) {
        case .saved(let article):
            return .success("saved \(SavedArticleText.describe(article))")
        case .alreadySaved(let article):
            return .success("already saved as \(SavedArticleText.describe(article))" + Self.stateNote(article))
        case .failed(let article, let problem):
            let stored = "stored as #\(article.id), retry with 'gempaper refetch \(article.id)'"
            return .failure(Problem(problem.kind, problem.message, hint: Self.join(problem.hint, stored)))
        }
    }

    /// Queues `url` without fetching it; the line saying what happened.
    private func queue(_ url: String, in library: Library) throws -> String {
        let outcome = try library.enqueue(Bookmark(url: url, tags: tags))
        let article = try library.article(outcome.id)
        return outcome.isNew ? "queued as #\(article.id)" : "already saved as \(SavedArticleText.describe(article))"
    }

    private static func join(_ hint: String?, _ more: String) -> String {
        guard let hint, !hint.isEmpty else { return more }
        return "\(hint); \(more)"
    }

    /// For an article already saved but not readable yet, what to do about it.
    private static func stateNote(_ article: SavedArticle) -> String {
        switch article.fetch.state {
        case .ready: return ""
        case .queued, .fetching: return " (waiting to be fetched: 'gempaper fetch')"
        case .failed:
            let reason = article.fetch.lastError.map { ": \(TextWidth.oneLine($0))" } ?? ""
            return " (its fetch failed\(reason); retry with 'gempaper refetch \(article.id)')"
        }
    }
}
