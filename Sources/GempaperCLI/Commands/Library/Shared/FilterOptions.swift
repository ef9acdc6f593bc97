import Problems
import ReadingList

/// The options that choose articles: read state, tags, site, search, fetch state, favourites.
struct FilterOptions {
    /// The state asked for with --unread, --archived or --all, if any.
    let state: ArticleFilter.ReadState?
    let tags: [String]
    let site: String?
    let search: String?
    let fetchStates: Set<FetchState>?
    let favoritesOnly: Bool

    /// The `--help` lines for these options; `defaultState` names the
    /// default, `search` whether `--search` is offered.
    static func help(defaultState: String, search: Bool = true) -> String {
        var lines = [
            "  --unread          only unread articles\(defaultState == "unread" ? " (the default)" : "")",
            "  --archived        only archived articles\(defaultState == "archived" ? " (the default)" : "")",
            "  --all             unread and archived articles\(defaultState == "all" ? " (the default)" : "")",
            "  --tag TAG         only articles with this tag; repeat for articles with all of them",
            "  --site SITE       only articles from this site (a host such as example.com, or a URL)",
            "  --favorites       only favourites (see 'gempaper favorite')",
        ]
        if search {
            lines.append(
                "  --search QUERY    only articles matching this full-text search (see 'gempaper search --help')")
        }
        lines += [
            "  --fetch-state S   only articles in this fetch state: queued, fetching, ready or failed;",
            "                    repeat for several",
        ]
        return lines.joined(separator: "\n")
    }

    init(parsing arguments: inout Arguments, allowSearch: Bool = true) throws {
        let unread = arguments.flag("--unread")
        let archived = arguments.flag("--archived")
        let all = arguments.flag("--all")
        switch (unread, archived, all) {
        case (false, false, false): state = nil
        case (true, false, false): state = .unread
        case (false, true, false): state = .archived
        case (false, false, true): state = .all
        default: throw arguments.usageError("give only one of --unread, --archived and --all")
        }
        tags = try arguments.options("--tag")
        site = try arguments.option("--site")
        favoritesOnly = arguments.flag("--favorites")
        search = allowSearch ? try arguments.option("--search") : nil
        let states = try arguments.options("--fetch-state")
        if states.isEmpty {
            fetchStates = nil
        } else {
            fetchStates = Set(
                try states.map { name in
                    guard let state = FetchState(rawValue: name) else {
                        throw arguments.usageError(
                            "--fetch-state must be one of queued, fetching, ready, failed, got '\(name)'")
                    }
                    return state
                })
        }
    }

    /// Whether any option narrowed the articles.
    var isGiven: Bool {
        state != nil || !tags.isEmpty || site != nil || search != nil || fetchStates != nil || favoritesOnly
    }

    /// The filter, with `defaultState` when no state was given.
    func filter(defaultState: ArticleFilter.ReadState) -> ArticleFilter {
        ArticleFilter(
            state: state ?? defaultState, tags: tags, site: site, search: search, fetchStates: fetchStates,
            favoritesOnly: favoritesOnly)
    }
}
