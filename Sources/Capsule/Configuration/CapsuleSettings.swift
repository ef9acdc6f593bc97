import Foundation
import Problems

/// The capsule's own part of `capsule.conf`: its title, who owns it,
/// whether visitors may read it, and how much memory rendered pages may use.
///
///     title = Alice's reading list
///     owners = 3f2a9c…, 9d1e07…        # client certificate fingerprints
///     private = true                    # every page owner-only
public struct CapsuleSettings: Sendable, Equatable {
    /// The keys of the top section this type reads.
    public static let keys = ["title", "owners", "private", "page-cache", "fetch-workers"]

    /// The capsule's name: the home page's heading and the feeds' title.
    public var title: String = "Reading list"
    /// SHA-256 fingerprints (lowercase hex) of the owners' client
    /// certificates, or of their public keys.
    public var owners: Set<String> = []
    /// Whether every page is for the owners only.
    public var isPrivate: Bool = false
    /// The most memory rendered pages may take, in bytes (0: no cache).
    public var pageCacheBytes: Int = 32 << 20
    /// How many pages the capsule fetches at the same time for `/add`.
    public var fetchWorkers: Int = 2

    /// Defaults for every setting.
    public init() {}

    /// Reads the capsule's keys from the top section of `reader`'s file.
    public init(reading reader: ConfigReader) throws {
        if let title = reader.string("title"), !title.isEmpty { self.title = title }
        if let entry = reader.entry("owners") {
            owners = try Self.fingerprints(entry.value) { bad in
                reader.file.problem(
                    line: entry.line,
                    "owners: '\(Problem.oneLine(bad, maxBytes: 80))' is not a SHA-256 fingerprint (64 hex digits)")
            }
        }
        isPrivate = try reader.bool("private") ?? isPrivate
        pageCacheBytes = try reader.bytes("page-cache") ?? pageCacheBytes
        fetchWorkers = try reader.int("fetch-workers", in: 1...16) ?? fetchWorkers
    }

    /// The fingerprints in `text` (separated by commas or spaces), each in
    /// canonical form; `invalid` makes the error for one that is not.
    static func fingerprints(_ text: String, invalid: (String) -> Problem) throws -> Set<String> {
        var result = Set<String>()
        for word in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
            guard let fingerprint = Fingerprint.canonical(String(word)) else { throw invalid(String(word)) }
            result.insert(fingerprint)
        }
        return result
    }
}

/// Certificate fingerprints as people paste them.
public enum Fingerprint {
    /// `text` as 64 lowercase hex digits: case and `:` separators (as
    /// `openssl x509 -fingerprint -sha256` prints) are ignored; nil when it
    /// is not a SHA-256 fingerprint.
    public static func canonical(_ text: String) -> String? {
        var hex = text.lowercased().replacingOccurrences(of: ":", with: "")
        if hex.hasPrefix("sha256=") { hex.removeFirst(7) }
        guard hex.utf8.count == 64, hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        return hex
    }
}
