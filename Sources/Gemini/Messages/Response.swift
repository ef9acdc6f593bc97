import Problems

/// One Gemini response: a status, its META line, and for 2x a body.
public struct Response: Sendable {
    /// What follows the header.
    public enum Body: Sendable {
        /// No body (every status but 2x, or an empty document).
        case empty
        /// The body in memory.
        case bytes([UInt8])
        /// An open file, sent from its current position to its end.
        case file(OpenFile)
    }

    /// The status code.
    public var status: Status
    /// The META text: MIME type for 2x, prompt for 1x, URL for 3x, message otherwise.
    public var meta: String
    /// The body; only sent for 2x.
    public var body: Body

    /// A response with `status`, `meta` and `body`.
    public init(_ status: Status, _ meta: String, body: Body = .empty) {
        self.status = status
        self.meta = meta
        self.body = status.isSuccess ? body : .empty
    }

    /// `20 text/gemini; charset=utf-8` (with `; lang=` when given) and the document.
    public static func gemtext(_ text: String, lang: String? = nil) -> Response {
        .success(Array(text.utf8), mimeType: MIMEType.gemtext(lang: lang))
    }

    /// `20 mimeType` and `bytes`.
    public static func success(_ bytes: [UInt8], mimeType: String) -> Response {
        Response(.success, mimeType, body: .bytes(bytes))
    }

    /// `20 text/plain; charset=utf-8` and `text`.
    public static func plainText(_ text: String) -> Response {
        .success(Array(text.utf8), mimeType: "text/plain; charset=utf-8")
    }

    /// `10 prompt`: asks for a line of text, which comes back as the query.
    public static func input(_ prompt: String) -> Response { Response(.input, prompt) }

    /// `11 prompt`: asks for text the client should not echo (a password).
    public static func sensitiveInput(_ prompt: String) -> Response { Response(.sensitiveInput, prompt) }

    /// `30 target` (or `31` when `permanent`): the target may be relative.
    public static func redirect(to target: String, permanent: Bool = false) -> Response {
        Response(permanent ? .permanentRedirect : .temporaryRedirect, target)
    }

    /// `51 message`.
    public static func notFound(_ message: String = "not found") -> Response { Response(.notFound, message) }

    /// `59 message`.
    public static func badRequest(_ message: String) -> Response { Response(.badRequest, message) }

    /// `60 message`: the page needs a client certificate.
    public static func certificateRequired(_ message: String = "this page needs a client certificate") -> Response {
        Response(.certificateRequired, message)
    }

    /// `61 message`: the certificate presented is not allowed here.
    public static func certificateNotAuthorized(_ message: String = "this certificate is not allowed here") -> Response
    {
        Response(.certificateNotAuthorized, message)
    }

    /// `44 seconds`: the client must wait before asking again.
    public static func slowDown(seconds: Int) -> Response { Response(.slowDown, String(max(1, seconds))) }

    /// The answer for `problem`: its Gemini status and META.
    public init(problem: Problem) {
        self.init(Status(problem.geminiStatus), problem.geminiMeta)
    }

    /// The header line: status, space, META (one line, at most 1024 bytes), CR LF.
    public var header: [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(meta.utf8.count + 6)
        line += String(status.rawValue).utf8
        line.append(0x20)
        if meta.utf8.count <= 1024 && meta.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F }) {
            line += meta.utf8
        } else {
            line += Problem.oneLine(meta, maxBytes: 1024).utf8
        }
        line += [0x0D, 0x0A]
        return line
    }

    /// The body's size in bytes, when known without reading it.
    public var bodyCount: Int {
        switch body {
        case .empty: 0
        case .bytes(let bytes): bytes.count
        case .file(let file): file.size
        }
    }
}
