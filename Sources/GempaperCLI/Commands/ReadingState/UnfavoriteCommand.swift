import ReadingList

/// `gempaper unfavorite ID...`: takes the favourite mark off articles.
struct UnfavoriteCommand: MarkCommand {
    static let name = "unfavorite"
    static let summary = "take the favourite mark off articles"
    static let help = """
        Usage: gempaper unfavorite ID... [OPTIONS]
               gempaper unfavorite FILTER-OPTIONS [OPTIONS]

        Takes the favourite mark off articles; they stay in the library as they are.

        \(BulkChangeOptions.help(defaultState: "all"))

        Examples:
          gempaper unfavorite 12
          gempaper unfavorite --favorites --archived

        """

    static let defaultState: ArticleFilter.ReadState = .all
    static let report = (verb: "took the favourite mark off", already: "not a favourite", after: "")

    let options: BulkChangeOptions

    static func mark(_ selection: ArticleSelection, in library: Library) throws -> Int {
        try library.setFavorite(false, selection)
    }
}
