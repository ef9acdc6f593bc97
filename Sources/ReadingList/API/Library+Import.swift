import Foundation
import Problems

extension Library {
    /// Stores `entries` in batches of `batchSize`, each batch one
    /// transaction, so a killed import leaves whole articles only and a
    /// re-run skips those already stored. An entry with a bad URL or tag
    /// fails on its own; `progress` is called with the number of entries
    /// done after each batch. Returns one result per entry, in order.
    public func importEntries(
        _ entries: [ImportEntry], batchSize: Int = 500, now: Date = Date(), progress: (Int) -> Void = { _ in }
    ) throws -> [ImportResult] {
        var results: [ImportResult] = []
        results.reserveCapacity(entries.count)
        var start = 0
        while start < entries.count {
            let batch = entries[start..<min(start + max(batchSize, 1), entries.count)]
            let prepared = batch.map(PreparedEntry.init)
            let stored = try write { connection in
                try zip(prepared, batch).map { entry, original -> ImportResult in
                    let result: ImportResult
                    switch entry {
                    case .failed(let reason): return .failed(reason)
                    case .bookmark(let bookmark): result = ImportResult(try bookmark.store(now: now, in: connection))
                    case .content(let content): result = ImportResult(try content.store(now: now, in: connection))
                    }
                    if let reading = original.reading, let id = result.id {
                        try ReadingStateRows.restore(reading, of: id, in: connection)
                    }
                    return result
                }
            }
            results += stored
            start += batch.count
            progress(start)
        }
        return results
    }
}

/// An import entry checked before its batch's transaction starts.
private enum PreparedEntry {
    case bookmark(PreparedBookmark)
    case content(PreparedContent)
    case failed(String)

    init(_ entry: ImportEntry) {
        if let problem = entry.problem {
            self = .failed("\(entry.location): \(problem)")
            return
        }
        do {
            if let content = entry.content {
                self = .content(
                    try PreparedContent(
                        content, tags: entry.bookmark.tags, savedAt: entry.bookmark.savedAt ?? Date(),
                        archivedAt: entry.bookmark.archivedAt))
            } else {
                self = .bookmark(try PreparedBookmark(entry.bookmark))
            }
        } catch let problem as Problem {
            self = .failed("\(entry.location): \(problem.description)")
        } catch {
            self = .failed("\(entry.location): \(error)")
        }
    }
}

extension ImportResult {
    /// The article the entry went to, when it was stored or found.
    var id: ArticleID? {
        switch self {
        case .added(let id), .duplicate(let id): id
        case .failed: nil
        }
    }

    init(_ outcome: SaveOutcome) {
        switch outcome {
        case .added(let id): self = .added(id)
        case .alreadySaved(let id): self = .duplicate(id)
        }
    }
}
