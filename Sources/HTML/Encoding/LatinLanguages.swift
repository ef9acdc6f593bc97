/// The accented letters of the languages written in Latin script with the
/// single-byte encodings (windows-1250, -1252, -1254, ISO-8859-2). A page
/// is mostly in one language, so a decoding whose accented letters no one
/// language holds is likely wrong: Hungarian read as windows-1252 gives õ
/// and û beside ö, Turkish gives ð, þ and ý beside ç, Czech read as
/// ISO-8859-2 gives ą beside č.
enum LatinLanguages {
    /// Each language's accented letters, lower case.
    static let alphabets: [Set<Unicode.Scalar>] = [
        "éèêëàâçôîïûùüÿœæ",  // French
        "äöüßé",  // German
        "áéíóúñü",  // Spanish
        "áâãàçéêíóôõúü",  // Portuguese
        "àèéìíîòóùú",  // Italian
        "àèéíïòóúüç",  // Catalan
        "éëïöüèáó",  // Dutch
        "æøåäöé",  // Danish, Norwegian, Swedish
        "äöõüšž",  // Finnish, Estonian
        "áðéíóúýþæö",  // Icelandic
        "çğıöşüâîû",  // Turkish
        "ąćęłńóśźż",  // Polish
        "áčďéěíňóřšťúůýž",  // Czech
        "áäčďéíĺľňóôŕšťúýž",  // Slovak
        "áéíóöőúüű",  // Hungarian
        "ăâîșțşţ",  // Romanian
        "čćđšž",  // Croatian, Slovene, Bosnian
    ].map { Set($0.unicodeScalars) }

    /// How many accented Latin letters `table` decodes the bytes counted in
    /// `counts` (by byte, from 0x80) to that the language holding most of
    /// them lacks.
    static func strayLetters(_ counts: [Int], table: [CharacterClass]) -> Double {
        var letters = [Unicode.Scalar: Int]()
        for (offset, count) in counts.enumerated() where count > 0 {
            if let letter = table[offset + 0x80].latinLowercase { letters[letter, default: 0] += count }
        }
        guard !letters.isEmpty else { return 0 }
        let total = letters.values.reduce(0, +)
        let covered = alphabets.map { alphabet in
            letters.reduce(0) { sum, entry in alphabet.contains(entry.key) ? sum + entry.value : sum }
        }
        return Double(total - (covered.max() ?? 0))
    }
}
