import CSQLite
import Foundation

/// `gempaper_rank(article_search, title weight, body weight)`: the rank of
/// a search match, FTS5's `bm25()` computed the same way to the last bit
/// (SQLite 3.40's `fts5_aux.c`: k1 = 1.2, b = 0.75, an IDF of at least
/// 1e-6), except that an article's length comes from `SearchLengths` when
/// it is current there, instead of a lookup in the index per matching row.
/// So it orders as `bm25` did, and page cursors keep their values.
enum SearchRank {
    /// The rank SQL of a search page, with the weights of schema 2's `rank`.
    static let sql = "gempaper_rank(article_search, 10.0, 1.0)"

    /// Adds `gempaper_rank` to the connection `handle`, reading `lengths`
    /// (which must live as long as the connection).
    static func register(on handle: OpaquePointer, lengths: SearchLengths) -> Int32 {
        guard let api = gp_fts5_api(handle), let create = api.pointee.xCreateFunction else { return SQLITE_OK }
        return create(api, "gempaper_rank", Unmanaged.passUnretained(lengths).toOpaque(), rank, nil)
    }

    /// What one query needs for every row: the average length and each
    /// phrase's IDF (FTS5's `Fts5Bm25Data`).
    private final class QueryFigures {
        let averageLength: Double
        let idf: [Double]
        var frequencies: [Double]

        init(averageLength: Double, idf: [Double]) {
            self.averageLength = averageLength
            self.idf = idf
            frequencies = [Double](repeating: 0, count: idf.count)
        }
    }

    private static let rank: fts5_extension_function = { api, context, result, count, values in
        guard let api, let context, let result else { return }
        let status = SearchRank.score(api.pointee, context, result, Int(count), values)
        if status != SQLITE_OK { sqlite3_result_error_code(result, status) }
    }

    private static func score(
        _ api: Fts5ExtensionApi, _ context: OpaquePointer, _ result: OpaquePointer, _ count: Int,
        _ values: UnsafeMutablePointer<OpaquePointer?>?
    ) -> Int32 {
        let figures: QueryFigures
        if let kept = api.xGetAuxdata(context, 0) {
            figures = Unmanaged<QueryFigures>.fromOpaque(kept).takeUnretainedValue()
        } else {
            guard let made = queryFigures(api, context) else { return SQLITE_ERROR }
            figures = made
            let status = api.xSetAuxdata(context, Unmanaged.passRetained(made).toOpaque()) { kept in
                if let kept { Unmanaged<QueryFigures>.fromOpaque(kept).release() }
            }
            guard status == SQLITE_OK else { return status }
        }
        for index in figures.frequencies.indices { figures.frequencies[index] = 0 }
        var instances: Int32 = 0
        var status = api.xInstCount(context, &instances)
        var phrase: Int32 = 0
        var column: Int32 = 0
        var offset: Int32 = 0
        for instance in 0..<instances where status == SQLITE_OK {
            status = api.xInst(context, instance, &phrase, &column, &offset)
            if status == SQLITE_OK {
                let weight = count > Int(column) ? sqlite3_value_double(values?[Int(column)]) : 1.0
                figures.frequencies[Int(phrase)] += weight
            }
        }
        guard status == SQLITE_OK else { return status }
        let lengths = api.xUserData(context).map { Unmanaged<SearchLengths>.fromOpaque($0).takeUnretainedValue() }
        var tokens: Int32 = 0
        if let known = lengths?.length(of: api.xRowid(context)) {
            tokens = known
        } else {
            status = api.xColumnSize(context, -1, &tokens)
            guard status == SQLITE_OK else { return status }
        }
        let length = Double(tokens)
        let k1 = 1.2
        let b = 0.75
        var score = 0.0
        for index in figures.idf.indices {
            score +=
                figures.idf[index]
                * ((figures.frequencies[index] * (k1 + 1.0))
                    / (figures.frequencies[index] + k1 * (1 - b + b * length / figures.averageLength)))
        }
        sqlite3_result_double(result, -1.0 * score)
        return SQLITE_OK
    }

    /// The average length and the IDF of each phrase, as `fts5Bm25GetData`.
    private static func queryFigures(_ api: Fts5ExtensionApi, _ context: OpaquePointer) -> QueryFigures? {
        var rows: Int64 = 0
        var tokens: Int64 = 0
        guard api.xRowCount(context, &rows) == SQLITE_OK, api.xColumnTotalSize(context, -1, &tokens) == SQLITE_OK
        else { return nil }
        var idf: [Double] = []
        for phrase in 0..<api.xPhraseCount(context) {
            var hits: Int64 = 0
            let status = api.xQueryPhrase(context, phrase, &hits) { _, _, counter in
                counter?.assumingMemoryBound(to: Int64.self).pointee += 1
                return SQLITE_OK
            }
            guard status == SQLITE_OK else { return nil }
            let value = log((Double(rows) - Double(hits) + 0.5) / (Double(hits) + 0.5))
            idf.append(value <= 0.0 ? 1e-6 : value)
        }
        return QueryFigures(averageLength: Double(tokens) / Double(rows), idf: idf)
    }
}
