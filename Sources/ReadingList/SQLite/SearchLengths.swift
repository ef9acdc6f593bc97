import Foundation

/// Each article's length in tokens (title and body together) as the search
/// index keeps it (`article_search_docsize`), held in memory so that
/// ranking (`RankedMatches`) need not look it up row by row: for a search
/// matching most of the library, those lookups were most of its time.
///
/// The lengths are loaded when a search matches many articles, and are
/// used only while they are known to be current: outside a transaction,
/// and while the index's structure record (which changes whenever the
/// index does) is the one they were read with. An article not among them
/// (saved since) is looked up as before.
final class SearchLengths {
    /// Lengths by article id; -1 where there is none.
    private var lengths: [Int32] = []
    /// The index's structure record the lengths were read with.
    private var structure: [UInt8]?
    /// `PRAGMA data_version` and the connection's total changes when the
    /// lengths were last known current.
    private var checked: (dataVersion: Int64, changes: Int64)?
    /// Whether the lengths may be used by the ranking now running.
    private(set) var isCurrent = false

    /// Lengths by article id (-1 where there is none) while they are
    /// current, else none.
    var current: [Int32] { isCurrent ? lengths : [] }

    /// The length of article `id`, when known.
    func length(of id: Int64) -> Int32? {
        guard isCurrent, id >= 0, id < lengths.count else { return nil }
        let length = lengths[Int(id)]
        return length >= 0 ? length : nil
    }

    /// Makes the lengths usable for the next ranking when they are current,
    /// or when `worthLoading()` says a search is big enough to load them.
    func prepare(in connection: Connection, worthLoading: () throws -> Bool) throws {
        isCurrent = false
        guard connection.isAutocommit else { return }
        let now = (dataVersion: try connection.integer("PRAGMA data_version"), changes: connection.totalChanges)
        if let checked, checked.dataVersion == now.dataVersion, checked.changes == now.changes, structure != nil {
            isCurrent = true
            return
        }
        let structure = try connection.firstRow("SELECT block FROM article_search_data WHERE id = 10") {
            Array($0.data(0) ?? Data())
        }
        if let structure, structure == self.structure {
            checked = now
            isCurrent = true
            return
        }
        guard try worthLoading() else { return }
        try load(in: connection)
        self.structure = structure
        checked = now
        isCurrent = true
    }

    private func load(in connection: Connection) throws {
        let last = try connection.integer("SELECT max(id) FROM article_search_docsize")
        var lengths = [Int32](repeating: -1, count: Int(max(last, 0)) + 1)
        let rows = try connection.rows("SELECT id, sz FROM article_search_docsize") { row in
            (id: Int(row.int64(0)), length: Self.sumOfVarints(row.blobBytes(1)))
        }
        for row in rows where row.id >= 0 && row.id < lengths.count { lengths[row.id] = row.length }
        self.lengths = lengths
    }

    /// The lengths of articles `ids` as the index keeps them, looked up one
    /// by one (for a few articles, when the lengths in memory are not current).
    static func lookUp(_ ids: [Int64], in connection: Connection) throws -> [Int64: Int32] {
        let rows = try connection.rows(
            "SELECT id, sz FROM article_search_docsize WHERE id IN (SELECT value FROM json_each(?))",
            [IDList.json(ids.map { ArticleID($0) })]
        ) { row in (row.int64(0), sumOfVarints(row.blobBytes(1))) }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    /// The sum of the column sizes in a `docsize` record (SQLite varints).
    static func sumOfVarints(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        var total: Int64 = 0
        var value: Int64 = 0
        for byte in bytes {
            value = (value << 7) | Int64(byte & 0x7F)
            if byte & 0x80 == 0 {
                total += value
                value = 0
            }
        }
        return Int32(clamping: total)
    }
}
