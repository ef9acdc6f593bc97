import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A real HTTP/1.1 server for tests, on 127.0.0.1 and an ephemeral port:
/// each request is answered by `handler` (one connection per request, then
/// closed). It serves fixture pages, redirects, errors, slow and endless
/// bodies; every wait it makes ends by itself, and `stop()` (or releasing
/// the value) ends them at once.
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
    /// The address it listens on.
    public let address = "127.0.0.1"

    private let listener: Int32
    private let handler: Handler
    private let state = NSCondition()
    private var stopped = false
    private var received: [TestHTTPRequest] = []
    private var openConnections: Set<Int32> = []
    private var bodyBytes = 0

    /// Starts a server answering with `handler`.
    public init(handler: @escaping Handler) throws {
        self.handler = handler
        signal(SIGPIPE, SIG_IGN)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        self.listener = listener
        guard listener >= 0 else { throw TestServerError("socket: \(String(cString: strerror(errno)))") }
        var one: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 64) == 0 else {
            close(listener)
            throw TestServerError("bind/listen: \(String(cString: strerror(errno)))")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "TestHTTPServer.accept"
        thread.start()
    }

    /// `http://127.0.0.1:PORT` followed by `path` (which should start with `/`).
    public func url(_ path: String) -> String { "http://\(address):\(port)\(path)" }

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

    private func serve(_ fd: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = readRequest(fd) else { return }
        state.lock()
        received.append(request)
        state.unlock()
        let response = handler(request)
        guard pause(response.delayBeforeHeaders) else { return }
        var head = "HTTP/1.1 \(response.status) \(TestHTTPResponse.reason(response.status))\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        if case .bytes(let body) = response.body, !response.omitsLength {
            head += "Content-Length: \(body.count)\r\n"
        }
        head += "Connection: close\r\n\r\n"
        guard send(Data(head.utf8), to: fd) else { return }
        switch response.body {
        case .bytes(let body):
            var offset = 0
            while offset < body.count {
                if offset > 0 && !pause(response.delayBetweenChunks) { return }
                let end = min(offset + response.chunkSize, body.count)
                guard send(body[offset..<end], to: fd) else { return }
                countBody(end - offset)
                offset = end
            }
        case .endless(let chunk, let limit):
            // Ends when the client goes away, the server stops, or after `limit` bytes.
            var sent = 0
            while sent < limit && !chunk.isEmpty {
                if sent > 0 && !pause(response.delayBetweenChunks) { return }
                guard send(chunk, to: fd) else { return }
                countBody(chunk.count)
                sent += chunk.count
            }
        }
    }

    private func countBody(_ count: Int) {
        state.lock()
        bodyBytes += count
        state.unlock()
    }

    private func readRequest(_ fd: Int32) -> TestHTTPRequest? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.range(of: Data("\r\n\r\n".utf8)) == nil {
            guard data.count < 64 << 10 else { return nil }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            data.append(contentsOf: buffer[..<count])
        }
        return TestHTTPRequest(head: String(decoding: data, as: UTF8.self))
    }

    private func send(_ bytes: Data, to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { raw -> Bool in
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
    /// Leave out Content-Length: the body ends when the connection closes.
    public var omitsLength = false

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
