/// Query parameters that only tell a site where a reader came from
/// (`utm_source`, `fbclid`, …): removed from every saved link, the other
/// parameters kept in their order.
enum TrackingParameters {
    /// Parameter names removed wherever they appear (compared ignoring case).
    static let names: Set<String> = [
        "fbclid", "gclid", "dclid", "gbraid", "wbraid", "msclkid", "mc_cid", "mc_eid", "ref_src", "ref_url",
        "igshid", "_hsenc", "_hsmi", "yclid", "twclid", "ttclid", "li_fat_id", "mkt_tok", "oly_anon_id",
        "oly_enc_id", "vero_id", "__s", "_openstat", "icid", "ocid", "cmpid", "smid", "srnd", "refsource",
        "_bhlid",
    ]

    /// Parameters that track only with certain values: the name, then the
    /// start of the value (Medium's `source=post_page-----…` names the page a
    /// click came from; another site's `source` may choose what is shown).
    static let valuePrefixes: [(name: String, prefix: [UInt8])] = [("source", Array("post_page".utf8))]

    /// Whether a parameter named `name` (as written in the query) is a
    /// tracker. A page that escaped its `&amp;` twice leaves names such as
    /// `amp;utm_medium` (or `amp%3Butm_medium`): the name is what follows.
    static func isTracker(_ name: ArraySlice<UInt8>, value: ArraySlice<UInt8> = []) -> Bool {
        var lower = String(decoding: name.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        while let escape = ["amp;", "amp%3b"].first(where: { lower.hasPrefix($0) }) { lower.removeFirst(escape.count) }
        return lower.hasPrefix("utm_") || names.contains(lower)
            || valuePrefixes.contains { $0.name == lower && value.starts(with: $0.prefix) }
    }

    /// `query` (without its `?`) without tracking parameters, or nil when
    /// none is left. Parameters are split at `&` only, so an encoded `%26`
    /// stays inside its value.
    static func removed(from query: [UInt8]) -> [UInt8]? {
        var kept: [UInt8] = []
        kept.reserveCapacity(query.count)
        for parameter in query.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
            let name = parameter.prefix { $0 != UInt8(ascii: "=") }
            if !name.isEmpty, isTracker(name, value: parameter.dropFirst(name.count + 1)) { continue }
            if !kept.isEmpty { kept.append(UInt8(ascii: "&")) }
            kept.append(contentsOf: parameter)
        }
        return kept.isEmpty ? nil : kept
    }
}
