import Fetch
import Gemini
import Problems
import ReadingList

/// `/add`: asks for the URL of a page to save (tags may follow it), puts it
/// in the library's fetch queue, and waits a little for the fetch worker:
/// a page that cannot be saved (not found, not an article, a refused type)
/// is taken out of the library again and the prompt comes back saying why,
/// so no unexplained failed article is left behind. Otherwise it redirects
/// to the new article's page, which says it is being fetched (or will be
/// tried again) until the worker is done. Saving a URL the library has
/// already leads to that article (its tags added), so a repeated request
/// saves nothing twice.
enum AddAction {
    static let prompt = "URL of the page to save (tags may follow: URL tag1 tag2)"

    static func add(_ action: ActionContext, fetching: FetchingSlot) throws -> Response {
        guard let answer = action.answer else { return .input(prompt) }
        let words = answer.split(whereSeparator: \.isWhitespace).map(String.init)
        let (url, hadCredentials) = URLCredentials.strip(URLCheck.withScheme(words[0], "https"))
        let tags: [String]
        do { tags = try TagChanges(words.dropFirst().joined(separator: " ")).add } catch let problem as Problem {
            return .input("\(problem.message) (\(TagName.rules)). \(prompt)")
        }
        let outcome: SaveOutcome
        do {
            outcome = try action.write { try $0.enqueue(Bookmark(url: url, tags: tags)) }
        } catch let problem as Problem where problem.kind == .badInput {
            return .input("\(problem.description). \(prompt)")
        }
        guard outcome.isNew else { return saved(outcome.id, hadCredentials: hadCredentials) }
        let id = outcome.id
        let fetched = fetching.wakeAndWait(for: id) { try action.read { try FetchedState.outcome(of: id, in: $0) } }
        switch fetched {
        case .failed(let problem):
            try action.write { library in
                // Nothing of it is worth keeping: no text, and a failure that will repeat.
                if try library.article(id).fetch.state == .failed { try library.delete(.ids([id])) }
            }
            return .input(Problem.oneLine("Could not save \(url): \(problem.description). \(prompt)", maxBytes: 1000))
        case .duplicate(of: let existing):
            return saved(existing.id, hadCredentials: hadCredentials)
        case .stored, .willRetry, .interrupted, nil:
            // Merged into an article saved under another address before anyone listened?
            if try action.read({ try ArticleLookup.existing([id], in: $0).isEmpty }),
                let existing = try action.read({ try $0.articleID(forURL: url) })
            {
                return saved(existing, hadCredentials: hadCredentials)
            }
            return saved(id, hadCredentials: hadCredentials)
        }
    }

    /// The answer once `id` is saved: its page, or, when the URL had a user
    /// name and password, a page of its own saying they were left out (the
    /// article's page never shows the secret).
    private static func saved(_ id: ArticleID, hadCredentials: Bool) -> Response {
        guard hadCredentials else { return .redirect(to: CapsulePaths.article(id)) }
        return .gemtext(
            """
            # Saved without the password

            The URL had a user name and password in it. gempaper left them out: it fetches public pages and keeps no passwords.

            => \(CapsulePaths.article(id)) The saved article
            """)
    }
}
