/// How many terminal columns text takes: East Asian wide characters and
/// emoji take two, combining marks and other zero-width characters none, and
/// emoji sequences (joined with ZWJ, with VS16, skin tones, flags) count as
/// one character. A control character (tab included) counts one, as the
/// terminal renderer shows it as one symbol. The terminal renderer wraps by
/// this measure and the article converter aligns table columns with it.
public enum DisplayWidth {
    /// The columns `text` takes on one line of a terminal.
    public static func of(_ text: String) -> Int {
        var measure = ClusterWidth()
        var columns = 0
        for scalar in text.unicodeScalars { columns += measure.advance(scalar.value).columns }
        return columns
    }
}
