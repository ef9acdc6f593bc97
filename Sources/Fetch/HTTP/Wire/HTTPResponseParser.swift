import Foundation

/// Reads an HTTP/1.x response from bytes as they arrive, in pieces of any
/// size: the status line and header fields (within `Limits`), skipping
/// interim `1xx` answers, then the body as its framing says —
/// `Content-Length`, `chunked` (with trailers), or until the connection
/// closes — handed on piece by piece, never held. Content codings (gzip)
/// are left for the caller (`HTTPResponseHead.codings`).
///
///     var parser = HTTPResponseParser()
///     while !parser.isComplete {
///         let count = read(buffer)
///         if count == 0 { try parser.finish(); break }
///         try parser.feed(buffer[..<count], onHead: { head in ... }, onBody: { piece in ... })
///     }
public struct HTTPResponseParser: Sendable {
    /// How large a response head may be.
    public struct Limits: Sendable, Equatable {
        /// The longest status line or header line, in bytes.
        public var maxLineBytes: Int
        /// The most header fields (trailers included).
        public var maxFields: Int
        /// The largest head (every line, interim answers and trailers included), in bytes.
        public var maxHeadBytes: Int
        /// The most interim (`1xx`) answers before the real one.
        public var maxInterimResponses: Int

        /// Limits with every field given; the defaults are generous for real
        /// sites (long cookies and security policies) and small for memory.
        public init(
            maxLineBytes: Int = 32_768, maxFields: Int = 256, maxHeadBytes: Int = 262_144, maxInterimResponses: Int = 8
        ) {
            self.maxLineBytes = maxLineBytes
            self.maxFields = maxFields
            self.maxHeadBytes = maxHeadBytes
            self.maxInterimResponses = maxInterimResponses
        }
    }

    /// The limits in use.
    public let limits: Limits
    /// The head of the response, once its last line has arrived.
    public private(set) var head: HTTPResponseHead?
    /// How the body is delimited, once the head has arrived.
    public private(set) var framing: HTTPBodyFraming?

    private let bodiless: Bool
    private var state = State.statusLine
    private var line: [UInt8] = []
    private var headBytes = 0
    private var interimResponses = 0
    private var fieldCount = 0
    private var pending: HTTPResponseHead?
    private var receivedAnything = false

    private enum State: Sendable {
        case statusLine
        case fields
        case body(remaining: UInt64)
        case untilClose
        case chunkSize
        case chunkData(remaining: UInt64)
        case chunkEnd
        case trailers
        case done
    }

    /// A parser for the answer to a request; `toHeadRequest` when it was a
    /// `HEAD` request (the answer then has no body, whatever it says).
    public init(limits: Limits = Limits(), toHeadRequest: Bool = false) {
        self.limits = limits
        self.bodiless = toHeadRequest
    }

    /// Whether the whole response has been read (bytes after it are ignored).
    public var isComplete: Bool {
        if case .done = state { return true }
        return false
    }

    /// Reads `bytes`: calls `onHead` once, when the head is complete, then
    /// `onBody` with each piece of the body. Throws `HTTPResponseError` for
    /// what is not a well-formed response, or what the callbacks throw.
    public mutating func feed(
        _ bytes: UnsafeRawBufferPointer, onHead: (HTTPResponseHead) throws -> Void = { _ in },
        onBody: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        if !bytes.isEmpty { receivedAnything = true }
        var index = 0
        while index < bytes.count {
            switch state {
            case .done:
                return
            case .untilClose:
                try onBody(UnsafeRawBufferPointer(rebasing: bytes[index...]))
                return
            case .body(let remaining):
                let count = Int(min(remaining, UInt64(bytes.count - index)))
                try onBody(UnsafeRawBufferPointer(rebasing: bytes[index..<index + count]))
                index += count
                state = remaining == UInt64(count) ? .done : .body(remaining: remaining - UInt64(count))
            case .chunkData(let remaining):
                let count = Int(min(remaining, UInt64(bytes.count - index)))
                try onBody(UnsafeRawBufferPointer(rebasing: bytes[index..<index + count]))
                index += count
                state = remaining == UInt64(count) ? .chunkEnd : .chunkData(remaining: remaining - UInt64(count))
            case .statusLine, .fields, .chunkSize, .chunkEnd, .trailers:
                guard let text = try nextLine(bytes, from: &index) else { return }
                try handle(line: text, onHead: onHead)
            }
        }
    }

    /// The connection ended: completes a body delimited by the end, and
    /// throws `HTTPResponseError` when the response is cut short.
    public mutating func finish() throws {
        switch state {
        case .done:
            return
        case .untilClose:
            state = .done
        case .statusLine where !receivedAnything:
            throw HTTPResponseError.noResponse
        case .statusLine, .fields:
            throw HTTPResponseError.truncatedHead
        case .body, .chunkSize, .chunkData, .chunkEnd, .trailers:
            throw HTTPResponseError.truncatedBody
        }
    }

    // MARK: Lines

    /// The next whole line from `bytes` (without its CR LF or LF), taking
    /// earlier pieces into account; nil when the line goes on past `bytes`.
    private mutating func nextLine(_ bytes: UnsafeRawBufferPointer, from index: inout Int) throws -> [UInt8]? {
        let rest = UnsafeRawBufferPointer(rebasing: bytes[index...])
        let end = rest.firstIndex(of: 0x0A)
        let piece = UnsafeRawBufferPointer(rebasing: rest[..<(end ?? rest.count)])
        try account(piece.count + (end == nil ? 0 : 1))
        line.append(contentsOf: piece)
        if case .statusLine = state, line.first != 0x0D, !Self.httpPrefix.starts(with: line.prefix(5)) {
            // Not HTTP: say so at once rather than wait for a line end that may never come.
            throw HTTPResponseError.notHTTP
        }
        guard let end else {
            index = bytes.count
            return nil
        }
        index += end + 1
        var text = line
        line.removeAll(keepingCapacity: true)
        if text.last == 0x0D { text.removeLast() }
        return text
    }

    /// Counts `count` more bytes of the line being read against the limits.
    private mutating func account(_ count: Int) throws {
        switch state {
        case .chunkSize, .chunkEnd:
            // A chunk's size line: hex digits and rarely an extension.
            guard line.count + count <= Self.maxChunkLineBytes else { throw HTTPResponseError.malformedChunk }
        default:
            guard line.count + count <= limits.maxLineBytes + 2 else {
                throw HTTPResponseError.lineTooLong(limit: limits.maxLineBytes)
            }
            headBytes += count
            guard headBytes <= limits.maxHeadBytes else {
                throw HTTPResponseError.headTooLarge(limit: limits.maxHeadBytes)
            }
        }
    }

    private static let httpPrefix = Array("HTTP/".utf8)

    /// The longest chunk-size line (size and extensions).
    static let maxChunkLineBytes = 4096

    private mutating func handle(line: [UInt8], onHead: (HTTPResponseHead) throws -> Void) throws {
        switch state {
        case .statusLine:
            // Blank lines before the status line are tolerated.
            guard !line.isEmpty else { return }
            pending = try Self.statusLine(line)
            state = .fields
        case .fields:
            if line.isEmpty { return try endOfHead(onHead: onHead) }
            try addField(line)
        case .chunkSize:
            let size = try Self.chunkSize(line)
            state = size == 0 ? .trailers : .chunkData(remaining: size)
        case .chunkEnd:
            guard line.isEmpty else { throw HTTPResponseError.malformedChunk }
            state = .chunkSize
        case .trailers:
            // Trailer fields are read (within the limits) and ignored.
            if line.isEmpty {
                state = .done
            } else {
                try countField()
            }
        case .body, .chunkData, .untilClose, .done:
            break
        }
    }

    // MARK: The head

    /// `HTTP/1.1 200 OK` taken apart.
    static func statusLine(_ line: [UInt8]) throws -> HTTPResponseHead {
        guard line.starts(with: httpPrefix) else { throw HTTPResponseError.notHTTP }
        let parts = line.split(separator: 0x20, maxSplits: 2, omittingEmptySubsequences: false)
        let version = String(decoding: parts[0], as: UTF8.self)
        guard version.utf8.count == 8, version.hasPrefix("HTTP/1."), let minor = version.utf8.last,
            (0x30...0x39).contains(minor), parts.count >= 2, parts[1].count == 3,
            parts[1].allSatisfy({ (0x30...0x39).contains($0) }), parts[1].first != 0x30,
            let status = Int(String(decoding: parts[1], as: UTF8.self))
        else {
            throw HTTPResponseError.malformedStatusLine(String(decoding: line.prefix(80), as: UTF8.self))
        }
        let reason = parts.count > 2 ? Self.text(parts[2]) : ""
        return HTTPResponseHead(version: version, status: status, reason: reason)
    }

    private mutating func addField(_ line: [UInt8]) throws {
        if line.first == 0x20 || line.first == 0x09 {
            // An obsolete folded line continues the field before it.
            pending?.fields.continueLast(with: Self.text(line[...]).trimmingCharacters(in: [" ", "\t"]))
            return
        }
        try countField()
        // A line without a colon is no field; browsers skip it, and so do we.
        guard let colon = line.firstIndex(of: 0x3A) else { return }
        let name = Self.text(line[..<colon]).trimmingCharacters(in: [" ", "\t"])
        let value = Self.text(line[(colon + 1)...]).trimmingCharacters(in: [" ", "\t"])
        guard !name.isEmpty else { return }
        pending?.fields.append(name: name, value: value)
    }

    private mutating func countField() throws {
        fieldCount += 1
        guard fieldCount <= limits.maxFields else { throw HTTPResponseError.tooManyFields(limit: limits.maxFields) }
    }

    private mutating func endOfHead(onHead: (HTTPResponseHead) throws -> Void) throws {
        guard let head = pending else { return }
        pending = nil
        if (100..<200).contains(head.status) {
            // 100 Continue, 103 Early Hints: the real answer follows.
            guard head.status != 101 else {
                throw HTTPResponseError.malformedStatusLine("101 Switching Protocols, which was not asked for")
            }
            interimResponses += 1
            guard interimResponses <= limits.maxInterimResponses else {
                throw HTTPResponseError.tooManyInterimResponses(limit: limits.maxInterimResponses)
            }
            state = .statusLine
            return
        }
        let framing = try HTTPBodyFraming(of: head, bodiless: bodiless)
        self.head = head
        self.framing = framing
        switch framing {
        case .none, .length(0): state = .done
        case .length(let length): state = .body(remaining: length)
        case .chunked: state = .chunkSize
        case .untilClose: state = .untilClose
        }
        try onHead(head)
    }

    // MARK: Pieces

    /// The size in a chunk-size line (`1a2b`, `1a2b;name=value`).
    static func chunkSize(_ line: [UInt8]) throws -> UInt64 {
        var digits = line[...]
        if let extensions = digits.firstIndex(of: 0x3B) { digits = digits[..<extensions] }
        while let last = digits.last, last == 0x20 || last == 0x09 { digits.removeLast() }
        guard !digits.isEmpty, digits.count <= 15 else {
            throw HTTPResponseError.malformedChunkSize(String(decoding: line.prefix(40), as: UTF8.self))
        }
        var size: UInt64 = 0
        for byte in digits {
            guard let value = hexValue(byte) else {
                throw HTTPResponseError.malformedChunkSize(String(decoding: line.prefix(40), as: UTF8.self))
            }
            size = size << 4 | UInt64(value)
        }
        return size
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// Header text: UTF-8 when it is, else Latin-1 (what old servers send).
    static func text<C: Collection<UInt8>>(_ bytes: C) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}

/// How a response's body is delimited.
public enum HTTPBodyFraming: Sendable, Equatable {
    /// No body (`204`, `304`, an answer to `HEAD`).
    case none
    /// Exactly this many bytes (`Content-Length`).
    case length(UInt64)
    /// Chunks, ending with an empty one (`Transfer-Encoding: chunked`).
    case chunked
    /// Everything until the connection closes.
    case untilClose

    /// The framing `head` declares (RFC 9112, section 6.3).
    init(of head: HTTPResponseHead, bodiless: Bool) throws {
        if bodiless || head.status == 204 || head.status == 304 {
            self = .none
            return
        }
        if head.fields["transfer-encoding"] != nil {
            self = HTTPResponseHead.tokens(head.fields["transfer-encoding"]).last == "chunked" ? .chunked : .untilClose
            return
        }
        guard let declared = head.fields["content-length"] else {
            self = .untilClose
            return
        }
        var length: UInt64?
        for part in declared.split(separator: ",", omittingEmptySubsequences: false) {
            let digits = part.trimmingCharacters(in: [" ", "\t"])
            guard !digits.isEmpty, digits.utf8.count <= 18, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                let value = UInt64(digits), length == nil || length == value
            else {
                throw HTTPResponseError.malformedContentLength(String(declared.prefix(40)))
            }
            length = value
        }
        self = .length(length ?? 0)
    }
}

/// Why bytes are not a well-formed HTTP/1.x response.
public enum HTTPResponseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The connection closed before anything came.
    case noResponse
    /// The answer does not start like HTTP.
    case notHTTP
    /// The status line is not `HTTP/1.x NNN reason`.
    case malformedStatusLine(String)
    /// A status or header line is longer than the limit.
    case lineTooLong(limit: Int)
    /// More header fields than the limit.
    case tooManyFields(limit: Int)
    /// A head larger than the limit.
    case headTooLarge(limit: Int)
    /// More `1xx` answers than the limit.
    case tooManyInterimResponses(limit: Int)
    /// `Content-Length` is not one number.
    case malformedContentLength(String)
    /// A chunk's size is not a hexadecimal number.
    case malformedChunkSize(String)
    /// A chunk does not end where its size says, or its size line is too long.
    case malformedChunk
    /// The connection closed in the middle of the head.
    case truncatedHead
    /// The connection closed before the body's end.
    case truncatedBody

    /// What is wrong, for a person: `a header line is longer than 32 KB`.
    public var description: String {
        switch self {
        case .noResponse: "it closed the connection without answering"
        case .notHTTP: "the answer is not HTTP"
        case .malformedStatusLine(let line): "the status line '\(line)' is malformed"
        case .lineTooLong(let limit): "a header line is longer than \(Self.size(limit))"
        case .tooManyFields(let limit): "it sent more than \(limit) header fields"
        case .headTooLarge(let limit): "its header is larger than \(Self.size(limit))"
        case .tooManyInterimResponses(let limit): "it sent more than \(limit) interim (1xx) answers"
        case .malformedContentLength(let value): "the Content-Length '\(value)' is not a number"
        case .malformedChunkSize(let line): "the chunk size '\(line)' is not a hexadecimal number"
        case .malformedChunk: "a chunk does not end where its size says"
        case .truncatedHead: "the connection closed in the middle of the header"
        case .truncatedBody: "the connection closed before the whole page came"
        }
    }

    private static func size(_ bytes: Int) -> String {
        bytes % 1024 == 0 ? "\(bytes / 1024) KB" : "\(bytes) bytes"
    }
}
