/// Turns what pages give as an article's author ("By JANE DOE and Sam Roe,
/// Staff Writers | Nov 19, 2019", "@jdoe", "https://…/jane") into the names
/// of the people who wrote it, and drops what is clearly not a name.
enum AuthorNames {
    /// Words that introduce a byline, in the languages pages commonly use,
    /// with or without a colon ("By Jane Doe", "Por: Ana Lima").
    private static let introductions: [String] = [
        "written by", "posted by", "words by", "story by", "reported by", "text by", "article by", "published by",
        // Drupal's core themes (Bartik, Classy): "Submitted by Maria Lee on Wed, 11/18/2026 - 09:30".
        "submitted by",
        "by", "von", "por", "par", "oleh", "di", "door", "av", "af", "przez", "autor", "author", "auteur", "автор",
        "作者", "بقلم", "بواسطة", "記者", "记者",
    ]

    /// What may follow an introduction or a label: a space, a colon, or the
    /// full-width colon and slash of Chinese and Japanese bylines ("作者：李明", "文/李明").
    private static let afterIntroduction: [String] = [" ", ":", "：", "/", "／"]

    /// Words that label a byline only when a colon follows them ("Text: Jane
    /// Doe", "Текст: Венера Ерофеева"): without it they may start a name.
    private static let labels: [String] = [
        "text", "texte", "texto", "testo", "tekst", "текст", "words", "reporting", "redação", "redacción", "written",
        "authors", "autores", "auteurs", "autoren", "авторы", "文", "撰文", "文字", "글", "취재", "기자",
        // The one or more authors of a module, as libxml's and libxslt's API pages name them ("Author(s): Jane Doe").
        "author(s)",
        // Blog themes' copyright box under a post (Hexo's NexT and Butterfly).
        "post author", "文章作者", "本文作者",
    ]

    /// Words that say what a byline's next part is ("Posted on March 5",
    /// "Publié le 5 mars"): the name ends before them, and a byline part
    /// made only of them names no one.
    private static let labelWords: Set<String> = [
        "posted", "published", "written", "filed", "submitted", "updated", "publié", "publiée", "publicado",
        "publicada", "veröffentlicht", "aktualisiert", "pubblicato", "gepubliceerd", "опубликовано", "обновлено",
    ]

    /// Lower-case words that may stand between a name and the date after it ("Jane Doe on March 5").
    private static let trailingConnectors: Set<String> = [
        "on", "at", "in", "le", "am", "el", "em", "il", "op", "om", "den", "в", "من", "في",
    ]

    /// Words after a name that name the writer's role in languages whose
    /// bylines put it last, often without a space ("김민수 기자", "山田太郎記者").
    private static let roleSuffixes: [String] = [
        "기자", "특파원", "논설위원", "객원기자", "記者", "记者", "特派員", "特派员", "編集委員", "通讯员", "通訊員",
    ]

    /// Names of news agencies, whose name after a writer's is the agency, not
    /// another writer ("By Rachel Kim, Reuters").
    private static let agencies: Set<String> = [
        "ap", "afp", "reuters", "dpa", "efe", "ansa", "upi", "xinhua", "kyodo", "yonhap", "tass", "aap", "apa",
        "sda", "anp", "ap news", "pa", "pa media", "bloomberg", "ria novosti", "interfax", "epa",
    ]

    /// Last words that name an organisation rather than a person: a part of a
    /// byline after a writer's name ending so is the writer's employer
    /// ("Associated Press", "The Canadian Press", "Agence France-Presse").
    private static let organisationWords: Set<String> = [
        "press", "presse", "agency", "agence", "agentur", "agencia", "agência", "agenzia", "newswire", "wire",
        "news", "media", "times", "post", "herald", "journal", "tribune", "gazette", "magazine", "network",
    ]

    /// Names that sign comments and accounts rather than articles ("Guest",
    /// "Anonymous", "admin", Joomla's first account "Super User"), in the
    /// languages pages commonly use.
    private static let nicknames: Set<String> = [
        "super", "guest", "anonymous", "anon", "anonym", "anonyme", "anónimo", "anonimo", "anônimo", "anonimowy", "gast",
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
        text = withoutIntroduction(withoutDate(withoutPublication(withoutBoilerplate(text))))
        guard !isSentence(text) else { return [] }
        var names: [String] = []
        for part in parts(of: text) {
            // "By Rachel Kim, Associated Press": the agency after a writer is no second writer.
            if !names.isEmpty, namesOrganisation(part) { continue }
            guard let name = cleaned(part), !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// Whether one part of a byline names a news agency or a publication
    /// ("Reuters", "Associated Press", "The Canadian Press") rather than a person.
    private static func namesOrganisation(_ part: String) -> Bool {
        let lower = part.lowercased().trimmingEdges(" .,:;|-–—")
        if agencies.contains(lower) || lower.hasPrefix("the ") { return true }
        let words = lower.split(separator: " ")
        return words.count >= 2 && words.last.map { organisationWords.contains(String($0)) } == true
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
    /// `strict` takes only a family name of one word, particles aside
    /// ("Okonkwo, Adaeze"), for tags that may also hold two people ("Jane Doe, Sam Roe").
    static func givenNameFirst(_ name: String, strict: Bool = false) -> String {
        let parts = name.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return name }
        let family = String(parts[0]).trimmingEdges(" ")
        let given = String(parts[1]).trimmingEdges(" ")
        if strict, family.split(separator: " ").filter({ !particles.contains($0.lowercased()) }).count != 1 {
            return name
        }
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
        // At the first of them: "Por João Silva — 05/03/2024 · Atualizado há 2 dias" names João Silva.
        let markers = [" published ", " updated ", " posted ", " last updated", " | ", " · ", " • ", " — ", " – "]
        let cuts = markers.compactMap { lower.range(of: $0)?.lowerBound }.filter { $0 > lower.startIndex }
        if let cut = cuts.min() {
            text = String(text.prefix(lower.distance(from: lower.startIndex, to: cut)))
        }
        var words = text.split(separator: " ")
        // "김민수 기자 입력 2024. 3. 5.": the name ends with the role written after it.
        if let role = words.firstIndex(where: { roleSuffixes.contains(String($0)) }), role > 0 {
            words = Array(words[...role])
            text = words.joined(separator: " ")
        }
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

    /// Words that say whom a writer wrote for ("Jane Roe for The Times",
    /// "Ana Lima para El País").
    private static let forWords: Set<String> = ["for", "für", "pour", "para", "voor", "для"]

    /// `text` without the publication a writer wrote for ("By Jane Roe for
    /// The Times" → "By Jane Roe"): cut at a lower-case "for" or its kin
    /// before a capitalised word ("Jane Roe, staff writer for The Times"
    /// keeps "Jane Roe, staff writer", whose role then goes).
    private static func withoutPublication(_ text: String) -> String {
        let words = text.split(separator: " ")
        for index in words.indices.dropFirst() where forWords.contains(String(words[index])) {
            guard index + 1 < words.count, let next = words[index + 1].unicodeScalars.first,
                next.properties.isUppercase
            else { continue }
            return words[..<index].joined(separator: " ")
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
            // Either order of a date of numbers whose day and month could be swapped is a date ("Jean MacRae on
            // Thu, 11/12/2026 - 10:15", Drupal's "Submitted by" line): the name ends before it all the same.
            let rest = words[index...].joined(separator: " ")
            if ISODate.parseWords(rest) != nil || ISODate.parseWords(rest, order: .monthFirst) != nil {
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
        return introductions.contains { opens(lower, with: $0, followedBy: afterIntroduction) }
            || labels.contains { opens(lower, with: $0, followedBy: afterIntroduction.dropFirst()) }
    }

    /// Whether `lower` starts with `word` and then one of `separators`.
    private static func opens(_ lower: String, with word: String, followedBy separators: some Sequence<String>)
        -> Bool
    {
        lower.hasPrefix(word) && separators.contains { lower.hasPrefix(word + $0) }
    }

    /// `text` without a leading "By", "Written by", "Text:", "作者：" and their kin.
    private static func withoutIntroduction(_ text: String) -> String {
        let lower = text.lowercased()
        for introduction in introductions where opens(lower, with: introduction, followedBy: afterIntroduction) {
            return String(text.dropFirst(introduction.count + 1)).trimmingEdges(" .,:;|-–—：")
        }
        for label in labels where opens(lower, with: label, followedBy: afterIntroduction.dropFirst()) {
            return String(text.dropFirst(label.count + 1)).trimmingEdges(" .,:;|-–—：")
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
        // "Posted on", "Claire Dubois Publié le": the name ends where a label starts.
        if let label = words.firstIndex(where: { labelWords.contains($0.lowercased()) }) {
            words.removeSubrange(label...)
        }
        while let last = words.last, trailingConnectors.contains(last) { words.removeLast() }
        let count = words.count
        while let last = words.last, roleWords.contains(last.lowercased()) { words.removeLast() }
        while let first = words.first, roleWords.contains(first.lowercased()) { words.removeFirst() }
        if let last = words.last, let bare = withoutRoleSuffix(last) {
            if bare.isEmpty { words.removeLast() } else { words[words.count - 1] = bare }
        }
        // What is left of "AP Auto Writer" is an affiliation, not a person; a name in a script without
        // capitals may be one word ("김민수 기자").
        guard let first = words.first, words.count <= maximumWords,
            words.count > 1 || count == 1 || !isCased(first)
        else { return nil }
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

    /// `word` without a role written after a name ("기자", "記者"), empty
    /// when it is only the role; nil when it names none.
    private static func withoutRoleSuffix(_ word: String) -> String? {
        guard let suffix = roleSuffixes.first(where: { word.hasSuffix($0) }) else { return nil }
        return String(word.dropLast(suffix.count))
    }

    /// Whether `word` is written in a script with capitals (Latin, Cyrillic, Greek).
    private static func isCased(_ word: String) -> Bool {
        word.unicodeScalars.contains { $0.properties.isUppercase || $0.properties.isLowercase }
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
