/// Reads the short lines a page shows under its headline without marking
/// them by class or tag: "By Peter Okafor | 12 May 2021", "Posted on
/// Monday, November 18, 2019 at 10:14 am". The extractor leaves such lines
/// out of the article's text (they are not the story), so the metadata
/// must read them or what they say is lost.
enum HeadlineLines {
    /// The most characters of a line read as a byline or a dateline.
    static let longestLine = 100

    /// The most words in a dateline that are neither part of the date nor
    /// words that announce one ("Published", "on", "at").
    private static let otherWordsAllowed = 1

    /// Words that announce a date or stand between its parts.
    private static let connectors: Set<String> = [
        "on", "at", "the", "of", "published", "posted", "date", "dated", "am", "pm", "a.m", "p.m", "gmt", "utc",
        "et", "est", "edt", "ct", "cst", "cdt", "pt", "pst", "pdt", "bst", "cet", "cest", "ist", "aest", "aedt",
    ]

    /// Words that mark a change's date rather than the publication's.
    private static let changeWords = ["updat", "modif", "edited", "revised", "aktualisiert", "actualiz", "mis à jour"]

    /// Separators between the parts of a line ("Jane Doe | 12 May 2021").
    private static let separators: Set<Character> = ["|", "·", "•", "—", "–"]

    /// The date in ISO 8601 form that `text` gives as its only content,
    /// a byline beside it aside: nil for a line that tells of something
    /// ("In May 2021, 12 people…") or gives a change's date.
    static func date(in text: String) -> String? {
        guard text.count <= longestLine else { return nil }
        let lower = text.lowercased()
        guard !changeWords.contains(where: lower.contains) else { return nil }
        let parts = text.split(whereSeparator: separators.contains).filter {
            !AuthorNames.opensWithIntroduction(String($0).trimmingEdges(" "))
        }
        let dateText = parts.joined(separator: " ")
        let others = words(of: dateText.lowercased()).filter { !ISODate.isDateWord($0) && !connectors.contains($0) }
        guard others.count <= otherWordsAllowed else { return nil }
        return ISODate.normalize(dateText)
    }

    /// The names of the people a line that opens with a byline's
    /// introduction gives ("By Peter Okafor | 12 May 2021" → Peter
    /// Okafor); empty for any other line.
    static func names(in text: String) -> [String] {
        guard text.count <= longestLine, AuthorNames.opensWithIntroduction(text) else { return [] }
        return AuthorNames.names(in: text)
    }

    /// The words of `lower`: runs of letters, digits, colons and dots.
    private static func words(of lower: String) -> [String] {
        lower.split { !($0.isLetter || $0.isNumber || $0 == ":" || $0 == ".") }.map { String($0).trimmingEdges(".") }
            .filter { !$0.isEmpty }
    }
}
