/// One step of the schema's history: what it changes and how. Migrations
/// run in order, each in the transaction that opens the library, and are
/// never edited once released: a change to the schema is a new migration.
struct Migration: Sendable {
    /// The schema version after this step.
    let version: Int
    /// What the step adds, for people reading the code.
    let summary: String
    /// Changes the schema (and moves data) from `version - 1` to `version`.
    let apply: @Sendable (Connection) throws -> Void
}
