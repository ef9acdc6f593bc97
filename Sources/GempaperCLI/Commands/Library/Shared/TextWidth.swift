import Gemtext
import Terminal

/// Fitting text into table cells by display width (`DisplayWidth`, the
/// measure the terminal renderer wraps by).
enum TextWidth {
    /// The columns `text` takes.
    static func of(_ text: String) -> Int { DisplayWidth.of(text) }

    /// `text` cut to at most `columns` columns, ending in `…` when cut.
    static func truncate(_ text: String, to columns: Int) -> String {
        guard of(text) > columns else { return text }
        guard columns > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let width = DisplayWidth.of(String(character))
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
        String(
            text.map {
                $0.isNewline || $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } ? " " : $0
            })
    }
}
