import Gemtext
import Terminal

/// Helpers for the renderer tests.
enum Rendering {
    /// `gemtext` rendered with colour off and the options given.
    static func plain(_ gemtext: String, width: Int = 40, toc: Bool = true, base: String? = nil) -> String {
        TerminalRenderer(options: .init(width: width, color: false, tableOfContents: toc, baseURL: base))
            .render(GemtextDocument(parsing: gemtext))
    }

    /// The output lines of `text` (without the final empty piece).
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
