import HTML

/// Code shown in a code editor's own markup rather than in `<pre>`: the
/// box that holds its lines, one element a line (CodeMirror 6's
/// `div.cm-content` of `div.cm-line`s, CodeMirror 5's `div.CodeMirror-code`
/// of `pre.CodeMirror-line`s, Ace's `div.ace_line`s), its spaces kept by
/// the editor's style sheet, inside the editor's frame of gutters,
/// cursors and the boxes it measures letters in. The editors are used by
/// many sites (read-only examples, playgrounds, notebooks) and their class
/// names are the libraries' own, the same on every site. Inside the box,
/// class names are the highlighter's ("cm-comment", "ace_keyword"), never
/// the page's. Doxygen, which documents thousands of C and C++ projects,
/// lays its code out the same way: `div.fragment` of `div.line`s (each
/// line's number, in a source listing, in `span.lineno`).
enum CodeEditors {
    /// The class names of the boxes that hold an editor's lines: CodeMirror
    /// 6, CodeMirror 5, Ace's static highlighter and its editor's text layer,
    /// Doxygen's fragment (when lines are in it, see `isDoxygenFragment`).
    static let textClasses = ["cm-content", "CodeMirror-code", "ace_static_highlight", "ace_text-layer", "fragment"]

    /// The class names of the editors' frames: CodeMirror 6, CodeMirror 5, Ace.
    private static let frameClasses: Set<Substring> = ["cm-editor", "CodeMirror", "ace_editor"]

    private static let textClassSet = Set(textClasses.map { Substring($0) })

    /// The box of an editor's lines that `node` is, or that is inside
    /// `node` when it is an editor's frame (whose other parts are no
    /// text); nil for anything else.
    static func lines(of node: HTMLNode) -> HTMLNode? {
        guard let names = classNames(of: node) else { return nil }
        if names.contains(where: textClassSet.contains) {
            return !names.contains(Self.doxygenFragment) || isDoxygenFragment(node) ? node : nil
        }
        guard names.contains(where: frameClasses.contains) else { return nil }
        var box: HTMLNode?
        node.walkDescendants { child in
            guard child.isElement else { return .skipChildren }
            if classNames(of: child)?.contains(where: textClassSet.contains) == true {
                box = child
                return .stop
            }
            return .enterChildren
        }
        return box
    }

    /// Doxygen's class name of a box of code lines, a word other pages use
    /// for other things (reveal.js's steps of a slide).
    private static let doxygenFragment: Substring = "fragment"

    /// Whether `node`, named a fragment, holds Doxygen's code lines: its
    /// first element is a `<div class="line">`.
    private static func isDoxygenFragment(_ node: HTMLNode) -> Bool {
        guard node.isHTML(.div), let first = node.elementChildren.first, first.isHTML(.div) else { return false }
        return first.attribute("class") == "line"
    }

    private static func classNames(of node: HTMLNode) -> [Substring]? {
        guard node.attributeCount > 0, let classes = node.attribute("class") else { return nil }
        return classes.split(whereSeparator: \.isWhitespace)
    }
}
