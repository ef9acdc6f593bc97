import Foundation
import Problems

/// One GET over a connection of its own (HTTP/1.1, `Connection: close`):
/// connect, verify TLS, send the request, read the answer within the
/// parser's limits and the clock's timeouts. A successful answer's body is
/// decoded (gzip, deflate) as it streams in and refused as soon as it passes
/// the size cap; other answers are not read past their head.
struct HTTPExchange {
    let target: HTTPTarget
    let settings: FetchSettings
    let accept: String
    let clock: TransferClock
    let cancellation: FetchCancellation?

    /// The answer: its head, and for a success its decoded body (empty
    /// otherwise). `check` sees a successful head first and may refuse it
    /// with a problem before the body is read. Throws a `Problem`.
    func run(check: @escaping (HTTPResponseHead) -> Problem?) throws -> (head: HTTPResponseHead, body: Data) {
        let url = target.url.absoluteString
        let connection = try TCPConnection(
            host: target.host, port: target.port, url: url, clock: clock, cancellation: cancellation)
        defer { connection.close() }
        let stream: ByteStream
        var secure: TLSByteStream?
        if target.secure {
            secure = try TLSByteStream(
                over: connection, host: target.host, trustedCertificates: settings.trustedCertificatesFile)
            stream = secure!
        } else {
            stream = connection
        }
        defer { secure?.close() }
        try target.requestHead(userAgent: settings.userAgent, accept: accept).withUnsafeBytes { try stream.write($0) }
        let reader = AnswerReader(url: url, place: connection.place, maxBytes: settings.maxBytes, check: check)
        return try reader.read(from: stream)
    }
}

/// Reads one answer from a stream: parses it, checks its head, decodes and
/// collects a successful body within the cap.
private final class AnswerReader {
    let url: String
    let place: String
    let maxBytes: Int
    let check: (HTTPResponseHead) -> Problem?
    private var parser = HTTPResponseParser()
    private var decoder: ContentDecoder?
    private var body = Data()
    private var wantsBody = false

    init(url: String, place: String, maxBytes: Int, check: @escaping (HTTPResponseHead) -> Problem?) {
        self.url = url
        self.place = place
        self.maxBytes = maxBytes
        self.check = check
    }

    /// The most bytes read from the connection: a body may come compressed
    /// or in tiny chunks, but never as more than twice the cap on the wire.
    private var wireLimit: Int { 2 * maxBytes + parser.limits.maxHeadBytes + (1 << 20) }

    func read(from stream: ByteStream) throws -> (head: HTTPResponseHead, body: Data) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 8)
        defer { buffer.deallocate() }
        var received = 0
        do {
            while !parser.isComplete {
                // Another answer than a success is not read past its head.
                if let head = parser.head, !wantsBody { return (head, Data()) }
                let count = try stream.read(into: buffer)
                guard count > 0 else {
                    try parser.finish()
                    break
                }
                received += count
                guard received <= wireLimit else { throw Problem.tooLarge(url, limit: maxBytes) }
                try feed(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            }
            try decoder?.finish()
        } catch let error as HTTPResponseError {
            throw TransferProblems.malformed(place, error)
        } catch let failure as ContentDecoder.Failure {
            throw TransferProblems.undecodable(url, failure, maxBytes: maxBytes)
        }
        guard let head = parser.head else { throw TransferProblems.malformed(place, .truncatedHead) }
        return (head, wantsBody ? body : Data())
    }

    private func feed(_ bytes: UnsafeRawBufferPointer) throws {
        try parser.feed(bytes, onHead: start) { piece in
            guard wantsBody, let decoder else { return }
            try decoder.feed(piece, into: collect)
        }
    }

    private func collect(_ decoded: UnsafeRawBufferPointer) throws {
        guard body.count + decoded.count <= maxBytes else { throw Problem.tooLarge(url, limit: maxBytes) }
        body.append(contentsOf: decoded)
    }

    /// Decides, from the head, whether and how the body is read.
    private func start(_ head: HTTPResponseHead) throws {
        guard head.isSuccess else { return }
        if let problem = check(head) { throw problem }
        let codings = head.codings
        if codings.isEmpty, case .length(let length) = try HTTPBodyFraming(of: head, bodiless: false),
            length > UInt64(maxBytes)
        {
            throw Problem.tooLarge(url, limit: maxBytes)
        }
        decoder = try ContentDecoder(codings: codings, limit: maxBytes)
        wantsBody = true
    }
}
