import Foundation

/// What `Tokenizer.next()` found; the token's contents are in the
/// tokenizer's `tag…`, `tokenSpan` and `doctype` fields until the next call.
enum TokenKind {
    case startTag
    case endTag
    /// Text (in `tokenSpan`, inside `text`), references decoded.
    case characters
    /// A comment's data (in `tokenSpan`).
    case comment
    case doctype
    case endOfFile
}

/// How the tokenizer reads what follows; the tree builder switches it after
/// `<script>`, `<style>`, `<title>` and the like.
enum ContentModel {
    /// Markup.
    case data
    /// Text with character references, up to the matching end tag (`title`, `textarea`).
    case rcdata
    /// Text as is, up to the matching end tag (`style`, `xmp`, `iframe`…).
    case rawText
    /// Script text, with the `<!--` escaping rules, up to `</script>`.
    case scriptData
    /// Everything to the end of the input.
    case plaintext
}

/// A `<!DOCTYPE>`'s parts (spans in `text`).
struct DoctypeToken {
    var name: ByteSpan?
    var publicID: ByteSpan?
    var systemID: ByteSpan?
    var forceQuirks = false
}

/// The WHATWG tokenizer, reading UTF-8 bytes (already decoded and with
/// line breaks normalised) and producing one token per `next()` call.
///
/// It writes decoded text (character data, comments, doctypes) into `text`
/// and attribute names and values into `attributeBytes`; the tree builder
/// keeps these buffers as the document's. Each state of the specification
/// is here, but written as scanning loops rather than one step per byte.
struct Tokenizer {
    let input: UnsafeBufferPointer<UInt8>
    let base: UnsafePointer<UInt8>
    let end: Int
    var position = 0

    /// How the next bytes are read.
    var contentModel = ContentModel.data
    /// The end tag that ends raw text (`</script>`…).
    var rawTextEndTag = HTMLTag.unknown
    /// Whether `<![CDATA[` opens a CDATA section (only inside SVG/MathML).
    var allowsCDATA = false

    /// Decoded text: character tokens, comments, doctypes.
    var text: [UInt8] = []
    /// Attribute names and values.
    var attributeBytes: [UInt8] = []

    /// The current tag's tag, its lower-cased name when `.unknown`, whether
    /// it ended in `/>`, and its attributes (first of duplicates kept).
    var tag = HTMLTag.unknown
    var tagNameBytes: [UInt8] = []
    var selfClosing = false
    var tagAttributes: [AttributeRecord] = []
    /// The current character or comment token's bytes in `text`.
    var tokenSpan = ByteSpan.empty
    var doctype = DoctypeToken()

    /// Attributes beyond this many on one tag are dropped.
    static let maximumAttributes = 1024
    private var attributeNames = Set<[UInt8]>()

    private static let emptyInput: StaticString = " "

    init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        self.base = input.baseAddress.map { UnsafePointer($0) } ?? Tokenizer.emptyInput.utf8Start
        self.end = input.count
        text.reserveCapacity(input.count / 2)
        attributeBytes.reserveCapacity(input.count / 4)
    }

    /// Reads the next token.
    mutating func next() -> TokenKind {
        switch contentModel {
        case .data: return nextInData()
        case .rcdata: return nextInRawText(decodingReferences: true)
        case .rawText: return nextInRawText(decodingReferences: false)
        case .scriptData: return nextInScriptData()
        case .plaintext: return nextInPlaintext()
        }
    }

    /// Reads raw text up to `</tag>` next (the tree builder calls this after
    /// inserting such an element).
    mutating func switchTo(_ model: ContentModel, endTag: HTMLTag) {
        contentModel = model
        rawTextEndTag = endTag
    }

    // MARK: Data state

    private mutating func nextInData() -> TokenKind {
        let textStart = text.count
        var p = position
        while p < end {
            let runStart = p
            p = firstOf(0x3C, 0x26, 0, from: p)
            if p > runStart {
                text.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: p - runStart))
            }
            guard p < end else { break }
            switch base[p] {
            case 0x26:  // &
                p = CharacterReferences.append(input, at: p, to: &text, inAttribute: false)
            case 0:  // NUL: dropped, as the tree builder would.
                p += 1
            default:  // <
                let markup = self.markup(at: p)
                switch markup {
                case .text:
                    text.append(0x3C)
                    p += 1
                case .ignoredEndTag:
                    p += 3
                case .cdata:
                    // CDATA content is text like any other, part of this run.
                    p = appendCDATA(from: p + 9)
                default:
                    if text.count > textStart {
                        position = p
                        return characters(from: textStart)
                    }
                    return read(markup, at: p)
                }
            }
        }
        position = end
        return text.count > textStart ? characters(from: textStart) : .endOfFile
    }

    /// What a `<` at `p` opens.
    private enum Markup {
        case text
        case startTag
        case endTag
        case ignoredEndTag
        case comment
        case doctype
        case cdata
        case bogusComment(from: Int)
    }

    private func markup(at p: Int) -> Markup {
        guard p + 1 < end else { return .text }
        let next = base[p + 1]
        if next.isASCIIAlpha { return .startTag }
        switch next {
        case UInt8(ascii: "/"):
            guard p + 2 < end else { return .text }
            let after = base[p + 2]
            if after.isASCIIAlpha { return .endTag }
            if after == UInt8(ascii: ">") { return .ignoredEndTag }
            return .bogusComment(from: p + 2)
        case UInt8(ascii: "!"):
            if matches("--", at: p + 2) { return .comment }
            if matchesIgnoringCase("doctype", at: p + 2) { return .doctype }
            if allowsCDATA, matches("[CDATA[", at: p + 2) { return .cdata }
            return .bogusComment(from: p + 2)
        case UInt8(ascii: "?"):
            return .bogusComment(from: p + 1)
        default:
            return .text
        }
    }

    private mutating func read(_ markup: Markup, at p: Int) -> TokenKind {
        switch markup {
        case .startTag: return readTag(nameStart: p + 1, isEndTag: false)
        case .endTag: return readTag(nameStart: p + 2, isEndTag: true)
        case .comment: return readComment(from: p + 4)
        case .doctype: return readDoctype(from: p + 9)
        case .bogusComment(let from): return readBogusComment(from: from)
        case .text, .ignoredEndTag, .cdata: fatalError("not a token")
        }
    }

    @inline(__always)
    mutating func characters(from start: Int) -> TokenKind {
        tokenSpan = ByteSpan(start: Int32(start), count: Int32(text.count - start))
        return .characters
    }

    // MARK: Helpers

    func matches(_ literal: StaticString, at p: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard p + count <= end else { return false }
        return memcmp(base + p, literal.utf8Start, count) == 0
    }

    /// Whether the (lower-case) `literal` is at `p`, in any case.
    func matchesIgnoringCase(_ literal: StaticString, at p: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard p + count <= end else { return false }
        let bytes = literal.utf8Start
        for i in 0..<count where base[p + i].asciiLowercased != bytes[i] { return false }
        return true
    }

    /// The index of the first byte at or after `start` that is `a`, `b` or
    /// `c`, or `end`. Looks at eight bytes at a time: for each wanted byte,
    /// the classic "has a zero byte" test on the word XOR that byte; the
    /// lowest flagged byte of each test is exact, so the lowest of all is
    /// the first match.
    @inline(__always)
    func firstOf(_ a: UInt8, _ b: UInt8, _ c: UInt8, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let wantA = UInt64(a) &* ones
        let wantB = UInt64(b) &* ones
        let wantC = UInt64(c) &* ones
        let raw = UnsafeRawPointer(base)
        var p = start
        while p + 8 <= end {
            let word = raw.loadUnaligned(fromByteOffset: p, as: UInt64.self)
            let xa = word ^ wantA
            let xb = word ^ wantB
            let xc = word ^ wantC
            let hits = (((xa &- ones) & ~xa) | ((xb &- ones) & ~xb) | ((xc &- ones) & ~xc)) & highs
            if hits != 0 { return p + hits.trailingZeroBitCount >> 3 }
            p += 8
        }
        while p < end {
            let byte = base[p]
            if byte == a || byte == b || byte == c { return p }
            p += 1
        }
        return end
    }

    /// The index of the first `byte` at or after `p`, or `nil`.
    @inline(__always)
    func find(_ byte: UInt8, from p: Int) -> Int? {
        guard p < end, let found = memchr(base + p, Int32(byte), end - p) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// Appends input bytes `range` to `output`, NULs becoming U+FFFD.
    /// (Static, as are the other helpers that append to one of the
    /// tokenizer's buffers: a method would copy `self`, and with it the
    /// buffer, on every call.)
    @inline(__always)
    static func appendReplacingNUL(_ base: UnsafePointer<UInt8>, _ range: Range<Int>, to output: inout [UInt8]) {
        var start = range.lowerBound
        let stop = range.upperBound
        while start < stop {
            let nul = memchr(base + start, 0, stop - start)
            let chunkEnd = nul.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? stop
            if chunkEnd > start {
                output.append(contentsOf: UnsafeBufferPointer(start: base + start, count: chunkEnd - start))
            }
            guard chunkEnd < stop else { break }
            output.append(contentsOf: [0xEF, 0xBF, 0xBD])
            start = chunkEnd + 1
        }
    }

    // MARK: Tags

    /// Reads a start or end tag whose name starts at `nameStart`. A tag cut
    /// off by the end of input is dropped, as the specification says.
    mutating func readTag(nameStart: Int, isEndTag: Bool) -> TokenKind {
        var p = nameStart
        var lower = false
        while p < end {
            let byte = base[p]
            if byte.isHTMLWhitespace || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") { break }
            if byte.isASCIIUpper || byte == 0 { lower = true }
            p += 1
        }
        guard p < end else { return endOfInput() }
        setTagName(nameStart..<p, lowering: lower)
        selfClosing = false
        if !tagAttributes.isEmpty { tagAttributes.removeAll(keepingCapacity: true) }
        let bytesBefore = attributeBytes.count

        while true {
            while p < end, base[p].isHTMLWhitespace { p += 1 }
            guard p < end else { return endOfInput(truncating: bytesBefore) }
            var byte = base[p]
            if byte == UInt8(ascii: ">") {
                p += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                p += 1
                guard p < end else { return endOfInput(truncating: bytesBefore) }
                if base[p] == UInt8(ascii: ">") {
                    selfClosing = true
                    p += 1
                    break
                }
                continue
            }
            // Attribute name; its first character may be '='.
            let nameStart = p
            var lowerName = byte.isASCIIUpper || byte == 0
            p += 1
            while p < end {
                byte = base[p]
                if byte.isHTMLWhitespace || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
                    || byte == UInt8(ascii: "=")
                {
                    break
                }
                if byte.isASCIIUpper || byte == 0 { lowerName = true }
                p += 1
            }
            guard p < end else { return endOfInput(truncating: bytesBefore) }
            let nameOffset = attributeBytes.count
            Tokenizer.appendName(base, nameStart..<p, lowering: lowerName, to: &attributeBytes)
            let name = ByteSpan(start: Int32(nameOffset), count: Int32(attributeBytes.count - nameOffset))
            while p < end, base[p].isHTMLWhitespace { p += 1 }
            guard p < end else { return endOfInput(truncating: bytesBefore) }
            var value = ByteSpan(start: Int32(attributeBytes.count), count: 0)
            if base[p] == UInt8(ascii: "=") {
                p += 1
                while p < end, base[p].isHTMLWhitespace { p += 1 }
                guard p < end else { return endOfInput(truncating: bytesBefore) }
                byte = base[p]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    guard let after = readQuotedValue(from: p + 1, quote: byte) else {
                        return endOfInput(truncating: bytesBefore)
                    }
                    p = after
                } else if byte != UInt8(ascii: ">") {
                    guard let after = readUnquotedValue(from: p) else { return endOfInput(truncating: bytesBefore) }
                    p = after
                }
                value.count = Int32(attributeBytes.count) - value.start
            }
            if !isEndTag { addAttribute(AttributeRecord(name: name, value: value)) }
        }
        position = p
        if isEndTag {
            if attributeBytes.count > bytesBefore { attributeBytes.removeSubrange(bytesBefore...) }
            return .endTag
        }
        return .startTag
    }

    private mutating func endOfInput(truncating bytes: Int? = nil) -> TokenKind {
        if let bytes, attributeBytes.count > bytes { attributeBytes.removeSubrange(bytes...) }
        tagAttributes.removeAll(keepingCapacity: true)
        position = end
        return .endOfFile
    }

    private mutating func setTagName(_ range: Range<Int>, lowering: Bool) {
        if !lowering {
            tag = HTMLTag(lowercasedName: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
            if tag != .unknown { return }
        }
        tagNameBytes.removeAll(keepingCapacity: true)
        Tokenizer.appendName(base, range, lowering: lowering, to: &tagNameBytes)
        tag = tagNameBytes.withUnsafeBufferPointer { HTMLTag(lowercasedName: $0) }
    }

    /// Appends a tag or attribute name, lower-cased and with NULs as U+FFFD.
    @inline(__always)
    private static func appendName(
        _ base: UnsafePointer<UInt8>, _ range: Range<Int>, lowering: Bool, to output: inout [UInt8]
    ) {
        guard lowering else {
            output.append(contentsOf: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
            return
        }
        for p in range {
            let byte = base[p]
            if byte == 0 {
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
            } else {
                output.append(byte.asciiLowercased)
            }
        }
    }

    /// Reads a quoted value up to its closing `quote`; returns the position
    /// after it, or `nil` at the end of input.
    private mutating func readQuotedValue(from start: Int, quote: UInt8) -> Int? {
        var p = start
        while true {
            let runStart = p
            p = firstOf(quote, 0x26, 0, from: p)
            if p > runStart {
                attributeBytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: p - runStart))
            }
            guard p < end else { return nil }
            switch base[p] {
            case quote:
                return p + 1
            case 0x26:
                p = CharacterReferences.append(input, at: p, to: &attributeBytes, inAttribute: true)
            default:
                attributeBytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
                p += 1
            }
        }
    }

    /// Reads an unquoted value up to whitespace or `>`; returns where it
    /// stopped, or `nil` at the end of input.
    private mutating func readUnquotedValue(from start: Int) -> Int? {
        var p = start
        while true {
            let runStart = p
            while p < end {
                let byte = base[p]
                if byte.isHTMLWhitespace || byte == UInt8(ascii: ">") || byte == 0x26 || byte == 0 { break }
                p += 1
            }
            if p > runStart {
                attributeBytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: p - runStart))
            }
            guard p < end else { return nil }
            switch base[p] {
            case 0x26:
                p = CharacterReferences.append(input, at: p, to: &attributeBytes, inAttribute: true)
            case 0:
                attributeBytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
                p += 1
            default:
                return p
            }
        }
    }

    /// Keeps `attribute` unless the tag already has one of that name (the
    /// first wins) or has too many; a dropped attribute's bytes are released.
    private mutating func addAttribute(_ attribute: AttributeRecord) {
        let count = tagAttributes.count
        var duplicate = count >= Tokenizer.maximumAttributes
        if !duplicate, count > 0 {
            duplicate = attributeBytes.withUnsafeBufferPointer { bytes in
                let name = UnsafeBufferPointer(rebasing: bytes[attribute.name.range])
                if count <= 16 {
                    for other in tagAttributes where other.name.count == attribute.name.count {
                        if name.isEmpty
                            || memcmp(bytes.baseAddress! + Int(other.name.start), name.baseAddress!, name.count) == 0
                        {
                            return true
                        }
                    }
                    return false
                }
                if count == 17 {
                    attributeNames.removeAll(keepingCapacity: true)
                    for other in tagAttributes { attributeNames.insert(Array(bytes[other.name.range])) }
                }
                return !attributeNames.insert(Array(name)).inserted
            }
        }
        if duplicate {
            attributeBytes.removeSubrange(Int(attribute.name.start)...)
        } else {
            tagAttributes.append(attribute)
        }
    }
}
