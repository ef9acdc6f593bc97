import Compression
import Foundation
import TestSupport
import Testing

@Suite struct CompressionTests {
    /// Text with some repetition, so that compression has work to do.
    static let text = Array((0..<2_000).map { "line \($0) of a text that repeats itself a little\n" }.joined().utf8)

    @Test(arguments: [CompressionFormat.raw, .zlib, .gzip])
    func roundTrips(_ format: CompressionFormat) throws {
        let compressed = Compression.deflate(Self.text, format: format)
        #expect(compressed.count < Self.text.count / 4)
        #expect(try Compression.inflate(compressed, format: format) == Self.text)
    }

    @Test func readsWhatAnotherEncoderWrote() throws {
        let data = Data(Self.text)
        #expect(try Compression.inflate(Array(TestCompression.gzip(data)), format: .gzip) == Self.text)
        #expect(try Compression.inflate(Array(TestCompression.zlib(data)), format: .zlib) == Self.text)
        #expect(try Compression.inflate(Array(TestCompression.gzip(data)), format: .gzipOrZlib) == Self.text)
        #expect(try Compression.inflate(Array(TestCompression.zlib(data)), format: .gzipOrZlib) == Self.text)
    }

    @Test func httpDeflateIsZlibOrRawByItsHeader() throws {
        let zlib = Compression.deflate(Self.text, format: .zlib)
        let raw = Compression.deflate(Self.text, format: .raw)
        #expect(try Compression.inflate(zlib, format: .zlibOrRaw) == Self.text)
        #expect(try Compression.inflate(raw, format: .zlibOrRaw) == Self.text)
    }

    @Test func inflatesInPiecesOfAnySize() throws {
        let compressed = Compression.deflate(Self.text, format: .gzip)
        for size in [1, 2, 7, 4_096] {
            let inflater = Inflater(.gzip)
            var out: [UInt8] = []
            var offset = 0
            while offset < compressed.count {
                let end = min(offset + size, compressed.count)
                try inflater.feed(Array(compressed[offset..<end])) { out.append(contentsOf: $0) }
                offset = end
            }
            try inflater.finish()
            #expect(out == Self.text, "pieces of \(size)")
        }
    }

    @Test func aBombIsRefusedBeforeItGrowsPastTheLimit() throws {
        // 64 MB of zeros compress to about 64 KB.
        let bomb = Compression.deflate([UInt8](repeating: 0, count: 64 << 20), format: .gzip)
        #expect(bomb.count < 100_000)
        let inflater = Inflater(.gzip, limit: 1 << 20)
        var kept = 0
        #expect(throws: CompressionError.tooLarge(limit: 1 << 20)) {
            try inflater.feed(bomb) { kept += $0.count }
        }
        #expect(kept <= 1 << 20)
        #expect(inflater.totalOut <= 1 << 20)
    }

    @Test func exactlyTheLimitIsAllowed() throws {
        let data = [UInt8](repeating: 7, count: 100_000)
        #expect(try Compression.inflate(Compression.deflate(data), limit: 100_000) == data)
        #expect(throws: CompressionError.tooLarge(limit: 99_999)) {
            try Compression.inflate(Compression.deflate(data), limit: 99_999)
        }
    }

    @Test func damagedAndTruncatedDataAreRefused() throws {
        var damaged = Compression.deflate(Self.text, format: .zlib)
        damaged[damaged.count / 2] ^= 0xFF
        damaged[damaged.count / 2 + 1] ^= 0x55
        #expect(throws: CompressionError.self) { try Compression.inflate(damaged, format: .zlib) }
        let whole = Compression.deflate(Self.text, format: .gzip)
        #expect(throws: CompressionError.truncated) {
            try Compression.inflate(Array(whole.prefix(whole.count / 2)), format: .gzip)
        }
        #expect(throws: CompressionError.self) {
            try Compression.inflate(Array("not compressed at all".utf8), format: .gzip)
        }
    }

    @Test func gzipMembersFollowOneAnother() throws {
        let first = Array("first member, ".utf8)
        let second = Array("second member".utf8)
        let joined = Compression.deflate(first, format: .gzip) + Compression.deflate(second, format: .gzip)
        #expect(try Compression.inflate(joined, format: .gzip) == first + second)
    }

    @Test func deflatesInPieces() throws {
        let deflater = try Deflater(.raw, level: 9)
        var out: [UInt8] = []
        var offset = 0
        while offset < Self.text.count {
            let end = min(offset + 1_000, Self.text.count)
            try deflater.feed(Array(Self.text[offset..<end])) { out.append(contentsOf: $0) }
            offset = end
        }
        try deflater.finish { out.append(contentsOf: $0) }
        #expect(deflater.totalIn == Self.text.count)
        #expect(deflater.totalOut == out.count)
        #expect(try Compression.inflate(out, format: .raw) == Self.text)
    }

    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(Compression.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Compression.crc32([]) == 0)
        let whole = Compression.crc32(Self.text)
        let split = Compression.crc32(Array(Self.text[1000...]), continuing: Compression.crc32(Array(Self.text[..<1000])))
        #expect(whole == split)
    }
}
