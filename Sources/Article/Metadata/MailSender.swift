import HTML

/// The writer and date of a mail message that a list archive shows as its
/// text in a `<pre>` (see `MailText`): the name its "From:" header line gives
/// ("Jane Doe <jane@example.org>", "jane@example.org (Jane Doe)"), or,
/// where the archive shows the sender over the message (pipermail), the
/// bold name beside the link that mails them; the day its "Date:" line gives.
enum MailSender {
    /// The sender's names, empty when the page shows no mail message or no
    /// name for its sender.
    static func names(in document: HTMLDocument) -> [String] {
        guard let message = document.elements(.pre).first(where: MailText.isMessage) else { return [] }
        if let from = MailText.header("from", of: message) { return names(inFrom: from) }
        return shownSender(above: message).map { AuthorNames.names(in: $0) } ?? []
    }

    /// The day and time of the message's "Date:" header line in ISO 8601
    /// form ("Mon, 8 Jan 2024 10:12:33 +0100"); nil when the page shows no
    /// such message.
    static func date(in document: HTMLDocument) -> String? {
        guard let message = document.elements(.pre).first(where: MailText.isMessage),
            let value = MailText.header("date", of: message)
        else { return nil }
        return ISODate.normalize(value)
    }

    /// The names of a "From:" value: the words beside the address, without quotes.
    static func names(inFrom value: String) -> [String] {
        var name = LabelledFields.withoutAddresses(value).trimmingEdges(" \"'")
        if name.contains("@"), let open = value.firstIndex(of: "("), let close = value.lastIndex(of: ")"),
            open < close
        {
            name = String(value[value.index(after: open)..<close]).trimmingEdges(" \"'")
        }
        guard !name.isEmpty, !name.contains("@") else { return [] }
        return AuthorNames.names(in: name)
    }

    /// How many elements before the message the sender's line is looked for.
    private static let elementsLookedAt = 12

    /// The words of the bold element right before a link that mails its
    /// sender (`<b>Jane Doe</b> <a href="mailto:…">`), among the elements
    /// before `message`.
    private static func shownSender(above message: HTMLNode) -> String? {
        var current = message.previousSibling
        var looked = 0
        while let node = current, looked < elementsLookedAt {
            if node.isElement {
                looked += 1
                if node.isHTML(.a), node.attribute("href")?.lowercased().hasPrefix("mailto:") == true {
                    var previous = node.previousSibling
                    while let sibling = previous, !sibling.isElement { previous = sibling.previousSibling }
                    guard let bold = previous, bold.isHTML(.b) || bold.isHTML(.strong) else { return nil }
                    return bold.textContent(atMost: 100, collapsingWhitespace: true)
                }
            }
            current = node.previousSibling
        }
        return nil
    }
}
