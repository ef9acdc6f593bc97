import Foundation
import Gemini
import Problems

/// The Gemini server's part of `capsule.conf`: host names and certificates,
/// where to listen, the static folder, the access log, event loops and
/// workers, timeouts and limits. Every key has a default, so an empty file
/// serves `localhost` on port 1965.
///
///     hostname = example.org            # or several: a.org, b.org
///     certificate = certs/example.org.crt
///     [host b.org]                      # another name with its own certificate (SNI)
///     certificate = /etc/certs/b.crt
public struct ServerSettings: Sendable {
    /// The keys of the top section this type reads.
    public static let keys = [
        "hostname", "listen", "port", "certificate", "key", "static", "lang", "log", "event-loops", "workers",
        "handshake-timeout", "request-timeout", "write-timeout", "handler-timeout", "shutdown-grace", "max-connections",
        "max-connections-per-client", "rate-limit", "rate-limit-burst",
    ]

    /// The server configuration the settings stand for.
    public var server: ServerConfiguration
    /// The folder served as static files (`static = DIR`), if any.
    public var staticFolder: String?
    /// The language of the capsule's gemtext (`lang = en`), added to its MIME type.
    public var lang: String?

    /// Reads the server's keys from the top section of `reader`'s file and
    /// its `[host NAME]` sections. Unknown keys in `[host]` sections are
    /// errors; the top section is shared with other areas, so its caller
    /// calls `rejectUnknown()` once everyone has read their keys.
    public init(reading reader: ConfigReader) throws {
        let file = reader.file
        var names: [String] = []
        if let entry = reader.entry("hostname") {
            names = entry.value.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            guard !names.isEmpty else {
                throw file.problem(line: entry.line, "hostname needs a name, e.g. hostname = example.org")
            }
            for name in names where !Self.isHostName(name) {
                throw file.problem(line: entry.line, "'\(name)' is not a host name")
            }
        } else {
            names = ["localhost"]
        }
        var hosts = names.enumerated().map { index, name in
            ServerConfiguration.Host(
                name: name,
                certificatePath: index == 0
                    ? reader.path("certificate") ?? reader.resolve("certs/\(name).crt")
                    : reader.resolve("certs/\(name).crt"),
                keyPath: index == 0
                    ? reader.path("key") ?? reader.resolve("certs/\(name).key") : reader.resolve("certs/\(name).key"))
        }
        for section in file.sections("host") {
            guard let name = section.argument, Self.isHostName(name) else {
                throw file.problem(line: section.line, "a host section names its host: [host example.org]")
            }
            let hostReader = ConfigReader(file, section: section)
            let certificate = hostReader.path("certificate") ?? reader.resolve("certs/\(name).crt")
            let key = hostReader.path("key") ?? reader.resolve("certs/\(name).key")
            try hostReader.rejectUnknown()
            let host = ServerConfiguration.Host(name: name, certificatePath: certificate, keyPath: key)
            if let index = hosts.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) {
                hosts[index] = host
            } else {
                hosts.append(host)
            }
        }

        var server = ServerConfiguration(hosts: hosts)
        if let entry = reader.entry("listen") {
            let addresses = entry.value.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            guard !addresses.isEmpty else {
                throw file.problem(line: entry.line, "listen needs an address, e.g. listen = 0.0.0.0, ::")
            }
            for address in addresses where !Self.isIPAddress(address) {
                throw file.problem(
                    line: entry.line,
                    "listen: '\(address)' is not an IP address (use e.g. 0.0.0.0, ::, 127.0.0.1 or ::1)")
            }
            server.listenAddresses = addresses
        }
        server.port = try reader.int("port", in: 0...65535) ?? server.port
        if let entry = reader.entry("log") {
            switch entry.value.lowercased() {
            case "stdout", "-": server.accessLog = .standardOutput
            case "off", "none", "": server.accessLog = .off
            default: server.accessLog = .file(reader.resolve(entry.value))
            }
        } else {
            server.accessLog = .standardOutput
        }
        if let entry = reader.entry("event-loops"), entry.value.lowercased() != "auto" {
            guard let count = Int(entry.value), (1...256).contains(count) else {
                throw file.problem(
                    line: entry.line, "event-loops must be auto or a whole number from 1 to 256, not '\(entry.value)'")
            }
            server.eventLoops = count
        }
        server.workerThreads = try reader.int("workers", in: 1...256) ?? server.workerThreads
        server.handshakeTimeout = try reader.seconds("handshake-timeout") ?? server.handshakeTimeout
        server.requestTimeout = try reader.seconds("request-timeout") ?? server.requestTimeout
        server.writeTimeout = try reader.seconds("write-timeout") ?? server.writeTimeout
        server.handlerTimeout = try reader.seconds("handler-timeout") ?? server.handlerTimeout
        server.shutdownGracePeriod = try reader.seconds("shutdown-grace") ?? server.shutdownGracePeriod
        server.maxConnections = try reader.int("max-connections", in: 1...1_000_000) ?? server.maxConnections
        server.maxConnectionsPerClient =
            try reader.int("max-connections-per-client", in: 1...1_000_000) ?? server.maxConnectionsPerClient
        server.rateLimit = try Self.rateLimit(reader)
        self.server = server
        self.lang = reader.string("lang").flatMap { $0.isEmpty ? nil : $0 }
        self.staticFolder = reader.path("static")
        if let folder = staticFolder, let entry = reader.entry("static") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw file.problem(line: entry.line, "static: \(folder) is not a folder")
            }
        }
    }

    /// Reads `path` whole: the server's settings, with every unknown key an error.
    public static func load(path: String) throws -> ServerSettings {
        let file = try ConfigFile.load(path: path)
        let reader = ConfigReader(file)
        let settings = try ServerSettings(reading: reader)
        // The library's and the capsule's keys share the top section.
        _ = LibrarySettings(reading: reader)
        _ = try CapsuleSettings(reading: reader)
        try reader.rejectUnknown()
        return settings
    }

    /// The default rate limit for visitors: a burst of 30 requests, then 60
    /// a minute (one a second) per client address. Owners are never limited.
    public static let defaultRateLimit = ServerConfiguration.RateLimit(requests: 60, seconds: 60, burst: 30)

    private static func rateLimit(_ reader: ConfigReader) throws -> ServerConfiguration.RateLimit? {
        let burst = try reader.int("rate-limit-burst", in: 1...1_000_000) ?? defaultRateLimit.burst
        guard let entry = reader.entry("rate-limit") else {
            return .init(requests: defaultRateLimit.requests, seconds: defaultRateLimit.seconds, burst: burst)
        }
        let text = entry.value.lowercased().replacingOccurrences(of: " ", with: "")
        if text == "off" || text == "none" { return nil }
        let parts = text.split(separator: "/", maxSplits: 1)
        guard parts.count == 2, let requests = Int(parts[0]), requests > 0, let seconds = duration(parts[1]),
            seconds > 0
        else {
            throw reader.file.problem(
                line: entry.line, "rate-limit must be REQUESTS/DURATION such as 60/1m, or off, not '\(entry.value)'")
        }
        return .init(requests: requests, seconds: seconds, burst: burst)
    }

    private static func duration(_ text: Substring) -> Double? {
        for (suffix, scale) in [("ms", 0.001), ("s", 1.0), ("m", 60.0), ("h", 3600.0)] where text.hasSuffix(suffix) {
            return Double(text.dropLast(suffix.count)).map { $0 * scale }
        }
        return Double(text)
    }

    private static func isHostName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.contains("@") && !name.contains(":") && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F }
    }

    private static func isIPAddress(_ text: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
    }
}
