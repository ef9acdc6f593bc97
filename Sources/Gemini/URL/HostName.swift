import Foundation

/// Host names in the one form the server, the client, certificates and
/// known hosts compare: lower case, no brackets around an IPv6 address, no
/// trailing dot, and an internationalised name (`bücher.example`) in its
/// ASCII form (`xn--bcher-kva.example`), as DNS and SNI carry it.
public enum HostName {
    /// The canonical form of `name`, or nil when an internationalised
    /// label cannot be written in ASCII (empty, or too long for DNS).
    public static func canonical(_ name: String) -> String? {
        var host = Substring(name)
        if host.hasPrefix("[") && host.hasSuffix("]") { host = host.dropFirst().dropLast() }
        if host.hasSuffix(".") { host = host.dropLast() }
        guard !host.unicodeScalars.allSatisfy(\.isASCII) else { return host.lowercased() }
        let labels = host.precomposedStringWithCanonicalMapping.lowercased()
            .split(omittingEmptySubsequences: false, whereSeparator: { Self.dots.contains($0) })
        var ascii: [String] = []
        for label in labels {
            if label.unicodeScalars.allSatisfy(\.isASCII) {
                ascii.append(String(label))
            } else {
                guard let encoded = Punycode.encode(String(label)) else { return nil }
                ascii.append("xn--" + encoded)
            }
        }
        return ascii.joined(separator: ".")
    }

    /// The full stops IDNA reads as label separators.
    private static let dots: Set<Character> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]
}
