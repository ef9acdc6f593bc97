import CSQLite

/// Every match of a search with its rank, for pages sorted by relevance:
/// gathered in one pass (`SearchMatches`), ranked in Swift exactly as
/// `bm25` ranks (`SearchRank`), and a page's rows picked from them by
/// keeping the best few, so no rank function runs per row and nothing
/// sorts all the matches.
///
/// When the matches are exactly the articles holding one of the search's
/// phrases (one phrase, or phrases joined by OR, nothing else narrowing
/// it), each phrase's rows are read on their own and counted as they are
/// read (or, for a prefix, counted among the matches); otherwise the
/// matches are read row by row and FTS5 counts each phrase's rows in the
/// whole index, as `bm25` does, but for excluded phrases, which no match
/// holds and which so add nothing to a rank.
struct RankedMatches {
    private let ids: [Int64]
    private let ranks: [Double]
    /// Where each match's last match in its body is (`SearchMatches.Gathered.lastBodyMatches`).
    private let lastBodyMatches: [Int32]

    /// How many articles match.
    var count: Int { ids.count }

    /// The matches of the query over `tables` with `filter` (whose search
    /// is `search`); `narrowed` when the filter has conditions besides the search.
    static func gather(
        tables: String, filter: FilterSQL, search: SearchQuery, narrowed: Bool, in connection: Connection
    ) throws -> RankedMatches {
        let lengths = connection.searchLengths
        try lengths.prepare(in: connection) { false }
        let alternatives = search.isOneAlternative && !narrowed
        let way: SearchMatches.Way =
            alternatives && !search.phrases.contains(where: \.prefix)
            ? .phrases
            : .rows(countInIndex: search.phrases.map { !alternatives && !$0.excluded }, amongMatches: alternatives)
        let matches = connection.searchMatches
        matches.begin(way, lengths: lengths.current)
        let sql = SearchMatches.sql(
            way, tables: tables, conditions: filter.conditions, joined: narrowed, weights: SearchRank.weights)
        let gathering = Result { try connection.integer(sql, filter.values) }
        var gathered = matches.end()
        _ = try gathering.get()
        guard !gathered.ids.isEmpty else { return RankedMatches(ids: [], ranks: [], lastBodyMatches: []) }
        try fillLengths(&gathered, in: connection)
        // An excluded phrase has no IDF: no match holds it.
        let idf = gathered.hits.map { $0.map { SearchRank.idf(rows: gathered.rowCount, hits: $0) } ?? 0 }
        return RankedMatches(
            ids: gathered.ids, ranks: SearchRank.ranks(of: gathered, idf: idf),
            lastBodyMatches: gathered.lastBodyMatches)
    }

    /// Looks up the lengths `SearchLengths` did not know: from memory after
    /// loading them all when the matches are over an eighth of the library
    /// (then loading costs less than looking each up), else from the index.
    private static func fillLengths(_ gathered: inout SearchMatches.Gathered, in connection: Connection) throws {
        let missing = gathered.lengths.indices.filter { gathered.lengths[$0] < 0 }
        guard !missing.isEmpty else { return }
        let lengths = connection.searchLengths
        let enough = max(try connection.integer("SELECT max(id) FROM articles") / 8, 1_000)
        if missing.count > enough {
            try lengths.prepare(in: connection) { true }
            for row in missing { gathered.lengths[row] = lengths.length(of: gathered.ids[row]) ?? -1 }
        }
        let unknown = missing.filter { gathered.lengths[$0] < 0 }
        guard !unknown.isEmpty else { return }
        let found = try SearchLengths.lookUp(unknown.map { gathered.ids[$0] }, in: connection)
        for row in unknown {
            // FTS5 reads a missing size as a damaged index.
            guard let length = found[gathered.ids[row]] else {
                throw SQLiteError(
                    code: SQLITE_CORRUPT | (1 << 8), message: "the search index has no size for a match", sql: nil)
            }
            gathered.lengths[row] = length
        }
    }

    /// The rank of article `id`, or nil when it does not match.
    func rank(of id: ArticleID) -> Double? {
        ids.firstIndex(of: id.rawValue).map { ranks[$0] }
    }

    /// One match and its rank, and the offset (in tokens) of its last
    /// match in its body (-1 when none is there).
    struct Match {
        let id: ArticleID
        let rank: Double
        let lastBodyMatch: Int
    }

    /// Up to `limit` matches beyond `boundary` (a rank and an id) in the
    /// order of rank then id, `ascending` or not, in that order.
    func matches(beyond boundary: (value: SQLValue, id: ArticleID)?, ascending: Bool, limit: Int) -> [Match] {
        // Worked in ascending order: descending negates rank and id.
        let sign = ascending ? 1.0 : -1.0
        let bound = boundary.map { (sign * Self.number($0.value), ascending ? $0.id.rawValue : 0 &- $0.id.rawValue) }
        var best = BestRows(capacity: limit)
        for row in ids.indices {
            let key = (sign * ranks[row], ascending ? ids[row] : 0 &- ids[row])
            if let bound, !(key > bound) { continue }
            best.offer((key.0, key.1, row))
        }
        return best.sorted().map {
            Match(
                id: ArticleID(ascending ? $0.1 : 0 &- $0.1), rank: sign * $0.0,
                lastBodyMatch: $0.2 < lastBodyMatches.count ? Int(lastBodyMatches[$0.2]) : -1)
        }
    }

    /// A cursor's value as SQL compares it with a rank: NULL before every
    /// number, text and blobs after.
    private static func number(_ value: SQLValue) -> Double {
        switch value {
        case .null: -.infinity
        case .integer(let number): Double(number)
        case .real(let number): number
        case .text, .blob: .infinity
        }
    }

    /// The smallest `capacity` keys offered (a max-heap of them), each
    /// with its row (a key is unique, so the row never decides).
    private struct BestRows {
        let capacity: Int
        private var heap: [(Double, Int64, Int)] = []

        init(capacity: Int) {
            self.capacity = capacity
            heap.reserveCapacity(capacity)
        }

        mutating func offer(_ key: (Double, Int64, Int)) {
            if heap.count < capacity {
                heap.append(key)
                var child = heap.count - 1
                while child > 0 {
                    let parent = (child - 1) / 2
                    guard heap[parent] < heap[child] else { break }
                    heap.swapAt(parent, child)
                    child = parent
                }
            } else if let top = heap.first, key < top {
                heap[0] = key
                var parent = 0
                while true {
                    var largest = parent
                    let left = 2 * parent + 1
                    let right = left + 1
                    if left < heap.count && heap[largest] < heap[left] { largest = left }
                    if right < heap.count && heap[largest] < heap[right] { largest = right }
                    if largest == parent { break }
                    heap.swapAt(parent, largest)
                    parent = largest
                }
            }
        }

        func sorted() -> [(Double, Int64, Int)] { heap.sorted { $0 < $1 } }
    }
}
