import Foundation
import Gemtext
import ReadingList

/// What an article page says while the article is not (or no longer) fetched.
enum FetchStateText {
    static func add(_ article: SavedArticle, isOwner: Bool, to builder: inout GemtextBuilder) {
        builder.blankLine()
        let fetch = article.fetch
        switch fetch.state {
        case .queued where fetch.lastError != nil:
            var text = "Fetching this page failed for now (\(fetch.lastError!))"
            if let retry = fetch.retryAt { text += "; it will be tried again after \(DateText.timestamp(retry))" }
            builder.text(text + ".")
        case .queued, .fetching:
            builder.text(
                article.hasContent
                    ? "This page is being fetched again; the copy below is the one saved before."
                    : "This page is being fetched. Come back in a moment (reload this page).")
        case .failed:
            let attempts = fetch.attempts == 1 ? "1 attempt" : "\(fetch.attempts) attempts"
            builder.text("Fetching this page failed after \(attempts): \(fetch.lastError ?? "no reason was recorded").")
            if isOwner { builder.link(CapsulePaths.action(article.id, "retry"), label: "Try again") }
        case .ready:
            break
        }
    }
}
