/// The little HTML that bookmark files need: character references decoded
/// and text escaped, without the full HTML module.
enum HTMLText {
    /// `text` with `&amp;`, `&#39;`, `&#x2019;` and the common named
    /// references replaced by their characters; unknown ones are kept.
    static func decode(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            rest = rest[amp...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";") else {
                result.append("&")
                rest = rest.dropFirst()
                continue
            }
            let name = rest[rest.index(after: rest.startIndex)..<semicolon]
            if let character = character(for: name) {
                result.append(character)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    /// `text` with `&`, `<`, `>` and `"` escaped, for attributes and text.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private static let named: [Substring: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "ndash": "\u{2013}",
        "mdash": "\u{2014}", "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}",
        "hellip": "\u{2026}", "laquo": "\u{AB}", "raquo": "\u{BB}", "copy": "\u{A9}", "eacute": "é", "egrave": "è",
        "aacute": "á", "agrave": "à", "uuml": "ü", "ouml": "ö", "auml": "ä", "ccedil": "ç", "szlig": "ß",
    ]

    private static func character(for name: Substring) -> Character? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(Character.init)
        }
        if name.hasPrefix("#") {
            return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map(Character.init)
        }
        return named[name]
    }
}
