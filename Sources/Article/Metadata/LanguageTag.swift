/// Language tags: what pages declare, written as BCP 47 (`en`, `pt-BR`,
/// `zh-Hant-TW`), and a guess from the text when they declare nothing.
enum LanguageTag {
    /// `raw` (`en_US`, `EN-gb`, `fr`, `en-US,en;q=0.9`) as a BCP 47 tag in its
    /// usual case, or nil when it is not a language tag (`x-default`, `*`).
    static func normalized(_ raw: String) -> String? {
        let first = raw.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == " " }).first.map(String.init) ?? ""
        let subtags = first.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = subtags.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter }), subtags.count <= 6,
            subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        var tag = [language.lowercased()]
        for subtag in subtags.dropFirst() {
            if subtag.count == 4, subtag.allSatisfy(\.isLetter) {
                tag.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())  // script: Hant
            } else if subtag.count == 2 || (subtag.count == 3 && subtag.allSatisfy(\.isNumber)) {
                tag.append(subtag.uppercased())  // region: BR, 419
            } else {
                tag.append(subtag.lowercased())
            }
        }
        return tag.joined(separator: "-")
    }

    // MARK: Guessing

    /// Scripts whose language is (mostly) one: the tag for each.
    private enum Script: CaseIterable {
        case latin, cyrillic, greek, arabic, hebrew, han, kana, hangul, thai, devanagari, bengali, tamil, georgian,
            armenian
    }

    /// The language of `text` guessed from its letters: the script most of
    /// them are in, and for Latin and Cyrillic text the commonest short
    /// words; nil when the text is too short or the guess is unclear.
    static func guess(from text: String) -> String? {
        var counts: [Script: Int] = [:]
        var letters = 0
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            letters += 1
            if let script = script(of: scalar) { counts[script, default: 0] += 1 }
            if letters >= 20_000 { break }
        }
        guard letters >= 40, let (top, count) = counts.max(by: { $0.value < $1.value }), count * 2 > letters else {
            return nil
        }
        switch top {
        case .han, .kana:
            // Japanese mixes kana with Chinese characters; Chinese has none.
            return (counts[.kana] ?? 0) * 10 > (counts[.han] ?? 0) ? "ja" : "zh"
        case .hangul: return "ko"
        case .greek: return "el"
        case .hebrew: return "he"
        case .thai: return "th"
        case .devanagari: return "hi"
        case .bengali: return "bn"
        case .tamil: return "ta"
        case .georgian: return "ka"
        case .armenian: return "hy"
        case .arabic: return arabicLanguage(text)
        case .cyrillic: return byCommonWords(text, among: cyrillicWords) ?? "ru"
        case .latin: return byCommonWords(text, among: latinWords)
        }
    }

    private static func script(of scalar: Unicode.Scalar) -> Script? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: return .latin
        case 0x400...0x52F: return .cyrillic
        case 0x370...0x3FF, 0x1F00...0x1FFF: return .greek
        case 0x600...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
        case 0x590...0x5FF: return .hebrew
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF: return .han
        case 0x3040...0x30FF: return .kana
        case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: return .hangul
        case 0xE00...0xE7F: return .thai
        case 0x900...0x97F: return .devanagari
        case 0x980...0x9FF: return .bengali
        case 0xB80...0xBFF: return .tamil
        case 0x10A0...0x10FF: return .georgian
        case 0x530...0x58F: return .armenian
        default: return nil
        }
    }

    /// Persian and Urdu have letters Arabic lacks.
    private static func arabicLanguage(_ text: String) -> String {
        var persian = 0
        var urdu = 0
        for scalar in text.unicodeScalars.prefix(50_000) {
            switch scalar {
            case "پ", "چ", "ژ", "گ", "ی", "ک": persian += 1
            case "ٹ", "ڈ", "ڑ", "ں", "ے", "ہ": urdu += 1
            default: break
            }
        }
        if urdu > 5 && urdu * 3 > persian { return "ur" }
        return persian > 10 ? "fa" : "ar"
    }

    /// Very common short words of languages written in Latin letters.
    private static let latinWords: [String: Set<String>] = [
        "en": ["the", "and", "of", "to", "is", "in", "that", "it", "with", "for", "was", "on", "are", "this"],
        "de": ["der", "die", "und", "das", "ist", "nicht", "mit", "sich", "auf", "ein", "eine", "den", "zu", "dem"],
        "fr": ["le", "la", "les", "et", "des", "est", "une", "dans", "pour", "que", "qui", "du", "sur", "pas"],
        "es": ["el", "los", "las", "y", "que", "del", "en", "por", "una", "con", "para", "es", "se", "como"],
        "pt": ["o", "os", "que", "não", "uma", "com", "para", "do", "da", "em", "é", "dos", "das", "se"],
        "it": ["il", "che", "di", "è", "per", "una", "della", "non", "sono", "con", "del", "gli", "le", "nel"],
        "nl": ["de", "het", "een", "van", "en", "is", "dat", "niet", "op", "met", "voor", "zijn", "ook", "naar"],
        "id": ["yang", "dan", "di", "dengan", "untuk", "ini", "itu", "dari", "dalam", "tidak", "akan", "ke", "pada"],
        "pl": ["się", "nie", "jest", "na", "że", "do", "w", "z", "to", "jak", "ale", "od", "przez", "dla"],
        "sv": ["och", "att", "det", "som", "en", "är", "av", "för", "med", "till", "inte", "på", "har", "den"],
        "tr": ["ve", "bir", "bu", "için", "ile", "da", "de", "olarak", "daha", "çok", "gibi", "ne", "olan"],
    ]

    private static let cyrillicWords: [String: Set<String>] = [
        "ru": ["и", "в", "не", "на", "что", "с", "по", "это", "как", "из", "он", "но", "за", "то"],
        "uk": ["і", "в", "не", "на", "що", "з", "та", "це", "як", "до", "він", "але", "за", "й"],
        "bg": ["и", "в", "на", "се", "да", "не", "от", "за", "че", "е", "с", "са", "по", "това"],
    ]

    /// The language whose common words are clearly the most frequent in
    /// `text`, or nil when none stands out.
    private static func byCommonWords(_ text: String, among languages: [String: Set<String>]) -> String? {
        var hits: [String: Int] = [:]
        var words = 0
        for word in WordSequence.words(String(text.prefix(30_000))) {
            words += 1
            for (language, common) in languages where common.contains(word) { hits[language, default: 0] += 1 }
        }
        let ranked = hits.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
        guard let best = ranked.first, best.value * 10 >= words, words >= 20 else { return nil }
        let second = ranked.dropFirst().first?.value ?? 0
        return best.value * 2 >= second * 3 ? best.key : nil
    }
}
