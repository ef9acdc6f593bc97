extension ArticleMetadata {
    /// The offset from UTC `published` is written in, in seconds east
    /// (`-18000` for `2019-11-18T23:04:24-05:00`); nil for a bare day or a
    /// time without a zone (which `publishedDate` reads as UTC's).
    public var publishedOffset: Int? {
        published.flatMap { ISODate.parseNumeric(Array($0.utf8))?.offsetMinutes }.map { $0 * 60 }
    }
}
