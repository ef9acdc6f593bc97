/// Decodes EUC-JP, which Foundation on Linux cannot, by rewriting it as
/// ISO-2022-JP (which it can): both carry the same JIS X 0208 characters,
/// EUC-JP as byte pairs from 0xA1 and ISO-2022-JP as the same pairs less
/// 0x80 between escapes. Half-width katakana (0x8E and a byte) become JIS
/// X 0201 katakana; JIS X 0212 characters (0x8F and a pair), which
/// ISO-2022-JP lacks, and invalid bytes become the geta mark 〓.
enum EUCJPDecoder {
    /// What a run of bytes is in ISO-2022-JP, and the escape that starts it.
    private enum Mode: Equatable {
        case ascii, jis0208, katakana

        var escape: [UInt8] {
            switch self {
            case .ascii: return [0x1B, 0x28, 0x42]  // ESC ( B
            case .jis0208: return [0x1B, 0x24, 0x42]  // ESC $ B
            case .katakana: return [0x1B, 0x28, 0x49]  // ESC ( I
            }
        }
    }

    /// `input` as ISO-2022-JP bytes that decode to the same text.
    static func iso2022JP(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output = [UInt8]()
        output.reserveCapacity(input.count + input.count / 4 + 8)
        var mode = Mode.ascii
        func emit(_ bytes: UInt8..., in newMode: Mode) {
            if newMode != mode {
                output.append(contentsOf: newMode.escape)
                mode = newMode
            }
            output.append(contentsOf: bytes)
        }
        func isEUC(_ k: Int) -> Bool { k < input.count && (0xA1...0xFE).contains(input[k]) }
        var i = 0
        while i < input.count {
            let byte = input[i]
            if byte < 0x80 && byte != 0x1B {
                emit(byte, in: .ascii)
                i += 1
            } else if isEUC(i) && isEUC(i + 1) {
                emit(byte & 0x7F, input[i + 1] & 0x7F, in: .jis0208)
                i += 2
            } else if byte == 0x8E, i + 1 < input.count, (0xA1...0xDF).contains(input[i + 1]) {
                emit(input[i + 1] & 0x7F, in: .katakana)
                i += 2
            } else {
                emit(0x22, 0x2E, in: .jis0208)  // 〓
                i += byte == 0x8F && isEUC(i + 1) && isEUC(i + 2) ? 3 : 1
            }
        }
        if mode != .ascii { output.append(contentsOf: Mode.ascii.escape) }
        return output
    }
}
