/// A two-digit Gemini status code, with a name for each one the protocol defines.
public struct Status: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The number, 10 to 69.
    public let rawValue: Int
    /// The status with number `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The status with number `code`.
    public init(_ code: Int) { self.rawValue = code }

    public var description: String { String(rawValue) }
    /// The first digit: 1 input, 2 success, 3 redirect, 4 temporary failure,
    /// 5 permanent failure, 6 client certificate.
    public var category: Int { rawValue / 10 }
    /// Whether a body follows the header (2x).
    public var isSuccess: Bool { category == 2 }

    /// 10: ask for a line of text (it comes back as the query).
    public static let input = Status(10)
    /// 11: ask for text not to be echoed.
    public static let sensitiveInput = Status(11)
    /// 20: the body follows; META is its MIME type.
    public static let success = Status(20)
    /// 30: look at the URL in META instead, this time.
    public static let temporaryRedirect = Status(30)
    /// 31: look at the URL in META instead, from now on.
    public static let permanentRedirect = Status(31)
    /// 40: failed; may work later.
    public static let temporaryFailure = Status(40)
    /// 41: the server is unavailable (overloaded, stopping).
    public static let serverUnavailable = Status(41)
    /// 42: a CGI program failed.
    public static let cgiError = Status(42)
    /// 43: a proxied request failed.
    public static let proxyError = Status(43)
    /// 44: rate limited; META is the seconds to wait.
    public static let slowDown = Status(44)
    /// 50: failed; will fail again.
    public static let permanentFailure = Status(50)
    /// 51: nothing here.
    public static let notFound = Status(51)
    /// 52: it was here and is gone for good.
    public static let gone = Status(52)
    /// 53: this server does not serve that scheme, host or port.
    public static let proxyRequestRefused = Status(53)
    /// 59: the request is malformed.
    public static let badRequest = Status(59)
    /// 60: a client certificate is needed.
    public static let certificateRequired = Status(60)
    /// 61: the certificate given is not allowed here.
    public static let certificateNotAuthorized = Status(61)
    /// 62: the certificate given is malformed or expired.
    public static let certificateNotValid = Status(62)
}
