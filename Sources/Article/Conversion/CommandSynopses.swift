import HTML

/// A command's synopsis that a table aligns: the command's name in one
/// cell, its options and arguments beside it (mandoc's `<table class="Nm">`
/// under SYNOPSIS, on manpages.debian.org, man.openbsd.org and every page
/// `mandoc -Thtml` makes: `<td><code>tidelog</code></td><td>[<code>-u</code>]
/// [<code>-o</code> <var>file</var>] <var>table ...</var></td>`). It reads as
/// the one line of code it is, "tidelog [-u] [-o file] table ...", where it
/// read as a label and its value, "tidelog: [-u] …". A name in code beside
/// words (a parameter's "path" beside "The file to read") is a label still.
enum CommandSynopses {
    /// The longest command's name, in characters.
    static let longestName = 60

    /// Whether `name`, a cell of code alone, and `arguments`, a cell whose
    /// words are mostly code (options and their arguments, between the
    /// brackets and bars of a synopsis) with an option's bracket or dash,
    /// are a command's synopsis.
    static func isSynopsis(name: HTMLNode, arguments: HTMLNode) -> Bool {
        guard let text = name.textContent(atMost: longestName, collapsingWhitespace: true), !text.isEmpty,
            codeLetters(in: name) == letters(in: text)
        else { return false }
        // Options come in brackets or after a dash: a value of code alone ("false") is no synopsis.
        let words = arguments.textContent()
        guard words.contains("[") || words.drop(while: \.isWhitespace).first == "-" else { return false }
        let all = letters(in: words)
        return all > 0 && 2 * codeLetters(in: arguments) >= all
    }

    /// The letters and digits of `text`.
    private static func letters(in text: String) -> Int {
        text.reduce(0) { $0 + ($1.isLetter || $1.isNumber ? 1 : 0) }
    }

    /// The letters and digits of `node`'s text inside code (`<code>`, `<var>`, `<kbd>`…).
    private static func codeLetters(in node: HTMLNode) -> Int {
        var count = 0
        node.walkDescendants { element in
            guard element.isElement else { return .skipChildren }
            if ElementRoles.code.contains(element.tag) {
                count += letters(in: element.textContent())
                return .skipChildren
            }
            return .enterChildren
        }
        return count
    }
}
