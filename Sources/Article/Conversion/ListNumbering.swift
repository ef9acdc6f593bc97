/// The numbers of an ordered list (`<ol>`), as the browser would show
/// them: from `start` (or the item count when `reversed`), counting up or
/// down, reset by an item's `value`, written in the style of `type`
/// (`1`, `a`, `A`, `i`, `I`).
struct ListNumbering {
    /// How the numbers are written.
    enum Style {
        case decimal, lowerAlpha, upperAlpha, lowerRoman, upperRoman

        /// The style an `<ol type>` or `<li type>` names; decimal for anything else.
        init(type: String?) {
            switch type {
            case "a": self = .lowerAlpha
            case "A": self = .upperAlpha
            case "i": self = .lowerRoman
            case "I": self = .upperRoman
            default: self = .decimal
            }
        }
    }

    private var next: Int
    private let step: Int
    let style: Style

    /// Numbering that starts at `start` (1 by default, or `itemCount` when
    /// `reversed`) and goes down when `reversed`.
    init(start: Int?, reversed: Bool, itemCount: Int, style: Style) {
        self.next = start ?? (reversed ? itemCount : 1)
        self.step = reversed ? -1 : 1
        self.style = style
    }

    /// The marker of the next item (`3.`, `c.`, `iv.`); `value` is the
    /// item's own `value` attribute, which moves the count there.
    mutating func marker(value: Int? = nil) -> String {
        if let value { next = value }
        let number = next
        next += step
        return Self.format(number, style: style) + "."
    }

    /// Whether `text` already opens with `marker` ("3." before "3. Smith J…",
    /// or "3)"): the page wrote the item's number into its text, which the
    /// list's own number would only repeat. A number that goes on ("3.5 kg")
    /// or stands without its point ("3 cups") is the item's text.
    static func opens(_ text: String, with marker: String) -> Bool {
        guard marker.count > 1, marker.last == ".", text.hasPrefix(marker.dropLast()) else { return false }
        let rest = text.dropFirst(marker.count - 1)
        guard let point = rest.first, point == "." || point == ")" else { return false }
        return rest.dropFirst().first.map(\.isWhitespace) ?? true
    }

    /// `number` written in `style`; letters and Roman numerals fall back to
    /// digits where they cannot write the number (0, negatives, very large).
    static func format(_ number: Int, style: Style) -> String {
        switch style {
        case .decimal:
            return String(number)
        case .lowerAlpha, .upperAlpha:
            guard number > 0 && number < 1_000_000 else { return String(number) }
            var letters: [UInt8] = []
            var rest = number
            while rest > 0 {
                rest -= 1
                letters.append(UInt8(rest % 26) + (style == .lowerAlpha ? 0x61 : 0x41))
                rest /= 26
            }
            return String(decoding: letters.reversed(), as: UTF8.self)
        case .lowerRoman, .upperRoman:
            guard number > 0 && number < 4000 else { return String(number) }
            let values = [1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1]
            let symbols = ["M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"]
            var rest = number
            var roman = ""
            for (value, symbol) in zip(values, symbols) {
                while rest >= value {
                    roman += symbol
                    rest -= value
                }
            }
            return style == .lowerRoman ? roman.lowercased() : roman
        }
    }

    /// An integer attribute value as browsers read it: leading spaces, a
    /// sign and digits, anything after ignored; nil when there are no digits.
    static func integer(_ text: String?) -> Int? {
        guard let text else { return nil }
        var bytes = text.utf8.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D }[...]
        var negative = false
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") {
            negative = bytes.first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        let digits = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.prefix(9)
        guard !digits.isEmpty else { return nil }
        let value = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        return negative ? -value : value
    }
}
