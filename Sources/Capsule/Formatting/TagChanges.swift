import ReadingList

/// What a tag prompt's answer asks for: `rust databases -later` adds
/// `rust` and `databases` and removes `later`. Commas and line breaks count as spaces;
/// names are checked by the library's rules.
struct TagChanges: Equatable {
    /// Tags to put on.
    var add: [String] = []
    /// Tags to take off.
    var remove: [String] = []

    /// Parses `answer`; bad input naming the first tag that breaks the rules.
    init(_ answer: String) throws {
        for word in answer.split(whereSeparator: { $0.isWhitespace || $0 == "," }) {
            if word.hasPrefix("-") {
                remove.append(try TagName.normalize(String(word.dropFirst())))
            } else {
                add.append(try TagName.normalize(String(word)))
            }
        }
        add.removeAll { remove.contains($0) }
    }

    /// Whether the answer asked for nothing.
    var isEmpty: Bool { add.isEmpty && remove.isEmpty }
}
