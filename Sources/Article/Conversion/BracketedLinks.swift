/// Links in brackets that close a block: the services a reference is found
/// in, as PubMed Central and other journals' reference lists end each
/// item ("… Lancet 2021;398:1569–80. [PMC free article] [PubMed] [Google
/// Scholar]", "[DOI] [CrossRef]"). Their link lines after the block say
/// where they lead; their words are no part of the reference's text.
enum BracketedLinks {
    /// `text` without the bracketed labels of links among `labels` that end
    /// it, one after the other with only spaces between them, two or more
    /// or one after a full stop; `text` unchanged otherwise, or when nothing
    /// with a letter would be left. A label needs a letter: "[3]" is a note's mark.
    static func trimmed(_ text: String, labels: [String]) -> String {
        guard text.utf8.last == UInt8(ascii: "]"), !labels.isEmpty else { return text }
        var rest = Substring(text)
        var count = 0
        while rest.last == "]", let open = rest.lastIndex(of: "[") {
            let inside = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
                .drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
            let label = String(inside)
            guard label.contains(where: \.isLetter), labels.contains(label) else { break }
            rest = rest[..<open]
            while rest.last == " " { rest = rest.dropLast() }
            count += 1
        }
        // One link after words that run on is the sentence's own source ("It's Complicated [Bloomberg]").
        guard count >= 2 || rest.last == ".", rest.contains(where: \.isLetter) else { return text }
        return String(rest)
    }
}
