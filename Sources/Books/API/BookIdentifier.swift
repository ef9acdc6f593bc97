/// A book's `dc:identifier`: a UUID (version 8, RFC 9562) made from its
/// chapters' keys and source addresses, so exporting the same articles twice
/// gives the same identifier and a reader sees the same book, updated.
struct BookIdentifier {
    private var high = FNV1a(seed: 0xCBF2_9CE4_8422_2325)
    private var low = FNV1a(seed: 0x6C62_272E_07BB_0142)

    /// Takes one chapter into account, in book order.
    mutating func add(key: String, source: String?) {
        for part in [key, source ?? ""] {
            high.add(part)
            low.add(part)
            high.add("\u{0}")
            low.add("\u{0}")
        }
    }

    /// `urn:uuid:…` of what was added.
    var urn: String {
        var bytes: [UInt8] = []
        for value in [high.value, low.value] {
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8((value >> UInt64(shift)) & 0xFF)) }
        }
        bytes[6] = bytes[6] & 0x0F | 0x80  // version 8
        bytes[8] = bytes[8] & 0x3F | 0x80  // variant 10
        let hex = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }
        let groups = [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }
        return "urn:uuid:" + groups.joined(separator: "-")
    }

    /// The 64-bit FNV-1a hash, started from `seed`.
    private struct FNV1a {
        private(set) var value: UInt64

        init(seed: UInt64) { value = seed }

        mutating func add(_ text: String) {
            for byte in text.utf8 {
                value ^= UInt64(byte)
                value = value &* 0x0000_0100_0000_01B3
            }
        }
    }
}
