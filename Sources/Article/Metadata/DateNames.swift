/// Tells from a `<meta>` name whether it holds a publication date, for the
/// names sites make up ("sn-post-date", "pub_date", "article_date_original")
/// beside the well-known ones: a name with the word "date" or a word
/// starting "publish", and none that marks a change, an expiry or another
/// thing's date ("updated-date", "revision_date", "foundingdate" has no
/// word "date", nor has "msvalidate"; "publisher" names no date).
enum DateNames {
    /// Words that make a date some other date than the article's publication.
    private static let otherDates: [String] = [
        "modif", "updat", "revis", "edit", "expir", "found", "birth", "death", "start", "end", "copyright", "event",
        "valid",
    ]

    private static let date = Array("date".utf8)
    private static let publish = Array("publish".utf8)

    /// Whether the lower-cased `<meta>` name `name` says it holds a publication date.
    static func namesPublication(_ name: Substring) -> Bool {
        let bytes = Array(name.utf8)
        guard ByteSearch.contains(bytes, date) || ByteSearch.contains(bytes, publish) else { return false }
        let words = name.split(whereSeparator: { !$0.isLetter })
        let named = words.contains { $0 == "date" || ($0.hasPrefix("publish") && !$0.hasPrefix("publisher")) }
        guard named else { return false }
        return !words.contains { word in otherDates.contains { word.hasPrefix($0) } }
    }
}
