import ReadingList

/// `gempaper archive ID...`: marks articles read.
struct ArchiveCommand: MarkCommand {
    static let name = "archive"
    static let summary = "archive articles (mark them read)"
    static let help = """
        Usage: gempaper archive ID... [OPTIONS]
               gempaper archive FILTER-OPTIONS [OPTIONS]

        Archives articles: they leave the unread list and keep everything else.
        'gempaper unarchive' brings them back.

        \(BulkChangeOptions.help(defaultState: "unread"))

        Examples:
          gempaper archive 12 15 16
          gempaper archive --tag news --site example.com

        """

    static let defaultState: ArticleFilter.ReadState = .unread
    static let report = (verb: "archived", already: "already archived", after: "")

    let options: BulkChangeOptions

    static func mark(_ selection: ArticleSelection, in library: Library) throws -> Int {
        try library.archive(selection)
    }
}
