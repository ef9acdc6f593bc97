import HTML

/// A mail message that a list archive shows as its plain text in a
/// `<pre>` (Mailman's pipermail after `<!--beginarticle-->`, public-inbox
/// and marc.info with the message's header lines first): prose, not
/// code. Its lines were wrapped by the writer's mail program, so a line
/// that runs to the wrapping width goes on in the next one; quoted lines
/// ("> …") are quotes; a patch and indented lines are kept exactly, the
/// header lines and the signature line by line.
enum MailText {
    /// A part of the message, in order.
    enum Block: Equatable {
        /// Lines of the writer's own text, each line a paragraph's
        /// wrapped lines joined; the header lines and the signature (after
        /// "-- "), line by line.
        case text([String])
        /// Quoted lines joined the same way, without their quote mark;
        /// quotes of quotes keep their marks but one ("> older").
        case quote([String])
        /// Lines kept exactly: a patch, code, a table.
        case verbatim(String)
    }

    /// The fewest characters of a line that the mail program wrapped:
    /// shorter lines end where the writer ended them ("Thanks,").
    static let wrappedLine = 50

    /// The comments archives set right before the message's body (pipermail's, MHonArc's).
    private static let bodyMarks: Set<String> = ["beginarticle", "X-Body-of-Message"]

    /// Mail header names, lower-cased, that open a message shown whole.
    private static let headerNames: Set<Substring> = [
        "from", "to", "cc", "date", "subject", "message-id", "in-reply-to", "references", "list", "sender",
        "reply-to",
    ]

    /// Whether `pre` shows a mail message: pipermail marks its message
    /// with a comment (`<!--beginarticle-->`) just before it, MHonArc
    /// (mail-archive.com, lists.gnu.org, lists.debian.org) with
    /// `<!--X-Body-of-Message-->`; other archives show the message whole,
    /// its first lines headers naming its sender and date ("From: …", "Date: …").
    /// A tracker's comment set so is read the same way (see `isCommentText`).
    static func isMessage(_ pre: HTMLNode) -> Bool {
        if pre.attributeCount > 0, isCommentText(pre) { return true }
        var previous = pre.previousSibling
        while let node = previous, node.isText, node.utf8Data.allSatisfy({ $0 <= 0x20 }) {
            previous = node.previousSibling
        }
        if let comment = previous, comment.kind == .comment,
            bodyMarks.contains(String(decoding: comment.utf8Data, as: UTF8.self).trimmingEdges(" \n\t\r"))
        {
            return true
        }
        // A message shown in an article, as code or between the author's paragraphs, is the author's exact text.
        if pre.elementChildren.contains(where: { $0.isHTML(.code) }) || standsAmongParagraphs(pre) { return false }
        guard let opening = openingText(of: pre) else { return false }
        let names = headerBlock(of: opening.split(separator: "\n", omittingEmptySubsequences: false)).names
        return names.contains("from") && names.contains("date")
    }

    /// Whether `pre`'s class names it a comment's text: a bug tracker's
    /// comment, prose its writer's lines wrapped as a mail's are, its
    /// quotes of earlier comments marked "> " (Bugzilla's `<pre
    /// class="bz_comment_text">`).
    private static func isCommentText(_ pre: HTMLNode) -> Bool {
        guard let names = pre.attribute("class")?.lowercased() else { return false }
        return names.contains("comment") && names.contains("text")
    }

    /// Whether `pre`, or the box that holds only it, stands beside
    /// paragraphs (`<p>`): an article that shows a message as an example,
    /// where an archive's message page has no paragraphs of its own.
    private static func standsAmongParagraphs(_ pre: HTMLNode) -> Bool {
        var box = pre
        while let parent = box.parent, parent.elementChildren.count == 1 { box = parent }
        return box.parent?.elementChildren.contains { $0.isHTML(.p) } ?? false
    }

    /// The value of header line `name` (lower-cased: "from") among the
    /// header lines that open `pre`'s text; nil when it has none.
    static func header(_ name: String, of pre: HTMLNode) -> String? {
        guard let opening = openingText(of: pre) else { return nil }
        let lines = opening.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines.prefix(headerBlock(of: lines).count) {
            guard let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == name else { continue }
            return String(line[line.index(after: colon)...]).trimmingEdges(" \t\r")
        }
        return nil
    }

    /// The first thousand or so characters of `pre`'s text.
    private static func openingText(of pre: HTMLNode) -> String? {
        var text: [UInt8] = []
        pre.walkDescendants { node in
            if node.isText { text.append(contentsOf: node.utf8Data) }
            return text.count < 1000 ? .enterChildren : .stop
        }
        return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
    }

    /// The header lines that open `lines` (up to the first blank line,
    /// every one "Name: value" with a name of `headerNames`, or a folded
    /// line going on with white space): how many lines, and their names.
    private static func headerBlock(of lines: [Substring]) -> (count: Int, names: Set<Substring>) {
        var names: Set<Substring> = []
        for (index, line) in lines.enumerated() {
            if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { return (index, names) }
            if index > 0, line.first == " " || line.first == "\t" { continue }
            guard let colon = line.firstIndex(of: ":"), case let name = line[..<colon].lowercased()[...],
                headerNames.contains(name)
            else { return (index, names) }
            names.insert(name)
        }
        return (lines.count, names)
    }

    /// The blocks of a message's text.
    static func blocks(of message: String) -> [Block] {
        var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.last == "\r" ? $0.dropLast() : $0
        }
        var blocks: [Block] = []
        let header = headerBlock(of: lines)
        if header.names.contains("from") {
            blocks.append(.text(lines[..<header.count].map { String($0) }))
            lines.removeFirst(header.count)
        }
        var group: [Substring] = []
        var inSignature = false
        for line in lines + [""] {
            if line == "-- " || line == "--", !inSignature {
                blocks += self.blocks(ofGroup: group)
                group = []
                inSignature = true
            } else if isBlank(line) {
                if inSignature {
                    if !group.isEmpty { group.append(line) }
                } else {
                    blocks += self.blocks(ofGroup: group)
                    group = []
                }
            } else {
                group.append(line)
            }
        }
        if inSignature, let last = group.lastIndex(where: { !isBlank($0) }) {
            blocks.append(.text(group[...last].map { String($0) }))
        }
        return blocks
    }

    /// The blocks of lines between blank lines: runs of quoted lines, of
    /// the writer's text, and of lines to keep exactly.
    private static func blocks(ofGroup group: [Substring]) -> [Block] {
        var blocks: [Block] = []
        var start = 0
        var credit: String?
        while start < group.count {
            let depth = quoteDepth(group[start])
            var end = start + 1
            while end < group.count, quoteDepth(group[end]) == depth { end += 1 }
            var run = group[start..<end]
            if depth > 0 {
                let unquoted = run.map { unquote($0, depth: depth) }
                let marks = String(repeating: "> ", count: depth - 1)
                // A quoted blank line ends the quoted paragraph.
                blocks += unquoted.split(whereSeparator: isBlank).map { .quote(joined(Array($0)).map { marks + $0 }) }
                if let name = credit, depth == 1, case .quote(let lines)? = blocks.last {
                    blocks[blocks.count - 1] = .quote(lines + ["— " + name])  // "> — Ann Lee"
                }
                credit = nil
                start = end
                continue
            }
            credit = nil
            if end < group.count, let last = run.last, let reply = replyCredit(last) {
                // "(In reply to Ann Lee from comment #3)" over the quote: the quote is signed, the line goes.
                credit = reply.isEmpty ? nil : reply
                run = run.dropLast()
                if run.isEmpty {
                    start = end
                    continue
                }
            }
            if run.contains(where: keepsItsLayout) {
                blocks.append(.verbatim(run.joined(separator: "\n")))
            } else {
                blocks.append(.text(joined(Array(run))))
            }
            start = end
        }
        return blocks
    }

    /// The name a tracker's line over a quote of an earlier comment gives
    /// ("(In reply to Ann Lee from comment #3)", as Bugzilla opens a reply
    /// that quotes one; "" for its older "(In reply to comment #3)");
    /// nil for any other line.
    static func replyCredit(_ line: Substring) -> String? {
        let trimmed = String(line).trimmingEdges(" \t")
        let opening = "(In reply to "
        guard trimmed.count <= 120, trimmed.hasPrefix(opening), trimmed.hasSuffix(")") else { return nil }
        let inner = trimmed.dropFirst(opening.count).dropLast()
        if inner.hasPrefix("comment #") { return "" }
        let words = inner.split(separator: " ")
        guard words.count >= 4, words[words.count - 3] == "from", words[words.count - 2] == "comment",
            words[words.count - 1].hasPrefix("#")
        else { return nil }
        return words.dropLast(3).joined(separator: " ")
    }

    /// How many quote marks open `line` ("> > text" is 2).
    private static func quoteDepth(_ line: Substring) -> Int {
        var depth = 0
        for character in line {
            if character == ">" {
                depth += 1
            } else if character != " " {
                break
            }
        }
        return depth
    }

    /// `line` without its `depth` quote marks and the spaces after them.
    private static func unquote(_ line: Substring, depth: Int) -> Substring {
        var rest = line
        for _ in 0..<depth {
            guard let mark = rest.firstIndex(of: ">") else { break }
            rest = rest[rest.index(after: mark)...]
        }
        return rest.first == " " ? rest.dropFirst() : rest
    }

    /// Whether `line` is laid out by hand or is a patch's: it opens with
    /// white space, or with a diff's marks (a vote, "+1 from me.", is no
    /// patch's line).
    private static func keepsItsLayout(_ line: Substring) -> Bool {
        guard let first = line.first else { return false }
        if first == " " || first == "\t" || first == "|" { return true }
        if first == "+" { return !isVote(line) }
        return line.hasPrefix("@@") || line.hasPrefix("---") || line.hasPrefix("diff ") || line.hasPrefix("Index: ")
    }

    /// Whether `line` opens with a vote: "+" and a number, then a space,
    /// a stop or nothing ("+1", "+1 from me.", "+0.5, but…").
    private static func isVote(_ line: Substring) -> Bool {
        let number = line.dropFirst().prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard number.first?.isNumber == true else { return false }
        let after = line.dropFirst(1 + number.count).first
        return after == nil || after == " " || after == "," || after == "!" || after == ";"
    }

    /// Lines joined where the mail program wrapped them (a line of
    /// `wrappedLine` characters or more goes on in the next one), each
    /// line the writer ended apart.
    private static func joined(_ lines: [Substring]) -> [String] {
        var result: [String] = []
        var current = ""
        for line in lines {
            let trimmed = String(line).trimmingEdges(" \t")
            if trimmed.isEmpty { continue }
            current = current.isEmpty ? trimmed : current + " " + trimmed
            if line.count < wrappedLine {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    private static func isBlank(_ line: Substring) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" }
    }
}
