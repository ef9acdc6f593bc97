import Foundation

/// The queue's bookkeeping inside the articles table: claims, and the
/// recovery of claims whose process died.
enum FetchQueue {
    /// Puts back in the queue every article claimed by a process that is
    /// gone (killed, crashed), or claimed longer ago than `lease`; claims of
    /// `process` itself are left alone unless the lease ran out.
    static func recoverAbandoned(
        in connection: Connection, by process: ProcessIdentity, lease: TimeInterval, now: Date = Date()
    ) throws {
        let claims = try connection.rows(
            "SELECT id, claimed_by, claimed_at FROM articles WHERE fetch_state = 'fetching'"
        ) { row in (ArticleID(row.int64(0)), row.optionalString(1), row.optionalDate(2)) }
        guard !claims.isEmpty else { return }
        let abandoned = claims.filter { _, owner, claimedAt in
            guard let owner = owner.flatMap(ProcessIdentity.init(text:)), let claimedAt else { return true }
            if now.timeIntervalSince(claimedAt) > lease { return true }
            return owner != process && !owner.isAlive
        }.map(\.0)
        guard !abandoned.isEmpty else { return }
        try connection.transaction {
            try connection.run(
                """
                UPDATE articles SET fetch_state = 'queued', claimed_by = NULL, claimed_at = NULL
                WHERE fetch_state = 'fetching' AND id IN (SELECT value FROM json_each(?))
                """, [IDList.json(abandoned)])
        }
    }
}
