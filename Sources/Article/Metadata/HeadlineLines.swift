/// Reads the short lines a page shows under its headline without marking
/// them by class or tag: "By Peter Okafor | 12 May 2021", "Posted on
/// Monday, November 18, 2019 at 10:14 am". The extractor leaves such lines
/// out of the article's text (they are not the story), so the metadata
/// must read them or what they say is lost.
enum HeadlineLines {
    /// The most characters of a line read as a byline or a dateline.
    static let longestLine = 100

    /// The most words in a dateline that are neither part of the date nor
    /// words that announce one ("Published", "on", "at"): "Release 3.19.0
    /// 11 Apr 2022" is a dateline, "In May 2021, 12 people walked" is not.
    private static let otherWordsAllowed = 2

    /// Words that announce a date or stand between its parts, in the
    /// languages whose month names `ISODate` reads.
    private static let connectors: Set<String> = [
        "on", "at", "of", "published", "posted", "date", "dated", "am", "pm", "a.m", "p.m", "gmt", "utc",
        "et", "est", "edt", "ct", "cst", "cdt", "pt", "pst", "pdt", "bst", "cet", "cest", "ist", "aest", "aedt",
        "um", "uhr", "den", "le", "à", "de", "del", "el", "il", "alle", "às", "om", "г", "r",
    ]

    /// Words that mark a change's date rather than the publication's.
    private static let changeWords = ["updat", "modif", "edited", "revised", "aktualisiert", "actualiz", "mis à jour"]

    /// Separators between the parts of a line ("Jane Doe | 12 May 2021").
    private static let separators: Set<Character> = ["|", "·", "•", "—", "–"]

    /// The date in ISO 8601 form that `text` gives as its only content,
    /// a byline beside it aside ("By Jane Doe | 12 May 2021", "JANE DOE 12
    /// May 2021"): nil for a line that tells of something ("On May 12,
    /// 2021, the council voted…") or gives a change's date.
    static func date(in text: String) -> String? {
        guard text.utf8.count <= 4 * longestLine, ISODate.mayHoldDate(text),
            text.count <= longestLine, let whole = ISODate.normalize(text)
        else { return nil }
        let lower = text.lowercased()
        guard !changeWords.contains(where: lower.contains) else { return nil }
        guard !endsASentence(lower) else { return nil }
        let parts = text.split(whereSeparator: separators.contains).map(String.init)
        let dateParts = parts.filter { !AuthorNames.opensWithIntroduction($0.trimmingEdges(" ")) }
        let dateText = dateParts.joined(separator: " ")
        var others = words(of: dateText.lowercased()).filter { !ISODate.isDateWord($0) && !connectors.contains($0) }
        // A byline without its "By" ("JANE DOE 12 May 2021"): the words of its names are no others either.
        if others.count > otherWordsAllowed, others.count <= otherWordsAllowed + AuthorNames.maximumWords {
            let nameWords = Set(dateParts.flatMap(AuthorNames.names).flatMap { words(of: $0.lowercased()) })
            others.removeAll(where: nameWords.contains)
        }
        guard others.count <= otherWordsAllowed else { return nil }
        return dateParts.count == parts.count ? whole : ISODate.normalize(dateText)
    }

    /// The names of the people a line that opens with a byline's
    /// introduction gives ("By Peter Okafor | 12 May 2021" → Peter
    /// Okafor); empty for any other line.
    static func names(in text: String) -> [String] {
        guard text.count <= longestLine, AuthorNames.opensWithIntroduction(text) else { return [] }
        return AuthorNames.names(in: text)
    }

    /// Whether `lower` ends as a sentence does: a full stop, question or
    /// exclamation after a word that is not part of a date ("…we voted."; not
    /// "Nov. 18, 2019." nor "18 ноября 2019 г.").
    private static func endsASentence(_ lower: String) -> Bool {
        guard let last = lower.last, ".!?".contains(last), let word = words(of: lower).last else { return false }
        return !ISODate.isDateWord(word) && !connectors.contains(word)
    }

    /// The words of `lower`: runs of letters, digits, colons and dots.
    private static func words(of lower: String) -> [String] {
        lower.split { !($0.isLetter || $0.isNumber || $0 == ":" || $0 == ".") }.map { String($0).trimmingEdges(".") }
            .filter { !$0.isEmpty }
    }
}
