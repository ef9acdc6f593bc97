import Foundation
import Problems

#if canImport(Glibc)
    import Glibc
#endif

/// A Gemini server: TLS on non-blocking sockets, event loops on epoll (one
/// per core unless configured), a router for the requests.
///
///     let server = try GeminiServer(configuration: configuration, router: router)
///     try server.start()          // binds, starts the loops, returns
///     server.port                 // the port it listens on (useful with port 0)
///     try server.reload(configuration: newConfiguration, router: newRouter)
///     server.stop()               // stops accepting, lets requests in flight finish
///
/// Handlers marked `.eventLoop` run on the loop that owns the connection;
/// `.workerPool` handlers on a small pool of threads; `async` handlers as
/// Swift tasks. Errors the server meets (not the access log) go to `errorLog`.
public final class GeminiServer: @unchecked Sendable {
    private let lock = NSLock()
    private var state: ServerState
    private var listeners: [Int32] = []
    /// The event loops (internal for tests).
    private(set) var loops: [EventLoop] = []
    private var workers: WorkerPool?
    private var stopped = false
    private let counts = ConnectionCounts()
    private let memory = MemoryReturn()
    private let finished = DispatchSemaphore(value: 0)
    private let errorLog: @Sendable (String) -> Void

    /// The addresses listened on, e.g. `127.0.0.1:1965` and `[::]:1965`, once started.
    public private(set) var listeningAddresses: [String] = []
    /// The port listened on, once started (the one picked when configured as 0).
    public private(set) var port: Int = 0

    /// A server for `configuration` and `router`; loads the certificates now,
    /// so a missing or broken file is reported before anything is bound.
    public init(
        configuration: ServerConfiguration, router: Router,
        errorLog: @escaping @Sendable (String) -> Void = {
            FileHandle.standardError.write(Data("gempaper: \($0)\n".utf8))
        }
    ) throws {
        self.errorLog = errorLog
        state = try ServerState(configuration: configuration, router: router, boundPort: 0, previous: nil)
    }

    /// The configuration in force.
    public var configuration: ServerConfiguration {
        lock.lock()
        defer { lock.unlock() }
        return state.configuration
    }

    /// The number of connections open right now.
    public var openConnections: Int { counts.open.load(ordering: .relaxed) }

    /// Binds the listening sockets and starts the event loops. Throws a
    /// `Problem` when an address cannot be listened on. An unavailable IPv6
    /// address is skipped (with a line on the error log) when another address works.
    public func start() throws {
        signal(SIGPIPE, SIG_IGN)
        let configuration = state.configuration
        let fileLimit = Socket.raiseOpenFileLimit()
        if configuration.maxConnections + 64 > fileLimit {
            errorLog(
                "max-connections \(configuration.maxConnections) is above what the open-files limit (\(fileLimit)) allows; raise it with ulimit -n"
            )
        }
        var port = configuration.port
        var skipped: [BindError] = []
        for host in configuration.listenAddresses {
            guard let address = SocketAddress(ip: host, port: port) else {
                closeListeners()
                throw Problem.badInput(
                    "'\(host)' is not an IP address to listen on", hint: "use e.g. 0.0.0.0, ::, 127.0.0.1 or ::1")
            }
            do {
                let fd = try Socket.listen(on: address)
                listeners.append(fd)
                let bound = Socket.localAddress(of: fd)
                port = bound.port
                listeningAddresses.append(bound.description)
            } catch let error as BindError where error.addressUnavailable && address.family == AF_INET6 {
                skipped.append(error)
            } catch let error as BindError {
                closeListeners()
                throw error.problem
            }
        }
        guard !listeners.isEmpty else {
            throw skipped.first?.problem ?? Problem.badInput("no address to listen on", hint: "set 'listen'")
        }
        for error in skipped { errorLog("skipping \(error.address.ipText): \(error.problem.message)") }
        self.port = port
        state = ServerState(state, boundPort: port)
        // The threads run at the process's niceness, whichever thread starts them.
        let niceness = ThreadNiceness.ofProcess
        let workers = WorkerPool(threads: configuration.workerThreads, niceness: niceness)
        self.workers = workers
        for index in 0..<configuration.resolvedEventLoops {
            let loop = try EventLoop(
                state: state, listeners: listeners, counts: counts, memory: memory, workers: workers,
                errorLog: errorLog)
            loops.append(loop)
            loop.start(name: "gemini-loop-\(index)", niceness: niceness)
        }
    }

    /// Switches to a new configuration and router without dropping a
    /// connection: new certificates, host names, timeouts, limits and log
    /// apply to connections accepted from now on. Listen addresses, port,
    /// event loops and workers need a restart; the notes returned say which
    /// of those changed. Throws (keeping the old configuration) when a
    /// certificate or the log cannot be opened.
    @discardableResult
    public func reload(configuration: ServerConfiguration, router: Router) throws -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let old = state.configuration
        let newState = try ServerState(configuration: configuration, router: router, boundPort: port, previous: state)
        state = newState
        loops.forEach { $0.replaceState(newState) }
        var notes: [String] = []
        if old.listenAddresses != configuration.listenAddresses
            || (old.port != configuration.port && configuration.port != port)
        {
            notes.append("listen addresses and port only change on a restart")
        }
        if old.eventLoops != configuration.eventLoops || old.workerThreads != configuration.workerThreads {
            notes.append("event loops and workers only change on a restart")
        }
        return notes
    }

    /// Stops accepting connections, lets those open finish for up to the
    /// configured grace period, and returns when every loop has ended.
    public func stop() {
        lock.lock()
        guard !stopped else {
            lock.unlock()
            return
        }
        stopped = true
        let grace = state.configuration.shutdownGracePeriod
        lock.unlock()
        // New clients are refused at once: the listening sockets close as soon
        // as no loop watches them any more.
        let acknowledged = DispatchSemaphore(value: 0)
        loops.forEach { $0.beginStop(grace: grace, acknowledged: acknowledged) }
        loops.forEach { _ in acknowledged.wait() }
        closeListeners()
        loops.forEach { $0.waitUntilFinished() }
        workers?.stop()
        finished.signal()
    }

    /// Blocks until `stop()` has finished (for a command that serves until a signal).
    public func waitUntilStopped() {
        finished.wait()
        finished.signal()
    }

    /// Waits, without holding a Swift concurrency thread, until `stop()` has finished.
    public func stopped() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                self.waitUntilStopped()
                continuation.resume()
            }.start()
        }
    }

    private func closeListeners() {
        listeners.forEach { close($0) }
        listeners = []
    }

    deinit { stop() }
}
