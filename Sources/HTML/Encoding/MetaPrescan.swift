/// The WHATWG "prescan a byte stream to determine its encoding": skims the
/// start of a page for `<meta charset=…>` or
/// `<meta http-equiv="Content-Type" content="…; charset=…">`, skipping
/// comments and other tags' attributes, without building anything.
enum MetaPrescan {
    /// The encoding a `<meta>` in `bytes` declares, or `nil`.
    static func encoding(in bytes: UnsafeBufferPointer<UInt8>) -> HTMLEncoding? {
        var scanner = MetaPrescan.Scanner(bytes: bytes)
        return scanner.run()
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        private func at(_ offset: Int) -> UInt8? {
            position + offset < bytes.count ? bytes[position + offset] : nil
        }

        private func startsWith(_ text: String, ignoringCase: Bool) -> Bool {
            var offset = 0
            for expected in text.utf8 {
                guard let byte = at(offset) else { return false }
                if (ignoringCase ? byte.asciiLowercased : byte) != expected { return false }
                offset += 1
            }
            return true
        }

        mutating func run() -> HTMLEncoding? {
            while position < bytes.count {
                // Everything of interest starts with '<'.
                guard let less = bytes[position...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
                position = less
                if startsWith("<!--", ignoringCase: false) {
                    // Skip to the '>' of the first "-->" (which may share the
                    // dashes of "<!--").
                    position += 2
                    while position < bytes.count, !startsWith("-->", ignoringCase: false) { position += 1 }
                    position += 3
                    continue
                }
                if startsWith("<meta", ignoringCase: true), let after = at(5),
                    after.isHTMLWhitespace || after == UInt8(ascii: "/")
                {
                    position += 5
                    if let encoding = metaEncoding() { return encoding }
                    continue
                }
                if at(0) == UInt8(ascii: "<"), let next = at(1),
                    next.isASCIIAlpha || (next == UInt8(ascii: "/") && at(2)?.isASCIIAlpha == true)
                {
                    position += 1
                    while let byte = at(0), !byte.isHTMLWhitespace, byte != UInt8(ascii: ">") { position += 1 }
                    while attribute() != nil {}
                    continue
                }
                if at(0) == UInt8(ascii: "<"), let next = at(1),
                    next == UInt8(ascii: "!") || next == UInt8(ascii: "/") || next == UInt8(ascii: "?")
                {
                    while let byte = at(0), byte != UInt8(ascii: ">") { position += 1 }
                    position += 1
                    continue
                }
                position += 1
            }
            return nil
        }

        /// Reads a `<meta>`'s attributes (position just after `<meta`) and
        /// returns the encoding it declares.
        private mutating func metaEncoding() -> HTMLEncoding? {
            var seen = Set<[UInt8]>()
            var gotPragma = false
            var needPragma: Bool?
            var charset: HTMLEncoding?
            var charsetFailed = false
            while let (name, value) = attribute() {
                guard seen.insert(name).inserted else { continue }
                switch String(decoding: name, as: UTF8.self) {
                case "http-equiv":
                    if String(decoding: value, as: UTF8.self) == "content-type" { gotPragma = true }
                case "content":
                    if charset == nil, !charsetFailed, let label = EncodingSniffer.charsetParameter(in: value) {
                        charset = HTMLEncoding(label: label)
                        charsetFailed = charset == nil
                        needPragma = true
                    }
                case "charset":
                    charset = HTMLEncoding(label: String(decoding: value, as: UTF8.self))
                    charsetFailed = charset == nil
                    needPragma = false
                default:
                    break
                }
            }
            guard let needPragma, let found = charset else { return nil }
            if needPragma && !gotPragma { return nil }
            switch found {
            case .utf16BigEndian, .utf16LittleEndian: return .utf8
            default: return found
            }
        }

        /// The WHATWG "get an attribute": the next attribute's lower-cased
        /// name and value, or `nil` at the tag's end.
        private mutating func attribute() -> ([UInt8], [UInt8])? {
            while let byte = at(0), byte.isHTMLWhitespace || byte == UInt8(ascii: "/") { position += 1 }
            guard let first = at(0), first != UInt8(ascii: ">") else { return nil }
            var name = [UInt8]()
            var value = [UInt8]()
            // Name.
            while let byte = at(0) {
                if byte == UInt8(ascii: "="), !name.isEmpty {
                    position += 1
                    return attributeValue(name: name)
                }
                if byte.isHTMLWhitespace { break }
                if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") { return (name, value) }
                name.append(byte.asciiLowercased)
                position += 1
            }
            guard at(0) != nil else { return nil }
            // Spaces, then '=' or not.
            while let byte = at(0), byte.isHTMLWhitespace { position += 1 }
            guard at(0) == UInt8(ascii: "=") else { return (name, value) }
            position += 1
            value = []
            return attributeValue(name: name)
        }

        private mutating func attributeValue(name: [UInt8]) -> ([UInt8], [UInt8])? {
            var value = [UInt8]()
            while let byte = at(0), byte.isHTMLWhitespace { position += 1 }
            guard let first = at(0) else { return nil }
            if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
                position += 1
                while let byte = at(0) {
                    position += 1
                    if byte == first { return (name, value) }
                    value.append(byte.asciiLowercased)
                }
                return nil
            }
            if first == UInt8(ascii: ">") { return (name, value) }
            while let byte = at(0), !byte.isHTMLWhitespace, byte != UInt8(ascii: ">") {
                value.append(byte.asciiLowercased)
                position += 1
            }
            return at(0) == nil ? nil : (name, value)
        }
    }
}
