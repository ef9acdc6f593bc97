import COpenSSL
import Foundation
import Problems

#if canImport(Glibc)
    import Glibc
#endif

/// One event loop thread: an epoll set with the listening sockets, its own
/// connections, a queue of work handed over from other threads, and the
/// deadline checks. Connections never move between loops.
final class EventLoop: @unchecked Sendable {
    private static let listenerTag: UInt64 = 1 << 32
    private static let wakeTag: UInt64 = 2 << 32

    let epoll: Int32
    private let wake: Int32
    private let listeners: [Int32]
    let counts: ConnectionCounts
    private let memory: MemoryReturn
    let workers: WorkerPool
    let errorLog: @Sendable (String) -> Void
    private(set) var state: ServerState

    private var connections: [Connection?] = []
    private(set) var openCount = 0
    private let taskLock = NSLock()
    private var tasks: [() -> Void] = []
    private let finished = DispatchSemaphore(value: 0)

    /// A buffer connections read into; valid during one call on this loop.
    let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 16_640, alignment: 16)
    private var logBuffer: [UInt8] = []
    private var logLine = AccessLogLine()
    private var now: UInt64 = Clock.now()
    private var nextDeadlineCheck: UInt64 = 0
    private var stopping = false
    private var stopDeadline: UInt64 = 0
    private var acceptPausedUntil: UInt64 = 0
    /// When to hand freed memory back to the system, once the loop is idle.
    private var trimAt: UInt64 = 0
    /// Handshakes finished and connections closed since the loop last told `memory`.
    private var freedSinceReport = 0
    /// Whether the loop's last wait ended without an event (nothing to do for a while).
    private var idle = false

    init(
        state: ServerState, listeners: [Int32], counts: ConnectionCounts, memory: MemoryReturn, workers: WorkerPool,
        errorLog: @escaping @Sendable (String) -> Void
    ) throws {
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        wake = eventfd(0, Int32(EFD_NONBLOCK) | Int32(EFD_CLOEXEC))
        guard epoll >= 0, wake >= 0 else {
            throw Problem.internal("cannot create an event loop: \(String(cString: strerror(errno)))")
        }
        self.state = state
        self.listeners = listeners
        self.counts = counts
        self.memory = memory
        self.workers = workers
        self.errorLog = errorLog
        register(wake, events: EPOLLIN.rawValue, data: Self.wakeTag)
        watchListeners(true)
    }

    deinit {
        scratch.deallocate()
        close(epoll)
        close(wake)
    }

    /// Starts the loop's thread. (The thread holds the loop until it ends;
    /// the loop does not hold the thread, or neither would ever be freed,
    /// nor the loop's epoll and eventfd descriptors closed.)
    func start(name: String, niceness: Int32) {
        let thread = Thread { [self] in
            ThreadNiceness.adopt(niceness)
            run()
            finished.signal()
        }
        thread.name = name
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Blocks until the loop's thread has ended.
    func waitUntilFinished() { finished.wait() }

    /// The connections waiting for their request, and how many of them hold
    /// a send buffer (asked on the loop's thread; for tests of the memory
    /// that silent clients hold).
    func connectionsWaitingForRequests() -> (count: Int, holdingSendBuffers: Int) {
        census { $0.waitsForRequest }
    }

    /// The connections whose handshake waits for the client's next flight,
    /// and how many of them hold a send buffer (for the same tests).
    func connectionsWaitingInHandshake() -> (count: Int, holdingSendBuffers: Int) {
        census { $0.waitsInHandshake }
    }

    private func census(_ counted: @escaping (Connection) -> Bool) -> (count: Int, holdingSendBuffers: Int) {
        let answered = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result = (count: 0, holdingSendBuffers: 0)
        execute { [self] in
            for case let connection? in connections where counted(connection) {
                result.count += 1
                if connection.holdsSendBuffer { result.holdingSendBuffers += 1 }
            }
            answered.signal()
        }
        answered.wait()
        return result
    }

    /// Runs `task` on this loop's thread, soon. Callable from any thread.
    func execute(_ task: @escaping () -> Void) {
        taskLock.lock()
        tasks.append(task)
        taskLock.unlock()
        var one: UInt64 = 1
        _ = write(wake, &one, 8)
    }

    /// Switches to `state` for new connections (a reload).
    func replaceState(_ newState: ServerState) {
        execute { [self] in state = newState }
    }

    /// Stops accepting (signalling `acknowledged` once the listening sockets
    /// are out of this loop's epoll set), lets open connections finish for up
    /// to `grace` seconds, then ends.
    func beginStop(grace: Double, acknowledged: DispatchSemaphore) {
        execute { [self] in
            if !stopping {
                stopping = true
                stopDeadline = now + Clock.nanoseconds(grace)
                watchListeners(false)
            }
            acknowledged.signal()
        }
    }

    private func run() {
        var events = [epoll_event](repeating: epoll_event(), count: 256)
        while true {
            let ready = epoll_wait(epoll, &events, Int32(events.count), waitMilliseconds())
            now = Clock.now()
            idle = ready == 0
            if ready < 0 && errno != EINTR {
                errorLog("event loop: epoll_wait failed: \(String(cString: strerror(errno)))")
                break
            }
            for index in 0..<max(0, Int(ready)) {
                let tag = events[index].data.u64
                if tag == Self.wakeTag {
                    runTasks()
                } else if tag & Self.listenerTag != 0 {
                    acceptConnections(on: Int32(truncatingIfNeeded: tag & 0xFFFF_FFFF))
                } else if let connection = connection(at: Int(tag)) {
                    connection.drive(events: events[index].events)
                }
            }
            flushLog()
            if now >= nextDeadlineCheck || (idle && freedSinceReport > 0) { checkDeadlines() }
            if trimAt != 0 && now >= trimAt {
                // A burst of connections leaves freed memory in malloc's arenas; a
                // capsule idle for a while gives it back.
                trimAt = 0
                if openCount == 0 { malloc_trim(0) }
            }
            if stopping && (openCount == 0 || now >= stopDeadline) { break }
        }
        for case let connection? in connections { connection.abort() }
        flushLog()
    }

    // MARK: Connections

    private func acceptConnections(on listener: Int32) {
        for _ in 0..<64 {
            var address = SocketAddress()
            let fd = withUnsafeMutablePointer(to: &address.storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    accept4(listener, $0, &address.length, Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue))
                }
            }
            if fd < 0 {
                switch errno {
                case EINTR, ECONNABORTED: continue
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    errorLog("cannot accept connections: \(String(cString: strerror(errno))); pausing for 100 ms")
                    acceptPausedUntil = now + 100_000_000
                    watchListeners(false)
                    return
                default: return
                }
            }
            admit(fd, address: address)
        }
    }

    private func admit(_ fd: Int32, address: SocketAddress) {
        let client = address.clientKey
        let open = counts.open.add(1, ordering: .relaxed).newValue
        let admission = Admission.decide(
            open: open, fromClient: counts.opened(by: client), refusing: counts.refusing.load(ordering: .relaxed),
            configuration: state.configuration)
        var refusal: Admission.Reason? = nil
        switch admission {
        case .serve: break
        case .refuse(let reason):
            counts.refusing.add(1, ordering: .relaxed)
            refusal = reason
        case .close:
            released(client: client, refused: false)
            close(fd)
            return
        }
        guard let tls = TLSStream(context: state.tls.primary, fd: fd, server: true, edgeTriggered: true) else {
            released(client: client, refused: refusal != nil)
            close(fd)
            return
        }
        let connection = Connection(
            fd: fd, tls: tls, address: address, loop: self, state: state, refusal: refusal, now: now)
        if connections.count <= Int(fd) {
            connections.append(contentsOf: repeatElement(nil, count: Int(fd) + 64 - connections.count))
        }
        connections[Int(fd)] = connection
        openCount += 1
        register(
            fd, events: EPOLLIN.rawValue | EPOLLOUT.rawValue | EPOLLRDHUP.rawValue | EPOLLET.rawValue, data: UInt64(fd))
        connection.drive()
    }

    /// Called by a connection whose handshake is done (and its borrowed memory freed).
    func handshakeFinished() { freedSinceReport += 1 }

    private func connection(at fd: Int) -> Connection? {
        fd < connections.count ? connections[fd] : nil
    }

    /// Called by a connection that has closed its socket.
    func forget(_ connection: Connection) {
        let fd = Int(connection.fd)
        if fd < connections.count, connections[fd] === connection { connections[fd] = nil }
        openCount -= 1
        freedSinceReport += 1
        if openCount == 0 { trimAt = now + 5_000_000_000 }
        released(client: connection.clientKey, refused: connection.refusal != nil)
    }

    private func released(client: UInt64, refused: Bool) {
        counts.open.subtract(1, ordering: .relaxed)
        counts.closed(by: client)
        if refused { counts.refusing.subtract(1, ordering: .relaxed) }
    }

    /// The current time as of this loop's last wake-up.
    var currentTime: UInt64 { now }

    // MARK: Access log

    /// Adds one line to the access log (written at the end of this loop turn);
    /// `hidingQuery` leaves the URL's query out.
    func logRequest(
        client: String, certificate: String?, url: [UInt8], hidingQuery: Bool, status: Int, bytes: Int,
        started: UInt64
    ) {
        guard state.log.descriptor != nil else { return }
        logLine.append(
            to: &logBuffer, client: client, certificate: certificate, url: url, hidingQuery: hidingQuery,
            status: status, bytes: bytes, nanoseconds: Clock.now() &- started)
    }

    private func flushLog() {
        guard !logBuffer.isEmpty else { return }
        state.log.write(logBuffer)
        logBuffer.removeAll(keepingCapacity: true)
    }

    // MARK: Deadlines and tasks

    private func checkDeadlines() {
        for case let connection? in connections where connection.deadline <= now {
            connection.deadlinePassed()
        }
        if acceptPausedUntil != 0 && now >= acceptPausedUntil && !stopping {
            acceptPausedUntil = 0
            watchListeners(true)
        }
        nextDeadlineCheck = now + checkInterval
        if freedSinceReport > 0 {
            memory.released(freedSinceReport, now: now, idle: idle)
            freedSinceReport = 0
        }
    }

    private var checkInterval: UInt64 {
        min(250_000_000, max(5_000_000, state.shortestTimeout / 8))
    }

    private func waitMilliseconds() -> Int32 {
        guard openCount > 0 || acceptPausedUntil != 0 || stopping || trimAt != 0 else { return -1 }
        var target = stopping ? min(nextDeadlineCheck, stopDeadline) : nextDeadlineCheck
        if openCount == 0 && trimAt != 0 { target = stopping ? min(target, trimAt) : trimAt }
        let current = Clock.now()
        return target <= current ? 0 : Int32(min((target - current) / 1_000_000 + 1, 1000))
    }

    private func runTasks() {
        var value: UInt64 = 0
        _ = read(wake, &value, 8)
        taskLock.lock()
        let pending = tasks
        tasks.removeAll(keepingCapacity: true)
        taskLock.unlock()
        for task in pending { task() }
    }

    // MARK: epoll

    private func register(_ fd: Int32, events: UInt32, data: UInt64) {
        var event = epoll_event()
        event.events = events
        event.data.u64 = data
        epoll_ctl(epoll, EPOLL_CTL_ADD, fd, &event)
    }

    private func watchListeners(_ on: Bool) {
        for listener in listeners {
            if on {
                register(
                    listener, events: EPOLLIN.rawValue | EPOLLEXCLUSIVE.rawValue,
                    data: Self.listenerTag | UInt64(listener))
            } else {
                epoll_ctl(epoll, EPOLL_CTL_DEL, listener, nil)
            }
        }
    }
}
