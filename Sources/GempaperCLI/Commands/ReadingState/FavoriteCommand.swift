import ReadingList

/// `gempaper favorite ID...`: marks articles as favourites.
struct FavoriteCommand: MarkCommand {
    static let name = "favorite"
    static let summary = "mark articles as favourites"
    static let help = """
        Usage: gempaper favorite ID... [OPTIONS]
               gempaper favorite FILTER-OPTIONS [OPTIONS]

        Marks articles as favourites, the ones worth keeping. 'gempaper list
        --favorites' lists them (with any other filter and order), the capsule's
        owner sees them at /favorites, and 'gempaper unfavorite' takes the mark off.

        \(BulkChangeOptions.help(defaultState: "all"))

        Examples:
          gempaper favorite 12 15
          gempaper list --favorites --tag rust --sort title

        """

    static let defaultState: ArticleFilter.ReadState = .all
    static let report = (verb: "marked", already: "a favourite already", after: " as favourites")

    let options: BulkChangeOptions

    static func mark(_ selection: ArticleSelection, in library: Library) throws -> Int {
        try library.setFavorite(true, selection)
    }
}
