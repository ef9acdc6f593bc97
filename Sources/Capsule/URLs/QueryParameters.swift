import Gemini

/// A list page's query taken apart strictly: `name=value` pairs joined by
/// `&`, each name known to the page and given once. Anything else is a
/// 59 naming what is wrong, so a mistyped link never silently shows
/// something other than what was asked for.
struct QueryParameters {
    private var values: [String: String] = [:]

    /// The parameters of `request`, which may only use `allowed` names.
    init(_ request: Request, allowed: [String]) throws {
        try self.init(query: request.url.query, allowed: allowed)
    }

    /// The parameters of the query `raw` (as written, percent-encoded),
    /// which may only use `allowed` names.
    init(query raw: String?, allowed: [String]) throws {
        guard let raw, !raw.isEmpty else { return }
        for pair in raw.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let name = try? PercentEncoding.decode(parts[0]),
                let value = try? PercentEncoding.decode(parts[1])
            else {
                throw ResponseError(.badRequest("malformed query: '\(pair)' is not name=value"))
            }
            guard allowed.contains(name) else {
                let known = allowed.isEmpty ? "this page takes no parameters" : "this page takes \(allowed.joined(separator: ", "))"
                throw ResponseError(.badRequest("unknown parameter '\(name)': \(known)"))
            }
            guard values.updateValue(value, forKey: name) == nil else {
                throw ResponseError(.badRequest("the parameter '\(name)' is given twice"))
            }
        }
    }

    /// The value of `name`, if given.
    subscript(name: String) -> String? { values[name] }
}
