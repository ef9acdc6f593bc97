import Testing

@testable import Gemini

/// Many generated request lines built from the pieces that break parsers:
/// whatever comes in, the answer is a request whose path is normalised (no
/// empty, `.` or `..` segment; writing it out and reading it again gives the
/// same path) or a 53/59 refusal. Seeded, so a failure repeats.
@Suite struct RequestLinePropertyTests {
    static let pieces: [[UInt8]] = [
        "gemini://", "localhost", ":1965", "/", "//", ".", "..", "%2e", "%2E%2e", "%2F", "%", "%4", "%41", "%C3%A9",
        "%FF", "%00", "?", "&", "=", "#", "@", ":", "[", "]", "[::1]", "a", "é", " ", "\t", "~", "+",
        "https://", "GEMINI://", "user@",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00], [0x0D], [0x0A], [0x0D, 0x0A], [0xE2, 0x82]]

    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func everyLineIsARequestOrARefusal() {
        var random = Generator(state: 0x5EED)
        var accepted = 0
        for _ in 0..<20_000 {
            var line: [UInt8] = random.next(4) == 0 ? [] : Array("gemini://localhost".utf8)
            for _ in 0..<random.next(12) { line += Self.pieces[random.next(Self.pieces.count)] }
            if case .rejected(let rejection) = line.withUnsafeBytes({ RequestLine.scan($0) }) {
                #expect(rejection.status == .badRequest)
            }
            do {
                let target = try line.withUnsafeBytes { try RequestLine.parse($0) }
                accepted += 1
                check(target)
            } catch let rejection as RequestRejection {
                #expect(rejection.status == .badRequest || rejection.status == .proxyRequestRefused)
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        #expect(accepted > 1000, "the generator should produce valid requests too")
    }

    func check(_ target: RequestTarget) {
        let segments = target.path.segments
        #expect(!segments.contains { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("/" as Character) })
        let again = try? RequestPath(decoding: Substring(target.path.encoded))
        #expect(again == target.path, "normalising twice changes \(target.path)")
        #expect(target.url.scheme == "gemini")
        #expect(!target.url.host.isEmpty)
    }
}
