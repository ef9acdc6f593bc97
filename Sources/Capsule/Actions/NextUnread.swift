import ReadingList

/// Where the owner goes after archiving an article from its page: the
/// next unread article of the list it was opened from, in that list's
/// order (of the unread list when it was opened from none, or from the
/// archive), or that list when nothing unread follows.
enum NextUnread {
    /// The list whose unread articles come next.
    static func list(_ from: ListReference?) -> ListReference {
        guard let from, from.view?.state != .archived else { return ListReference(ListView(.unread)) }
        return from
    }

    /// The unread article after article `id` in `list`; nil when none follows.
    static func after(_ id: ArticleID, in list: ListReference, library: Library) throws -> ArticleID? {
        var filter = list.filter
        filter.state = .unread
        return try library.neighbours(of: id, in: filter, sort: list.sort).next?.id
    }

    /// `list`, saying that article `id` was archived and nothing unread
    /// followed it (a search says so on the unread list).
    static func noticeURL(_ list: ListReference, archived id: ArticleID) -> String {
        var view = list.view ?? ListView(.unread)
        view.archived = id
        return view.url
    }
}
