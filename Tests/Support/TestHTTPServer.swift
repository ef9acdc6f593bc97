import Foundation
import Gemini

#if canImport(Glibc)
    import Glibc
#endif

/// A real HTTP/1.1 server for tests, on 127.0.0.1 (or ::1) and an ephemeral
/// port, speaking plain HTTP or, given a TLS identity, HTTPS: each request
/// is answered by `handler` (one connection per request, then closed). It
/// serves fixture pages, redirects, errors, slow and endless bodies, and
/// malformed answers; every wait it makes ends by itself, and `stop()` (or
/// releasing the value) ends them at once.
///
///     let server = try TestHTTPServer { request in
///         request.path == "/" ? .html("<title>Hi</title>") : .status(404)
///     }
///     let url = server.url("/")          // http://127.0.0.1:PORT/
public final class TestHTTPServer: @unchecked Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (TestHTTPRequest) -> TestHTTPResponse

    /// The port the server listens on.
    public let port: Int
    /// The address it listens on (`127.0.0.1` or `::1`).
    public let address: String

    private let listener: Int32
    private let handler: Handler
    private let identity: TLSIdentity?
    private let connectionHold: TestHold?
    private let state = NSCondition()
    private var stopped = false
    private var received: [TestHTTPRequest] = []
    private var openConnections: Set<Int32> = []
    private var bodyBytes = 0

    /// Starts a server answering with `handler` on `address` (`127.0.0.1` or
    /// `::1`), speaking HTTPS with `tls`'s certificate when given. With
    /// `holdingConnections`, each connection waits at that hold as soon as
    /// it is accepted, before the TLS handshake and the request are read.
    public init(
        address: String = "127.0.0.1", tls: TLSIdentity? = nil, holdingConnections: TestHold? = nil,
        handler: @escaping Handler
    ) throws {
        self.handler = handler
        self.address = address
        identity = tls
        connectionHold = holdingConnections
        signal(SIGPIPE, SIG_IGN)
        (listener, port) = try Self.listen(on: address)
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "TestHTTPServer.accept"
        thread.start()
    }

    /// `http://127.0.0.1:PORT` (`https://` with TLS, `[::1]` on IPv6) followed
    /// by `path` (which should start with `/`).
    public func url(_ path: String) -> String {
        let host = address.contains(":") ? "[\(address)]" : address
        return "\(identity == nil ? "http" : "https")://\(host):\(port)\(path)"
    }

    /// A listening socket on `address` and an ephemeral port, and the port.
    static func listen(on address: String, backlog: Int32 = 64) throws -> (Int32, Int) {
        let family = address.contains(":") ? AF_INET6 : AF_INET
        let listener = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw TestServerError("socket: \(String(cString: strerror(errno)))") }
        var one: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var storage = sockaddr_storage()
        let length: socklen_t
        if family == AF_INET6 {
            length = socklen_t(MemoryLayout<sockaddr_in6>.size)
            withUnsafeMutableBytes(of: &storage) { raw in
                let address6 = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in6.self)
                address6.pointee.sin6_family = sa_family_t(AF_INET6)
                _ = inet_pton(AF_INET6, address, &address6.pointee.sin6_addr)
            }
        } else {
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
            withUnsafeMutableBytes(of: &storage) { raw in
                let address4 = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in.self)
                address4.pointee.sin_family = sa_family_t(AF_INET)
                address4.pointee.sin_addr.s_addr = inet_addr(address)
            }
        }
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
        }
        guard bound == 0, Glibc.listen(listener, backlog) == 0 else {
            let reason = String(cString: strerror(errno))
            close(listener)
            throw TestServerError("bind/listen on \(address): \(reason)")
        }
        var actual = length
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &actual) }
        }
        let port = withUnsafeBytes(of: storage) { raw in
            family == AF_INET6
                ? raw.load(as: sockaddr_in6.self).sin6_port : raw.load(as: sockaddr_in.self).sin_port
        }
        return (listener, Int(UInt16(bigEndian: port)))
    }

    /// The requests received so far, oldest first.
    public var requests: [TestHTTPRequest] {
        state.lock()
        defer { state.unlock() }
        return received
    }

    /// The body bytes sent so far, over all requests (a client that stops
    /// reading early leaves this low).
    public var bodyBytesSent: Int {
        state.lock()
        defer { state.unlock() }
        return bodyBytes
    }

    /// Stops accepting, ends every wait and closes open connections.
    public func stop() {
        state.lock()
        guard !stopped else { return state.unlock() }
        stopped = true
        for fd in openConnections { shutdown(fd, Int32(SHUT_RDWR)) }
        state.broadcast()
        state.unlock()
        shutdown(listener, Int32(SHUT_RDWR))
    }

    deinit {
        stop()
        close(listener)
    }

    private var isStopped: Bool {
        state.lock()
        defer { state.unlock() }
        return stopped
    }

    private func acceptLoop() {
        while !isStopped {
            let fd = accept(listener, nil, nil)
            if fd < 0 {
                if errno == EINTR { continue }
                return
            }
            state.lock()
            if stopped {
                state.unlock()
                close(fd)
                return
            }
            openConnections.insert(fd)
            state.unlock()
            let thread = Thread { [self] in
                serve(fd)
                state.lock()
                openConnections.remove(fd)
                state.unlock()
                close(fd)
            }
            thread.start()
        }
    }

    /// Waits `seconds`, or less when the server stops; false when it stopped.
    private func pause(_ seconds: TimeInterval) -> Bool {
        guard seconds > 0 else { return !isStopped }
        let deadline = Date().addingTimeInterval(seconds)
        state.lock()
        defer { state.unlock() }
        while !stopped && state.wait(until: deadline) {}
        return !stopped
    }

    /// Waits at `hold` (if any) until released; false when the server stopped.
    private func wait(at hold: TestHold?) -> Bool {
        hold?.arrive(until: { isStopped }) ?? true
    }

    private func serve(_ fd: Int32) {
        guard wait(at: connectionHold) else { return }
        // A backstop only: a client that stops talking is gone, however busy the machine.
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let peer = try? TestPeer(fd: fd, identity: identity) else { return }
        defer { peer.close() }
        guard let request = readRequest(peer) else { return }
        state.lock()
        received.append(request)
        state.unlock()
        let response = handler(request)
        guard wait(at: response.hold(.beforeHeaders)), pause(response.delayBeforeHeaders) else { return }
        guard peer.send(response.head), wait(at: response.hold(.afterHeaders)) else { return }
        switch response.body {
        case .bytes(let body):
            var offset = 0
            while offset < body.count {
                if offset > 0 && !pause(response.delayBetweenChunks) { return }
                let end = min(offset + response.chunkSize, body.count)
                guard peer.send(body[offset..<end]) else { return }
                countBody(end - offset)
                if offset == 0 && !wait(at: response.hold(.afterFirstPiece)) { return }
                offset = end
            }
        case .endless(let chunk, let limit):
            // Ends when the client goes away, the server stops, or after `limit` bytes.
            var sent = 0
            while sent < limit && !chunk.isEmpty {
                if sent > 0 && !pause(response.delayBetweenChunks) { return }
                guard peer.send(chunk) else { return }
                countBody(chunk.count)
                if sent == 0 && !wait(at: response.hold(.afterFirstPiece)) { return }
                sent += chunk.count
            }
        }
    }

    private func countBody(_ count: Int) {
        state.lock()
        bodyBytes += count
        state.unlock()
    }

    private func readRequest(_ peer: TestPeer) -> TestHTTPRequest? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.range(of: Data("\r\n\r\n".utf8)) == nil {
            guard data.count < 64 << 10 else { return nil }
            let count = buffer.withUnsafeMutableBytes { peer.receive(into: $0) }
            guard count > 0 else { return nil }
            data.append(contentsOf: buffer[..<count])
        }
        return TestHTTPRequest(head: String(decoding: data, as: UTF8.self))
    }
}

/// One accepted connection of the test server, plain or TLS.
private final class TestPeer {
    private let fd: Int32
    private let tls: TLSSocketStream?

    /// The connection on `fd`, after a TLS handshake showing `identity` when given.
    init(fd: Int32, identity: TLSIdentity?) throws {
        self.fd = fd
        if let identity {
            // TLS drives a non-blocking socket, waiting at most a minute each time (a backstop).
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            tls = try TLSSocketStream.accepting(socket: fd, identity: identity) { readiness in
                var poller = pollfd(fd: fd, events: Int16(readiness == .readable ? POLLIN : POLLOUT), revents: 0)
                guard poll(&poller, 1, 60_000) > 0 else { throw TestServerError("the client went quiet") }
            }
        } else {
            tls = nil
        }
    }

    /// Reads into `buffer`: how many bytes, 0 or less at the end.
    func receive(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        if let tls { return (try? tls.read(into: buffer)) ?? -1 }
        while true {
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
            if count < 0 && errno == EINTR { continue }
            return count
        }
    }

    /// Sends all of `bytes`; false when the client went away.
    func send(_ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { raw -> Bool in
            if let tls { return (try? tls.write(raw)) != nil }
            var offset = 0
            while offset < raw.count {
                let count = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }

    func close() { tls?.close() }
}

/// A request the test server received.
public struct TestHTTPRequest: Sendable {
    /// `GET`, ...
    public let method: String
    /// The request target: path and query (`/a?b=c`).
    public let target: String
    /// The header fields, names in lower case.
    public let headers: [String: String]

    /// The path without the query.
    public var path: String { String(target.split(separator: "?", maxSplits: 1).first ?? "") }

    init?(head: String) {
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        method = String(requestLine[0])
        target = String(requestLine[1])
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        self.headers = headers
    }
}

/// What the test server sends back.
public struct TestHTTPResponse: Sendable {
    /// The body: fixed bytes, or a chunk repeated until the client leaves.
    public enum Body: Sendable {
        case bytes(Data)
        /// `chunk` sent again and again, at most `limit` bytes in all.
        case endless(chunk: Data, limit: Int)
    }

    /// The status code.
    public var status: Int
    /// Header fields, in order (Content-Length and Connection are added).
    public var headers: [(String, String)]
    /// The body.
    public var body: Body
    /// Seconds to wait before sending anything.
    public var delayBeforeHeaders: TimeInterval = 0
    /// Seconds to wait between pieces of the body.
    public var delayBetweenChunks: TimeInterval = 0
    /// The size of the pieces the body is sent in.
    public var chunkSize = 64 << 10
    /// Leave out Content-Length: the body ends when the connection closes
    /// (or as the header fields given say: `Transfer-Encoding: chunked`).
    public var omitsLength = false
    /// Bytes sent instead of the status line and header fields (which are
    /// then not sent): for malformed answers.
    public var rawHead: Data?
    /// Where the server waits until told, and at which hold.
    public var holdPoint: (hold: TestHold, point: HoldPoint)?

    /// A point in an answer where the server can wait at a `TestHold`.
    public enum HoldPoint: Sendable, Equatable {
        /// The request was read; nothing was sent.
        case beforeHeaders
        /// The status line and header fields were sent; no body yet.
        case afterHeaders
        /// The first piece of the body was sent (see `chunkSize`).
        case afterFirstPiece
    }

    /// A response with every field given.
    public init(status: Int, headers: [(String, String)] = [], body: Body = .bytes(Data())) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// `200` with `body` as `contentType` (no Content-Type header when nil).
    public static func ok(_ body: Data, contentType: String?) -> TestHTTPResponse {
        TestHTTPResponse(status: 200, headers: contentType.map { [("Content-Type", $0)] } ?? [], body: .bytes(body))
    }

    /// `200` with an HTML page in UTF-8.
    public static func html(_ text: String) -> TestHTTPResponse {
        ok(Data(text.utf8), contentType: "text/html; charset=utf-8")
    }

    /// A redirect to `location` (`302` unless told otherwise).
    public static func redirect(to location: String, status: Int = 302) -> TestHTTPResponse {
        TestHTTPResponse(status: status, headers: [("Location", location)], body: .bytes(Data("moved".utf8)))
    }

    /// `status` with a short text body.
    public static func status(_ status: Int) -> TestHTTPResponse {
        TestHTTPResponse(
            status: status, headers: [("Content-Type", "text/plain")],
            body: .bytes(Data("\(status) \(reason(status))".utf8)))
    }

    /// What is sent before the body: `rawHead`, or the status line, the
    /// header fields, Content-Length (unless left out) and `Connection: close`.
    var head: Data {
        if let rawHead { return rawHead }
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if case .bytes(let body) = body, !omitsLength { head += "Content-Length: \(body.count)\r\n" }
        head += "Connection: close\r\n\r\n"
        return Data(head.utf8)
    }

    /// `bytes` exactly as the whole answer: head and body, however malformed.
    public static func raw(_ bytes: Data) -> TestHTTPResponse {
        var response = TestHTTPResponse(status: 200)
        response.rawHead = bytes
        return response
    }

    /// This response, the server waiting at `hold` when it gets to `point`.
    public func held(_ hold: TestHold, at point: HoldPoint) -> TestHTTPResponse {
        var copy = self
        copy.holdPoint = (hold, point)
        return copy
    }

    /// The hold to wait at when the server gets to `point`, if any.
    func hold(_ point: HoldPoint) -> TestHold? {
        holdPoint?.point == point ? holdPoint?.hold : nil
    }

    /// This response sent after `seconds` of silence.
    public func delayed(_ seconds: TimeInterval) -> TestHTTPResponse {
        var copy = self
        copy.delayBeforeHeaders = seconds
        return copy
    }

    /// This response with its body sent `size` bytes at a time, `seconds` apart.
    public func trickled(_ size: Int, every seconds: TimeInterval) -> TestHTTPResponse {
        var copy = self
        copy.chunkSize = max(size, 1)
        copy.delayBetweenChunks = seconds
        return copy
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 410: "Gone"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}

/// A test server could not start.
public struct TestServerError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
