import CSQLite

/// What ranking a search needs from the index, gathered in one pass by the
/// FTS5 auxiliary function `gempaper_match(article_search, title weight,
/// body weight)`: each matching row's id, each phrase's frequency in it
/// (its instances, each counted at its column's weight, as FTS5's `bm25()`
/// counts them) and its length in tokens when `SearchLengths` knows it; the
/// table's row and token counts; and how many rows of the whole table hold
/// each phrase that is not excluded. `SearchRank` ranks from these.
///
/// The function ranks nothing and returns nothing. It gathers one of two
/// ways (`Way`), in a statement from `sql`, run between `begin` and `end`.
final class SearchMatches {
    /// How the matches are gathered.
    enum Way: Equatable {
        /// Row by row as the statement finds them, which works for any
        /// search (narrowed by other conditions or not). `countInIndex`
        /// marks the phrases whose rows FTS5 counts in the whole index
        /// (`xQueryPhrase`, as `bm25()` does); with `amongMatches` the
        /// others are counted among the matches, which are then exactly
        /// the rows holding one of them.
        case rows(countInIndex: [Bool], amongMatches: Bool)
        /// Phrase by phrase, all from the first match: each phrase's rows
        /// as FTS5 finds them alone (`xQueryPhrase`), merged by id and
        /// counted as they are read, without a pass over the search's own
        /// rows. Only for a search whose matches are exactly the articles
        /// holding one of its phrases (one phrase, or phrases joined by OR,
        /// nothing else narrowing it) and none of them a prefix (FTS5 would
        /// merge a prefix's words twice, for the search and for the phrase).
        case phrases
    }

    /// What one statement gathered.
    struct Gathered {
        /// Matching rows' ids.
        var ids: [Int64] = []
        /// Their lengths in tokens; -1 where `SearchLengths` did not know it.
        var lengths: [Int32] = []
        /// Their phrases' weighted frequencies, `phraseCount` a row.
        var frequencies: [Double] = []
        /// For each row, the offset (in tokens) of the last match of any
        /// phrase in its body; -1 when none is in the body.
        var lastBodyMatches: [Int32] = []
        /// The query's phrases, as FTS5 numbers them.
        var phraseCount = 0
        /// Rows and tokens in the whole index.
        var rowCount: Int64 = 0
        var tokenCount: Int64 = 0
        /// Rows of the whole index holding each phrase; nil for an excluded one.
        var hits: [Int64?] = []
    }

    /// Rows read: one phrase's, read alone (`Way.phrases`), in id order; or
    /// the search's (`Way.rows`), with `phraseCount` frequencies a row.
    private struct Rows {
        var ids: [Int64] = []
        var lengths: [Int32] = []
        var frequencies: [Double] = []
        var lastBodyMatches: [Int32] = []
    }

    /// What the function reads and writes while a statement runs.
    private struct State {
        var way = Way.phrases
        /// Whether `way` is `.rows` (asked once a row).
        var byRows = false
        /// The counts and hits gathered (the rows are in `reading` and `phraseRows`).
        var gathered = Gathered()
        /// The rows of each phrase read so far, and those being read.
        var phraseRows: [Rows] = []
        var reading = Rows()
        /// Lengths by id (from `SearchLengths`), or empty.
        var knownLengths: [Int32] = []
        /// The weights of the title and body columns, from the first row's
        /// arguments (1 where none is given, as for any other column).
        var weights = (title: 1.0, body: 1.0)
        var started = false

        func weight(of column: Int32) -> Double {
            column == 0 ? weights.title : column == 1 ? weights.body : 1.0
        }
    }

    /// Kept outside Swift's exclusivity checks: the function runs once a match.
    private let state = UnsafeMutablePointer<State>.allocate(capacity: 1)

    init() { state.initialize(to: State()) }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Adds `gempaper_match` to the connection `handle`, gathering into
    /// `matches` (which must live as long as the connection).
    static func register(on handle: OpaquePointer, matches: SearchMatches) -> Int32 {
        guard let api = gp_fts5_api(handle), let create = api.pointee.xCreateFunction else { return SQLITE_OK }
        return create(api, "gempaper_match", UnsafeMutableRawPointer(matches.state), gather, nil)
    }

    /// The statement that gathers `way` the matches of a query over `tables`
    /// (which hold `article_search`) with `conditions`, with `weights` for
    /// the title and the body. Row by row with the search index alone, the
    /// call is one more condition (it returns NULL, so nothing is counted);
    /// joined to the articles, it runs on the rows that pass every
    /// condition, in a subquery (FTS5 refuses its functions inside an
    /// aggregate; `LIMIT -1` keeps SQLite from moving the call into the
    /// outer one). Phrase by phrase, it runs on the first match only.
    static func sql(
        _ way: Way, tables: String, conditions: [String], joined: Bool, weights: (title: Double, body: Double)
    ) -> String {
        let call = "gempaper_match(article_search, \(weights.title), \(weights.body))"
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        if way == .phrases { return "SELECT \(call) FROM \(tables) \(whereClause) LIMIT 1" }
        guard joined else {
            return "SELECT count(*) FROM \(tables) WHERE " + (conditions + [call]).joined(separator: " AND ")
        }
        return "SELECT count(m) FROM (SELECT \(call) AS m FROM \(tables) \(whereClause) LIMIT -1)"
    }

    /// Makes ready to gather a statement's matches `way`, with `lengths` by
    /// id (empty when not known).
    func begin(_ way: Way, lengths: [Int32]) {
        if case .rows = way {
            state.pointee = State(way: way, byRows: true, knownLengths: lengths)
        } else {
            state.pointee = State(way: way, knownLengths: lengths)
        }
    }

    /// What was gathered since `begin`, and lets go of it.
    func end() -> Gathered {
        var gathered = state.pointee.gathered
        switch state.pointee.way {
        case .phrases:
            if state.pointee.started { Self.merge(state.pointee.phraseRows, into: &gathered) }
        case .rows(let countInIndex, let amongMatches):
            gathered.ids = state.pointee.reading.ids
            gathered.lengths = state.pointee.reading.lengths
            gathered.frequencies = state.pointee.reading.frequencies
            gathered.lastBodyMatches = state.pointee.reading.lastBodyMatches
            guard amongMatches else { break }
            for phrase in 0..<gathered.phraseCount where gathered.hits[phrase] == nil && !countInIndex[phrase] {
                var holding: Int64 = 0
                for row in gathered.ids.indices where gathered.frequencies[row * gathered.phraseCount + phrase] != 0 {
                    holding += 1
                }
                gathered.hits[phrase] = holding
            }
        }
        state.pointee = State()
        return gathered
    }

    /// The rows of every phrase, merged by id: a row's frequency is 0 for
    /// the phrases it does not hold; each phrase's rows are its hits.
    private static func merge(_ phrases: [Rows], into gathered: inout Gathered) {
        gathered.hits = phrases.map { Int64($0.ids.count) }
        if phrases.count == 1 {
            gathered.ids = phrases[0].ids
            gathered.lengths = phrases[0].lengths
            gathered.frequencies = phrases[0].frequencies
            gathered.lastBodyMatches = phrases[0].lastBodyMatches
            return
        }
        var next = [Int](repeating: 0, count: phrases.count)
        while true {
            var id = Int64.max
            var length: Int32 = -1
            for (phrase, rows) in phrases.enumerated() where next[phrase] < rows.ids.count {
                if rows.ids[next[phrase]] < id {
                    id = rows.ids[next[phrase]]
                    length = rows.lengths[next[phrase]]
                }
            }
            guard id != .max else { return }
            gathered.ids.append(id)
            gathered.lengths.append(length)
            var lastBodyMatch: Int32 = -1
            for (phrase, rows) in phrases.enumerated() {
                if next[phrase] < rows.ids.count && rows.ids[next[phrase]] == id {
                    gathered.frequencies.append(rows.frequencies[next[phrase]])
                    lastBodyMatch = max(lastBodyMatch, rows.lastBodyMatches[next[phrase]])
                    next[phrase] += 1
                } else {
                    gathered.frequencies.append(0)
                }
            }
            gathered.lastBodyMatches.append(lastBodyMatch)
        }
    }

    private static let gather: fts5_extension_function = { api, context, result, count, values in
        guard let api, let context, let result else { return }
        let state = api.pointee.xUserData(context)!.assumingMemoryBound(to: State.self)
        var status = SQLITE_OK
        if !state.pointee.started { status = start(api, context, state, Int(count), values) }
        if status == SQLITE_OK && state.pointee.byRows { status = gatherRow(api, context, state) }
        if status != SQLITE_OK { sqlite3_result_error_code(result, status) }
    }

    /// On the first match: the weights, the index's counts, the phrases'
    /// rows in the whole index where asked (row by row), or every phrase's
    /// rows (phrase by phrase).
    private static func start(
        _ api: UnsafePointer<Fts5ExtensionApi>, _ context: OpaquePointer, _ state: UnsafeMutablePointer<State>,
        _ count: Int, _ values: UnsafeMutablePointer<OpaquePointer?>?
    ) -> Int32 {
        state.pointee.started = true
        if count > 0 { state.pointee.weights.title = sqlite3_value_double(values?[0]) }
        if count > 1 { state.pointee.weights.body = sqlite3_value_double(values?[1]) }
        let phraseCount = Int(api.pointee.xPhraseCount(context))
        var gathered = Gathered(phraseCount: phraseCount, hits: [Int64?](repeating: nil, count: phraseCount))
        var status = api.pointee.xRowCount(context, &gathered.rowCount)
        if status == SQLITE_OK { status = api.pointee.xColumnTotalSize(context, -1, &gathered.tokenCount) }
        state.pointee.gathered = gathered
        switch state.pointee.way {
        case .phrases:
            for phrase in 0..<phraseCount where status == SQLITE_OK {
                status = api.pointee.xQueryPhrase(context, Int32(phrase), state, gatherPhraseRow)
                state.pointee.phraseRows.append(state.pointee.reading)
                state.pointee.reading = Rows()
            }
        case .rows(let countInIndex, _):
            // Counted in the index unless said otherwise (and always when
            // FTS5 numbers the phrases differently than expected).
            let countAll = countInIndex.count != phraseCount
            for phrase in 0..<phraseCount where status == SQLITE_OK && (countAll || countInIndex[phrase]) {
                var hits: Int64 = 0
                status = api.pointee.xQueryPhrase(context, Int32(phrase), &hits) { _, _, counter in
                    counter?.assumingMemoryBound(to: Int64.self).pointee += 1
                    return SQLITE_OK
                }
                state.pointee.gathered.hits[phrase] = hits
            }
        }
        return status
    }

    private static let gatherPhraseRow:
        @convention(c) (
            UnsafePointer<Fts5ExtensionApi>?, OpaquePointer?, UnsafeMutableRawPointer?
        ) -> Int32 = { api, context, state in
            guard let api, let context, let state = state?.assumingMemoryBound(to: State.self) else {
                return SQLITE_ERROR
            }
            let id = api.pointee.xRowid(context)
            var frequency = 0.0
            var lastBodyMatch: Int32 = -1
            // The phrase is the only one of the query FTS5 runs for it.
            let status = weightedFrequency(
                api, context, phrase: 0, state: state, into: &frequency, lastBodyMatch: &lastBodyMatch)
            guard status == SQLITE_OK else { return status }
            state.pointee.reading.ids.append(id)
            state.pointee.reading.lengths.append(knownLength(of: id, in: state))
            state.pointee.reading.frequencies.append(frequency)
            state.pointee.reading.lastBodyMatches.append(lastBodyMatch)
            return SQLITE_OK
        }

    private static func gatherRow(
        _ api: UnsafePointer<Fts5ExtensionApi>, _ context: OpaquePointer, _ state: UnsafeMutablePointer<State>
    ) -> Int32 {
        let id = api.pointee.xRowid(context)
        var lastBodyMatch: Int32 = -1
        for phrase in 0..<state.pointee.gathered.phraseCount {
            var frequency = 0.0
            let status = weightedFrequency(
                api, context, phrase: phrase, state: state, into: &frequency, lastBodyMatch: &lastBodyMatch)
            guard status == SQLITE_OK else { return status }
            state.pointee.reading.frequencies.append(frequency)
        }
        state.pointee.reading.lastBodyMatches.append(lastBodyMatch)
        state.pointee.reading.ids.append(id)
        state.pointee.reading.lengths.append(knownLength(of: id, in: state))
        return SQLITE_OK
    }

    /// The instances of `phrase` in the current row, each at its column's
    /// weight; `lastBodyMatch` raised to the offset of its last in the body.
    private static func weightedFrequency(
        _ api: UnsafePointer<Fts5ExtensionApi>, _ context: OpaquePointer, phrase: Int,
        state: UnsafeMutablePointer<State>, into frequency: inout Double, lastBodyMatch: inout Int32
    ) -> Int32 {
        var iterator = Fts5PhraseIter()
        var column: Int32 = 0
        var offset: Int32 = 0
        let status = api.pointee.xPhraseFirst(context, Int32(phrase), &iterator, &column, &offset)
        guard status == SQLITE_OK else { return status }
        while column >= 0 {
            frequency += state.pointee.weight(of: column)
            if column == 1 && offset > lastBodyMatch { lastBodyMatch = offset }
            api.pointee.xPhraseNext(context, &iterator, &column, &offset)
        }
        return SQLITE_OK
    }

    /// The length of row `id` when `SearchLengths` knows it, else -1.
    private static func knownLength(of id: Int64, in state: UnsafeMutablePointer<State>) -> Int32 {
        id >= 0 && id < state.pointee.knownLengths.count ? state.pointee.knownLengths[Int(id)] : -1
    }
}
