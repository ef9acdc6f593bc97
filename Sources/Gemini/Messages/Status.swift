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

    public static let input = Status(10)
    public static let sensitiveInput = Status(11)
    public static let success = Status(20)
    public static let temporaryRedirect = Status(30)
    public static let permanentRedirect = Status(31)
    public static let temporaryFailure = Status(40)
    public static let serverUnavailable = Status(41)
    public static let cgiError = Status(42)
    public static let proxyError = Status(43)
    public static let slowDown = Status(44)
    public static let permanentFailure = Status(50)
    public static let notFound = Status(51)
    public static let gone = Status(52)
    public static let proxyRequestRefused = Status(53)
    public static let badRequest = Status(59)
    public static let certificateRequired = Status(60)
    public static let certificateNotAuthorized = Status(61)
    public static let certificateNotValid = Status(62)
}
