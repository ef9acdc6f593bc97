/// Whether one text occurs in another, found by comparing UTF-8 bytes.
///
/// The converter asks this tens of thousands of times a page ("does this
/// class name hold 'comment'?", "does this line hold 'subscribe'?").
/// Foundation's `contains(_:)` on strings bridges each call to `NSString`
/// and searches UTF-16 with Unicode-aware comparison, some 7,000–30,000
/// instructions a call; this overload, which the compiler prefers within
/// the module because its argument is a concrete `String`, compares bytes.
/// Results are the same for text in one normalization form (as HTML text
/// and the converter's own words are); as with Foundation's, an empty
/// `other` is never found.
extension StringProtocol {
    func contains(_ other: String) -> Bool {
        var needle = other
        return needle.withUTF8 { needleBytes in
            guard !needleBytes.isEmpty else { return false }
            if let found = utf8.withContiguousStorageIfAvailable({ SubstringSearch.find(needleBytes, in: $0) }) {
                return found
            }
            var haystack = String(self)
            return haystack.withUTF8 { SubstringSearch.find(needleBytes, in: $0) }
        }
    }
}

/// The byte search behind `contains(_:)` and `ByteSearch`.
enum SubstringSearch {
    /// Whether `needle` (not empty) occurs in `haystack`.
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        firstOffset(of: needle, in: haystack) != nil
    }

    /// Where `needle` first occurs in `haystack` (nil for an empty needle or none).
    static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = needle.count
        guard count > 0, count <= haystack.count else { return nil }
        let first = needle[0]
        var start = 0
        let lastStart = haystack.count - count
        while start <= lastStart {
            if haystack[start] == first {
                var offset = 1
                while offset < count && haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == count { return start }
            }
            start += 1
        }
        return nil
    }
}
