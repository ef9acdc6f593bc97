import Gemini
import ReadingList

/// The list an article was opened from. It travels in the URLs of the
/// article, its sections and its actions as `?from=/all?sort=title`, so
/// "next" and "previous" follow that list in every client, bookmarked or
/// shared. Its one canonical form is the list's own canonical URL (first
/// page, no cursor), as a query value: `&`, `+`, `#` and `%` escaped,
/// `/`, `?` and `=` left as they are.
struct ListReference: Sendable, Equatable {
    /// What kind of list.
    enum Source: Sendable, Equatable {
        /// `/unread`, `/archive`, `/all`, a tag, the favourites, in an order.
        case list(ListView)
        /// The results of a search, best first.
        case search(String)
    }

    /// What kind of list.
    let source: Source

    /// The list `view` shows (its first page).
    init(_ view: ListView) { source = .list(view.list) }

    /// The results of searching for `text`.
    init(search text: String) { source = .search(text) }

    /// The list named by `value` (the decoded `from` parameter): 59 saying
    /// why when it names no list.
    init(parsing value: String) throws {
        let (path, query) = Self.split(value)
        if path == "/search" {
            guard let raw = query, let text = try? PercentEncoding.decode(raw, allowingLineBreaks: true),
                !text.trimmingCharacters(in: .whitespaces).isEmpty
            else { throw ResponseError(.badRequest("from=/search needs the words searched for: from=/search?WORDS")) }
            source = .search(text)
            return
        }
        guard let scope = ListView.Scope(path: path) else {
            throw ResponseError(
                .badRequest(
                    "from must name a list (/unread, /archive, /all, /tags/NAME, /favorites or /search?WORDS), not '\(value.prefix(60))'"
                ))
        }
        source = .list(try ListView(query: query, scope: scope).list)
    }

    /// The `from` parameter of `query` (as written), if it has one; 59 when
    /// the query holds other parameters than `allowed` or a bad `from`.
    static func parameter(in query: String?, allowing allowed: [String] = []) throws
        -> (ListReference?, QueryParameters)
    {
        let parameters = try QueryParameters(query: query, allowed: ["from"] + allowed)
        return (try parameters["from"].map(ListReference.init(parsing:)), parameters)
    }

    /// The list's canonical URL.
    var url: String {
        switch source {
        case .list(let view): view.url
        case .search(let text): "/search?" + PercentEncoding.encodeQuery(text)
        }
    }

    /// `from=URL`, as it goes in a query.
    var parameter: String { "from=" + PercentEncoding.encodeQueryValue(url) }

    /// The articles of the list.
    var filter: ArticleFilter {
        switch source {
        case .list(let view): view.filter
        case .search(let text): ArticleFilter(state: .all, search: text)
        }
    }

    /// Their order.
    var sort: ArticleSort {
        switch source {
        case .list(let view): view.sort.sort
        case .search: ArticleSort(.relevance)
        }
    }

    /// How the list is called in a link back to it: "All articles, by title".
    var name: String {
        switch source {
        case .search(let text): return "Search: \(text)"
        case .list(let view):
            let order = view.sort == .standard ? "" : ", \(view.sort.label)"
            return view.title + order
        }
    }

    /// The list view, when it is not a search.
    var view: ListView? {
        if case .list(let view) = source { return view }
        return nil
    }

    private static func split(_ value: String) -> (path: String, query: String?) {
        guard let question = value.firstIndex(of: "?") else { return (value, nil) }
        return (String(value[..<question]), String(value[value.index(after: question)...]))
    }
}

extension String {
    /// The URL with `from` and then `more` parameters added to its query
    /// (those that are nil left out).
    func adding(_ from: ListReference?, _ more: String?...) -> String {
        let parameters = ([from?.parameter] + more).compactMap { $0 }
        guard !parameters.isEmpty else { return self }
        return self + (contains("?") ? "&" : "?") + parameters.joined(separator: "&")
    }
}
