/// The rules for the one line a Gemini client sends: an absolute URL of at
/// most 1024 bytes, UTF-8, ending in CR LF. `scan` finds the line in what
/// has arrived so far; `parse` checks it and decodes its path and query.
public enum RequestLine {
    /// The longest URL a request may hold, in bytes (CR LF not counted).
    public static let maximumLength = 1024

    /// What the bytes received so far amount to.
    public enum Scan: Equatable, Sendable {
        /// No line end yet and still short enough: wait for more.
        case incomplete
        /// A line of `length` bytes, followed by CR LF.
        case line(length: Int)
        /// The line is or will be too long, or ends in a bare LF: refuse it.
        case rejected(RequestRejection)
    }

    /// Looks for the end of the request line in `bytes`.
    public static func scan(_ bytes: UnsafeRawBufferPointer) -> Scan {
        let limit = min(bytes.count, maximumLength + 2)
        var index = 0
        while index < limit {
            if bytes[index] == 0x0A {
                guard index > 0, bytes[index - 1] == 0x0D else {
                    return .rejected(RequestRejection(.badRequest, "the request line must end with CR LF"))
                }
                let length = index - 1
                guard length <= maximumLength else { return .rejected(tooLong) }
                return .line(length: length)
            }
            index += 1
        }
        return bytes.count > maximumLength + 1 ? .rejected(tooLong) : .incomplete
    }

    /// Checks one request line (without CR LF) and takes it apart.
    /// Throws 59 for anything malformed and 53 for a scheme other than gemini.
    public static func parse(_ bytes: UnsafeRawBufferPointer) throws(RequestRejection) -> RequestTarget {
        guard bytes.count <= maximumLength else { throw tooLong }
        guard !bytes.isEmpty else {
            throw RequestRejection(.badRequest, "empty request: send an absolute gemini:// URL")
        }
        if let bad = bytes.first(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x20 }) {
            let what = bad == 0 ? "a NUL byte" : bad == 0x20 ? "a space (write it as %20)" : "a control character"
            throw RequestRejection(.badRequest, "the request holds \(what)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw RequestRejection(.badRequest, "the request is not valid UTF-8")
        }
        guard let scheme = GeminiURL.scheme(of: text) else {
            throw RequestRejection(.badRequest, "the request must be an absolute URL such as gemini://host/path")
        }
        guard scheme.lowercased() == "gemini" else {
            throw RequestRejection(.proxyRequestRefused, "this server only serves gemini:// URLs")
        }
        let url: GeminiURL
        let path: RequestPath
        do {
            url = try GeminiURL(text)
            path = try RequestPath(decoding: Substring(url.path))
        } catch {
            throw RequestRejection(.badRequest, error.message)
        }
        var query: String? = nil
        if let raw = url.query {
            let decoded: String
            do {
                // An answer from a multi-line input box may hold line breaks.
                decoded = try PercentEncoding.decode(raw, allowingLineBreaks: true)
            } catch {
                switch error {
                case .malformedEscape: throw RequestRejection(.badRequest, "the query has a malformed %-escape")
                case .notUTF8: throw RequestRejection(.badRequest, "the query is not UTF-8 once %-decoded")
                case .controlCharacter: throw RequestRejection(.badRequest, "the query holds a control character")
                }
            }
            query = try queryText(decoded)
        }
        return RequestTarget(url: url, path: path, query: query)
    }

    /// A decoded query as handlers get it, safe to show on a page: line
    /// breaks are line feeds (a carriage return, alone or before a line
    /// feed, and a line or paragraph separator, never reach a page, where a
    /// client could take them for the end of a line), the controls that
    /// reorder text on screen are left out (`HiddenControls`), and C1
    /// control characters are refused like the other control characters.
    static func queryText(_ decoded: String) throws(RequestRejection) -> String {
        guard let clean = HiddenControls.cleaned(decoded, lineBreaks: true) else {
            throw RequestRejection(.badRequest, "the query holds a control character")
        }
        guard clean.utf8.contains(0x0D) else { return clean }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(clean.utf8.count)
        var previous: UInt8 = 0
        for byte in clean.utf8 {
            if byte == 0x0D {
                bytes.append(0x0A)
            } else if !(byte == 0x0A && previous == 0x0D) {
                bytes.append(byte)
            }
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let tooLong = RequestRejection(.badRequest, "the request is longer than 1024 bytes")
}

/// A request line that passed the protocol's rules: the URL, its path
/// decoded and normalised, and its query decoded.
public struct RequestTarget: Sendable, Equatable {
    /// The URL as sent, taken apart.
    public let url: GeminiURL
    /// The decoded, normalised path.
    public let path: RequestPath
    /// The decoded query (an answer to an input prompt), nil without `?`.
    public let query: String?
}

/// Why a request is refused before any handler sees it: the status (59 or
/// 53) and a short message for the client.
public struct RequestRejection: Error, Sendable, Equatable {
    /// 59 for a malformed request, 53 for one this server does not serve.
    public let status: Status
    /// One line for the client.
    public let message: String
    /// A rejection with `status` and `message`.
    public init(_ status: Status, _ message: String) {
        self.status = status
        self.message = message
    }
}
