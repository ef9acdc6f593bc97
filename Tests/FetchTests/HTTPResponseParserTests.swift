import Foundation
import Testing

@testable import Fetch

/// The response parser on its own: heads, framings and malformed answers,
/// fed whole and one byte at a time (a server may split anywhere).
@Suite struct HTTPResponseParserTests {
    /// What parsing `bytes` gave: the head, the body, whether it completed.
    struct Parsed {
        var head: HTTPResponseHead?
        var body = Data()
        var complete = false
    }

    /// Feeds `bytes` in pieces of `piece` bytes, then the end of the connection when `closing`.
    static func parse(
        _ bytes: Data, piece: Int = .max, closing: Bool = true, limits: HTTPResponseParser.Limits = .init()
    ) throws -> Parsed {
        var parser = HTTPResponseParser(limits: limits)
        var parsed = Parsed()
        var offset = 0
        while offset < bytes.count && !parser.isComplete {
            let end = offset + min(piece, bytes.count - offset)
            try bytes[offset..<end].withUnsafeBytes { raw in
                try parser.feed(raw, onHead: { parsed.head = $0 }, onBody: { parsed.body.append(contentsOf: $0) })
            }
            offset = end
        }
        if closing && !parser.isComplete { try parser.finish() }
        parsed.complete = parser.isComplete
        return parsed
    }

    /// Parses `text` whole and byte by byte; both must agree.
    static func parseBothWays(_ text: String) throws -> Parsed {
        let whole = try parse(Data(text.utf8))
        let bytewise = try parse(Data(text.utf8), piece: 1)
        #expect(whole.head == bytewise.head)
        #expect(whole.body == bytewise.body)
        return whole
    }

    @Test func readsTheStatusLineAndFieldsInOrder() throws {
        let parsed = try Self.parseBothWays(
            "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nX-A: 1\r\nx-a: 2\r\nFolded: one\r\n  two\r\nContent-Length: 5\r\n\r\nhello"
        )
        let head = try #require(parsed.head)
        #expect(head.status == 200 && head.reason == "OK" && head.version == "HTTP/1.1")
        #expect(head.fields["content-type"] == "text/html")
        #expect(head.fields["X-A"] == "1, 2")
        #expect(head.fields["folded"] == "one two")
        #expect(parsed.body == Data("hello".utf8))
        #expect(parsed.complete)
    }

    @Test func acceptsBareLineFeedsAndNoReason() throws {
        let parsed = try Self.parseBothWays("HTTP/1.0 404\nContent-Length: 2\n\nno")
        #expect(parsed.head?.status == 404)
        #expect(parsed.head?.reason == "")
        #expect(parsed.body == Data("no".utf8))
    }

    @Test func readsChunkedBodiesWithExtensionsAndTrailers() throws {
        let parsed = try Self.parseBothWays(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Length: 999\r\n\r\n"
                + "5;name=value\r\nhello\r\nA\r\n, chunked!\r\n0\r\nTrailer: yes\r\n\r\nignored")
        #expect(parsed.body == Data("hello, chunked!".utf8))
        #expect(parsed.complete)
    }

    @Test func readsABodyUntilTheConnectionCloses() throws {
        let text = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nall of this"
        let open = try Self.parse(Data(text.utf8), closing: false)
        #expect(!open.complete)
        let closed = try Self.parse(Data(text.utf8))
        #expect(closed.complete)
        #expect(closed.body == Data("all of this".utf8))
    }

    @Test func skipsInterimAnswersAndKnowsBodilessOnes() throws {
        let parsed = try Self.parseBothWays(
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a.css>\r\n\r\nHTTP/1.1 204 No Content\r\nContent-Length: 10\r\n\r\n"
        )
        #expect(parsed.head?.status == 204)
        #expect(parsed.head?.fields["link"] == nil)
        #expect(parsed.body.isEmpty)
        #expect(parsed.complete)
    }

    @Test func namesTheCodingsToUndo() throws {
        let parsed = try Self.parse(
            Data("HTTP/1.1 200 OK\r\nContent-Encoding: identity, GZIP\r\nTransfer-Encoding: deflate, chunked\r\n\r\n0\r\n\r\n".utf8))
        #expect(parsed.head?.codings == ["gzip", "deflate"])
    }

    @Test func refusesWhatIsNotHTTP() {
        let cases: [(String, HTTPResponseError)] = [
            ("", .noResponse),
            ("SSH-2.0-OpenSSH_9.6\r\n", .notHTTP),
            ("\u{16}\u{03}\u{01}binary", .notHTTP),
            ("HTTP/2 200\r\n\r\n", .malformedStatusLine("HTTP/2 200")),
            ("HTTP/1.1 20 OK\r\n\r\n", .malformedStatusLine("HTTP/1.1 20 OK")),
            ("HTTP/1.1 2000 OK\r\n\r\n", .malformedStatusLine("HTTP/1.1 2000 OK")),
            ("HTTP/1.1 OK\r\n\r\n", .malformedStatusLine("HTTP/1.1 OK")),
            ("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n", .truncatedHead),
            ("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort", .truncatedBody),
            ("HTTP/1.1 200 OK\r\nContent-Length: 1x\r\n\r\n", .malformedContentLength("1x")),
            ("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", .malformedContentLength("-1")),
            ("HTTP/1.1 200 OK\r\nContent-Length: 3, 4\r\n\r\n", .malformedContentLength("3, 4")),
            ("HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999\r\n\r\n",
             .malformedContentLength("99999999999999999999")),
        ]
        for (text, expected) in cases {
            #expect(throws: expected, "\(text.debugDescription)") { try Self.parse(Data(text.utf8)) }
        }
    }

    @Test func refusesMalformedChunks() {
        let head = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        let cases: [(String, HTTPResponseError)] = [
            ("zz\r\nabc\r\n0\r\n\r\n", .malformedChunkSize("zz")),
            ("-5\r\nabc\r\n0\r\n\r\n", .malformedChunkSize("-5")),
            ("0x5\r\nabcde\r\n0\r\n\r\n", .malformedChunkSize("0x5")),
            ("\r\nabc\r\n0\r\n\r\n", .malformedChunkSize("")),
            ("FFFFFFFFFFFFFFFFF\r\n", .malformedChunkSize("FFFFFFFFFFFFFFFFF")),
            ("3\r\nabcdef\r\n0\r\n\r\n", .malformedChunk),
            (String(repeating: "1", count: 5000), .malformedChunk),
            ("5\r\nabc", .truncatedBody),
            ("5\r\nabcde\r\n", .truncatedBody),
        ]
        for (body, expected) in cases {
            #expect(throws: expected, "\(body.prefix(30).debugDescription)") {
                try Self.parse(Data((head + body).utf8))
            }
        }
    }

    @Test func limitsTheHead() {
        let limits = HTTPResponseParser.Limits(maxLineBytes: 100, maxFields: 5, maxHeadBytes: 400, maxInterimResponses: 2)
        let long = "HTTP/1.1 200 OK\r\nX-Long: \(String(repeating: "a", count: 200))\r\n\r\n"
        #expect(throws: HTTPResponseError.lineTooLong(limit: 100)) { try Self.parse(Data(long.utf8), limits: limits) }
        let endless = "HTTP/1.1 200 OK\r\nX-Endless: " + String(repeating: "a", count: 10_000)
        #expect(throws: HTTPResponseError.lineTooLong(limit: 100)) {
            try Self.parse(Data(endless.utf8), piece: 7, closing: false, limits: limits)
        }
        let many = "HTTP/1.1 200 OK\r\n" + String(repeating: "X: y\r\n", count: 6) + "\r\n"
        #expect(throws: HTTPResponseError.tooManyFields(limit: 5)) { try Self.parse(Data(many.utf8), limits: limits) }
        let folded = "HTTP/1.1 200 OK\r\nX: y\r\n" + String(repeating: " more more more\r\n", count: 30) + "\r\n"
        #expect(throws: HTTPResponseError.headTooLarge(limit: 400)) {
            try Self.parse(Data(folded.utf8), limits: limits)
        }
        let interim = String(repeating: "HTTP/1.1 100 Continue\r\n\r\n", count: 3) + "HTTP/1.1 200 OK\r\n\r\n"
        #expect(throws: HTTPResponseError.tooManyInterimResponses(limit: 2)) {
            try Self.parse(Data(interim.utf8), limits: limits)
        }
    }

    @Test func readsHeaderTextAsUTF8OrLatin1() throws {
        var bytes = Data("HTTP/1.1 301 Moved\r\nLocation: /caf".utf8)
        bytes.append(contentsOf: [0xE9])
        bytes.append(Data("\r\nX-UTF8: caf\u{E9}\r\n\r\n".utf8))
        let parsed = try Self.parse(bytes)
        #expect(parsed.head?.fields["location"] == "/caf\u{E9}")
        #expect(parsed.head?.fields["x-utf8"] == "caf\u{E9}")
    }
}
