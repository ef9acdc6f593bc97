/// Web addresses whose scheme the author mistyped: a letter dropped or
/// doubled (`ttps://`, `htps://`, `htttp://`) or the colon left out
/// (`http//host/…`, `https//host/…`). A browser reads the first as an
/// unknown scheme and the second as a path on the article's own site, so
/// the link leads nowhere; the author meant the web address, and the link
/// leads there. Anything else is left as written (`hxxp://`, which
/// security writers use on purpose, is no typo).
enum SchemeTypos {
    /// Mistyped schemes (lower case, with what follows them) and the scheme meant.
    private static let typos: [(written: [UInt8], meant: String)] = [
        ("ttps://", "https://"), ("htps://", "https://"), ("htttps://", "https://"), ("hhttps://", "https://"),
        ("httpss://", "https://"), ("https//", "https://"), ("ttp://", "http://"), ("htp://", "http://"),
        ("htttp://", "http://"), ("hhttp://", "http://"), ("http//", "http://"),
    ].map { (Array($0.0.utf8), $0.1) }

    /// `href` with its scheme repaired when it is one of the typos, with
    /// a host after it; `href` itself otherwise.
    static func repaired(_ href: String) -> String {
        var bytes = href.utf8.drop { $0 <= 0x20 }
        guard let first = bytes.first, first | 0x20 == UInt8(ascii: "h") || first | 0x20 == UInt8(ascii: "t") else {
            return href
        }
        bytes = bytes.prefix(10)
        let lowered = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        for typo in typos where lowered.starts(with: typo.written) {
            let rest = href.utf8.drop { $0 <= 0x20 }.dropFirst(typo.written.count)
            guard let host = rest.first, host != UInt8(ascii: "/"), host > 0x20 else { return href }
            return typo.meant + String(decoding: rest, as: UTF8.self)
        }
        return href
    }
}
