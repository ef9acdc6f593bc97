import Foundation
import Gemini
import Problems
import ReadingList

/// Where an http or https URL leads, in the forms the wire needs: the host
/// in ASCII (an internationalised name in its `xn--` form), the port, the
/// request target (path and query, percent-encoded) and the `Host` field.
struct HTTPTarget: Equatable {
    /// The URL, as asked.
    let url: URL
    /// Whether it is https.
    let secure: Bool
    /// The host to connect to and to verify: ASCII, IPv6 without brackets.
    let host: String
    /// The TCP port.
    let port: Int
    /// The request target: `/path?query`, printable ASCII only.
    let requestTarget: String

    /// The target of `url`; bad input when it is not an http(s) URL with a
    /// host and a valid port.
    init(_ url: URL) throws {
        let shown = Problem.oneLine(url.absoluteString, maxBytes: 200)
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw Problem.badInput("'\(shown)' is not an http or https URL")
        }
        guard let name = url.host(percentEncoded: false), !name.isEmpty, let host = HostName.canonical(name),
            !host.isEmpty
        else {
            throw Problem.badInput("'\(shown)' has no host name", hint: "write it in full, e.g. https://example.com/page")
        }
        let secure = scheme == "https"
        let port = url.port ?? (secure ? 443 : 80)
        guard (1...65_535).contains(port) else { throw URLCheck.badPort(port, in: shown) }
        self.url = url
        self.secure = secure
        self.host = host
        self.port = port
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let path = components?.percentEncodedPath ?? ""
        var target = path.isEmpty ? "/" : path
        if let query = components?.percentEncodedQuery { target += "?" + query }
        requestTarget = Self.printable(target)
    }

    /// The `Host` field: the host (bracketed when IPv6), and the port unless it is the scheme's.
    var hostField: String {
        let name = host.contains(":") ? "[\(host)]" : host
        return port == (secure ? 443 : 80) ? name : "\(name):\(port)"
    }

    /// The request's head: a GET asking for `accept`, one request per connection.
    func requestHead(userAgent: String, accept: String) -> [UInt8] {
        let fields = [
            ("Host", hostField), ("User-Agent", userAgent), ("Accept", accept), ("Accept-Encoding", "gzip, deflate"),
            ("Connection", "close"),
        ]
        var head = "GET \(requestTarget) HTTP/1.1\r\n"
        for (name, value) in fields { head += "\(name): \(Problem.oneLine(value, maxBytes: 1024))\r\n" }
        head += "\r\n"
        return Array(head.utf8)
    }

    /// `text` with every byte outside printable ASCII (and `#`) percent-encoded.
    private static func printable(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            if byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "#") {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += String(format: "%%%02X", byte)
            }
        }
        return out
    }
}
