extension GemtextDocument {
    /// Parses gemtext given as bytes (`Data`, `[UInt8]`, ...): LF or CR LF
    /// line ends, a leading byte order mark skipped, invalid UTF-8 replaced
    /// by U+FFFD. Never fails; takes time linear in the input.
    public init(parsing bytes: some Sequence<UInt8>) {
        let parsed = bytes.withContiguousStorageIfAvailable { GemtextParser.parse($0) }
        self.init(parsed ?? Array(bytes).withUnsafeBufferPointer { GemtextParser.parse($0) })
    }

    /// Parses gemtext given as a string (see `init(parsing:)` for bytes).
    public init(parsing text: String) {
        var text = text
        self.init(text.withUTF8 { GemtextParser.parse($0) })
    }
}
