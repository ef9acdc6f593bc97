/// The programming language a code block names in its markup, for the alt
/// text of its preformatted block: `data-lang`/`data-language`, or a class
/// such as `language-swift`, `lang-swift`, `highlight-swift`,
/// `highlight-source-swift`, `brush: swift`, pandoc's `sourceCode swift`,
/// SyntaxHighlighter's `syntaxhighlighter swift`, highlight.js's
/// `swift hljs` (as HackMD and CodiMD write it), Emacs Org mode's
/// `src src-swift` or Hexo's `highlight swift`.
enum CodeLanguage {
    /// The language named by an element's `data-lang` or `data-language`
    /// attribute and its `class` attribute, or nil.
    static func named(dataLanguage: String?, classes: String?) -> String? {
        if let dataLanguage, let name = clean(Substring(dataLanguage)) { return name }
        guard let classes else { return nil }
        let tokens = classes.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        var afterBrush = false
        var sourceCode = false
        for token in tokens {
            if afterBrush, let name = clean(token.hasSuffix(";") ? token.dropLast() : token) { return name }
            afterBrush = false
            let lower = token.lowercased()
            if lower == "brush:" {
                afterBrush = true
                continue
            }
            if Self.markers.contains(lower) {
                sourceCode = true
                continue
            }
            // Org mode's export: "src src-emacs-lisp".
            if lower.hasPrefix("src-"), tokens.contains("src"), let name = clean(token.dropFirst(4)) { return name }
            for prefix in ["language-", "lang-", "highlight-source-", "highlight-", "brush:"]
            where lower.hasPrefix(prefix) {
                if let name = clean(token.dropFirst(prefix.count)) { return name }
            }
        }
        // Hexo's figure: "highlight python", the language its one other class (a word, no highlighter's name).
        if tokens.count == 2, tokens[0].lowercased() == "highlight", tokens[1].allSatisfy({ $0 != "-" }),
            let name = clean(tokens[1])
        {
            return name
        }
        if sourceCode {
            for token in tokens
            where !Self.markers.contains(token.lowercased()) && !Self.options.contains(token.lowercased()) {
                if let name = clean(token) { return name }
            }
        }
        return nil
    }

    /// Classes that say another class of the element names the language
    /// (pandoc's `sourceCode python`, SyntaxHighlighter's `syntaxhighlighter python`,
    /// highlight.js's `python hljs`).
    private static let markers: Set<String> = ["sourcecode", "syntaxhighlighter", "hljs"]
    /// Other classes SyntaxHighlighter and pandoc set beside the language
    /// (pandoc's `sourceCode numberSource python numberLines`).
    private static let options: Set<String> = [
        "nogutter", "collapsed", "ie", "printing", "numbersource", "numberlines", "linenums", "line-numbers",
    ]

    /// Names that say nothing about the language (Sphinx's `highlight-default`
    /// is whatever the project's `highlight_language` is, and a doctest's too).
    private static let meaningless: Set<String> = [
        "none", "plain", "plaintext", "text", "nohighlight", "auto", "default",
    ]

    /// `name` in lower case when it reads like a language name (letters,
    /// digits, `+#._-`, at most 30 characters), else nil.
    private static func clean(_ name: Substring) -> String? {
        let trimmed = name.drop(while: { $0 == " " })
        guard !trimmed.isEmpty, trimmed.utf8.count <= 30,
            trimmed.utf8.allSatisfy({ byte in
                let lower = byte | 0x20
                return (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2B
                    || byte == 0x23 || byte == 0x2E || byte == 0x5F || byte == 0x2D
            })
        else { return nil }
        let lower = trimmed.lowercased()
        return meaningless.contains(lower) ? nil : lower
    }
}
