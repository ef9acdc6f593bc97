/// Characters that are not seen but change how the text around them is
/// shown: line and paragraph separators (a line break a client may act on)
/// and the controls of the bidirectional algorithm (embeddings, overrides
/// and isolates, which reorder what follows them on the screen). Text a
/// client sent never brings them to a page (`RequestLine`, `RequestPath`),
/// and the access log escapes them.
enum HiddenControls {
    /// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR: line breaks by another name.
    static func isLineOrParagraphSeparator(_ scalar: UInt32) -> Bool {
        scalar == 0x2028 || scalar == 0x2029
    }

    /// U+202A...U+202E (embeddings, overrides, their end) and U+2066...U+2069
    /// (isolates, their end): they reorder the text after them.
    static func isDirectionControl(_ scalar: UInt32) -> Bool {
        (0x202A...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar)
    }

    /// U+0080...U+009F, the C1 control characters.
    static func isC1Control(_ scalar: UInt32) -> Bool {
        (0x80...0x9F).contains(scalar)
    }

    /// Whether `utf8` may hold any of these characters (or a C1 control):
    /// false means it certainly holds none (no byte that starts one).
    private static func mayOccur(in utf8: String.UTF8View) -> Bool {
        // C1 controls are C2 80...C2 9F; the others E2 80 A8...E2 81 A9.
        utf8.contains { $0 == 0xC2 || $0 == 0xE2 }
    }

    /// `text` without direction controls; nil when it holds a C1 control
    /// or (unless `lineBreaks`) a line or paragraph separator, which it
    /// otherwise turns into line feeds.
    static func cleaned(_ text: String, lineBreaks: Bool) -> String? {
        guard mayOccur(in: text.utf8) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if isC1Control(value) { return nil }
            if isDirectionControl(value) { continue }
            if isLineOrParagraphSeparator(value) {
                guard lineBreaks else { return nil }
                scalars.append("\n")
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
