import HTML

/// The stamp a preprint server sets beside a paper: arXiv's identifier, its
/// subject and the day of the version ("arXiv:2403.01234v1 [cs.CL] 05 Mar
/// 2024"), which arXiv's HTML papers show in the margin as its PDFs do
/// and mirrors of them copy. The paper's day when the page gives no other.
enum PaperStamp {
    /// The most elements looked at: the stamp stands before the paper's text.
    private static let reach = 400
    /// The longest stamp read, in UTF-8 bytes.
    private static let longest = 80

    /// The ISO 8601 day of the first stamp among the first `reach`
    /// elements of the page's body, or nil.
    static func date(in document: HTMLDocument) -> String? {
        var found: String?
        var looked = 0
        document.body?.walkDescendants { node in
            if node.isText {
                if let day = day(in: node.utf8Data) {
                    found = day
                    return .stop
                }
                return .skipChildren
            }
            guard node.isElement, !HTMLTagSet.nonRendered.contains(node.tag) else { return .skipChildren }
            looked += 1
            return looked > reach ? .stop : .enterChildren
        }
        return found
    }

    /// The day a stamp gives, when `bytes` (white space around it aside)
    /// are one: "arXiv:", an identifier, its subject in brackets and a date.
    private static func day(in bytes: ArraySlice<UInt8>) -> String? {
        guard let start = bytes.firstIndex(where: { $0 > 0x20 }), bytes.count <= longest + 32 else { return nil }
        let text = bytes[start...]
        guard text.starts(with: "arXiv:".utf8), text.count <= longest, let close = text.firstIndex(of: UInt8(ascii: "]"))
        else { return nil }
        let identifier = text[text.index(start, offsetBy: 6)..<close]
        guard identifier.count >= 4, identifier.contains(UInt8(ascii: "[")) else { return nil }
        let date = String(decoding: text[text.index(after: close)...], as: UTF8.self)
        guard let iso = ISODate.normalize(date) else { return nil }
        return String(iso.prefix(10))
    }
}
