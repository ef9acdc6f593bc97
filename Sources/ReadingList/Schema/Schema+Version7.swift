extension Schema {
    /// Version 7: the offset from UTC (seconds east) the publisher wrote an
    /// article's publication time in, beside the moment `published_at`
    /// (which lists still sort by), so its day is shown as the publisher's
    /// (see `PublicationTime`). NULL (every article saved before, and pages
    /// that gave no zone or only a day) means UTC's day.
    static let version7 = Migration(version: 7, summary: "publisher's offset of the publication time") { connection in
        try connection.execute("ALTER TABLE articles ADD COLUMN published_offset INTEGER;")
    }
}
