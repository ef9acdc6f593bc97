/// The status line and header fields of an HTTP/1.x response, as
/// `HTTPResponseParser` read them.
public struct HTTPResponseHead: Sendable, Equatable {
    /// The protocol version the server named (`HTTP/1.1`).
    public var version: String
    /// The status code (100–999).
    public var status: Int
    /// The reason phrase, as sent (servers may send none).
    public var reason: String
    /// The header fields, in the order they came.
    public var fields: HTTPHeaderFields

    /// A head with every field given.
    public init(version: String = "HTTP/1.1", status: Int, reason: String = "", fields: HTTPHeaderFields = .init()) {
        self.version = version
        self.status = status
        self.reason = reason
        self.fields = fields
    }

    /// Whether the status is a success (2xx).
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The content codings applied to the body, in the order they were
    /// applied (`Content-Encoding`, then any `Transfer-Encoding` other than
    /// the final `chunked`), lower-cased, `identity` left out.
    public var codings: [String] {
        var codings = Self.tokens(fields["content-encoding"])
        var transfer = Self.tokens(fields["transfer-encoding"])
        if transfer.last == "chunked" { transfer.removeLast() }
        codings += transfer
        return codings.filter { $0 != "identity" }
    }

    /// The comma-separated tokens of a field value, trimmed and lower-cased.
    static func tokens(_ value: String?) -> [String] {
        guard let value else { return [] }
        return value.split(separator: ",").map { $0.trimmingCharacters(in: [" ", "\t"]).lowercased() }
            .filter { !$0.isEmpty }
    }
}

/// Header fields in the order they came; names compare without regard to case.
public struct HTTPHeaderFields: Sendable, Equatable {
    /// One field as sent: its name (as spelled) and value (trimmed).
    public struct Field: Sendable, Equatable {
        /// The field name, as spelled by the sender.
        public var name: String
        /// The value, without surrounding spaces.
        public var value: String

        /// A field with a name and a value.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Every field, in order.
    public private(set) var all: [Field] = []

    /// No fields.
    public init() {}

    /// These fields, in order.
    public init(_ fields: [(String, String)]) {
        all = fields.map { Field(name: $0.0, value: $0.1) }
    }

    /// Adds a field at the end.
    public mutating func append(name: String, value: String) {
        all.append(Field(name: name, value: value))
    }

    /// Continues the last field's value (an obsolete folded line).
    mutating func continueLast(with text: String) {
        guard !all.isEmpty else { return }
        all[all.count - 1].value += all[all.count - 1].value.isEmpty ? text : " " + text
    }

    /// The values of every field called `name`, in order.
    public func values(_ name: String) -> [String] {
        all.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
    }

    /// The value of the field `name`; several fields of that name are
    /// joined with `, ` (as HTTP allows); nil when there is none.
    public subscript(name: String) -> String? {
        let values = values(name)
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }
}

extension String {
    /// Whether the two are equal after ASCII lower-casing (header names are ASCII).
    fileprivate func caseInsensitiveEquals(_ other: String) -> Bool {
        utf8.count == other.utf8.count && lowercased() == other.lowercased()
    }
}
