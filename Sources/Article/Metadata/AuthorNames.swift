/// Turns what pages give as an article's author ("By JANE DOE and Sam Roe,
/// Staff Writers | Nov 19, 2019", "@jdoe", "https://…/jane") into the names
/// of the people who wrote it, and drops what is clearly not a name.
enum AuthorNames {
    /// Words that introduce a byline, in the languages pages commonly use,
    /// with or without a colon ("By Jane Doe", "Por: Ana Lima").
    private static let introductions: [String] = [
        "written by", "posted by", "words by", "story by", "reported by", "text by", "article by", "published by",
        "by", "von", "por", "par", "oleh", "di", "door", "av", "af", "przez", "autor", "author", "auteur", "автор",
        "作者",
    ]

    /// Words that label a byline only when a colon follows them ("Text: Jane
    /// Doe", "Текст: Венера Ерофеева"): without it they may start a name.
    private static let labels: [String] = [
        "text", "texte", "texto", "testo", "tekst", "текст", "words", "reporting", "redação", "redacción", "written",
        "authors", "autores", "auteurs", "autoren", "авторы",
    ]

    /// Names that sign comments and accounts rather than articles ("Guest",
    /// "Anonymous", "admin"), in the languages pages commonly use.
    private static let nicknames: Set<String> = [
        "guest", "anonymous", "anon", "anonym", "anonyme", "anónimo", "anonimo", "anônimo", "anonimowy", "gast",
        "invité", "invitado", "convidado", "ospite", "visitor", "visitante", "visiteur", "besucher", "user", "unknown",
        "admin", "administrator", "administrador", "administrateur", "webmaster", "root", "moderator", "гость",
        "аноним", "анонимно", "администратор", "админ", "пользователь", "匿名", "游客", "訪客", "ゲスト",
    ]

    /// Words that name a role, not a person: "Jane Doe, Staff Writer".
    private static let roleWords: Set<String> = [
        "staff", "writer", "writers", "reporter", "reporters", "correspondent", "correspondents", "editor", "editors",
        "contributor", "contributors", "columnist", "columnists", "senior", "chief", "associate", "assistant",
        "deputy", "managing", "contributing", "special", "freelance", "guest", "author", "authors", "journalist",
        "journalists", "producer", "photographer", "desk", "team", "news", "correspondant", "redaktion", "redacción",
        "rédaction", "admin", "administrator", "editorial", "bureau", "auto", "political", "business", "sports",
        "science", "technology", "tech", "health", "entertainment", "national", "international", "foreign",
        "investigative", "digital", "web", "online", "intern", "anchor", "host", "opinion", "fellow", "analyst",
        "wire", "services", "service",
    ]

    /// Lower-case words that belong inside names ("Ludwig van Beethoven").
    private static let particles: Set<String> = [
        "van", "von", "der", "den", "de", "del", "della", "di", "da", "das", "do", "dos", "du", "la", "le", "el",
        "al", "bin", "ibn", "ben", "y", "e", "of", "zu", "ter", "ten", "st.",
    ]

    /// The most words a name may have.
    static let maximumWords = 6

    /// Words that join the names of several authors.
    private static let joiners: Set<String> = ["and", "&", "und", "et", "y", "e", "и", "og", "och", "en", "with"]

    /// The names of the people in `raw`, cleaned, in order, without repeats.
    /// Empty when `raw` holds no name (an address, a handle, a sentence).
    static func names(in raw: String) -> [String] {
        var text = TitleCleaner.collapse(raw)
        guard !text.isEmpty, text.utf8.count <= 300 else { return [] }
        // Handles and addresses beside a name go ("Jane Doe (@janedoe)").
        text = text.split(separator: " ").filter { !$0.contains("@") }.joined(separator: " ")
        text = withoutIntroduction(withoutDate(withoutBoilerplate(text)))
        guard !isSentence(text) else { return [] }
        var names: [String] = []
        for part in parts(of: text) {
            guard let name = cleaned(part), !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// The names in a byline set on several lines: those of its first line
    /// when it names someone ("Hana Lindqvist & Tomás Ferreira" above their
    /// affiliations, "By Jane Doe" above her title), else those of all its text.
    static func names(inLines lines: [String]) -> [String] {
        if lines.count > 1, case let first = names(in: lines[0]), !first.isEmpty { return first }
        return names(in: lines.joined(separator: " "))
    }

    /// One person's name written family name first, as catalogues and
    /// citation tags write it ("Lindqvist, Hana", "van der Berg, J. P."),
    /// turned the way it is read ("Hana Lindqvist"); any other text as it is.
    static func givenNameFirst(_ name: String) -> String {
        let parts = name.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return name }
        let family = String(parts[0]).trimmingEdges(" ")
        let given = String(parts[1]).trimmingEdges(" ")
        // "Jane Doe, Jr." or "Doe, Staff Writer" is no family name and given names.
        guard !family.isEmpty, !given.isEmpty, given.split(separator: " ").count <= 3,
            family.split(separator: " ").count <= 3, given.first?.isUppercase == true,
            !["jr", "jr.", "sr", "sr.", "ii", "iii", "phd", "md"].contains(given.lowercased())
        else { return name }
        return given + " " + family
    }

    /// `text` without "and 3 others", "+2 more" and what follows a
    /// "Published"/"Updated" mark or a separator.
    private static func withoutBoilerplate(_ text: String) -> String {
        var text = text
        let lower = text.lowercased()
        for marker in [" published ", " updated ", " posted ", " last updated", " | ", " · ", " • ", " — ", " – "] {
            if let range = lower.range(of: marker), range.lowerBound > lower.startIndex {
                text = String(text.prefix(lower.distance(from: lower.startIndex, to: range.lowerBound)))
                break
            }
        }
        let words = text.split(separator: " ")
        if let more = words.firstIndex(where: { $0.hasPrefix("+") && $0.dropFirst().allSatisfy(\.isNumber) }) {
            return words[..<more].joined(separator: " ")
        }
        for index in words.indices where index + 2 < words.count && joiners.contains(words[index].lowercased()) {
            if words[index + 1].allSatisfy(\.isNumber) && words[index + 2].lowercased().hasPrefix("other") {
                return words[..<index].joined(separator: " ")
            }
        }
        return text
    }

    /// `text` cut before the date it ends with ("Jane Doe Monday, November
    /// 18, 2019, 04:05 pm" → "Jane Doe"): at the first word that starts a
    /// date (a month only when a number follows it: "Theresa May" stays).
    private static func withoutDate(_ text: String) -> String {
        guard ISODate.mayHoldDate(text) else { return text }
        let words = text.split(separator: " ")
        for index in words.indices.dropFirst() {
            let lower = words[index].lowercased().trimmingEdges(",.")
            guard ISODate.isDateWord(lower) else { continue }
            if ISODate.isMonthName(lower), !(words.dropFirst(index + 1).first?.first?.isNumber ?? false) { continue }
            if ISODate.parseWords(words[index...].joined(separator: " ")) != nil {
                // A word announcing the date is no part of a name ("입력 2024. 3. 5.").
                var name = words[..<index]
                while let last = name.last, HeadlineLines.isPublicationWord(last.lowercased()) { name.removeLast() }
                return name.joined(separator: " ")
            }
        }
        return text
    }

    /// Whether `text` opens with the words that introduce a byline ("By",
    /// "Written by", "Por:"), a space or a colon after them.
    static func opensWithIntroduction(_ text: String) -> Bool {
        let lower = text.lowercased()
        return introductions.contains { lower.hasPrefix($0 + " ") || lower.hasPrefix($0 + ":") }
    }

    /// `text` without a leading "By", "Written by", "Text:" and their kin.
    private static func withoutIntroduction(_ text: String) -> String {
        let lower = text.lowercased()
        for introduction in introductions
        where lower.hasPrefix(introduction + " ") || lower.hasPrefix(introduction + ":") {
            return String(text.dropFirst(introduction.count + 1)).trimmingEdges(" .,:;|-–—")
        }
        for label in labels where lower.hasPrefix(label + ":") {
            return String(text.dropFirst(label.count + 1)).trimmingEdges(" .,:;|-–—")
        }
        return text
    }

    /// Whether `text` reads as a sentence rather than names: two or more
    /// lower-case words that are neither name particles, nor role words,
    /// nor words joining names.
    private static func isSentence(_ text: String) -> Bool {
        var lowerWords = 0
        for word in text.split(separator: " ") {
            guard let first = word.unicodeScalars.first, first.properties.isLowercase else { continue }
            let lower = word.lowercased().trimmingEdges(",;.")
            if particles.contains(lower) || roleWords.contains(lower) || joiners.contains(lower) { continue }
            lowerWords += 1
        }
        return lowerWords >= 2
    }

    /// The parts of a byline that name one person each: split at commas,
    /// semicolons, slashes, "and" and its kin, and after a full stop that
    /// ends a word (not an initial: "Sarah E. Needleman").
    private static func parts(of text: String) -> [String] {
        var parts: [String] = []
        var current: [Substring] = []
        func endPart() {
            if !current.isEmpty { parts.append(current.joined(separator: " ")) }
            current = []
        }
        for word in text.split(separator: " ") {
            // Joiners count in lower case ("John E Smith" has an initial) or as "And"/"AND".
            if joiners.contains(String(word)) || word.lowercased() == "and" {
                endPart()
            } else if let last = word.last, last == "," || last == ";" || last == "/" || (last == "." && word.count > 3) {
                current.append(word.dropLast())
                endPart()
            } else {
                current.append(word)
            }
        }
        endPart()
        return parts
    }

    /// One person's name from one part of a byline, or nil when the part
    /// is not a name: an address, a handle, a date, a user name, a role
    /// or an affiliation ("AP Auto Writer").
    static func cleaned(_ part: String) -> String? {
        let name = withoutIntroduction(part.trimmingEdges(" .,:;|-–—[]\"'“”"))
        // A name has letters: "#" (a heading's anchor) or "*" is none.
        guard name.contains(where: \.isLetter), name.count <= 80, !isAddress(name) else { return nil }
        // An introduction with the name on another line ("By") is none.
        guard !introductions.contains(name.lowercased()) else { return nil }
        // A date, a time or a count is no name ("Nov 19, 2019", "5 min read").
        if name.unicodeScalars.contains(where: { ("0"..."9").contains($0) || "()?!".unicodeScalars.contains($0) }) {
            return nil
        }
        var words = name.split(separator: " ").map(String.init)
        let count = words.count
        while let last = words.last, roleWords.contains(last.lowercased()) { words.removeLast() }
        while let first = words.first, roleWords.contains(first.lowercased()) { words.removeFirst() }
        // What is left of "AP Auto Writer" is an affiliation, not a person.
        guard !words.isEmpty, words.count <= maximumWords, !(words.count == 1 && count > 1) else { return nil }
        // "Guest", "Anonymous", "Гость" sign comments and accounts, not articles.
        guard !words.allSatisfy({ nicknames.contains($0.lowercased()) }) else { return nil }
        // One lower-case word is a user name ("admin"), except in scripts without case.
        if words.count == 1, words[0].unicodeScalars.allSatisfy({ $0.value < 0x80 }),
            words[0].unicodeScalars.first?.properties.isLowercase == true
        {
            return nil
        }
        return titleCased(words).joined(separator: " ")
    }

    /// Whether `text` is an e-mail address, a web address or a handle.
    private static func isAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        if lower.hasPrefix("http:") || lower.hasPrefix("https:") || lower.hasPrefix("www.") || lower.hasPrefix("@") {
            return true
        }
        if text.contains("@") || text.contains("/") { return true }
        // A bare domain name ("example.com").
        if !text.contains(" "), let dot = text.lastIndex(of: "."), text.distance(from: dot, to: text.endIndex) >= 3 {
            return true
        }
        return false
    }

    /// Names of several words written all in capitals ("TOM KRISHER") in
    /// the usual case; initials ("J.R.") stay as they are.
    private static func titleCased(_ words: [String]) -> [String] {
        guard words.count > 1 else { return words }  // one word in capitals may be a handle
        let letters = words.joined().unicodeScalars.filter { $0.properties.isAlphabetic }
        guard !letters.isEmpty, letters.allSatisfy({ !$0.properties.isLowercase }),
            letters.contains(where: { $0.properties.isUppercase })
        else { return words }
        return words.map { word in
            guard word.count >= 2, !word.contains(".") else { return word }
            return word.prefix(1) + word.dropFirst().lowercased()
        }
    }
}
