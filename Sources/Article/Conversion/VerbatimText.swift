/// The text of a code block as it is gathered, with the elements met at
/// the very start of a line that hold only a number: when they number the
/// block's lines (Chroma's `<span class="ln">1</span>`, Pygments'
/// `<span class="linenos">`), they are line numbers that copying the code
/// leaves out, and so does the block.
struct VerbatimText {
    /// An element at the start of a line holding only a number.
    struct Mark {
        /// Its text in `bytes`.
        let range: Range<Int>
        let number: Int
        /// Whether its class names or style say it is a line number.
        let isNamed: Bool
    }

    private(set) var bytes: [UInt8] = []
    /// Where the current line starts in `bytes`.
    private var lineStart = 0
    private var marks: [Mark] = []

    /// Whether nothing has been written on the current line yet.
    var isAtLineStart: Bool { bytes.count == lineStart }

    /// How many bytes there are so far.
    var count: Int { bytes.count }

    mutating func append(_ data: ArraySlice<UInt8>) {
        if let newline = data.lastIndex(of: 0x0A) { lineStart = bytes.count + (newline - data.startIndex) + 1 }
        bytes.append(contentsOf: data)
    }

    /// Starts a new line (`<br>`).
    mutating func lineBreak() {
        bytes.append(0x0A)
        lineStart = bytes.count
    }

    /// Starts a new line unless the text is empty or a line has just started (the edge of a block element).
    mutating func endLine() {
        if let last = bytes.last, last != 0x0A { lineBreak() }
    }

    /// Notes that the bytes from `start` on, which begin a line, are an
    /// element holding only `number` (in place of an element inside it).
    mutating func mark(from start: Int, number: Int, isNamed: Bool) {
        if marks.last?.range.lowerBound == start { marks.removeLast() }
        marks.append(Mark(range: start..<bytes.count, number: number, isNamed: isNamed))
    }

    /// The text, without the marked numbers when they number its lines:
    /// every line with text starts with one, they count up by one, some
    /// line has code after its number, and either each is named a line
    /// number or (two lines or more) some number has code right after it,
    /// without a space (`1import os`), which a number in code never has.
    func finished() -> [UInt8] {
        guard let first = marks.first, marks.count > 0 else { return bytes }
        var isNamed = true
        var glued = false
        for (offset, mark) in marks.enumerated() {
            guard mark.number == first.number + offset else { return bytes }
            isNamed = isNamed && mark.isNamed
            if mark.range.upperBound < bytes.count, Self.isLetter(bytes[mark.range.upperBound]) { glued = true }
        }
        guard isNamed || (glued && marks.count >= 2) else { return bytes }
        var next = 0
        var codeAfterNumber = false
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            if bytes[start..<end].contains(where: { $0 > 0x20 }) {
                guard next < marks.count, marks[next].range.lowerBound == start else { return bytes }
                if bytes[marks[next].range.upperBound..<end].contains(where: { $0 > 0x20 }) { codeAfterNumber = true }
                next += 1
            }
            start = end + 1
        }
        guard codeAfterNumber, next == marks.count else { return bytes }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var position = 0
        for mark in marks {
            kept.append(contentsOf: bytes[position..<mark.range.lowerBound])
            position = mark.range.upperBound
        }
        kept.append(contentsOf: bytes[position...])
        return kept
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return lower >= 0x61 && lower <= 0x7A
    }
}
