import CSQLite

/// What ranking a search needs from the index, gathered in one pass over
/// its matches by the FTS5 auxiliary function `gempaper_match(article_search,
/// title weight, body weight)`: for each matching row its id, each phrase's
/// frequency (its instances, each counted at its column's weight, as FTS5's
/// `bm25()` counts them) and its length in tokens when `SearchLengths`
/// knows it; and, once, the table's row and token counts and, for the
/// phrases asked about, how many rows of the whole table hold them
/// (`xQueryPhrase`, as `bm25()` finds them). `SearchRank` ranks from these.
///
/// The function ranks nothing and returns nothing: a statement such as
/// `SELECT count(gempaper_match(article_search, 10.0, 1.0)) FROM article_search
/// WHERE article_search MATCH ?` runs it on every match without sorting
/// them or handing each row back, between `begin` and `end`.
final class SearchMatches {
    /// What one statement gathered.
    struct Gathered {
        /// Matching rows' ids, in the order FTS5 gave them.
        var ids: [Int64] = []
        /// Their lengths in tokens; -1 where `SearchLengths` did not know it.
        var lengths: [Int32] = []
        /// Their phrases' weighted frequencies, `phraseCount` a row.
        var frequencies: [Double] = []
        /// The query's phrases, as FTS5 numbers them.
        var phraseCount = 0
        /// Rows and tokens in the whole index.
        var rowCount: Int64 = 0
        var tokenCount: Int64 = 0
        /// Rows of the whole index holding each phrase; nil for those not asked about.
        var hits: [Int64?] = []
    }

    /// What the function reads and writes while a statement runs.
    private struct State {
        var gathered = Gathered()
        /// Lengths by id (from `SearchLengths`), or empty.
        var knownLengths: [Int32] = []
        /// Which phrases to count the rows of, by number; all of them when
        /// FTS5 numbers a different count of phrases.
        var countHits: [Bool] = []
        /// Column weights, read from the first row's arguments.
        var weights: [Double] = []
        var started = false
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

    /// Makes ready to gather a statement's matches: `lengths` by id (empty
    /// when not known), and the rows of the whole index holding each phrase
    /// counted for the phrases `countHits` marks.
    func begin(lengths: [Int32], countHits: [Bool]) {
        state.pointee = State(knownLengths: lengths, countHits: countHits)
    }

    /// What was gathered since `begin`, and lets go of it.
    func end() -> Gathered {
        let gathered = state.pointee.gathered
        state.pointee = State()
        return gathered
    }

    private static let gather: fts5_extension_function = { api, context, result, count, values in
        guard let api, let context, let result else { return }
        let state = api.pointee.xUserData(context)!.assumingMemoryBound(to: State.self)
        let status = gatherRow(api, context, state, Int(count), values)
        if status != SQLITE_OK { sqlite3_result_error_code(result, status) }
    }

    private static func gatherRow(
        _ api: UnsafePointer<Fts5ExtensionApi>, _ context: OpaquePointer, _ state: UnsafeMutablePointer<State>,
        _ count: Int, _ values: UnsafeMutablePointer<OpaquePointer?>?
    ) -> Int32 {
        if !state.pointee.started {
            let status = start(api, context, state, count, values)
            guard status == SQLITE_OK else { return status }
        }
        let id = api.pointee.xRowid(context)
        var status = SQLITE_OK
        let phraseCount = state.pointee.gathered.phraseCount
        for phrase in 0..<phraseCount {
            var frequency = 0.0
            var iterator = Fts5PhraseIter()
            var column: Int32 = 0
            var offset: Int32 = 0
            status = api.pointee.xPhraseFirst(context, Int32(phrase), &iterator, &column, &offset)
            guard status == SQLITE_OK else { return status }
            while column >= 0 {
                frequency += Int(column) < state.pointee.weights.count ? state.pointee.weights[Int(column)] : 1.0
                api.pointee.xPhraseNext(context, &iterator, &column, &offset)
            }
            state.pointee.gathered.frequencies.append(frequency)
        }
        var length: Int32 = -1
        if id >= 0 && id < state.pointee.knownLengths.count {
            length = state.pointee.knownLengths[Int(id)]
        }
        state.pointee.gathered.ids.append(id)
        state.pointee.gathered.lengths.append(length)
        return status
    }

    /// On the first row: the weights, the index's counts, each phrase's rows.
    private static func start(
        _ api: UnsafePointer<Fts5ExtensionApi>, _ context: OpaquePointer, _ state: UnsafeMutablePointer<State>,
        _ count: Int, _ values: UnsafeMutablePointer<OpaquePointer?>?
    ) -> Int32 {
        state.pointee.started = true
        state.pointee.weights = (0..<count).map { sqlite3_value_double(values?[$0]) }
        let phraseCount = Int(api.pointee.xPhraseCount(context))
        var gathered = Gathered(phraseCount: phraseCount)
        var status = api.pointee.xRowCount(context, &gathered.rowCount)
        if status == SQLITE_OK { status = api.pointee.xColumnTotalSize(context, -1, &gathered.tokenCount) }
        let countAll = state.pointee.countHits.count != phraseCount
        for phrase in 0..<phraseCount where status == SQLITE_OK {
            guard countAll || state.pointee.countHits[phrase] else {
                gathered.hits.append(nil)
                continue
            }
            var hits: Int64 = 0
            status = api.pointee.xQueryPhrase(context, Int32(phrase), &hits) { _, _, counter in
                counter?.assumingMemoryBound(to: Int64.self).pointee += 1
                return SQLITE_OK
            }
            gathered.hits.append(hits)
        }
        state.pointee.gathered = gathered
        return status
    }
}
