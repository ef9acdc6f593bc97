/// Prices in text: an amount with a currency sign or code beside it
/// ("$749", "€ 12,99", "1.299 €", "USD 20", "25 zł"), the way product and
/// deal lists show what each item costs.
enum Prices {
    /// Signs written before or after an amount.
    private static let signs: Set<Unicode.Scalar> = ["$", "€", "£", "¥", "₹", "₩", "₽", "₺", "₪", "₫", "₱", "฿", "¢"]
    /// Currency codes and words written beside an amount, in lower case.
    private static let codes: Set<String> = [
        "usd", "eur", "gbp", "jpy", "cad", "aud", "chf", "sek", "nok", "dkk", "pln", "inr", "brl", "cny", "rmb",
        "zł", "kr", "kč", "ft", "lei", "руб", "rs", "dollars", "euros", "euro",
    ]

    /// Whether `text` holds a price.
    static func occur(in text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard isDigit(scalars[index]) else {
                index += 1
                continue
            }
            // The amount: digits with their separators.
            let start = index
            while index < scalars.count, isDigit(scalars[index]) || ",.'".unicodeScalars.contains(scalars[index]) {
                index += 1
            }
            if marksCurrency(before: scalars[..<start]) || marksCurrency(after: scalars[index...]) { return true }
        }
        return false
    }

    /// Whether a sign or code ends `text`, one space apart at most ("$", "US$ ", "EUR ").
    private static func marksCurrency(before text: ArraySlice<Unicode.Scalar>) -> Bool {
        var text = text
        if let last = text.last, last == " " || last == "\u{A0}" { text = text.dropLast() }
        guard let last = text.last else { return false }
        if signs.contains(last) { return true }
        let word = text.reversed().prefix { $0.properties.isAlphabetic }.reversed()
        return !word.isEmpty && codes.contains(String(String.UnicodeScalarView(word)).lowercased())
    }

    /// Whether a sign or code starts `text`, one space apart at most ("€", " zł", " USD").
    private static func marksCurrency(after text: ArraySlice<Unicode.Scalar>) -> Bool {
        var text = text
        if let first = text.first, first == " " || first == "\u{A0}" { text = text.dropFirst() }
        guard let first = text.first else { return false }
        if signs.contains(first) { return true }
        let word = text.prefix { $0.properties.isAlphabetic }
        return !word.isEmpty && codes.contains(String(String.UnicodeScalarView(word)).lowercased())
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
