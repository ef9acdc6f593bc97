import Foundation

/// The rank of a search match: FTS5's `bm25(article_search, 10.0, 1.0)`
/// (the weights of schema 2's `rank`) computed the same way to the last bit
/// (SQLite 3.40's `fts5_aux.c`: k1 = 1.2, b = 0.75, an IDF of at least
/// 1e-6), from what `SearchMatches` gathered in one pass over the matches
/// instead of in an auxiliary function called on every row. So searches
/// order as `bm25` did, and page cursors keep their values.
enum SearchRank {
    /// The column weights: a title match counts ten times a body match.
    static let weights = (title: 10.0, body: 1.0)

    /// The IDF of a phrase held by `hits` of the index's `rows` rows.
    static func idf(rows: Int64, hits: Int64) -> Double {
        let value = log((Double(rows) - Double(hits) + 0.5) / (Double(hits) + 0.5))
        return value <= 0.0 ? 1e-6 : value
    }

    /// The rank of each gathered row (lower is better), given each phrase's
    /// IDF (`idf[i]` for phrase i; a phrase no matching row holds, such as
    /// an excluded one, adds exactly 0 and needs none).
    static func ranks(of gathered: SearchMatches.Gathered, idf: [Double]) -> [Double] {
        let k1 = 1.2
        let b = 0.75
        let averageLength = Double(gathered.tokenCount) / Double(gathered.rowCount)
        let phrases = gathered.phraseCount
        var ranks = [Double](repeating: 0, count: gathered.ids.count)
        gathered.frequencies.withUnsafeBufferPointer { frequencies in
            for row in ranks.indices {
                let length = Double(gathered.lengths[row])
                var score = 0.0
                for phrase in 0..<phrases {
                    let frequency = frequencies[row * phrases + phrase]
                    // bm25 adds idf × 0 / (positive) = +0 here: nothing.
                    if frequency == 0 { continue }
                    score +=
                        idf[phrase]
                        * ((frequency * (k1 + 1.0)) / (frequency + k1 * (1 - b + b * length / averageLength)))
                }
                ranks[row] = -1.0 * score
            }
        }
        return ranks
    }
}
