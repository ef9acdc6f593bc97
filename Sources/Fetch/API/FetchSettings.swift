import Foundation
import Gemini

/// How pages are fetched: limits, timeouts, who we say we are, and where
/// Gemini servers' certificates are pinned.
public struct FetchSettings: Sendable {
    /// Redirects followed before giving up (HTTP; Gemini allows at most 5).
    public var maxRedirects: Int
    /// Seconds to wait for a connection, or for the next bytes of an answer.
    public var idleTimeout: TimeInterval
    /// Seconds one fetch may take in all, redirects included.
    public var totalTimeout: TimeInterval
    /// The largest page accepted, in bytes (after decompression); a transfer
    /// stops as soon as it is exceeded.
    public var maxBytes: Int
    /// The User-Agent header sent with every HTTP request.
    public var userAgent: String
    /// The file where Gemini servers' certificates are pinned on first use
    /// (by default the one `gempaper get` uses, in the user's data folder).
    public var knownHostsPath: String
    /// A PEM file of certificate authorities trusted for https besides the
    /// system's (a private authority, or a test's); nil for the system's only.
    public var trustedCertificatesFile: String?

    /// Settings with every field given; the defaults suit saving articles.
    public init(
        maxRedirects: Int = 10, idleTimeout: TimeInterval = 20, totalTimeout: TimeInterval = 60,
        maxBytes: Int = 20_000_000, userAgent: String = FetchSettings.userAgent(version: nil),
        knownHostsPath: String = KnownHosts.defaultPath(), trustedCertificatesFile: String? = nil
    ) {
        self.maxRedirects = maxRedirects
        self.idleTimeout = idleTimeout
        self.totalTimeout = totalTimeout
        self.maxBytes = maxBytes
        self.userAgent = userAgent
        self.knownHostsPath = knownHostsPath
        self.trustedCertificatesFile = trustedCertificatesFile
    }

    /// The User-Agent gempaper sends: the program and its version, and what
    /// it is, so that a site's owner can tell a person's saved page from a crawler.
    public static func userAgent(version: String?) -> String {
        let product = version.map { "gempaper/\($0)" } ?? "gempaper"
        return "\(product) (read-it-later; fetches single pages its user saved)"
    }
}
