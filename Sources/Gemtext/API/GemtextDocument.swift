/// A gemtext (text/gemini) document: its lines, in order.
///
/// Build one by parsing (`GemtextDocument(parsing:)`), with a
/// `GemtextBuilder`, or from lines directly. `serialized()` writes it back as
/// gemtext; parsing that text gives the same document again (for a document
/// in normal form, see `Line.normalized`; parsed and built documents always
/// are).
public struct GemtextDocument: Sendable, Hashable {
    /// The lines of the document; a preformatted block is one line here.
    public var lines: [Line]

    /// A document made of `lines`.
    public init(_ lines: [Line] = []) {
        self.lines = lines
    }

    /// The same document with every line in normal form (see `Line.normalized`).
    public var normalized: GemtextDocument {
        GemtextDocument(lines.map(\.normalized))
    }
}
