/// How many terminal columns text takes: East Asian wide characters and
/// emoji take two, combining marks none. Used to fit tables to the width.
enum TextWidth {
    static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// `text` cut to at most `columns` columns, ending in `…` when cut.
    static func truncate(_ text: String, to columns: Int) -> String {
        guard of(text) > columns else { return text }
        guard columns > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let width = width(of: character)
            if used + width > columns - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    /// `text` cut to `columns` and padded with spaces to exactly that width
    /// (on the left when `right`).
    static func fit(_ text: String, to columns: Int, right: Bool = false) -> String {
        let cut = truncate(text, to: columns)
        let padding = String(repeating: " ", count: max(0, columns - of(cut)))
        return right ? padding + cut : cut + padding
    }

    /// `text` on one line: control characters and line breaks become spaces.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } ? " " : $0 })
    }

    static func width(of character: Character) -> Int {
        var zero = true
        for scalar in character.unicodeScalars {
            if isWide(scalar.value) || scalar.properties.isEmojiPresentation { return 2 }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: continue
            default: zero = false
            }
        }
        return zero ? 0 : 1
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default: false
        }
    }
}
