import Foundation

/// Everything the Gemini server needs to run: host names and their
/// certificates, where to listen, how many event loops and workers, the
/// timeouts and limits, and the access log. Plain values; `capsule.conf`
/// is turned into one of these by the capsule's `ServerSettings`.
public struct ServerConfiguration: Sendable {
    /// A host name the server answers for and the certificate it shows for it.
    public struct Host: Sendable, Equatable {
        /// The host name, as clients write it in URLs (case does not matter).
        public var name: String
        /// PEM file with the certificate (and any chain after it).
        public var certificatePath: String
        /// PEM file with the certificate's private key.
        public var keyPath: String

        /// A host `name` with its certificate and key files.
        public init(name: String, certificatePath: String, keyPath: String) {
            self.name = name
            self.certificatePath = certificatePath
            self.keyPath = keyPath
        }
    }

    /// How often one client address (an IPv4 address, or an IPv6 /64) may
    /// ask: a burst of `burst` requests at once, then `requests` per
    /// `seconds` (a token bucket holding `burst` tokens, refilled at that rate).
    public struct RateLimit: Sendable, Equatable {
        /// Requests allowed per period, once the burst is used up.
        public var requests: Int
        /// The period in seconds.
        public var seconds: Double
        /// Requests allowed at once, before the steady rate applies.
        public var burst: Int
        /// `requests` per `seconds`, after a burst of `burst` (by default `requests`).
        public init(requests: Int, seconds: Double, burst: Int? = nil) {
            self.requests = requests
            self.seconds = seconds
            self.burst = max(1, burst ?? requests)
        }
    }

    /// Where the access log goes: one line per request.
    public enum AccessLog: Sendable, Equatable {
        /// No access log.
        case off
        /// Standard output.
        case standardOutput
        /// Appended to the file at this path (reopened on reload, for log rotation).
        case file(String)
    }

    /// The host names served; the first one's certificate is shown to clients that send no known SNI name.
    public var hosts: [Host]
    /// The addresses to listen on (`0.0.0.0` all IPv4, `::` all IPv6).
    public var listenAddresses: [String] = ["0.0.0.0", "::"]
    /// The port; 0 picks a free one (tests), which `GeminiServer.port` then tells.
    public var port: Int = 1965
    /// Event loop threads; 0 means one per processor core.
    public var eventLoops: Int = 0
    /// Threads that run `.workerPool` handlers.
    public var workerThreads: Int = 4
    /// Seconds a client has to complete the TLS handshake.
    public var handshakeTimeout: Double = 10
    /// Seconds a client has, after the handshake, to send its request line.
    public var requestTimeout: Double = 10
    /// Seconds a response may go without the client taking any of it.
    public var writeTimeout: Double = 30
    /// Seconds a handler may take: past them the client gets `40` and the
    /// connection closes, and the handler's late answer is dropped.
    public var handlerTimeout: Double = 30
    /// Seconds to let requests in flight finish after a stop is asked for.
    public var shutdownGracePeriod: Double = 10
    /// Open connections beyond which new clients get `41` (and, far beyond, a closed connection).
    public var maxConnections: Int = 1024
    /// Open connections one client address (an IPv4 address, or an IPv6 /64)
    /// may hold; beyond it, a few more get `44` and the rest are closed
    /// before the handshake, so that one address cannot take every place.
    public var maxConnectionsPerClient: Int = 32
    /// Per-address rate limit answered with `44 SECONDS`; nil for none. The
    /// router may exempt some client certificates (the owners').
    public var rateLimit: RateLimit? = nil
    /// The access log.
    public var accessLog: AccessLog = .off
    /// TLS 1.3 session tickets sent after each full handshake (0 turns resumption off).
    public var sessionTickets: Int = 1

    /// A configuration serving `hosts` with every other setting at its default.
    public init(hosts: [Host]) {
        self.hosts = hosts
    }

    /// The number of event loops `eventLoops` stands for on this machine.
    var resolvedEventLoops: Int {
        eventLoops > 0 ? eventLoops : max(1, ProcessInfoCores.count)
    }
}

enum ProcessInfoCores {
    static var count: Int { ProcessInfo.processInfo.activeProcessorCount }
}
