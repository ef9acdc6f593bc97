/// The WHATWG named character references (`&amp;`, `&nbsp`, `&NotEqualTilde;`…),
/// looked up by name bytes in the generated `records` table.
///
/// The table is indexed once, on first use: an offset per entry and, for each
/// first byte, the range of entries starting with it. A lookup is then a
/// binary search over at most a few hundred entries.
enum NamedCharacterReferences {
    /// A match: how many name bytes it covers and where its UTF-8 replacement is.
    struct Match {
        /// Bytes of the name consumed, the `;` included when it has one.
        var length: Int
        /// The replacement's UTF-8 bytes (inside the static table).
        var replacement: UnsafeBufferPointer<UInt8>
        /// Whether the matched name ended in `;`.
        var endsWithSemicolon: Bool
    }

    private struct Index: @unchecked Sendable {
        let base: UnsafePointer<UInt8>
        /// Offset of each record (its name-length byte) in `records`.
        let offsets: [Int32]
        /// For each first byte, the first record and one past the last.
        let buckets: [Int32]
    }

    private static let index: Index = {
        let base = records.utf8Start
        var offsets = [Int32]()
        offsets.reserveCapacity(recordCount)
        var buckets = [Int32](repeating: 0, count: 257 * 2)
        var position = 0
        let end = records.utf8CodeUnitCount
        while position < end {
            let nameLength = Int(base[position])
            let first = Int(base[position + 1])
            let record = Int32(offsets.count)
            if buckets[first * 2 + 1] == 0 { buckets[first * 2] = record }
            buckets[first * 2 + 1] = record + 1
            offsets.append(Int32(position))
            position += 1 + nameLength
            position += 1 + Int(base[position])
        }
        precondition(offsets.count == recordCount, "named character reference table is corrupt")
        return Index(base: base, offsets: offsets, buckets: buckets)
    }()

    /// The entry whose name is exactly `name` (bytes, `;` included if wanted).
    static func exact(_ name: UnsafeBufferPointer<UInt8>) -> Match? {
        guard let first = name.first else { return nil }
        let index = self.index
        var low = Int(index.buckets[Int(first) * 2])
        var high = Int(index.buckets[Int(first) * 2 + 1])
        while low < high {
            let middle = (low + high) / 2
            let record = index.base + Int(index.offsets[middle])
            let candidate = UnsafeBufferPointer(start: record + 1, count: Int(record[0]))
            let order = compare(candidate, name)
            if order == 0 {
                let valueLength = Int(record[1 + candidate.count])
                return Match(
                    length: candidate.count,
                    replacement: UnsafeBufferPointer(start: record + 2 + candidate.count, count: valueLength),
                    endsWithSemicolon: candidate.last == UInt8(ascii: ";"))
            }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The longest name at the start of `input` (the bytes after `&`), as the
    /// tokenizer's named character reference state consumes it: the whole
    /// alphanumeric run with its `;`, or else the longest legacy name (one
    /// allowed without `;`) that is a prefix of it.
    static func longestMatch(in input: UnsafeBufferPointer<UInt8>) -> Match? {
        var run = 0
        let limit = min(input.count, longestName)
        while run < limit, input[run].isASCIIAlphanumeric { run += 1 }
        guard run > 0 else { return nil }
        if run < input.count, input[run] == UInt8(ascii: ";"),
            let match = exact(UnsafeBufferPointer(rebasing: input[0...run]))
        {
            return match
        }
        var length = min(run, longestLegacyName)
        while length > 1 {
            if let match = exact(UnsafeBufferPointer(rebasing: input[0..<length])) { return match }
            length -= 1
        }
        return nil
    }

    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        var i = 0
        while i < common {
            if a[i] != b[i] { return Int(a[i]) - Int(b[i]) }
            i += 1
        }
        return a.count - b.count
    }
}

extension UInt8 {
    /// ASCII letter or digit.
    @inline(__always) public var isASCIIAlphanumeric: Bool {
        (self &- 0x30) < 10 || ((self | 0x20) &- 0x61) < 26
    }
    /// ASCII letter.
    @inline(__always) var isASCIIAlpha: Bool { ((self | 0x20) &- 0x61) < 26 }
    /// ASCII upper-case letter.
    @inline(__always) var isASCIIUpper: Bool { (self &- 0x41) < 26 }
    /// HTML's ASCII whitespace: tab, line feed, form feed, carriage return, space.
    @inline(__always) var isHTMLWhitespace: Bool {
        self == 0x20 || (self &- 0x09) < 2 || (self &- 0x0C) < 2
    }
    /// The byte lower-cased if it is an ASCII upper-case letter.
    @inline(__always) var asciiLowercased: UInt8 { isASCIIUpper ? self | 0x20 : self }
}
