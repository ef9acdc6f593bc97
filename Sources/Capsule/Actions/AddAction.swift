import Gemini
import Problems
import ReadingList

/// `/add`: asks for the URL of a page to save (tags may follow it), puts it
/// in the library's fetch queue, and redirects to the new article's page,
/// which says it is being fetched until the fetch worker is done. Saving a
/// URL the library has already leads to that article (its tags added), so
/// a repeated request saves nothing twice.
enum AddAction {
    static let prompt = "URL of the page to save (tags may follow: URL tag1 tag2)"

    static func add(_ action: ActionContext, then notify: () -> Void) throws -> Response {
        guard let answer = action.answer else { return .input(prompt) }
        let words = answer.split(whereSeparator: \.isWhitespace).map(String.init)
        let url = Self.withScheme(words[0])
        let tags: [String]
        do { tags = try TagChanges(words.dropFirst().joined(separator: " ")).add } catch let problem as Problem {
            return .input("\(problem.message) (\(TagName.rules)). \(prompt)")
        }
        let outcome: SaveOutcome
        do {
            outcome = try action.write { try $0.enqueue(Bookmark(url: url, tags: tags)) }
        } catch let problem as Problem where problem.kind == .badInput {
            return .input("\(problem.message). \(prompt)")
        }
        if outcome.isNew { notify() }
        return .redirect(to: CapsulePaths.article(outcome.id))
    }

    /// `text` with `https://` in front when it names no scheme (`example.org/post`).
    static func withScheme(_ text: String) -> String {
        if text.contains("://") { return text }
        let beforeColon = text.split(separator: ":", maxSplits: 1).first.map(String.init) ?? text
        let namesScheme = text.contains(":") && !beforeColon.contains(".") && !beforeColon.contains("/")
        return namesScheme ? text : "https://" + text
    }
}
