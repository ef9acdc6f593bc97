import Foundation

/// A `Content-Type` value taken apart: `text/html; charset=ISO-8859-1` is
/// the type `text/html` with the charset `iso-8859-1`.
struct MediaType: Equatable {
    /// The type and subtype, lower-cased, without parameters.
    let essence: String
    /// The `charset` parameter, lower-cased and unquoted; nil when absent or empty.
    let charset: String?

    /// The media type in `header`; nil when it names none (`""`, `;x=y`, no slash).
    init?(_ header: String) {
        var parts = header.split(separator: ";", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let essence = parts.removeFirst().lowercased()
        let pieces = essence.split(separator: "/", omittingEmptySubsequences: false)
        guard pieces.count == 2, !pieces[0].isEmpty, !pieces[1].isEmpty, !essence.contains(" ") else { return nil }
        self.essence = essence
        var charset: String?
        for parameter in parts {
            guard let equals = parameter.firstIndex(of: "=") else { continue }
            let name = parameter[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            guard name == "charset" else { continue }
            var value = parameter[parameter.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            if !value.isEmpty { charset = value.lowercased() }
        }
        self.charset = charset
    }

    init(essence: String, charset: String? = nil) {
        self.essence = essence
        self.charset = charset
    }
}
