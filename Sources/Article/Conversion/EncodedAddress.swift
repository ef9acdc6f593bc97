/// An absolute web address carried inside another value: a redirector's
/// query parameter (`?target=https%3A//example.com/a`), an attribute that
/// names the page a frame shows (`data-content="https%3A%2F%2F…"`); and
/// the percent-decoding such values need.
enum EncodedAddress {
    /// The absolute http(s) address `value` holds: a query's value is
    /// percent-decoded (`isQueryValue`: `?url=https%3A%2F%2F…`, Google's
    /// `?q=https://example.com/a%3Fb%3D1`), another value when it is
    /// encoded whole, its scheme's colon too (`https%3A%2F%2F…`, Zhihu's
    /// `https%3A//…`); nil for any other value.
    static func address(in value: ArraySlice<UInt8>, isQueryValue: Bool = false) -> String? {
        guard value.count >= 10, let first = value.first, first | 0x20 == UInt8(ascii: "h") else { return nil }
        let scheme = value.prefix(8).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        let schemeLength = scheme.starts(with: "https".utf8) ? 5 : 4
        guard scheme.starts(with: "http".utf8) else { return nil }
        let colon = value.dropFirst(schemeLength)
        let encodedWhole = colon.starts(with: "%3A".utf8) || colon.starts(with: "%3a".utf8)
        guard encodedWhole || colon.first == UInt8(ascii: ":") else { return nil }
        let decoded = encodedWhole || isQueryValue ? percentDecoded(value) : Array(value)
        let rest = decoded.dropFirst(schemeLength + 1)
        // Two slashes and a host follow: not an empty one, nor a path.
        guard rest.starts(with: "//".utf8), let hostStart = rest.dropFirst(2).first,
            hostStart != UInt8(ascii: "/"), hostStart != UInt8(ascii: "?"), hostStart != UInt8(ascii: "#")
        else { return nil }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// `value` with each `%XX` turned into its byte (a malformed one is
    /// kept as written), and each `+` into a space when `plusIsSpace` (as
    /// forms write a query's values).
    static func percentDecoded(_ value: ArraySlice<UInt8>, plusIsSpace: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(value.count)
        var index = value.startIndex
        while index < value.endIndex {
            let byte = value[index]
            if byte == UInt8(ascii: "%"), index + 2 < value.endIndex, let high = hexValue(value[index + 1]),
                let low = hexValue(value[index + 2])
            {
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(plusIsSpace && byte == UInt8(ascii: "+") ? 0x20 : byte)
                index += 1
            }
        }
        return out
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x37
        case 0x61...0x66: return byte - 0x57
        default: return nil
        }
    }
}
