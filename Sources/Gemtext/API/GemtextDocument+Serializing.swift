extension GemtextDocument {
    /// The document as gemtext: one line per line (LF line ends), every line
    /// in normal form. Parsing the result gives `normalized` back exactly.
    ///
    /// A text line that would read as another line type (it starts with
    /// `=>`, `#`, `* `, `>` or three backticks), and a preformatted line that
    /// would end its block, is written with a leading U+200B ZERO WIDTH SPACE,
    /// which other clients do not show and which the parser removes again.
    public func serialized() -> String {
        String(decoding: GemtextSerializer.serialize(lines), as: UTF8.self)
    }

    /// `serialized()` as UTF-8 bytes.
    public func serializedBytes() -> [UInt8] {
        GemtextSerializer.serialize(lines)
    }
}
