import HTML

/// The fields a page lists at its head as a definition list of labels and
/// values: docutils' field lists (a PEP's "Author:" over "Guido van Rossum
/// <guido at python.org>, Barry Warsaw <…>"), a specification's header.
/// The extractor keeps them as lines of the story; the metadata reads the
/// writers they name.
enum LabelledFields {
    /// The names of the value of the first "Author:" or "Authors:" term of
    /// a definition list before the page's first long paragraph; addresses
    /// in angle brackets beside the names left out. Empty when there is none.
    static func authors(in document: HTMLDocument) -> [String] {
        var names: [String] = []
        document.body?.walkDescendants { node in
            guard node.isElement, node.namespace == .html, !skipped.contains(node.tag) else { return .skipChildren }
            if node.tag == .p, PageTags.isLong(node) { return .stop }
            guard node.tag == .dt else { return .enterChildren }
            guard let label = node.textContent(atMost: 20, collapsingWhitespace: true)?.trimmingEdges(" "),
                label.hasSuffix(":"), authorLabels.contains(String(label.dropLast()).trimmingEdges(" ").lowercased())
            else { return .skipChildren }
            var next = node.nextSibling
            while let sibling = next, !sibling.isElement { next = sibling.nextSibling }
            guard let value = next, value.isHTML(.dd) else { return .skipChildren }
            names = ShownText.lines(of: value).flatMap { line in AuthorNames.names(in: withoutAddresses(line)) }
            return .stop
        }
        return names
    }

    /// Labels of a field naming the writers.
    private static let authorLabels: Set<String> = ["author", "authors"]

    /// Elements whose fields are not the page's own.
    private static let skipped: HTMLTagSet = [.head, .script, .style, .template, .nav, .footer, .aside]

    /// `line` without the parts in angle brackets (addresses, written out
    /// as "guido at python.org" or not).
    static func withoutAddresses(_ line: String) -> String {
        var kept = ""
        var depth = 0
        for character in line {
            if character == "<" {
                depth += 1
            } else if character == ">", depth > 0 {
                depth -= 1
            } else if depth == 0 {
                kept.append(character)
            }
        }
        return kept
    }
}
