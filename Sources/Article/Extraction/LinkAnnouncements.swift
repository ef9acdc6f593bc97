/// Words a page sets inside a link for screen readers to announce how the
/// link behaves, not where it leads: Reuters' ", opens new tab", "(opens
/// in a new window)", Drupal's "(link is external)", "(external link)", in
/// the languages pages commonly use. They are no part of the link's label
/// nor of its sentence, however the page hides them (a class, or an
/// inline style that clips them to a pixel).
enum LinkAnnouncements {
    /// The longest announcement, in characters.
    static let longest: Int32 = 60

    /// What each part of an announcement says, lower case, without the
    /// punctuation around it ("opens new tab" of ", opens new tab").
    private static let parts: Set<String> = [
        "opens new tab", "opens in new tab", "opens in a new tab", "opens a new tab", "open in new tab",
        "open in a new tab", "opens new window", "opens in new window", "opens in a new window", "opens a new window",
        "open in new window", "open in a new window", "new tab", "new window", "in a new tab", "in a new window",
        "link opens in a new tab", "link opens in a new window", "link opens in new tab", "link opens in new window",
        "this link opens in a new tab", "this link opens in a new window", "external link", "external site",
        "link is external", "opens external site", "opens an external site", "opens in an external site",
        "link to external site", "external website", "opens external website", "link sends email",
        "link sends e-mail",
        "öffnet in neuem tab", "öffnet in einem neuen tab", "öffnet in neuem fenster", "öffnet in einem neuen fenster",
        "öffnet neues fenster", "externer link", "neues fenster", "neuer tab",
        "nouvelle fenêtre", "nouvel onglet", "s'ouvre dans une nouvelle fenêtre", "s’ouvre dans une nouvelle fenêtre",
        "s'ouvre dans un nouvel onglet", "s’ouvre dans un nouvel onglet", "ouvre une nouvelle fenêtre",
        "ouvre un nouvel onglet", "lien externe",
        "se abre en una nueva ventana", "se abre en una nueva pestaña", "abre en una nueva ventana",
        "abre en una nueva pestaña", "nueva ventana", "nueva pestaña", "enlace externo",
        "si apre in una nuova finestra", "si apre in una nuova scheda", "nuova finestra", "nuova scheda",
        "link esterno", "abre em nova janela", "abre em uma nova janela", "abre em nova aba", "nova janela",
        "nova aba", "link externo",
    ]

    /// Whether `text`, the words of an element inside a link, only
    /// announce how the link behaves: each of its parts (split at commas
    /// and semicolons) is one of `parts`, in brackets or not.
    static func isAnnouncement(_ text: String) -> Bool {
        guard text.utf8.count <= Int(longest) else { return false }
        let said = text.lowercased().split(whereSeparator: { $0 == "," || $0 == ";" })
            .map { String($0).trimmingEdges(" \u{A0}.:()[]") }
            .filter { !$0.isEmpty }
        return !said.isEmpty && said.allSatisfy { parts.contains($0) }
    }
}

extension LinkAnnouncements {
    /// `text`, a link's words, without the announcements at its end
    /// ("Purchase Licensing Rights, opens new tab" is "Purchase Licensing
    /// Rights"; "Report (opens in a new window)" is "Report").
    static func withoutAnnouncements(_ text: String) -> String {
        var rest = Substring(text)
        while let cut = rest.lastIndex(where: { $0 == "," || $0 == "(" }), isAnnouncement(String(rest[cut...])) {
            rest = rest[..<cut]
        }
        return String(rest).trimmingEdges(" \u{A0}")
    }
}
