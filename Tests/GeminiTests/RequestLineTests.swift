import Testing

@testable import Gemini

/// The request-line rules of the protocol, one place each.
@Suite struct RequestLineTests {
    func parse(_ text: String) throws -> RequestTarget { try parseBytes(Array(text.utf8)) }

    func parseBytes(_ bytes: [UInt8]) throws -> RequestTarget {
        let result: Result<RequestTarget, any Error> = bytes.withUnsafeBytes { raw in
            do { return .success(try RequestLine.parse(raw)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    func status(_ text: String) -> Int? {
        do {
            _ = try parse(text)
            return nil
        } catch { return (error as? RequestRejection)?.status.rawValue ?? -1 }
    }

    func scan(_ bytes: [UInt8]) -> RequestLine.Scan { bytes.withUnsafeBytes { RequestLine.scan($0) } }

    @Test func aPlainRequest() throws {
        let target = try parse("gemini://Example.ORG:1965/a/b?x%20y")
        #expect(target.url.host == "example.org")
        #expect(target.url.port == 1965)
        #expect(target.path.segments == ["a", "b"])
        #expect(target.query == "x y")
        #expect(target.url.query == "x%20y")
    }

    @Test func anAnswerMayHoldLineBreaksButNoOtherControlCharacter() throws {
        // What a multi-line input box sends (Lagrange, amfora); a CR LF arrives as LF.
        #expect(try parse("gemini://h/search?two%0Alines%0D%0A%09tab").query == "two\nlines\n\ttab")
        #expect(status("gemini://h/search?bell%07") == 59)
        #expect(status("gemini://h/search?nul%00") == 59)
        #expect(status("gemini://h/path%0A?x") == 59)
    }

    @Test func rootWithAndWithoutSlashIsTheSamePath() throws {
        #expect(try parse("gemini://example.org").path == parse("gemini://example.org/").path)
        #expect(try parse("gemini://example.org").path.description == "/")
    }

    @Test func dotSegmentsNeverClimbAboveTheRoot() throws {
        #expect(try parse("gemini://h/a/../../../etc/passwd").path.description == "/etc/passwd")
        #expect(try parse("gemini://h/a/./b/../c").path.description == "/a/c")
        #expect(try parse("gemini://h/%2e%2e/%2E%2E/x").path.description == "/x")
        #expect(try parse("gemini://h/a/..").path.description == "/")
        #expect(try parse("gemini://h/a//b/").path.description == "/a/b/")
    }

    @Test func percentDecodingHappensOnce() throws {
        #expect(try parse("gemini://h/%2541").path.segments == ["%41"])
        #expect(try parse("gemini://h/caf%C3%A9").path.segments == ["café"])
        #expect(status("gemini://h/%zz") == 59)
        #expect(status("gemini://h/%C3") == 59)
        #expect(status("gemini://h/a%00b") == 59)
        #expect(status("gemini://h/a%2Fb") == 59)
    }

    @Test func refusedRequests() {
        #expect(status("") == 59)
        #expect(status("/relative/path") == 59)
        #expect(status("example.org/") == 59)
        #expect(status("gemini://user@example.org/") == 59)
        #expect(status("gemini://example.org/#frag") == 59)
        #expect(status("gemini://example.org/a b") == 59)
        #expect(status("gemini:///nohost") == 59)
        #expect(status("gemini://example.org:99999/") == 59)
        #expect(status("gemini:example.org") == 59)
        #expect(status("https://example.org/") == 53)
        #expect(status("HTTPS://example.org/") == 53)
        #expect(status("mailto:someone@example.org") == 53)
        #expect(status("GEMINI://example.org/") == nil)
    }

    @Test func nonUTF8AndNULAreRefused() {
        #expect(throws: RequestRejection.self) { try parseBytes(Array("gemini://h/".utf8) + [0xFF, 0xFE]) }
        #expect(throws: RequestRejection.self) { try parseBytes(Array("gemini://h/".utf8) + [0x00]) }
    }

    @Test func lengthLimitIs1024BytesBeforeCRLF() {
        let prefix = "gemini://h/"
        let exactly = prefix + String(repeating: "a", count: 1024 - prefix.utf8.count)
        let over = exactly + "a"
        #expect(scan(Array((exactly + "\r\n").utf8)) == .line(length: 1024))
        if case .rejected(let rejection) = scan(Array((over + "\r\n").utf8)) {
            #expect(rejection.status == .badRequest)
        } else {
            Issue.record("a 1025-byte URL must be refused")
        }
        // Refused as soon as it cannot fit any more, without waiting for CR LF.
        if case .rejected = scan(Array(over.utf8) + Array("aa".utf8)) {} else { Issue.record("refuse early") }
        #expect(scan(Array(exactly.utf8)) == .incomplete)
        #expect(status(exactly) == nil)
    }

    @Test func lineEndings() {
        #expect(scan(Array("gemini://h/\r\n".utf8)) == .line(length: 11))
        #expect(scan(Array("gemini://h/\r".utf8)) == .incomplete)
        if case .rejected = scan(Array("gemini://h/\n".utf8)) {} else { Issue.record("bare LF must be refused") }
    }

    @Test func resolvingReferences() throws {
        let base = try GeminiURL("gemini://h:1966/a/b/c?q")
        #expect(try base.resolving("d").description == "gemini://h:1966/a/b/d")
        #expect(try base.resolving("../d").description == "gemini://h:1966/a/d")
        #expect(try base.resolving("/x/./y/../z").description == "gemini://h:1966/x/z")
        #expect(try base.resolving("?r").description == "gemini://h:1966/a/b/c?r")
        #expect(try base.resolving("").description == "gemini://h:1966/a/b/c?q")
        #expect(try base.resolving("//other/p").description == "gemini://other/p")
        #expect(try base.resolving("gemini://x.org/").description == "gemini://x.org/")
        #expect(try GeminiURL("gemini://[::1]:1965/").authority == "[::1]:1965")
    }

    @Test func percentEncodingForQueries() throws {
        #expect(PercentEncoding.encodeQuery("a b&c/é") == "a%20b%26c%2F%C3%A9")
        #expect(try PercentEncoding.decode(PercentEncoding.encodeQuery("a b&c/é")) == "a b&c/é")
    }
}

/// Queries as handlers get them: line breaks as line feeds, no C1 controls.
@Suite struct QueryTextTests {
    @Test func carriageReturnsBecomeLineFeeds() throws {
        func query(_ raw: String) throws -> String? {
            try Array(raw.utf8).withUnsafeBytes { try RequestLine.parse($0).query }
        }
        #expect(try query("gemini://h/s?a%0D%0Ab%0Dc%0Ad") == "a\nb\nc\nd")
        #expect(try query("gemini://h/s?tab%09kept") == "tab\tkept")
        #expect(try query("gemini://h/s?caf%C3%A9") == "café")
        #expect(throws: RequestRejection.self) { try query("gemini://h/s?next%C2%85line") }
        #expect(throws: RequestRejection.self) { try query("gemini://h/s?bell%07") }
    }

    /// The characters that break or reorder text on screen without being seen.
    static let hiddenControls: [UInt32] = [0x2028, 0x2029] + Array(0x202A...0x202E) + Array(0x2066...0x2069)

    @Test(arguments: hiddenControls)
    func separatorsBecomeLineFeedsAndDirectionControlsAreLeftOut(_ scalar: UInt32) throws {
        let encoded = String(Unicode.Scalar(scalar)!).utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
        let query = try Array("gemini://h/s?abc\(encoded)def".utf8).withUnsafeBytes { try RequestLine.parse($0).query }
        #expect(query == (scalar == 0x2028 || scalar == 0x2029 ? "abc\ndef" : "abcdef"))
        // The same character sent as it is, not %-encoded.
        let raw = try Array("gemini://h/s?abc\(Unicode.Scalar(scalar)!)def".utf8).withUnsafeBytes {
            try RequestLine.parse($0).query
        }
        #expect(raw == query)
        // In a path segment it is left out too; a line separator is a control character there.
        let path = Array("gemini://h/tags/ab\(encoded)c".utf8)
        if scalar == 0x2028 || scalar == 0x2029 {
            #expect(throws: RequestRejection.self) { try path.withUnsafeBytes { _ = try RequestLine.parse($0) } }
        } else {
            #expect(try path.withUnsafeBytes { try RequestLine.parse($0).path.segments } == ["tags", "abc"])
        }
        // Text around them, typographic quotes and other scripts included, is untouched.
        #expect(
            try Array("gemini://h/s?%E2%80%9Cq%E2%80%9D%20%D7%A9%D7%9C%D7%95%D7%9D".utf8).withUnsafeBytes {
                try RequestLine.parse($0).query
            } == "“q” שלום")
    }

    @Test func aRefusedQuerySaysWhatIsWrongWithIt() {
        func refusal(_ raw: String) -> String? {
            #expect(throws: RequestRejection.self) {
                try Array(raw.utf8).withUnsafeBytes { _ = try RequestLine.parse($0) }
            }?.message
        }
        // An escape sequence, NUL and DEL are control characters, as C1 ones are.
        for control in ["%1B%5B31m", "%00", "%7F", "%C2%85"] {
            #expect(refusal("gemini://h/s?a\(control)") == "the query holds a control character", "\(control)")
        }
        #expect(refusal("gemini://h/s?a%ZZ") == "the query has a malformed %-escape")
        #expect(refusal("gemini://h/s?a%FF") == "the query is not UTF-8 once %-decoded")
    }
}
