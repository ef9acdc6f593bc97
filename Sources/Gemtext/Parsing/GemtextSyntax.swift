/// The byte-level rules of gemtext that the parser and the serializer share:
/// what a line's first bytes make it, and the escape that keeps a text line
/// from reading as another type.
///
/// The escape: a text line (or a line inside a preformatted block) that would
/// read as something else is written with a ZERO WIDTH SPACE (U+200B) in
/// front. Other clients show nothing for it; our parser removes it again. So
/// that every text survives, the rule counts escapes already there: a line
/// made of one or more U+200B followed by a marker loses exactly one U+200B
/// when parsed, and gains exactly one when written.
enum GemtextSyntax {
    /// What the first bytes of a line outside a preformatted block make it.
    enum Marker {
        case none, link, toggle, heading, listItem, quote
    }

    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let carriageReturn: UInt8 = 0x0D
    static let lineFeed: UInt8 = 0x0A
    static let backtick: UInt8 = 0x60
    static let hash: UInt8 = 0x23
    static let asterisk: UInt8 = 0x2A
    static let greaterThan: UInt8 = 0x3E
    static let equals: UInt8 = 0x3D

    /// U+200B ZERO WIDTH SPACE in UTF-8: the escape.
    static let escape: [UInt8] = [0xE2, 0x80, 0x8B]
    /// U+FEFF in UTF-8: a byte order mark when it opens a document.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Space or tab: the whitespace gemtext allows after a marker.
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// The marker `line` starts with.
    @inline(__always)
    static func marker(of line: UnsafeBufferPointer<UInt8>) -> Marker {
        guard let first = line.first else { return .none }
        switch first {
        case equals: return line.count >= 2 && line[1] == greaterThan ? .link : .none
        case backtick: return isToggle(line) ? .toggle : .none
        case hash: return .heading
        case asterisk: return line.count >= 2 && line[1] == space ? .listItem : .none
        case greaterThan: return .quote
        default: return .none
        }
    }

    /// Whether `line` starts with three backticks (opens or closes a block).
    @inline(__always)
    static func isToggle(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.count >= 3 && line[0] == backtick && line[1] == backtick && line[2] == backtick
    }

    /// Whether `line` starts with U+200B.
    @inline(__always)
    static func startsWithEscape(_ line: UnsafeBufferPointer<UInt8>, at offset: Int = 0) -> Bool {
        line.count >= offset + 3 && line[offset] == 0xE2 && line[offset + 1] == 0x80 && line[offset + 2] == 0x8B
    }

    /// Whether a text line with these bytes must be written with an escape:
    /// after any U+200B it starts with a marker.
    static func textNeedsEscape(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        marker(of: droppingEscapes(line)) != .none
    }

    /// Whether a line inside a preformatted block must be written with an
    /// escape: after any U+200B it starts with three backticks.
    static func verbatimNeedsEscape(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        isToggle(droppingEscapes(line))
    }

    /// `line` without the U+200B it starts with.
    static func droppingEscapes(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var offset = 0
        while startsWithEscape(line, at: offset) { offset += 3 }
        return UnsafeBufferPointer(rebasing: line[offset...])
    }

    /// `line` without the spaces and tabs it starts with.
    @inline(__always)
    static func droppingBlanks(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var offset = 0
        while offset < line.count && isBlank(line[offset]) { offset += 1 }
        return UnsafeBufferPointer(rebasing: line[offset...])
    }
}
