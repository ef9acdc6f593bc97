import Gemtext
import ReadingList

/// The links between the pages of a list: previous, next, back to the first.
enum PageLinks {
    /// Adds the links around `page` of `view`, when there are pages beside it.
    static func add(for page: ArticlePage, of view: ListView, to builder: inout GemtextBuilder) {
        guard page.previous != nil || page.next != nil else { return }
        builder.blankLine()
        if let next = page.next {
            builder.link(view.at(next).url, label: "Next \(ListView.pageSize) →")
        }
        if let previous = page.previous {
            builder.link(view.at(previous).url, label: "← Previous \(ListView.pageSize)")
        }
        if view.cursor != nil {
            builder.link(view.at(nil).url, label: "⇤ First page")
        }
    }
}
