import HTML

/// The permalink marks pages put in their headings, or right before or
/// after them (`#`, `¶`, `§`, `🔗`, "Permalink", "Link to this heading"),
/// wikis' "[edit]" links, and the "source" links documentation generators
/// set beside a heading (rustdoc's `<a class="src">Source</a><a>§</a><h4>`,
/// "1.17.0 · Source", "[src]", "[source]"), which mean nothing in gemtext:
/// a heading is its words alone.
enum HeadingDecoration {
    /// Words of elements that only offer a link to the heading.
    private static let phrases: Set<String> = [
        "permalink", "link", "anchor", "anchor link", "copy link", "link to this heading", "link to this section",
        "link to this headline", "link to heading", "direct link to heading", "link to this header",
        "copy link to this section", "link to section", "permanent link",
    ]

    /// Words of the section-edit links of wikis ("[edit]", "[ edit | edit
    /// source ]"), once brackets and bars are set aside.
    private static let editPhrases: Set<String> = [
        "edit", "edit source", "edit edit source", "edit section", "modifier", "modifier le code",
        "modifier modifier le code", "bearbeiten", "quelltext bearbeiten", "bearbeiten quelltext bearbeiten",
        "editar", "editar código", "editar editar código", "modifica", "modifica wikitesto",
    ]

    /// Words of a link beside a heading that opens its source code.
    private static let sourceWords: Set<String> = ["source", "src", "view source"]

    /// Separators between a heading's controls beside it ("Source · [−]").
    private static let separators: Set<Unicode.Scalar> = ["·", "|", "[", "]", "−", "(", ")"]

    /// Marks that may end a heading, attached to its last word or not.
    private static let trailingMarks: Set<Unicode.Scalar> = ["¶", "§", "🔗", "⚓", "⁋", "\u{FE0E}", "\u{FE0F}"]

    /// Symbols that make up a permalink mark of their own element (Doxygen's
    /// is a diamond before a member's name: `<span class="permalink"><a>◆</a></span>`).
    private static let marks: Set<Unicode.Scalar> = trailingMarks.union(["#", "∞", "⛓", "🔖", " ", "◆"])

    /// The most nodes and bytes an element inside a heading may have to be
    /// read as a mark (so looking costs little, however big the heading).
    private static let nodeBudget = 16
    private static let byteBudget = 48

    /// Whether an element inside a heading is only a permalink mark: its
    /// text is mark symbols (`#`, `¶`, `🔗`), or one of the usual words
    /// ("Permalink", "Link to this heading").
    /// Beside a heading (not inside it), a link to the source code ("Source",
    /// "[src]"), alone or with marks and separators, is one too.
    static func isMark(_ node: HTMLNode, besideHeading: Bool = false) -> Bool {
        var text: [UInt8] = []
        var tooBig = false
        var holdsLink = node.isHyperlink
        let isWhole = node.walkDescendants(limit: nodeBudget) { child in
            if child.isHyperlink { holdsLink = true }
            if child.isText {
                text.append(contentsOf: child.utf8Data.prefix(byteBudget + 1))
                text.append(0x20)
                if text.count > byteBudget {
                    tooBig = true
                    return .stop
                }
            }
            return .enterChildren
        }
        guard isWhole, !tooBig else { return false }
        let words = String(decoding: text, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !words.isEmpty else { return false }
        if words.unicodeScalars.allSatisfy({ marks.contains($0) }) { return true }
        if phrases.contains(words.lowercased()) { return true }
        if !besideHeading, isLinkToTop(node, words: words) { return true }
        if besideHeading, holdsLink, isSourceControl(words) { return true }
        return isEditLink(words, element: node)
    }

    /// Whether `node`, inside a heading, is a link back to the top of the
    /// page (man7.org ends every section's heading with `<a
    /// href="#top_of_page"><span class="top-link">top</span></a>`): a jump
    /// inside the page whose words say so ("top", "back to top", "↑").
    private static func isLinkToTop(_ node: HTMLNode, words: String) -> Bool {
        // After the heading's words: a heading that is only such a link ("Top", a manual's first node) stays.
        node.isHyperlink && node.previousSibling != nil && topWords.contains(words.lowercased())
            && node.attribute("href")?.hasPrefix("#") == true
    }

    /// Words of a link back to the top of the page.
    private static let topWords: Set<String> = ["top", "to top", "back to top", "go to top", "↑", "⇧", "▲"]

    /// Whether `node`'s text is permalink mark symbols only (`¶`, `§`, `#`,
    /// `🔗`), not the usual words.
    static func isSymbolMark(_ node: HTMLNode) -> Bool {
        guard let text = node.textContent(atMost: byteBudget) else { return false }
        let scalars = text.unicodeScalars.filter { !$0.properties.isWhitespace }
        return !scalars.isEmpty && scalars.allSatisfy { marks.contains($0) }
    }

    /// Whether `words` are a source link's, with marks and separators around
    /// it: "Source", "source · [−]", "[src]", "Source§", and the version
    /// the item is stable since before it ("1.17.0 · Source",
    /// "1.0.0 (const: 1.39.0) · Source").
    private static func isSourceControl(_ words: String) -> Bool {
        var scalars = String.UnicodeScalarView()
        for scalar in words.lowercased().unicodeScalars {
            scalars.append(marks.contains(scalar) || separators.contains(scalar) ? " " : scalar)
        }
        let rest = String(scalars).split(separator: " ").filter { !isVersion($0) && !sinceWords.contains($0) }
        return sourceWords.contains(rest.joined(separator: " "))
    }

    /// Words that may name the version beside a source link ("const: 1.39.0", "const: unstable").
    private static let sinceWords: Set<Substring> = ["since", "const:", "const", "unstable"]

    /// Whether `word` is a version number: "1.17.0", "v2.3".
    private static func isVersion(_ word: Substring) -> Bool {
        let digits = word.first == "v" ? word.dropFirst() : word[...]
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }
    }

    /// Whether `node`, a link or a span, stands right before a heading in
    /// the same parent, with nothing between but white space and other
    /// links or spans (rustdoc's "Source" link and "§" before each method's heading).
    static func precedes(_ node: HTMLNode) -> Bool {
        headingAfter(node) != nil
    }

    /// The heading `node` precedes (see `precedes`), or nil.
    private static func headingAfter(_ node: HTMLNode) -> HTMLNode? {
        guard node.namespace == .html, node.tag == .a || node.tag == .span else { return nil }
        var next = node.nextSibling
        var steps = 0
        while let sibling = next, steps < 4 {
            if sibling.isText {
                if sibling.utf8Data.contains(where: { $0 > 0x20 }) { return nil }
            } else if sibling.namespace == .html, HTMLTagSet.headings.contains(sibling.tag) {
                return sibling
            } else if sibling.namespace == .html, sibling.tag == .a || sibling.tag == .span {
                steps += 1
            } else {
                return nil
            }
            next = sibling.nextSibling
        }
        return nil
    }

    /// Whether `node` stands right after a heading, in the same parent
    /// (`<div><h2>History</h2><span>[edit]</span></div>`): where a page puts
    /// the heading's own controls when they are not inside it. An empty
    /// element of the page's own between (rustdoc's `<rustdoc-toolbar>`)
    /// shows nothing.
    static func follows(_ node: HTMLNode) -> Bool {
        headingBefore(node) != nil
    }

    /// The heading `node` follows (see `follows`), or nil.
    private static func headingBefore(_ node: HTMLNode) -> HTMLNode? {
        var previous = node.previousSibling
        while let sibling = previous,
            sibling.isText
                ? !sibling.utf8Data.contains(where: { $0 > 0x20 })
                : !sibling.isElement || (sibling.tag == .unknown && sibling.firstChild == nil)
        {
            previous = sibling.previousSibling
        }
        guard let heading = previous, heading.namespace == .html, HTMLTagSet.headings.contains(heading.tag) else {
            return nil
        }
        return heading
    }

    /// Whether the link `node`, right before or after a heading in the same
    /// parent, leads to that heading (`href="#usage"` beside `<h2
    /// id="usage">`): the heading's permalink, whatever words it says to
    /// screen readers (Starlight's "Section titled “Usage”").
    static func leadsToHeadingBeside(_ node: HTMLNode) -> Bool {
        guard node.isHTML(.a), let href = node.attribute("href"), href.utf8.count > 1, href.utf8.first == 0x23,
            let heading = headingBefore(node) ?? headingAfter(node), let id = heading.attribute("id")
        else { return false }
        return href.utf8.dropFirst().elementsEqual(id.utf8)
    }

    /// Whether the words of an element in a heading are a wiki's edit link:
    /// "[edit]" in brackets, or a link whose words are "edit".
    private static func isEditLink(_ words: String, element: HTMLNode) -> Bool {
        let bracketed = words.hasPrefix("[") && words.hasSuffix("]")
        guard bracketed || element.isHTML(.a) else { return false }
        return isEditWords(words)
    }

    /// Whether `text`, brackets and bars set aside, is the words of an edit link (or nothing).
    private static func isEditWords(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "|" || $0 == "[" || $0 == "]" })
        return words.isEmpty || editPhrases.contains(words.joined(separator: " "))
    }

    /// `text` without permalink marks at its ends: `¶`, `§`, `🔗` at the
    /// end, and a `#` set apart by a space at either end (`C#` stays).
    static func trimmed(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        var changed = true
        while changed, !scalars.isEmpty {
            changed = false
            if let last = scalars.last, trailingMarks.contains(last) {
                scalars.removeLast()
                changed = true
            } else if scalars.count >= 2, scalars[scalars.count - 1] == "#", scalars[scalars.count - 2] == " " {
                scalars.removeLast()
                changed = true
            } else if scalars.count == 1, scalars[0] == "#" {
                scalars.removeAll()
            }
            if scalars.first == "#", scalars.count >= 2, scalars[1] == " " {
                scalars.removeFirst()
                changed = true
            }
            if scalars.last == "]", let open = scalars.lastIndex(of: "["),
                isEditWords(String(String.UnicodeScalarView(scalars[(open + 1)..<(scalars.count - 1)])))
            {
                scalars.removeSubrange(open...)  // "History [edit]" as plain text, or the brackets of a link left out
                changed = true
            }
            while scalars.last == " " { scalars.removeLast() }
            while scalars.first == " " { scalars.removeFirst() }
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}
