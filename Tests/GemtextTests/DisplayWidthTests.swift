import Gemtext
import Testing

/// Display widths: what a terminal shows, not bytes or code points.
@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("hello", 5), ("", 0), ("café", 4),
        ("日本語", 6), ("한국어", 6), ("ｆｕｌｌ", 8), ("中a文", 5),
        ("e\u{301}", 1), ("a\u{300}\u{301}\u{302}", 1), ("\u{200B}", 0), ("x\u{200D}y", 2),
        ("🚀", 2), ("✨", 2), ("❤️", 2), ("❤", 1), ("1️⃣", 2),
        ("👩‍👩‍👧", 2), ("👍🏽", 2), ("🏳️‍🌈", 2), ("🇳🇿", 2), ("🇳🇿🇫🇷", 4), ("🇳", 1),
        ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{0}\u{1B}\t", 3), ("\u{85}", 1),
    ])
    func width(_ text: String, _ columns: Int) {
        #expect(DisplayWidth.of(text) == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
}
