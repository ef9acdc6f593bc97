/// Compares a headline a page declares for search engines and social
/// networks (`og:title`, `<title>`) with the one it shows in its `<h1>`:
/// news sites often give the same story a second headline in other words
/// ("Swifts confused by new LED lamps" over "Swifts are roosting later
/// since the river lamps changed"), and readers know the story by the one
/// they saw.
enum HeadlineWords {
    /// The fewest words the `<h1>` needs to be a headline ("Games" or "World news" name a section).
    private static let fewestWords = 3
    /// The fewest word stems both headlines must share to tell the same story.
    private static let fewestShared = 2
    /// The letters a word is compared by, so "late" and "later" count as one.
    private static let stemLength = 4

    /// Whether `headline` tells the story `declared` tells, in other words:
    /// it has a headline's length and they share at least two words (by
    /// their first letters; pairs of characters in scripts written without spaces).
    static func retells(_ declared: String, as headline: String) -> Bool {
        let shown = stems(of: headline)
        guard shown.words >= fewestWords else { return false }
        return shown.stems.intersection(stems(of: declared).stems).count >= fewestShared
    }

    /// The stems of the words of `text` that have at least `stemLength`
    /// letters or digits, and how many words it has (a run of characters
    /// of a script without spaces counts as one word per two characters).
    private static func stems(of text: String) -> (stems: Set<String>, words: Int) {
        var stems: Set<String> = []
        var words = 0
        for word in text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            if word.contains(where: { $0.isLetter && !$0.isCased }) {
                // Chinese, Japanese: each pair of characters stands for a word.
                let characters = Array(word)
                words += max(1, characters.count / 2)
                for index in characters.indices.dropLast() { stems.insert(String(characters[index...index + 1])) }
            } else {
                words += 1
                if word.count >= stemLength { stems.insert(String(word.prefix(stemLength))) }
            }
        }
        return (stems, words)
    }
}
