import Foundation
import Problems

/// Trust on first use: the certificate fingerprints of the servers seen so
/// far, one line per host and port, in a file. A server whose certificate
/// changed is refused, unless the new certificate has the same key (a
/// renewal) or the pinned one has expired.
///
/// File format, one server per line (`#` comments allowed):
/// `HOST:PORT CERT-SHA256 KEY-SHA256 NOT-AFTER-UNIX-SECONDS`
public final class KnownHosts: @unchecked Sendable {
    /// What `check` decided.
    public enum Decision: Sendable, Equatable {
        /// The certificate is the one pinned.
        case known
        /// First visit: the certificate is now pinned.
        case pinnedFirstUse
        /// The pinned certificate expired or was renewed with the same key; the new one is now pinned.
        case replacedPin(reason: String)
    }

    /// The file's path.
    public let path: String
    private let lock = NSLock()

    /// Known hosts kept in the file at `path` (created on first pin).
    public init(path: String) { self.path = path }

    /// `$XDG_DATA_HOME/gempaper/known_hosts`, or `~/.local/share/gempaper/known_hosts`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/gempaper/known_hosts" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.local/share/gempaper/known_hosts"
    }

    /// Checks `certificate` for `host` and `port`, pinning it on first use.
    /// Throws a `Problem` when a different certificate was pinned.
    public func check(host: String, port: Int, certificate: Certificate) throws -> Decision {
        lock.lock()
        defer { lock.unlock() }
        let name = GeminiURL.hostAndPort(host, port)
        var lines =
            (try? String(contentsOfFile: path, encoding: .utf8))?.split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .map(String.init) ?? []
        if lines.last == "" { lines.removeLast() }
        let fingerprint = certificate.fingerprint
        let keyFingerprint = certificate.publicKeyFingerprint
        let entry = "\(name) \(fingerprint) \(keyFingerprint) \(Int(certificate.notAfter?.timeIntervalSince1970 ?? 0))"
        guard let index = lines.firstIndex(where: { $0.split(separator: " ").first.map(String.init) == name }) else {
            lines.append(entry)
            try save(lines)
            return .pinnedFirstUse
        }
        let fields = lines[index].split(separator: " ").map(String.init)
        if fields.count > 1, fields[1] == fingerprint { return .known }
        let reason: String
        if fields.count > 2, fields[2] == keyFingerprint {
            reason = "renewed with the same key"
        } else if fields.count > 3, let notAfter = Double(fields[3]), notAfter > 0,
            notAfter < Date().timeIntervalSince1970
        {
            reason = "the certificate pinned before had expired"
        } else {
            let pinned = fields.count > 1 ? String(fields[1].prefix(16)) : "?"
            throw Problem(
                .permanent,
                "the certificate of \(name) changed since it was first seen (pinned \(pinned)..., now \(fingerprint.prefix(16))...): someone may be impersonating the server",
                hint: "if its owner replaced it on purpose, delete line \(index + 1) of \(path) and try again")
        }
        lines[index] = entry
        try save(lines)
        return .replacedPin(reason: reason)
    }

    private func save(_ lines: [String]) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        do {
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(
                to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Problem.permanent(
                "cannot write the known-hosts file \(path)",
                hint: "check its folder's permissions, or pass --known-hosts FILE")
        }
    }
}
