import Foundation
import Problems

/// The rules for tag names. A tag is 1 to 64 characters: letters and digits
/// of any script, and `-`, `_`, `.`, `+`, `#`; no spaces (the capsule's tag
/// prompt reads `tag1 tag2 -tag3`), not starting with `-`. Names are trimmed
/// and compared without regard to case: they are stored in lower case.
public enum TagName {
    /// The longest tag name, in characters.
    public static let maximumLength = 64

    /// The punctuation a tag may contain besides letters and digits.
    public static let punctuation: Set<Character> = ["-", "_", ".", "+", "#"]

    /// One line describing the rules, for error messages and help.
    public static let rules = "tags are 1-64 letters, digits and - _ . + # (no spaces), not starting with -"

    /// `text` as a tag name: trimmed, lower case. Bad input when it breaks the rules.
    public static func normalize(_ text: String) throws -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            .precomposedStringWithCanonicalMapping
        guard !name.isEmpty else { throw Problem.badInput("a tag name is empty", hint: rules) }
        let shown = Problem.oneLine(name, maxBytes: 80)
        guard name.count <= maximumLength, !name.hasPrefix("-"), name.allSatisfy(isAllowed) else {
            throw Problem.badInput("'\(shown)' is not a valid tag", hint: rules)
        }
        return name
    }

    /// Every name in `texts` normalised, without repeats, in order.
    public static func normalize(_ texts: [String]) throws -> [String] {
        var seen = Set<String>()
        return try texts.map(normalize).filter { seen.insert($0).inserted }
    }

    /// The nearest valid tag to `text`, for names from other programs
    /// (`Read Later` → `read-later`): spaces become `-`, other characters
    /// that are not allowed are dropped. Nil when nothing is left.
    public static func sanitize(_ text: String) -> String? {
        var name = ""
        var pendingDash = false
        for character in text.lowercased().precomposedStringWithCanonicalMapping {
            if character.isWhitespace || character == "/" || character == "," {
                pendingDash = !name.isEmpty
            } else if isAllowed(character) {
                if pendingDash && character != "-" { name.append("-") }
                pendingDash = false
                name.append(character)
            }
        }
        while name.hasPrefix("-") { name.removeFirst() }
        name = String(name.prefix(maximumLength))
        return name.isEmpty ? nil : name
    }

    static func isAllowed(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || punctuation.contains(character)
    }
}
