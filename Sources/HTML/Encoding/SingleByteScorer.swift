import Foundation

/// Scores the single-byte encodings on a page's non-ASCII words (see
/// `EncodingDetector`). Each candidate decodes the words through a table;
/// a word with non-ASCII letters scores up to four points (one a non-ASCII
/// letter) when it looks like a word: one script, all lower case, all
/// upper case or capitalized, Thai vowels and tone marks beside a
/// consonant. It loses points when it does not (a lower-case letter
/// followed by an upper-case one, letters of two scripts, a Latin word
/// made mostly of accented letters); a symbol beside or between letters,
/// a control character or an unmapped byte lose more, and so do accented
/// Latin letters that no one language holds together (`LatinLanguages`).
/// A wrong decoding of Cyrillic, Greek or Polish bytes turns their letters
/// into symbols, letters of the wrong case or runs of accented Latin
/// letters, so the right one stands out.
enum SingleByteScorer {
    /// The candidates, windows-1252 first: on a tie the earlier one wins
    /// (so scripts without case come before Greek and Cyrillic, whose
    /// lower-case letters are what Hebrew bytes decode to).
    static let names = [
        "windows-1252", "windows-1250", "ISO-8859-2", "windows-1254", "windows-1255", "windows-1256", "ISO-8859-6",
        "windows-874", "windows-1253", "ISO-8859-7", "windows-1251", "KOI8-R", "ISO-8859-5", "IBM866",
    ]

    /// How much more than windows-1252 another encoding must score to win.
    static let margin = 3.0

    /// The candidates' tables, in the order of `names`.
    static let tables: [[CharacterClass]] = names.map { name in
        table(name == "windows-1252" ? .windowsCP1252 : EncodingLabels.foundation[name])
    }

    /// The class of each byte decoded by `encoding`: all 256 in one call
    /// when every byte maps to a character, else one by one (unmapped bytes are junk).
    static func table(_ encoding: String.Encoding?) -> [CharacterClass] {
        guard let encoding else { return Array(repeating: CharacterClass(kind: .junk), count: 256) }
        let all = String(data: Data(0...255), encoding: encoding).map { Array($0.unicodeScalars) }
        if let all, all.count == 256 { return all.map(CharacterClass.init(scalar:)) }
        return (0...255).map { byte in
            guard let text = String(data: Data([UInt8(byte)]), encoding: encoding), text.unicodeScalars.count == 1
            else { return CharacterClass(kind: .junk) }
            return CharacterClass(scalar: text.unicodeScalars.first!)
        }
    }

    /// The encoding `words` are in, or `nil` when windows-1252 does as well as any.
    static func bestEncoding(for words: [UInt8]) -> HTMLEncoding? {
        let scores = self.scores(for: words)
        guard
            let best = scores.indices.max(by: {
                scores[$0] < scores[$1] || (scores[$0] == scores[$1] && $0 > $1)
            }),
            best != 0, scores[best] > scores[0] + margin
        else { return nil }
        return HTMLEncoding(label: names[best])
    }

    /// Every candidate's score, in the order of `names`.
    static func scores(for words: [UInt8]) -> [Double] {
        var counts = [Int](repeating: 0, count: 128)
        for byte in words where byte >= 0x80 { counts[Int(byte) - 0x80] += 1 }
        return words.withUnsafeBufferPointer { words in
            tables.map { table in
                table.withUnsafeBufferPointer { score(words, table: $0) }
                    - LatinLanguages.strayLetters(counts, table: table)
            }
        }
    }

    /// How plausible `words` are once decoded through `table`.
    static func score(_ words: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<CharacterClass>) -> Double {
        var score = 0.0
        var word = WordShape()
        var previous = CharacterClass.Kind.neutral
        var oddAfterLetter = false
        for byte in words {
            let character = table[Int(byte)]
            if character.kind == .letter {
                if oddAfterLetter { score -= 2 }  // a symbol or punctuation between two letters
                oddAfterLetter = false
                word.add(character, byte: byte)
            } else {
                score += word.score
                word = WordShape()
                if character.kind == .junk { score -= 5 }
                if character.kind == .symbol && previous == .letter { score -= 1 }
                oddAfterLetter = previous == .letter && character.kind != .neutral
            }
            previous = character.kind
        }
        return score + word.score
    }
}

/// What a byte decodes to, for `SingleByteScorer`.
struct CharacterClass {
    enum Kind { case letter, neutral, punctuation, symbol, junk }
    enum Script { case none, latin, greek, cyrillic, hebrew, arabic, thai }
    enum Case { case none, upper, lower }
    /// Where a Thai character may stand: vowels written before their
    /// consonant, and marks (vowels and tones) written above or below it.
    enum ThaiRole { case none, consonant, leadingVowel, mark }

    var kind: Kind
    var script = Script.none
    var letterCase = Case.none
    var thaiRole = ThaiRole.none
    /// The lower-case form of a non-ASCII Latin letter.
    var latinLowercase: Unicode.Scalar?

    init(kind: Kind) { self.kind = kind }

    /// The class of a decoded character.
    init(scalar: Unicode.Scalar) {
        let value = scalar.value
        let properties = scalar.properties
        let script = Self.script(of: scalar)
        if (0x80...0x9F).contains(value) || value == 0xFFFD {
            self.init(kind: .junk)
        } else if script == .none || !(properties.isAlphabetic || script == .thai || script == .hebrew) {
            self.init(kind: Self.nonLetterKind(scalar))
        } else {
            self.init(kind: .letter)
            self.script = script
            letterCase = properties.isUppercase ? .upper : properties.isLowercase ? .lower : .none
            thaiRole = script == .thai ? Self.thaiRole(value) : .none
            if script == .latin && value >= 0x80 {
                latinLowercase = properties.lowercaseMapping.unicodeScalars.first
            }
        }
    }

    /// ASCII, spaces and the joiners (apostrophes, hyphens, the middle dot
    /// of Catalan's l·l, the soft hyphen) are neutral; other punctuation
    /// and symbols are odd beside a letter.
    static func nonLetterKind(_ scalar: Unicode.Scalar) -> Kind {
        if scalar.value < 0x80 || joiners.contains(scalar.value) { return .neutral }
        switch scalar.properties.generalCategory {
        case .spaceSeparator: return .neutral
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return .punctuation
        default: return .symbol
        }
    }

    static let joiners: Set<UInt32> = [
        0x2019, 0x2018, 0xB4, 0xB7, 0xAD, 0x2010, 0x2011, 0x2013, 0x2014,
    ]

    /// The script of a letter by its block, `.none` for anything else.
    static func script(of scalar: Unicode.Scalar) -> Script {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F: return .latin
        case 0x370...0x3FF: return .greek
        case 0x400...0x52F: return .cyrillic
        case 0x5B0...0x5BD, 0x5BF, 0x5C1...0x5C2, 0x5C4...0x5F2: return .hebrew
        case 0x620...0x65F, 0x670...0x6D3: return .arabic
        case 0xE01...0xE3A, 0xE40...0xE4E: return .thai
        default: return .none
        }
    }

    static func thaiRole(_ value: UInt32) -> ThaiRole {
        switch value {
        case 0xE01...0xE2E: return .consonant
        case 0xE40...0xE44: return .leadingVowel
        case 0xE31, 0xE34...0xE3A, 0xE47...0xE4E: return .mark
        default: return .none
        }
    }
}

/// The letters of one word so far, and what they say about the decoding.
struct WordShape {
    var letters = 0
    var nonASCIILetters = 0
    var script = CharacterClass.Script.none
    var mixesScripts = false
    var sawLower = false
    var sawUpper = false
    var firstByte: UInt8 = 0
    /// Whether all the letters are one ("•••" read as IBM866 is "ХХХ").
    var repeatsOneLetter = true
    /// An upper-case letter first, then lower-case ones.
    var capitalized = false
    /// An upper-case letter after a lower-case one ("mOSKVA"), or a
    /// lower-case one after two upper-case ones.
    var breaksCase = false
    /// Thai marks with no consonant under them, leading vowels with no consonant after them.
    var misplacedThai = 0
    var previousThai = CharacterClass.ThaiRole.none

    mutating func add(_ character: CharacterClass, byte: UInt8) {
        if letters == 0 {
            script = character.script
            firstByte = byte
        } else {
            if character.script != script { mixesScripts = true }
            if byte != firstByte { repeatsOneLetter = false }
        }
        letters += 1
        if byte >= 0x80 { nonASCIILetters += 1 }
        if letters == 1 { capitalized = character.letterCase == .upper }
        switch character.letterCase {
        case .upper:
            if sawLower { breaksCase = true }
            if letters > 1 { sawUpper = true }
        case .lower:
            // Only the first letter of a lower-case word may be upper case ("МОсква").
            if sawUpper { breaksCase = true }
            sawLower = true
        case .none: break
        }
        if script == .thai { addThai(character.thaiRole) }
    }

    private mutating func addThai(_ role: CharacterClass.ThaiRole) {
        let needsConsonant = previousThai == .leadingVowel
        if (needsConsonant && role != .consonant)
            || (role == .mark && previousThai != .consonant && previousThai != .mark)
        {
            misplacedThai += 1
        }
        previousThai = role
    }

    /// What the word adds to its decoding's score: nothing without a
    /// non-ASCII letter (such words are the same in every candidate).
    var score: Double {
        guard nonASCIILetters > 0, letters == 1 || !repeatsOneLetter else { return 0 }
        if mixesScripts { return -3 }
        if breaksCase { return -2 }
        // Western words are mostly ASCII letters with a few accented ones.
        if script == .latin && nonASCIILetters > letters - nonASCIILetters + 1 { return -0.5 }
        let misplaced = misplacedThai + (previousThai == .leadingVowel ? 1 : 0)
        if misplaced > 0 { return -2 * Double(misplaced) }
        // Capitalized words (a sentence's first, names) show the letters have case.
        let shape = sawUpper && !sawLower ? 0.5 : capitalized ? 1.25 : 1
        // Longer words are more evidence; a lone letter (à, Ł, or a no-break space as IBM866's а) is none.
        return letters == 1 ? 0 : shape * Double(min(nonASCIILetters, 4))
    }
}
