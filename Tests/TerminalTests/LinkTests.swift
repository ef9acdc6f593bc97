import Gemtext
import Terminal
import Testing

/// Links: numbered in order, showing where they lead, each kind its own look.
@Suite struct LinkTests {
    let page = """
        => /local Local page
        => other.gmi
        => gemini://example.org/about About
        => gemini://EXAMPLE.org:1965/x?q=1
        => gemini://example.org:1966/ Other port
        => gemini://elsewhere.net/ Elsewhere
        => //elsewhere.net/y
        => https://example.org/ The web
        => mailto:me@example.org
        """

    @Test func numberedWithTheirTargetAndKind() {
        let out = Rendering.plain(page, width: 80, base: "gemini://example.org/index.gmi")
        #expect(
            Rendering.lines(out) == [
                "[1] Local page → /local",
                "[2] → other.gmi",
                "[3] About → /about",
                "[4] → /x?q=1",
                "[5] Other port ⇒ gemini://example.org:1966/",
                "[6] Elsewhere ⇒ gemini://elsewhere.net/",
                "[7] ⇒ //elsewhere.net/y",
                "[8] The web ↗ https://example.org/",
                "[9] ↗ mailto:me@example.org",
            ])
    }

    @Test func withoutABaseOnlyRelativeLinksAreLocal() {
        let out = Rendering.lines(Rendering.plain(page, width: 80))
        #expect(out[0] == "[1] Local page → /local")
        #expect(out[2] == "[3] About ⇒ gemini://example.org/about")
    }

    @Test func kindsHaveTheirOwnColours() {
        let renderer = TerminalRenderer(options: .init(width: 80, color: true, baseURL: "gemini://example.org/"))
        let lines = Rendering.lines(renderer.render(GemtextDocument(parsing: page)))
        #expect(lines[0].hasPrefix("\u{1B}[1;34m[1] \u{1B}[0m\u{1B}[4;34mLocal page\u{1B}[0m"))
        #expect(lines[5].hasPrefix("\u{1B}[1;35m[6] "))
        #expect(lines[7].hasPrefix("\u{1B}[1;33m[8] "))
    }

    @Test func linksThatCarryTheirOwnNumbersKeepThem() {
        // A converted article: `[2]` in the text is the link listed as `[2]`.
        let article = """
            => https://example.org/story Source: Example
            Gran Turismo[1] and Atlas[2].
            => https://example.org/gt [1] Gran Turismo
            => https://example.org/atlas [2] Atlas
            => https://example.org/photo.jpg Image
            => https://example.org/bare [12]
            """
        #expect(
            Rendering.lines(Rendering.plain(article, width: 80)) == [
                "=> Source: Example ↗ https://example.org/story",
                "Gran Turismo[1] and Atlas[2].",
                "[1] Gran Turismo ↗ https://example.org/gt",
                "[2] Atlas ↗ https://example.org/atlas",
                "=> Image ↗ https://example.org/photo.jpg",
                "[12] ↗ https://example.org/bare",
            ])
        // A label that only looks like it starts with a number is left alone.
        let other = Rendering.lines(Rendering.plain("=> /a [draft] notes\n=> /b [1]x", width: 80))
        #expect(other == ["[1] [draft] notes → /a", "[2] [1]x → /b"])
    }

    @Test func longLinksWrapUnderTheirNumberAndTheirURLsAreNeverSplit() {
        let out = Rendering.plain("=> https://example.org/a/long/path A label", width: 20)
        #expect(Rendering.lines(out) == ["[1] A label", "    ↗ https://example.org/a/long/path"])
        // A URL that fits after the label stays there; one that does not
        // moves down whole, even when wider than the line.
        #expect(Rendering.lines(Rendering.plain("=> /a A label", width: 20)) == ["[1] A label → /a"])
        let long = "https://example.org/" + String(repeating: "very-long-path/", count: 10)
        let wrapped = Rendering.lines(Rendering.plain("=> \(long) Some words of a label that wraps", width: 24))
        #expect(wrapped == ["[1] Some words of a", "    label that wraps", "    ↗ \(long)"])
        // Nor is a bare URL, or a link without a label.
        #expect(Rendering.lines(Rendering.plain("=> \(long)", width: 24)) == ["[1] ↗ \(long)"])
    }
}
