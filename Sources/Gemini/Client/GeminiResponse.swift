import Foundation

/// A response a `GeminiClient` received: status, META, body, and which URL
/// and server certificate it came from.
public struct GeminiResponse: Sendable {
    /// The URL that answered (after redirects and input).
    public let url: GeminiURL
    /// The status code.
    public let status: Status
    /// The META text.
    public let meta: String
    /// The body (2x only).
    public let body: [UInt8]
    /// SHA-256 fingerprint of the server's certificate (lowercase hex).
    public let serverFingerprint: String

    /// The header line as received, without CR LF: `20 text/gemini`.
    public var header: String { meta.isEmpty ? "\(status.rawValue)" : "\(status.rawValue) \(meta)" }

    /// The body as UTF-8 text (invalid bytes replaced).
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The MIME type of a 2x body without parameters, lower-cased (`text/gemini`).
    public var mimeType: String? {
        guard status.isSuccess else { return nil }
        let type = meta.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return type.isEmpty ? "text/gemini" : type
    }
}
