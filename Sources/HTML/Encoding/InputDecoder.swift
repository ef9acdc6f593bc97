import Foundation

/// Turns a page's bytes into what the tokenizer reads: UTF-8 in which every
/// invalid sequence is U+FFFD and every CR LF or lone CR is a LF (the
/// specification's input stream preprocessing).
enum InputDecoder {
    /// What a UTF-8 check found.
    struct UTF8Check {
        var isValid: Bool
        var hasCarriageReturn: Bool
        /// Whether any byte is outside ASCII.
        var hasNonASCII = false
    }

    /// Whether `input` is well-formed UTF-8, and whether it holds a CR.
    static func checkUTF8(_ input: UnsafeBufferPointer<UInt8>) -> UTF8Check {
        var check = UTF8Check(isValid: true, hasCarriageReturn: false)
        guard let base = input.baseAddress else { return check }
        let count = input.count
        var i = 0
        while i < count {
            i += asciiRunLength(base, from: i, count: count)
            guard i < count else { break }
            let byte = base[i]
            if byte == 0x0D {
                check.hasCarriageReturn = true
                i += 1
                continue
            }
            if byte < 0x80 {
                i += 1
                continue
            }
            check.hasNonASCII = true
            let length = validSequenceLength(base, at: i, count: count)
            if length == 0 {
                check.isValid = false
                i += 1
            } else {
                i += length
            }
        }
        return check
    }

    /// UTF-8 `input` with invalid sequences replaced and line breaks normalised.
    static func normalizeUTF8(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        transcodeByteWise(input) { base, i, count, out, o in
            let length = validSequenceLength(base, at: i, count: count)
            if length > 0 {
                (out.baseAddress! + o).update(from: base + i, count: length)
                o += length
                return length
            }
            writeReplacement(out, &o)
            return invalidSubpartLength(base, at: i, count: count)
        }
    }

    /// windows-1252 `input` as UTF-8.
    static func decodeWindows1252(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        transcodeByteWise(input) { base, i, _, out, o in
            writeUTF8(Windows1252.scalar(base[i]), out, &o)
            return 1
        }
    }

    /// `input` (an encoding that keeps ASCII as it is) as UTF-8 with line
    /// breaks normalised: runs of ASCII are copied whole, a CR or CR LF
    /// becomes LF, and at each byte above 0x7F `decodeAt(base, i, count,
    /// out, &o)` writes what the bytes from `i` mean (at most 3 bytes of
    /// output per byte of input) and returns how many bytes it read.
    @inline(__always)
    private static func transcodeByteWise(
        _ input: UnsafeBufferPointer<UInt8>,
        _ decodeAt: (UnsafePointer<UInt8>, Int, Int, UnsafeMutableBufferPointer<UInt8>, inout Int) -> Int
    ) -> [UInt8] {
        let count = input.count
        guard let base = input.baseAddress, count > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: count * 3 + 4) { out, written in
            var o = 0
            var i = 0
            while i < count {
                let run = asciiRunLength(base, from: i, count: count)
                if run > 0 {
                    (out.baseAddress! + o).update(from: base + i, count: run)
                    o += run
                    i += run
                    if i >= count { break }
                }
                if base[i] < 0x80 {
                    // A CR (the only ASCII byte the run stops at).
                    out[o] = 0x0A
                    o += 1
                    i += (i + 1 < count && base[i + 1] == 0x0A) ? 2 : 1
                    continue
                }
                i += decodeAt(base, i, count, out, &o)
            }
            written = o
        }
    }

    /// UTF-16 `input` (without its byte order mark) as UTF-8; unpaired
    /// surrogates and a trailing odd byte become U+FFFD.
    static func decodeUTF16(_ input: UnsafeBufferPointer<UInt8>, bigEndian: Bool) -> [UInt8] {
        let count = input.count
        guard count > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: count * 2 + 4) { out, written in
            var o = 0
            var i = 0
            var previousWasCR = false
            func unit(_ at: Int) -> UInt32 {
                bigEndian
                    ? UInt32(input[at]) << 8 | UInt32(input[at + 1]) : UInt32(input[at + 1]) << 8 | UInt32(input[at])
            }
            while i + 1 < count {
                var scalar = unit(i)
                i += 2
                if scalar >= 0xD800 && scalar <= 0xDBFF {
                    if i + 1 < count {
                        let low = unit(i)
                        if low >= 0xDC00 && low <= 0xDFFF {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            i += 2
                        } else {
                            scalar = 0xFFFD
                        }
                    } else {
                        scalar = 0xFFFD
                    }
                } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                    scalar = 0xFFFD
                }
                if scalar == 0x0A && previousWasCR {
                    previousWasCR = false
                    continue
                }
                previousWasCR = scalar == 0x0D
                writeUTF8(previousWasCR ? 0x0A : scalar, out, &o)
            }
            if i < count { writeReplacement(out, &o) }
            written = o
        }
    }

    /// `input` decoded by Foundation as `encoding`, normalised. When
    /// Foundation rejects the whole page (a truncated or damaged one), it is
    /// decoded line by line and the lines Foundation rejects keep their
    /// ASCII bytes, the others becoming U+FFFD.
    static func decodeWithFoundation(_ input: UnsafeBufferPointer<UInt8>, encoding: String.Encoding) -> [UInt8] {
        if let string = String(data: Data(input), encoding: encoding) {
            return normalized(string)
        }
        var result = [UInt8]()
        result.reserveCapacity(input.count * 2)
        var start = 0
        while start < input.count {
            var end = start
            while end < input.count, input[end] != 0x0A { end += 1 }
            if end < input.count { end += 1 }
            let line = UnsafeBufferPointer(rebasing: input[start..<end])
            if let string = String(data: Data(line), encoding: encoding) {
                result.append(contentsOf: string.utf8)
            } else {
                for byte in line {
                    if byte < 0x80 { result.append(byte) } else { result.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
                }
            }
            start = end
        }
        return result.withUnsafeBufferPointer { normalizeUTF8($0) }
    }

    /// `input` decoded from the legacy encoding named `name` (a WHATWG
    /// name), or `nil` when this platform cannot decode it.
    static func decodeLegacy(_ input: UnsafeBufferPointer<UInt8>, name: String) -> [UInt8]? {
        if name == "EUC-JP" {
            let jis = EUCJPDecoder.iso2022JP(input)
            return jis.withUnsafeBufferPointer { decodeWithFoundation($0, encoding: .iso2022JP) }
        }
        guard let encoding = EncodingLabels.foundation[name] else { return nil }
        return decodeWithFoundation(input, encoding: encoding)
    }

    private static func normalized(_ string: String) -> [UInt8] {
        var string = string
        return string.withUTF8 { normalizeUTF8($0) }
    }

    // MARK: Pieces

    /// How many bytes from `from` are ASCII other than CR.
    @inline(__always)
    static func asciiRunLength(_ base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
        var i = from
        let raw = UnsafeRawPointer(base)
        while i + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let x = word ^ 0x0D0D_0D0D_0D0D_0D0D
            let hasCR = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
            if (word & 0x8080_8080_8080_8080) | hasCR != 0 { break }
            i += 8
        }
        while i < count {
            let byte = base[i]
            if byte >= 0x80 || byte == 0x0D { break }
            i += 1
        }
        return i - from
    }

    /// The length of the well-formed multi-byte sequence at `i`, or 0.
    @inline(__always)
    static func validSequenceLength(_ base: UnsafePointer<UInt8>, at i: Int, count: Int) -> Int {
        let sequence = acceptablePrefix(base, at: i, count: count)
        return sequence.complete ? sequence.length : 0
    }

    /// The length of the invalid "maximal subpart" at `i`, which becomes one
    /// U+FFFD (WHATWG UTF-8 decoder): the lead byte plus the continuation
    /// bytes that were still acceptable before the sequence broke.
    static func invalidSubpartLength(_ base: UnsafePointer<UInt8>, at i: Int, count: Int) -> Int {
        acceptablePrefix(base, at: i, count: count).length
    }

    /// How far the UTF-8 sequence at `i` is acceptable: the lead byte and
    /// the continuation bytes the lead allows after it (the ranges of the
    /// Unicode standard's table of well-formed sequences), and whether the
    /// sequence is complete. A byte that cannot lead one is `(1, false)`.
    @inline(__always)
    private static func acceptablePrefix(_ base: UnsafePointer<UInt8>, at i: Int, count: Int)
        -> (length: Int, complete: Bool)
    {
        var need: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch base[i] {
        case 0xC2...0xDF: need = 1
        case 0xE0:
            need = 2
            lower = 0xA0
        case 0xED:
            need = 2
            upper = 0x9F
        case 0xE1...0xEC, 0xEE...0xEF: need = 2
        case 0xF0:
            need = 3
            lower = 0x90
        case 0xF4:
            need = 3
            upper = 0x8F
        case 0xF1...0xF3: need = 3
        default: return (1, false)
        }
        var j = i + 1
        while need > 0, j < count {
            let byte = base[j]
            if byte < lower || byte > upper { break }
            lower = 0x80
            upper = 0xBF
            j += 1
            need -= 1
        }
        return (j - i, need == 0)
    }

    @inline(__always)
    static func writeReplacement(_ out: UnsafeMutableBufferPointer<UInt8>, _ o: inout Int) {
        out[o] = 0xEF
        out[o + 1] = 0xBF
        out[o + 2] = 0xBD
        o += 3
    }

    /// Writes `scalar` (a valid Unicode scalar value) as UTF-8.
    @inline(__always)
    static func writeUTF8(_ scalar: UInt32, _ out: UnsafeMutableBufferPointer<UInt8>, _ o: inout Int) {
        if scalar < 0x80 {
            out[o] = UInt8(scalar)
            o += 1
        } else if scalar < 0x800 {
            out[o] = UInt8(0xC0 | (scalar >> 6))
            out[o + 1] = UInt8(0x80 | (scalar & 0x3F))
            o += 2
        } else if scalar < 0x10000 {
            out[o] = UInt8(0xE0 | (scalar >> 12))
            out[o + 1] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
            out[o + 2] = UInt8(0x80 | (scalar & 0x3F))
            o += 3
        } else {
            out[o] = UInt8(0xF0 | (scalar >> 18))
            out[o + 1] = UInt8(0x80 | ((scalar >> 12) & 0x3F))
            out[o + 2] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
            out[o + 3] = UInt8(0x80 | (scalar & 0x3F))
            o += 4
        }
    }
}

/// windows-1252: bytes 0x80–0x9F map to the characters below, the rest to
/// the same code point (as in ISO-8859-1). Numeric character references in
/// that range use the same table.
enum Windows1252 {
    static let high: [UInt16] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152,
        0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122,
        0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]

    /// The code point byte `byte` stands for.
    @inline(__always)
    static func scalar(_ byte: UInt8) -> UInt32 {
        (byte &- 0x80) < 0x20 ? UInt32(high[Int(byte - 0x80)]) : UInt32(byte)
    }
}
