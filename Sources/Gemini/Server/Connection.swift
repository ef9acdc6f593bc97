import COpenSSL
import Problems

#if canImport(Glibc)
    import Glibc
#endif

/// One client connection, from the handshake to close_notify, driven by its
/// event loop: handshake, read the request line, run the handler (on the
/// loop, the worker pool, or as a task), write the response, close.
/// Every step has a deadline; a connection that misses one is closed (a
/// handler that misses its deadline gets its client a `40` first).
final class Connection: @unchecked Sendable {
    private enum Phase {
        case handshaking, reading, handling, writing, closing, closed
    }

    /// Encrypted bytes allowed to wait in memory before they are sent.
    private static let outputBudget = 64 << 10
    private static let readableEvents = EPOLLIN.rawValue | EPOLLERR.rawValue | EPOLLHUP.rawValue | EPOLLRDHUP.rawValue

    let fd: Int32
    private let tls: TLSStream
    private let address: SocketAddress
    private unowned let loop: EventLoop
    private let state: ServerState
    /// Accepted beyond a connection limit: answered `41` or `44` whatever it asks.
    let refusal: Admission.Reason?
    /// The client's address group (IPv4 address or IPv6 /64), for the per-client counts.
    let clientKey: UInt64
    private var phase = Phase.handshaking
    /// When the current step must be done (monotonic nanoseconds).
    private(set) var deadline: UInt64
    /// Whether the first handshake step has run (and the deadline been
    /// corrected for a connection that arrived without a byte).
    private var handshakeStarted = false

    private var input: [UInt8] = []
    private var output: [UInt8] = []
    private var outputOffset = 0
    private var file: OpenFile?
    private var fileOffset = 0
    private let started: UInt64

    private var requestLine: [UInt8] = []
    /// The request's query is a secret the access log must not show.
    private var hidesQuery = false
    private var certificate: ClientCertificate?
    private var status = 0
    private var bytesSent = 0

    init(
        fd: Int32, tls: TLSStream, address: SocketAddress, loop: EventLoop, state: ServerState,
        refusal: Admission.Reason?, now: UInt64
    ) {
        self.fd = fd
        self.tls = tls
        self.address = address
        self.clientKey = address.clientKey
        self.loop = loop
        self.state = state
        self.refusal = refusal
        self.started = now
        let timeout = refusal == nil ? state.handshakeTimeout : min(state.handshakeTimeout, 2_000_000_000)
        self.deadline = Self.handshakeDeadline(acceptedAt: now, timeout: timeout, arrivedSilent: false)
    }

    /// When the handshake of a connection accepted at `acceptedAt` must be
    /// done: `timeout` after the client connected. The listening socket
    /// defers accepting (`Socket.deferAcceptSeconds`) until the client's
    /// first bytes arrive, so a connection that arrives without any has been
    /// connected, silent, for that long already.
    static func handshakeDeadline(acceptedAt: UInt64, timeout: UInt64, arrivedSilent: Bool) -> UInt64 {
        guard arrivedSilent else { return acceptedAt + timeout }
        return acceptedAt + timeout - min(timeout, Clock.nanoseconds(Double(Socket.deferAcceptSeconds)))
    }

    /// Makes what progress the socket allows (`events` from epoll say how):
    /// each step's output waits in memory and leaves in one send when the
    /// connection next has to wait, so a session ticket, the response and
    /// close_notify usually share one.
    func drive(events: UInt32 = EPOLLIN.rawValue | EPOLLOUT.rawValue) {
        if events & Self.readableEvents != 0 { tls.socketMayBeReadable() }
        let waitsForInput = phase == .handshaking || phase == .reading
        if waitsForInput && events & Self.readableEvents == 0 && tls.unsentCount == 0 { return }
        while phase != .closed {
            switch phase {
            case .handshaking:
                switch tls.handshake() {
                case .done:
                    phase = .reading
                    handshakeStarted = true
                    loop.handshakeFinished()
                    deadline = loop.currentTime + state.requestTimeout
                case .wantRead, .wantWrite:
                    if !handshakeStarted {
                        handshakeStarted = true
                        if tls.bytesReceived == 0 {
                            deadline = Self.handshakeDeadline(
                                acceptedAt: started, timeout: deadline - started, arrivedSilent: true)
                        }
                    }
                    // Waiting for the client's next flight: the send buffer
                    // (and OpenSSL's record buffers, when empty) can go until
                    // it arrives, as many handshakes may be waiting at once.
                    if sendPending() { tls.releaseBuffers() }
                    return
                case .closed, .failed:
                    close()
                }
            case .reading:
                readRequest()
                if phase == .reading || phase == .handling {
                    _ = sendPending()
                    // Waiting on a silent client, once the session ticket is
                    // out: OpenSSL's buffers (16 KB or so) and the send
                    // buffer can go until its bytes arrive.
                    if phase == .reading && input.isEmpty { tls.releaseBuffers() }
                    return
                }
            case .handling:
                _ = sendPending()
                return
            case .writing:
                encryptResponse()
                guard sendPending() else { return }
            case .closing:
                guard sendPending() else { return }
                closeAfterDraining()
            case .closed:
                return
            }
        }
    }

    /// Whether the handshake is done and the request not yet read.
    var waitsForRequest: Bool { phase == .reading }
    /// Whether the handshake has begun and waits for the client's next flight.
    var waitsInHandshake: Bool { phase == .handshaking && handshakeStarted }
    /// Whether the TLS send buffer is allocated (a connection waiting for
    /// its request should have freed it once the handshake's last bytes left).
    var holdsSendBuffer: Bool { tls.holdsSendBuffer }

    /// The deadline of the current phase has passed: give up on the client,
    /// or, when it is the handler that is late, tell the client so.
    func deadlinePassed() {
        switch phase {
        case .closed: return
        case .handling:
            respond(Response(.temporaryFailure, "the server took too long to answer; try again later"))
            loop.errorLog("handler for \(String(decoding: requestLine, as: UTF8.self)) took too long; answered 40")
        case .writing, .closing:
            if status != 0 && phase == .writing { log() }
            close()
        default:
            close()
        }
    }

    /// Closes at once (the server is stopping and its grace period is over).
    func abort() { if phase != .closed { close() } }

    /// Sends what is buffered; true when nothing is left. Progress counts
    /// as the client taking the response, which moves the write deadline.
    private func sendPending() -> Bool {
        let before = tls.unsentCount
        guard before > 0 else { return true }
        let result = tls.flush()
        if tls.unsentCount < before && (phase == .writing || phase == .closing) {
            deadline = loop.currentTime + state.writeTimeout
        }
        switch result {
        case .done:
            return true
        case .wantWrite, .wantRead:
            return false
        case .closed, .failed:
            if phase == .writing { log() }
            close()
            return false
        }
    }

    // MARK: Reading the request

    private func readRequest() {
        let buffer = loop.scratch
        while phase == .reading {
            switch tls.read(into: buffer) {
            case .bytes(let count):
                if input.isEmpty {
                    let received = UnsafeRawBufferPointer(rebasing: buffer[..<count])
                    switch RequestLine.scan(received) {
                    case .incomplete: input.append(contentsOf: received)
                    case .line(let length): handle(line: UnsafeRawBufferPointer(rebasing: received[..<length]))
                    case .rejected(let rejection): reject(rejection, line: received)
                    }
                } else {
                    input.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                    let received = input
                    received.withUnsafeBytes { bytes in
                        switch RequestLine.scan(bytes) {
                        case .incomplete: break
                        case .line(let length): handle(line: UnsafeRawBufferPointer(rebasing: bytes[..<length]))
                        case .rejected(let rejection): reject(rejection, line: bytes)
                        }
                    }
                }
            case .wait(.wantRead), .wait(.wantWrite):
                return
            case .wait:
                close()
                return
            }
        }
    }

    private func reject(_ rejection: RequestRejection, line: UnsafeRawBufferPointer) {
        requestLine = Array(line.prefix(RequestLine.maximumLength))
        respond(Response(rejection.status, rejection.message))
    }

    private func handle(line: UnsafeRawBufferPointer) {
        requestLine = Array(line)
        input = []
        if let refusal {
            respond(Admission.response(for: refusal))
            return
        }
        let target: RequestTarget
        do {
            target = try RequestLine.parse(line)
        } catch {
            respond(Response(error.status, error.message))
            return
        }
        hidesQuery = state.router.hidesQuery(of: target.path)
        certificate = tls.peerCertificate?.clientCertificate
        if let limiter = state.rateLimiter, !state.router.isExemptFromRateLimit(certificate),
            let wait = limiter.admit(clientKey, now: loop.currentTime)
        {
            respond(.slowDown(seconds: wait))
            return
        }
        guard state.serves(target.url) else {
            respond(Response(.proxyRequestRefused, "this server does not serve \(target.url.authority)"))
            return
        }
        let request = Request(target: target, certificate: certificate, remoteAddress: address.ipText)
        switch state.router.match(request) {
        case .run(.eventLoop, let request, let handler):
            respond(run(handler, request))
        case .run(.workerPool, let request, let handler):
            waitForHandler()
            let loop = loop
            loop.workers.submit { [self] in
                let response = run(handler, request)
                loop.execute { self.respond(response) }
            }
        case .runAsync(let request, let handler):
            waitForHandler()
            let loop = loop
            let errorLog = loop.errorLog
            Task(executorPreference: loop.workers) { [self] in
                let response: Response
                do { response = try await handler(request) } catch {
                    response = Router.response(for: error)
                    if response.status == .temporaryFailure, !(error is ResponseError), !(error is Problem) {
                        errorLog("handler for \(request.url) failed: \(error)")
                    }
                }
                loop.execute { self.respond(response) }
            }
        }
    }

    private func waitForHandler() {
        phase = .handling
        deadline = loop.currentTime + state.handlerTimeout
    }

    private func run(_ handler: (Request) throws -> Response, _ request: Request) -> Response {
        do {
            return try handler(request)
        } catch {
            let response = Router.response(for: error)
            if !(error is ResponseError), !(error is Problem) {
                loop.errorLog("handler for \(request.url) failed: \(error)")
            }
            return response
        }
    }

    // MARK: Writing the response

    /// Starts sending `response` (on the loop's thread).
    private func respond(_ response: Response) {
        guard phase == .reading || phase == .handling else { return }
        let resumed = phase == .handling
        status = response.status.rawValue
        output = response.header
        switch response.body {
        case .empty: break
        case .bytes(let bytes): output += bytes
        case .file(let openFile): file = openFile
        }
        phase = .writing
        deadline = loop.currentTime + state.writeTimeout
        // An answer from a worker or a task arrives outside `drive`.
        if resumed { drive(events: EPOLLOUT.rawValue) }
    }

    /// Encrypts the response into memory, up to the output budget; after the
    /// last byte, adds close_notify and moves on to closing.
    private func encryptResponse() {
        while tls.unsentCount < Self.outputBudget {
            if outputOffset < output.count {
                let result = output.withUnsafeBytes {
                    tls.write(
                        UnsafeRawBufferPointer(
                            rebasing: $0[outputOffset..<min($0.count, outputOffset + Self.outputBudget)]))
                }
                guard case .bytes(let count) = result else {
                    log()
                    close()
                    return
                }
                outputOffset += count
                bytesSent += count
            } else if let file {
                output.removeAll(keepingCapacity: true)
                outputOffset = 0
                if readChunk(from: file) <= 0 { self.file = nil }
            } else {
                log()
                _ = tls.shutdown()
                phase = .closing
                deadline = loop.currentTime + state.writeTimeout
                return
            }
        }
    }

    /// Reads the next piece of the file into `output`; returns its size (0
    /// at the size the file had when opened, without asking the file).
    private func readChunk(from file: OpenFile) -> Int {
        guard fileOffset < file.size else { return 0 }
        let count = file.read(into: loop.scratch, at: fileOffset)
        guard count > 0 else { return count }
        fileOffset += count
        output.append(contentsOf: UnsafeRawBufferPointer(rebasing: loop.scratch[..<count]))
        return count
    }

    private func log() {
        loop.logRequest(
            client: address.ipText, certificate: certificate?.shortFingerprint, url: requestLine,
            hidingQuery: hidesQuery, status: status, bytes: bytesSent, started: started)
    }

    // MARK: Closing

    /// Everything is sent, close_notify included. Reads what the client sent
    /// meanwhile (its own close_notify, usually) before closing: a socket
    /// closed with unread bytes answers with a reset, which can destroy the
    /// response in flight. The peer's close_notify is not awaited.
    private func closeAfterDraining() {
        // Nothing arrived since the socket was last drained: nothing to read.
        if tls.socketIsDrained {
            close()
            return
        }
        while true {
            let count = recv(fd, loop.scratch.baseAddress, loop.scratch.count, Int32(MSG_DONTWAIT))
            if count > 0 || (count < 0 && errno == EINTR) { continue }
            close()
            return
        }
    }

    private func close() {
        guard phase != .closed else { return }
        phase = .closed
        file = nil
        Glibc.close(fd)
        loop.forget(self)
    }
}
