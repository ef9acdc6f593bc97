import Problems
import Synchronization

/// What the loops serve with, replaced as a whole on reload: the
/// configuration, router, TLS contexts, rate limiter and access log.
/// Connections keep the state they started with until they end.
final class ServerState: Sendable {
    let configuration: ServerConfiguration
    let router: Router
    let tls: ServerTLSContext
    let rateLimiter: RateLimiter?
    let log: AccessLogFile
    let hostNames: Set<String>
    let ports: Set<Int>
    let handshakeTimeout: UInt64
    let requestTimeout: UInt64
    let writeTimeout: UInt64
    let handlerTimeout: UInt64

    init(configuration: ServerConfiguration, router: Router, boundPort: Int, previous: ServerState?) throws {
        guard !configuration.hosts.isEmpty else {
            throw Problem.badInput("no host name to serve", hint: "set 'hostname'")
        }
        self.configuration = configuration
        self.router = router
        self.tls = try ServerTLSContext(hosts: configuration.hosts, ticketsPerHandshake: configuration.sessionTickets)
        self.log = try AccessLogFile(configuration.accessLog)
        if let limit = configuration.rateLimit {
            rateLimiter = previous?.rateLimiter?.limit == limit ? previous?.rateLimiter : RateLimiter(limit)
        } else {
            rateLimiter = nil
        }
        hostNames = Set(configuration.hosts.map { Self.canonicalHost($0.name) })
        ports = Set([configuration.port, boundPort].filter { $0 > 0 })
        handshakeTimeout = Clock.nanoseconds(configuration.handshakeTimeout)
        requestTimeout = Clock.nanoseconds(configuration.requestTimeout)
        writeTimeout = Clock.nanoseconds(configuration.writeTimeout)
        handlerTimeout = Clock.nanoseconds(configuration.handlerTimeout)
    }

    /// The same state, answering for `port` too (the one bound when the configuration said 0).
    init(_ other: ServerState, boundPort: Int) {
        configuration = other.configuration
        router = other.router
        tls = other.tls
        rateLimiter = other.rateLimiter
        log = other.log
        hostNames = other.hostNames
        ports = other.ports.union([boundPort])
        handshakeTimeout = other.handshakeTimeout
        requestTimeout = other.requestTimeout
        writeTimeout = other.writeTimeout
        handlerTimeout = other.handlerTimeout
    }

    /// Whether a request for `url` is for this server (host and port), so not a proxy request.
    func serves(_ url: GeminiURL) -> Bool {
        guard url.port.map({ ports.contains($0) }) ?? true else { return false }
        return hostNames.contains(url.host)
    }

    /// The shortest timeout, which sets how often deadlines are checked.
    var shortestTimeout: UInt64 { min(handshakeTimeout, requestTimeout, writeTimeout, handlerTimeout) }

    static func canonicalHost(_ name: String) -> String { HostName.canonical(name) ?? name.lowercased() }
}

/// Counts shared by the loops: open connections, those being refused, and
/// the open connections of each client (IPv4 address or IPv6 /64).
final class ConnectionCounts: Sendable {
    let open = Atomic<Int>(0)
    let refusing = Atomic<Int>(0)
    private let perClient = Mutex<[UInt64: Int]>([:])

    /// Counts one more connection from `client`; returns how many it has open now.
    func opened(by client: UInt64) -> Int {
        perClient.withLock { counts in
            let count = (counts[client] ?? 0) + 1
            counts[client] = count
            return count
        }
    }

    /// Counts one connection from `client` fewer.
    func closed(by client: UInt64) {
        perClient.withLock { counts in
            let count = (counts[client] ?? 1) - 1
            counts[client] = count > 0 ? count : nil
        }
    }

    /// The connections `client` has open.
    func openConnections(of client: UInt64) -> Int { perClient.withLock { $0[client] ?? 0 } }
}
