import Foundation
import Problems

/// Where a page of articles starts: the position of the row just beside it
/// in a given sort order. Opaque to callers; its `token` is URL-safe text
/// (letters, digits, `-` and `_`) to put in a link or on a command line.
/// A cursor stays valid while articles come and go: the next page starts
/// after the same position, whatever was inserted or deleted meanwhile.
public struct PageCursor: Sendable, Hashable, CustomStringConvertible {
    /// Which side of the boundary row the page lies on.
    enum Side: String {
        case after = "a"
        case before = "b"
    }

    /// The order the cursor belongs to.
    let sort: ArticleSort
    /// Whether the page comes after or before the boundary row.
    let side: Side
    /// The boundary row's sort value.
    let value: SQLValue
    /// The boundary row's id (the tie-breaker).
    let id: ArticleID

    init(sort: ArticleSort, side: Side, value: SQLValue, id: ArticleID) {
        self.sort = sort
        self.side = side
        self.value = value
        self.id = id
    }

    /// The cursor a token stands for; a token that was not made by
    /// `PageCursor` is bad input.
    public init(token: String) throws {
        let invalid = Problem.badInput(
            "'\(Problem.oneLine(token, maxBytes: 60))' is not a page cursor",
            hint: "use the cursor printed with the page before")
        var base64 = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8) else {
            throw invalid
        }
        let fields = text.split(separator: "|", maxSplits: 6, omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 7, fields[0] == "1",
            let key = ArticleSort.Key(rawValue: fields[1]),
            let side = Side(rawValue: fields[3]),
            let id = Int64(fields[4])
        else { throw invalid }
        let direction: ArticleSort.Direction
        switch fields[2] {
        case "a": direction = .ascending
        case "d": direction = .descending
        default: throw invalid
        }
        let value: SQLValue
        switch fields[5] {
        case "i":
            guard let number = Int64(fields[6]) else { throw invalid }
            value = .integer(number)
        case "r":
            guard let bits = UInt64(fields[6], radix: 16) else { throw invalid }
            value = .real(Double(bitPattern: bits))
        case "t":
            value = .text(fields[6])
        default: throw invalid
        }
        self.init(sort: ArticleSort(key, direction), side: side, value: value, id: ArticleID(id))
    }

    /// The cursor as URL-safe text.
    public var token: String {
        let (type, text): (String, String)
        switch value {
        case .integer(let number): (type, text) = ("i", String(number))
        case .real(let number): (type, text) = ("r", String(number.bitPattern, radix: 16))
        case .text(let string): (type, text) = ("t", string)
        case .null, .blob: (type, text) = ("i", "0")
        }
        let direction = sort.direction == .ascending ? "a" : "d"
        let plain = ["1", sort.key.rawValue, direction, side.rawValue, String(id.rawValue), type, text].joined(
            separator: "|")
        return Data(plain.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    public var description: String { token }

    public static func == (lhs: PageCursor, rhs: PageCursor) -> Bool { lhs.token == rhs.token }

    public func hash(into hasher: inout Hasher) { hasher.combine(token) }
}
