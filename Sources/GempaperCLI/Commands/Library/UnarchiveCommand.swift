import ReadingList

/// `gempaper unarchive ID...`: marks archived articles unread again.
struct UnarchiveCommand: MarkCommand {
    static let name = "unarchive"
    static let summary = "mark archived articles unread again"
    static let help = """
        Usage: gempaper unarchive ID... [OPTIONS]
               gempaper unarchive FILTER-OPTIONS [OPTIONS]

        Moves archived articles back to the unread list.

        \(BulkChangeOptions.help(defaultState: "archived"))

        Examples:
          gempaper unarchive 12
          gempaper unarchive --tag reread

        """

    static let defaultState: ArticleFilter.ReadState = .archived
    static let report = (verb: "unarchived", already: "already unread", after: "")

    let options: BulkChangeOptions

    static func mark(_ selection: ArticleSelection, in library: Library) throws -> Int {
        try library.unarchive(selection)
    }
}
