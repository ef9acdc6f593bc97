import Gemtext

/// A piece of a paragraph that looks one way (a label, a URL, a heading's text).
struct Run {
    let text: String
    let role: Role
    /// Whether the run is kept whole on one line, spaces and all: it moves to
    /// the next line when it does not fit, and runs past the width when it is
    /// wider than a line (a URL, which must never be split).
    var unbreakable = false
}

/// What opens each output line of a paragraph: a heading marker, a bullet,
/// a quote bar, a link number, or the indent that hangs under them.
struct Prefix {
    let text: String
    let role: Role
    let columns: Int

    init(_ text: String, role: Role = .plain) {
        self.text = text
        self.role = role
        self.columns = DisplayWidth.of(text)
    }

    /// No prefix.
    static let none = Prefix("")

    /// Spaces as wide as `columns`: the hanging indent.
    static func indent(_ columns: Int) -> Prefix {
        Prefix(String(repeating: " ", count: columns))
    }

    /// `self` without trailing spaces, for a line with nothing after it.
    var trimmed: Prefix {
        Prefix(String(text.reversed().drop(while: { $0 == " " }).reversed()), role: role)
    }
}
