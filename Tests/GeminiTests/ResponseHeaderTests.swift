import Foundation
@_spi(Fuzzing) import Gemini
import Testing

/// The client's reading of a response header: status, space, and meta of at
/// most 1024 bytes (Gemini's limit), whatever the server sends.
@Suite struct ResponseHeaderTests {
    let url = try! GeminiURL("gemini://example.org/page")

    func parse(_ bytes: [UInt8]) throws -> GeminiResponse {
        try GeminiClient.parse(bytes, url: url, fingerprint: "test")
    }

    /// The refusal's text for `bytes`, or nil when they are read as a response.
    func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try parse(bytes)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func metaOfExactly1024BytesIsRead() throws {
        let meta = String(repeating: "a", count: 1024)
        let response = try parse(Array("20 \(meta)\r\nbody".utf8))
        #expect(response.meta == meta)
        #expect(response.body == Array("body".utf8))
    }

    /// The fuzz target's check, found by reading the saturated target's code:
    /// a header whose line end came within the first 1,100 bytes was read
    /// whole, so meta of up to 1,097 bytes reached the caller.
    @Test func metaLongerThan1024BytesIsRefused() {
        for (count, end) in [(1025, "\r\n"), (1025, "\n"), (1050, "\r\n"), (1094, "\r\n")] {
            let header = "20 " + String(repeating: "a", count: count) + end
            let text = refusal(Array(header.utf8))
            #expect(text?.contains("more than 1024 bytes of meta") == true, "\(count) bytes ending \(end.debugDescription)")
        }
    }

    @Test func aHeaderWithoutALineEndIsRefused() {
        #expect(refusal(Array(("20 " + String(repeating: "a", count: 2000)).utf8)) != nil)
        #expect(refusal([]) != nil)
    }
}
