import HTML

extension BodyConverter {
    /// The most words the line naming a quote's speaker may have ("mkovacs:", "Ada Lovelace:").
    static let longestSpeaker = 4

    /// A quote headed by whose words they are: a block that holds a short
    /// line ending in a colon, then a `<blockquote>` (a forum post quoting
    /// an earlier one: "mkovacs:" over the quoted words). The quote comes
    /// first and its speaker after it, "— mkovacs", as quotes are signed.
    /// A line that only says a quote follows ("Quote:") over a table of
    /// one cell heads the cell's words as a quote, signed by the credit in
    /// it ("Originally Posted by ann", as vBulletin 3 frames a quote).
    /// Returns false, writing nothing, when `node` is no such block.
    mutating func headedQuote(_ node: HTMLNode) -> Bool {
        guard !isCompact else { return false }
        let parts = Self.leadingParts(of: node, upTo: 3)
        guard parts.count == 2, case (let heading, let quoted) = (parts[0], parts[1]), heading.isElement,
            quoted.isHTML(.blockquote) || quoted.isHTML(.table), !content.isExcluded(heading.id),
            !content.isExcluded(quoted.id), let speaker = Self.speaker(heading)
        else { return false }
        guard quoted.isHTML(.blockquote) else {
            let rows = Self.rows(of: quoted)
            guard Self.quoteTitles.contains(speaker.lowercased()), rows.count == 1, rows[0].cells.count == 1,
                !content.isExcluded(rows[0].cells[0].id)
            else { return false }
            quote(rows[0].cells[0])
            return true
        }
        flush()
        visit(quoted)
        writer.quote(marked: "— " + speaker, plain: "— " + speaker)
        return true
    }

    /// The words of a forum's title over a quote that only says it is one ("Quote:"), lower-cased, without the colon.
    private static let quoteTitles: Set<String> = [
        "quote", "zitat", "citation", "cita", "citação", "citazione", "citaat", "cytat", "цитата", "alıntı", "引用",
    ]

    /// The credit that opens a forum's quote of an earlier post: a `<cite>`
    /// before the quoted words that names the member and ends its words
    /// with a colon, a link back and the date perhaps after it
    /// ("<cite><a>ann</a> wrote: ↑ Sat Mar 02, 2024</cite>", as phpBB 3
    /// and MyBB write a quote), with the member's name: the link's words,
    /// else the words before the colon but the verb ("ann wrote:"); or
    /// vBulletin's line "Originally Posted by ann" over the words, or
    /// SMF's "Quote from: ann on March 02, 2024".
    static func openingCredit(of quote: HTMLNode) -> (cite: HTMLNode, name: String)? {
        if quote.attributeCount > 0, let credit = attributedCredit(of: quote) { return credit }
        var current = quote
        for _ in 0..<3 {
            guard let first = current.children.first(where: holdsWords), first.isElement else { return nil }
            if let name = postedByName(first) ?? quotedFromName(first) ?? saidName(first) { return (first, name) }
            guard first.isHTML(.cite) else {
                current = first
                continue
            }
            let text = creditWords(of: first)
            guard let colon = text.firstIndex(of: ":") else { return nil }
            var words = text[..<colon].split(separator: " ")
            if words.count > 1 { words.removeLast() }  // "wrote", "schrieb"
            var name = words.joined(separator: " ")
            if let link = first.descendants.first(where: { $0.isHTML(.a) }),
                let linked = link.textContent(atMost: 60).map(oneLine), linked.count > 1, text.hasPrefix(linked)
            {
                name = linked
            }
            guard !name.isEmpty, words.count <= longestSpeaker else { return nil }
            return (first, name)
        }
        return nil
    }

    /// Whether `node` holds words (a box without them, such as vBulletin's
    /// empty `bbcode_quote_container`, comes before nothing).
    private static func holdsWords(_ node: HTMLNode) -> Bool {
        if node.isText { return node.utf8Data.contains { $0 > 0x20 } }
        guard let text = node.textContent(atMost: 64) else { return true }
        return text.utf8.contains { $0 > 0x20 }
    }

    /// The member that vBulletin's credit over a quote names ("Originally
    /// Posted by ann", a link back to the post after it).
    private static func postedByName(_ node: HTMLNode) -> String? {
        guard let text = node.textContent(atMost: 80).map(oneLine), text.hasPrefix(postedBy) else { return nil }
        let name = String(text.dropFirst(postedBy.count)).trimmingEdges(" ")
        let words = name.split(separator: " ").count
        return (1...longestSpeaker).contains(words) ? name : nil
    }

    private static let postedBy = "Originally Posted by "

    /// The member a line over a quote says said it, ending in a colon
    /// ("@ann said in Silt in the inner basin:", NodeBB's line with links
    /// to the member and the post; "ann said:"), without the '@'.
    private static func saidName(_ node: HTMLNode) -> String? {
        guard let text = node.textContent(atMost: 120).map(oneLine), text.hasSuffix(":") else { return nil }
        let words = text.split(separator: " ")
        guard let said = words.prefix(longestSpeaker + 1).firstIndex(where: { $0 == "said" || $0 == "said:" }),
            said > 0
        else { return nil }
        let name = words[..<said].joined(separator: " ")
        return name.hasPrefix("@") ? String(name.dropFirst()) : name
    }

    /// The member that Invision Community's quote names in its attribute
    /// (`<blockquote class="ipsQuote" data-ipsquote-username="ann">`), with
    /// its line of citation before the quoted words ("Quote" as the page is
    /// served, "On 3/14/2024 at 10:12 AM, ann said:" once its script ran).
    private static func attributedCredit(of quote: HTMLNode) -> (cite: HTMLNode, name: String)? {
        guard let name = quote.attribute("data-ipsquote-username"), (1...MemberName.longestName).contains(name.count),
            let first = quote.children.first(where: holdsWords), first.isElement, first.textContent(atMost: 120) != nil
        else { return nil }
        var next = first.nextSibling
        while let sibling = next, !holdsWords(sibling) { next = sibling.nextSibling }
        return next == nil ? nil : (first, name)  // the citation, then the quoted words
    }

    /// The member that SMF's credit of a quote names ("Quote from: ann on
    /// March 02, 2024, 10:12:33 AM", a link back to the post): in a
    /// `<cite>` in the quote (SMF 2.1), or in the box before it (2.0's
    /// `quoteheader`).
    static func quotedFromName(_ node: HTMLNode) -> String? {
        guard let text = node.textContent(atMost: 120).map(oneLine), text.hasPrefix(quotedFrom) else { return nil }
        var name = String(text.dropFirst(quotedFrom.count))
        if let on = name.range(of: " on ") { name = String(name[..<on.lowerBound]) }
        name = name.trimmingEdges(" ")
        return (1...longestSpeaker).contains(name.split(separator: " ").count) ? name : nil
    }

    private static let quotedFrom = "Quote from: "

    /// The member named by the credit in the box right before the quote
    /// `node` (SMF 2.0's `quoteheader`), if any.
    static func creditBefore(_ node: HTMLNode) -> String? {
        var previous = node.previousSibling
        while let sibling = previous, !sibling.isElement { previous = sibling.previousSibling }
        return previous.flatMap(quotedFromName)
    }

    /// Whether `node` is a forum's quote of an earlier post set in boxes
    /// of its own rather than a `<blockquote>`: vBulletin's `bbcode_quote`
    /// (its credit "Originally Posted by ann", then the words).
    static func isBoxedQuote(_ node: HTMLNode) -> Bool {
        node.tag == .div && node.classNames.contains("bbcode_quote")
    }

    /// Whether the `<blockquote>` `node` holds a post's own words, as
    /// vBulletin 4 sets each post in `<blockquote class="postcontent">`:
    /// no quote.
    static func isPostBody(_ node: HTMLNode) -> Bool {
        node.classNames.contains("postcontent")
    }

    /// The words of a quote's credit `cite` without the date an element of
    /// it sets before the name (MyBB's "<span>(03-14-2024, 10:12 AM)</span>ann
    /// Wrote:"), whose colons are the time's.
    private static func creditWords(of cite: HTMLNode) -> String {
        var words = ""
        for child in cite.children {
            let text = child.textContent(collapsingWhitespace: true)
            if child.isElement, words.allSatisfy(\.isWhitespace),
                CommentThreads.readsAsDate(text.trimmingEdges(" ()[]"))
            {
                continue
            }
            words += text
        }
        return oneLine(words)
    }

    /// The words of a paragraph that quotes a line with a '>' before it, as
    /// replies of plain text do ("> it is the approach that silted"); nil
    /// for any other paragraph (one without links or styles: its words are
    /// written as they stand).
    static func quotedLine(_ text: String) -> String? {
        guard text.hasPrefix(">"), !text.hasPrefix(">>"), !text.contains("\n") else { return nil }
        let words = text.dropFirst().drop { $0 == " " }
        return words.isEmpty ? nil : String(words)
    }

    /// A table that sets a quotation between big quotation marks in cells
    /// of their own, with its source in a row under it (MediaWiki's quote
    /// templates, `<table class="cquote">` on Fandom's wikis: "“" | the
    /// words | "”", then "―Ahsoka Tano"): a quote of its words and its
    /// source, without the marks. Returns false, writing nothing, for any
    /// other table.
    mutating func quoteTable(_ table: HTMLNode, rows: [TableRow]) -> Bool {
        guard !isCompact, (1...3).contains(rows.count),
            rows.allSatisfy({ $0.cells.count <= 3 }), let first = rows.first,
            first.cells.contains(where: Self.isQuotationMark),
            first.cells.contains(where: { !Self.isQuotationMark($0) && $0.firstChild != nil })
        else { return false }
        flush()
        writer.separate(compact: false)
        quoteDepth += 1
        for row in rows {
            for cell in row.cells where !content.isExcluded(cell.id) && !Self.isQuotationMark(cell) { block(cell) }
        }
        flush()
        quoteDepth -= 1
        return true
    }

    /// Whether a table cell shows only quotation marks ("“", "”", "«").
    private static func isQuotationMark(_ cell: HTMLNode) -> Bool {
        guard let text = cell.textContent(atMost: 8) else { return false }
        let marks = text.unicodeScalars.filter { !$0.properties.isWhitespace }
        return !marks.isEmpty && marks.allSatisfy { quotationMarks.contains($0) }
    }

    private static let quotationMarks: Set<Unicode.Scalar> = [
        "“", "”", "„", "‟", "«", "»", "\"", "‘", "’", "‚", "❝", "❞", "〝", "〞", "「", "」",
    ]

    /// The speaker a line names when it is a few words ending in a colon
    /// ("mkovacs:"), without the colon; nil for any other line.
    private static func speaker(_ line: HTMLNode) -> String? {
        guard !ElementRoles.skipped.contains(line.tag), !HTMLTagSet.headings.contains(line.tag) else { return nil }
        let text = oneLine(line.textContent(collapsingWhitespace: true, excluding: .nonRendered))
        guard text.count <= 48, text.last == ":" else { return nil }
        let words = text.dropLast().split(separator: " ")
        guard (1...longestSpeaker).contains(words.count), !words.contains(where: { $0.contains(":") }) else {
            return nil
        }
        return words.joined(separator: " ")
    }

    /// The first `limit` children of `node` that show something (text
    /// other than white space, or elements).
    static func leadingParts(of node: HTMLNode, upTo limit: Int) -> [HTMLNode] {
        var parts: [HTMLNode] = []
        for child in node.children where !child.isText || child.utf8Data.contains(where: { $0 > 0x20 }) {
            parts.append(child)
            if parts.count == limit { break }
        }
        return parts
    }
}
