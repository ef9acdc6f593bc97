/// WordPress shortcodes that a theme or a page builder failed to render,
/// left in the text as the author typed them: `[caption id="attachment_12"
/// align="alignnone" width="800"]… The pier at low tide.[/caption]`,
/// Divi's `[et_pb_section fb_built="1"][et_pb_row]…` around the whole
/// story and its `[/et_pb_text][/et_pb_column]` after it, a plugin's
/// `[button link="…"]Give to the fund[/button]`. Their markup goes and the
/// words between them stay, except a button's, a control's label.
///
/// A token is a shortcode only when shaped as one: a closing `[/name]`; an
/// opening `[name key="value" …]` whose every part after the name is an
/// attribute (quoted with straight or typographic quotes, as WordPress's
/// texturizer leaves them, or unquoted); or a bare `[name]` whose closing
/// tag follows in the same block, or whose name joins words with `_`
/// (`[et_pb_row]`, `[vc_column]`) in a block with other shortcodes. An
/// editor's `[sic]`, a note's `[1]`, an ellipsis `[…]`, words in brackets
/// (`[of the ones we could reach]`) and a manual's placeholders (`[-+]O
/// [shopt_option]`) are the author's and stay.
enum Shortcodes {
    /// The longest name taken for a shortcode's.
    private static let longestName = 40
    /// The longest opening tag read, attributes and all.
    private static let longestTag = 1_000

    /// Quotation marks that may open or close an attribute's value.
    private static let quotes: Set<Character> = ["\"", "'", "“", "”", "″", "‘", "’", "„"]

    /// `text`, a block's words, without the shortcodes it holds; `text`
    /// itself when it neither opens nor closes with a bracket (shortcodes
    /// at a block's level stand at its edges), or holds none.
    static func stripped(_ text: String) -> String {
        guard text.utf8.first == UInt8(ascii: "[") || text.utf8.last == UInt8(ascii: "]") else { return text }
        let tokens = self.tokens(in: text)
        guard !tokens.isEmpty else { return text }
        var kept = ""
        var position = text.startIndex
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            kept += text[position..<token.range.lowerBound]
            position = token.range.upperBound
            // A button's words are its label: with its tags, the whole block goes.
            if !token.isClosing, isButton(token.name), index + 1 < tokens.count,
                tokens[index + 1].isClosing, tokens[index + 1].name == token.name,
                isBlank(text[text.startIndex..<token.range.lowerBound])
                    && isBlank(text[tokens[index + 1].range.upperBound...])
            {
                position = tokens[index + 1].range.upperBound
                index += 1
            }
            index += 1
            // A tag between two blocks of words parts them ("In 1950[/caption]The council"), not a
            // letter set apart from its word ("[dropcap]T[/dropcap]he").
            if let last = kept.last, !last.isWhitespace, position < text.endIndex,
                text[position].isUppercase || text[position].isNumber
            {
                kept += " "
            }
        }
        kept += text[position...]
        return kept.trimmingEdges(" \n")
    }

    /// A shortcode's tag found in a text.
    private struct Token {
        var range: Range<String.Index>
        var name: Substring
        var isClosing: Bool
    }

    /// The shortcode tags of `text`, in order.
    private static func tokens(in text: String) -> [Token] {
        var found: [Token] = []
        var candidates: [(range: Range<String.Index>, name: Substring)] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "[") {
            guard let (token, end) = tag(in: text, at: open) else {
                index = text.index(after: open)
                continue
            }
            if let token {
                found.append(token)
            } else if let name = bareName(in: text, at: open, end: end) {
                candidates.append((open..<end, name))
            }
            index = end
        }
        // A bare tag is a shortcode when its closing tag follows, or when its name is a builder's and the
        // block holds other shortcodes: alone, "[shopt_option]" is a manual's placeholder.
        for candidate in candidates
        where (candidate.name.contains("_") && !found.isEmpty)
            || found.contains(where: {
                $0.isClosing && $0.name == candidate.name && $0.range.lowerBound > candidate.range.lowerBound
            })
        {
            found.append(Token(range: candidate.range, name: candidate.name, isClosing: false))
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The tag opening with the bracket at `open`: a closing tag or an
    /// opening one with attributes (`token`), or nil for a bare `[name]`
    /// whose fate depends on the rest (see `bareName`); with where it ends.
    /// Nil when what opens there is no tag.
    private static func tag(in text: String, at open: String.Index) -> (token: Token?, end: String.Index)? {
        var index = text.index(after: open)
        let isClosing = index < text.endIndex && text[index] == "/"
        if isClosing { index = text.index(after: index) }
        let nameStart = index
        while index < text.endIndex, isNameCharacter(text[index]) { index = text.index(after: index) }
        let name = text[nameStart..<index]
        guard let first = name.first, first.isASCII, first.isLetter, name.count <= longestName,
            index < text.endIndex
        else { return nil }
        if text[index] == "]" {
            let end = text.index(after: index)
            return (isClosing ? Token(range: open..<end, name: name, isClosing: true) : nil, end)
        }
        guard !isClosing, text[index] == " " || text[index] == "/" else { return nil }
        guard let end = attributesEnd(in: text, from: index) else { return nil }
        if text[text.index(after: index)..<text.index(before: end)].allSatisfy({ $0 == " " || $0 == "/" }) {
            return (nil, end)  // "[name /]": as a bare tag
        }
        return (Token(range: open..<end, name: name, isClosing: false), end)
    }

    /// The name of a bare opening tag `[name]` or `[name /]` spanning `open..<end`.
    private static func bareName(in text: String, at open: String.Index, end: String.Index) -> Substring? {
        let inside = text[text.index(after: open)..<text.index(before: end)]
        let name = inside.prefix(while: isNameCharacter)
        return name.isEmpty ? nil : name
    }

    /// Where a tag's attributes, starting at `start` (a space after its
    /// name), end past the closing `]`; nil unless every part is an
    /// attribute (`key="value"`, `key=value`) or the self-closing `/`.
    private static func attributesEnd(in text: String, from start: String.Index) -> String.Index? {
        var index = start
        let limit = text.index(start, offsetBy: longestTag, limitedBy: text.endIndex) ?? text.endIndex
        while index < limit {
            let character = text[index]
            if character == " " {
                index = text.index(after: index)
            } else if character == "]" {
                return text.index(after: index)
            } else if character == "/" {
                index = text.index(after: index)
                guard index < text.endIndex, text[index] == "]" else { return nil }
            } else {
                let keyStart = index
                while index < limit, isNameCharacter(text[index]) { index = text.index(after: index) }
                guard index > keyStart, index < limit, text[index] == "=" else { return nil }
                index = text.index(after: index)
                guard index < limit else { return nil }
                if quotes.contains(text[index]) {
                    index = text.index(after: index)
                    while index < limit, !quotes.contains(text[index]), text[index] != "]" {
                        index = text.index(after: index)
                    }
                    guard index < limit, quotes.contains(text[index]) else { return nil }
                    index = text.index(after: index)
                } else {
                    let valueStart = index
                    while index < limit, text[index] != " ", text[index] != "]", !quotes.contains(text[index]) {
                        index = text.index(after: index)
                    }
                    guard index > valueStart else { return nil }
                }
            }
        }
        return nil
    }

    /// Letters, digits, `_` and `-`, as shortcodes' names and attributes are made of.
    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == "-")
    }

    /// Whether a shortcode named `name` draws a button (`button`,
    /// `su_button`, `et_pb_button`, `vc_btn`).
    private static func isButton(_ name: Substring) -> Bool {
        let lower = name.lowercased()
        return lower.contains("button") || lower.hasSuffix("btn")
    }

    private static func isBlank(_ text: Substring) -> Bool {
        text.allSatisfy { $0 == " " || $0 == "\n" }
    }
}
