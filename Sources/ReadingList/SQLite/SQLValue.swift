import Foundation

/// A value bound to an SQL parameter or read from a result column.
enum SQLValue: Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
}

/// A Swift value that can be bound to an SQL parameter.
protocol SQLBindable {
    var sqlValue: SQLValue { get }
}

extension SQLValue: SQLBindable {
    var sqlValue: SQLValue { self }
}

extension Int64: SQLBindable {
    var sqlValue: SQLValue { .integer(self) }
}

extension Int: SQLBindable {
    var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Bool: SQLBindable {
    var sqlValue: SQLValue { .integer(self ? 1 : 0) }
}

extension Double: SQLBindable {
    var sqlValue: SQLValue { .real(self) }
}

extension String: SQLBindable {
    var sqlValue: SQLValue { .text(self) }
}

extension Data: SQLBindable {
    var sqlValue: SQLValue { .blob(self) }
}

extension Date: SQLBindable {
    /// Dates are stored as whole milliseconds since 1970 (UTC).
    var sqlValue: SQLValue { .integer(millisecondsSince1970) }

    /// Whole milliseconds since 1970, the form dates take in the library.
    var millisecondsSince1970: Int64 { Int64((timeIntervalSince1970 * 1000).rounded(.down)) }

    /// The date `milliseconds` after 1970.
    init(millisecondsSince1970 milliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
    var sqlValue: SQLValue { self?.sqlValue ?? .null }
}
