/// The text of one paragraph (or heading, list item, table cell) as it is
/// gathered from the page, in UTF-8.
///
/// Whitespace collapses as a browser renders it: each run of spaces, tabs
/// and line breaks becomes one space, none at the start or end of a line.
/// A no-break space counts as a space; soft hyphens, zero-width spaces,
/// byte order marks and control characters are dropped, and so are the
/// other invisible format characters at the start and end of a line
/// (inside a word they join its characters and stay). `lineBreak()`
/// (for `<br>`) starts a new line.
struct InlineText {
    /// The text so far, in UTF-8.
    private(set) var bytes: [UInt8] = []
    /// A space is due before the next visible character (unless a line starts there).
    private var pendingSpace = false
    /// An element began or ended right after the end of a sentence
    /// ("2019.</span><span>J. Scott"): a capital letter next starts another
    /// sentence, which the page's styles set apart, so a space comes first.
    private var sentenceMayEnd = false
    /// An element began or ended right after a digit ("143</span><span>1
    /// bronze badge"): a digit next starts another number, set apart.
    private var numberMayEnd = false

    /// Where the last code's text ended (`endLiteral()`): a dot there ends
    /// a name's part, not a sentence ("getpass." + "GetPassWarning").
    private var literalEnd = -1

    /// The number of bytes gathered so far (a position for `label(from:)`).
    var count: Int { bytes.count }

    /// Whether nothing visible has been gathered.
    var isEmpty: Bool { bytes.isEmpty }

    /// Whether the text so far ends with a line break (`<br>`).
    var endsWithLineBreak: Bool { bytes.last == UInt8(ascii: "\n") }

    /// Whether the text so far ends a line (or is empty).
    private var atLineStart: Bool { bytes.last == nil || bytes.last == UInt8(ascii: "\n") }

    /// Adds text from the page, collapsing its whitespace.
    mutating func append(_ chunk: ArraySlice<UInt8>) {
        chunk.withUnsafeBufferPointer { append($0) }
    }

    /// Adds text from the page, collapsing its whitespace.
    mutating func append(_ chunk: UnsafeBufferPointer<UInt8>) {
        if sentenceMayEnd || numberMayEnd { startSentenceAfterEdge(chunk) }
        var index = 0
        let end = chunk.count
        while index < end {
            // Copy a run of plain visible bytes in one go.
            var runEnd = index
            while runEnd < end, Self.isPlain(chunk[runEnd]) { runEnd += 1 }
            if runEnd > index {
                emitPendingSpace()
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[index..<runEnd]))
                index = runEnd
                continue
            }
            let byte = chunk[index]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
                pendingSpace = true
                index += 1
            case 0xC2 where index + 1 < end:
                let next = chunk[index + 1]
                if next == 0xA0 {
                    pendingSpace = true  // no-break space
                } else if next != 0xAD && !(next >= 0x80 && next <= 0x9F) {  // soft hyphen, C1 controls
                    emitPendingSpace()
                    bytes.append(byte)
                    bytes.append(next)
                }
                index += 2
            case 0xE2 where index + 2 < end && (chunk[index + 1] == 0x80 || chunk[index + 1] == 0x81):
                let last = chunk[index + 2]
                if chunk[index + 1] == 0x80 && last == 0x8B {  // zero-width space
                } else if chunk[index + 1] == 0x80 && (last == 0xA8 || last == 0xA9) {  // line and paragraph separators
                    pendingSpace = true
                } else if atLineStart && InvisibleCharacters.length(at: index, in: chunk) > 0 {
                    // An invisible format character at the start of a line joins nothing.
                } else {
                    emitPendingSpace()
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[index..<(index + 3)]))
                }
                index += 3
            case 0xEF where index + 2 < end && chunk[index + 1] == 0xBB && chunk[index + 2] == 0xBF:
                index += 3  // byte order mark / zero-width no-break space
            case 0x00...0x1F, 0x7F:
                index += 1  // other control characters
            default:
                emitPendingSpace()
                bytes.append(byte)
                index += 1
            }
        }
    }

    /// Adds text made here (quotation marks, an emoji's alt text), as `append`.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Whether what comes next would join the last word so far, with no
    /// space between ("century." + "1").
    var joinsLastWord: Bool {
        guard !pendingSpace, let last = bytes.last else { return false }
        return last != 0x20 && last != UInt8(ascii: "\n")
    }

    /// The edge of an inline element: see `sentenceMayEnd` and
    /// `numberMayEnd`; `partsNumbers` is false where an element's digits
    /// continue the number before it (an exponent in superscript, "10⁶").
    mutating func elementEdge(partsNumbers: Bool = true) {
        guard !pendingSpace, let last = bytes.last else { return }
        sentenceMayEnd =
            (last == UInt8(ascii: ".") || last == UInt8(ascii: "!") || last == UInt8(ascii: "?"))
            && bytes.count != literalEnd && endsAWord()
        numberMayEnd = partsNumbers && last >= 0x30 && last <= 0x39
    }

    /// Whether the mark that ends the text so far closes a word as a
    /// sentence's end does: right after a letter, digit, quote or bracket
    /// ("+ ?Sized" is an operator), and not the last dot of a dotted name
    /// ("io.example.core." before a class name's link).
    private func endsAWord() -> Bool {
        var index = bytes.count - 2
        guard index >= 0 else { return false }
        let before = bytes[index]
        guard before >= 0x80 || Self.isWordByte(before) || before == UInt8(ascii: ")") || before == UInt8(ascii: "\"")
            || before == UInt8(ascii: "'")
        else { return false }
        while index > 0, bytes[index] != 0x20, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index - 1] == UInt8(ascii: "."), Self.isWordByte(bytes[index]), bytes[index] > 0x39 { return false }
            index -= 1
        }
        return true
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    /// After an element's edge that followed a sentence's end or a digit:
    /// a space before `chunk` when its first visible character is a capital
    /// letter or an opening bracket after a sentence (a caption's credit in
    /// a `<cite>` of its own: "…on Tuesday. (ABC North Coast)"), or a digit
    /// after a digit.
    private mutating func startSentenceAfterEdge(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard let first = chunk.firstIndex(where: { $0 > 0x20 }) else { return }
        let afterNumber = numberMayEnd
        let afterSentence = sentenceMayEnd
        sentenceMayEnd = false
        numberMayEnd = false
        guard first == 0 else { return }  // white space first: the space is due anyway
        if afterNumber, chunk[first] >= 0x30, chunk[first] <= 0x39 {
            pendingSpace = true
            return
        }
        guard afterSentence else { return }
        let scalar = String(decoding: chunk[first..<min(first + 4, chunk.count)], as: UTF8.self).unicodeScalars.first
        if let scalar, scalar.properties.isUppercase || scalar == "(" { pendingSpace = true }
    }

    /// Ends the text of a code element (`<code>`, `<kbd>`, a Docutils
    /// literal's `<span class="pre">`): its last mark is code, so the edges
    /// right after it part no sentences.
    mutating func endLiteral() {
        literalEnd = bytes.count
        sentenceMayEnd = false
    }

    /// Ends a label that only the page's style set apart from its value:
    /// a colon right after its last word, then a space ("Course: Dessert").
    mutating func endLabel() {
        guard let last = bytes.last, last != UInt8(ascii: "\n") else { return }
        if last != UInt8(ascii: ":") { bytes.append(UInt8(ascii: ":")) }
        pendingSpace = true
        sentenceMayEnd = false
        numberMayEnd = false
    }

    /// A boundary that reads as a space (between two blocks of a heading, say).
    mutating func space() {
        pendingSpace = true
    }

    /// Starts a new line (`<br>`); nothing at the start of the text.
    mutating func lineBreak() {
        pendingSpace = false
        sentenceMayEnd = false
        numberMayEnd = false
        trimInvisibleEnd()
        guard !bytes.isEmpty else { return }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Removes the invisible format characters that end the line so far:
    /// at the end of a line they join nothing.
    private mutating func trimInvisibleEnd() {
        guard let last = bytes.last, last >= 0x80 else { return }
        bytes.removeLast(InvisibleCharacters.trailingLength(of: bytes))
    }

    /// Whether `range` of the bytes gathered holds nothing but spaces and line breaks.
    func isBlank(_ range: Range<Int>) -> Bool {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return bytes[lower..<upper].allSatisfy { $0 == 0x20 || $0 == UInt8(ascii: "\n") }
    }

    /// The text gathered since position `start`, on one line, without
    /// surrounding spaces: a link's label.
    func label(from start: Int) -> String {
        label(in: max(start, 0)..<bytes.count)
    }

    /// The text of `range` of the bytes gathered, on one line, without
    /// surrounding spaces.
    func label(in range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        var slice = bytes[lower..<upper]
        while let first = slice.first {
            if first == 0x20 || first == UInt8(ascii: "\n") {
                slice = slice.dropFirst()
            } else if first >= 0x80, case let width = InvisibleCharacters.length(at: slice.startIndex, in: slice),
                width > 0
            {
                slice = slice.dropFirst(width)
            } else {
                break
            }
        }
        while let last = slice.last, last == 0x20 || last == UInt8(ascii: "\n") { slice = slice.dropLast() }
        slice = slice.dropLast(InvisibleCharacters.trailingLength(of: Array(slice.suffix(12))))
        guard slice.contains(UInt8(ascii: "\n")) else { return String(decoding: slice, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(slice.count)
        for byte in slice {
            if byte == UInt8(ascii: "\n") {
                if let last = out.last, last != 0x20 { out.append(0x20) }
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The text gathered, and starts over. Line breaks at the ends are trimmed.
    mutating func takeText() -> String {
        defer {
            bytes.removeAll(keepingCapacity: true)
            pendingSpace = false
            sentenceMayEnd = false
            numberMayEnd = false
            literalEnd = -1
        }
        trimInvisibleEnd()
        var end = bytes.count
        while end > 0 && bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// The text gathered, twice (as `marked` for gemtext and `plain` for the
    /// plain text, which are the same now that links carry no markers in
    /// the text), and starts over.
    mutating func take() -> (marked: String, plain: String) {
        let text = takeText()
        return (text, text)
    }

    @inline(__always)
    private mutating func emitPendingSpace() {
        if pendingSpace {
            pendingSpace = false
            if !atLineStart { bytes.append(0x20) }
        }
    }

    /// Bytes copied as they are: printable ASCII and UTF-8 bytes other than
    /// the lead bytes of the sequences `append` looks at.
    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        (byte > 0x20 && byte < 0x7F) || (byte >= 0x80 && byte != 0xC2 && byte != 0xE2 && byte != 0xEF)
    }
}
