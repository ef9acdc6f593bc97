/// Text made safe for XML 1.0 (XHTML, Atom, EPUB package files): the five
/// special characters escaped, and characters XML does not allow at all
/// (most control characters, U+FFFE/U+FFFF) dropped, so nothing a page's
/// author wrote can add markup or break the document.
public enum XMLText {
    /// `text` escaped for element content and attribute values.
    public static func escape(_ text: some StringProtocol) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                if isAllowed(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// Whether XML 1.0 allows `scalar` in a document. C1 control characters
    /// (U+0080–U+009F), which XML allows but HTML does not, are refused too.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
