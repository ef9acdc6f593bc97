import HTML

/// The words of a page's controls, which act on the article and are no
/// part of it: a button drawn as a `role="button"` box in a code block's
/// toolbar ("Plain Text", "Copy") or saying only what a control does
/// ("Copy code"); the `<summary>` "Code" of a `<details>` that folds
/// away a code block (as Quarto folds code); a notebook's prompts ("In
/// [2]:", "Out[2]:") beside its cells; a code block's language shown
/// beside it ("sh"). A control that opens what follows
/// it (`aria-expanded`, as an expander's question) keeps its words.
enum ControlLabels {
    /// Whether `node` is such a control, left out with its words.
    static func isControl(_ node: HTMLNode) -> Bool {
        guard node.namespace == .html else { return false }
        if node.tag == .summary { return foldsCode(node) }
        if node.attributeCount > 0, let role = node.attribute("role"), isButtonRole(role) {
            return isActionButton(node)
        }
        if node.tag == .div || node.tag == .span {
            return isPrompt(node) || isLanguageLabel(node) || isCodeTitle(node)
        }
        if node.tag == .p { return isPrompt(node) }
        return false
    }

    // MARK: Language labels

    /// Whether `node` only names the language of the code block right
    /// after it in the same box, as VitePress shows "sh" in the corner of
    /// `<div class="language-sh"><span class="lang">sh</span><pre>…`: the
    /// block's alt text says it already. (A paragraph naming it is the author's.)
    private static func isLanguageLabel(_ node: HTMLNode) -> Bool {
        guard let text = node.firstChild, text.isText, text.nextSibling == nil, text.utf8Data.count <= 30 else {
            return false
        }
        let words = text.data.trimmingEdges(" \t\n").lowercased()
        guard !words.isEmpty else { return false }
        var next = node.nextSibling
        var looked = 0
        while let sibling = next, looked < 3 {
            if sibling.isElement {
                looked += 1
                if sibling.namespace == .html, ElementRoles.preformatted.contains(sibling.tag) {
                    return BodyConverter.language(of: sibling) == words
                }
            }
            next = sibling.nextSibling
        }
        return false
    }

    // MARK: Code titles

    /// Whether `node` is a forum's title over a code block that only says
    /// it is code ("Code:" in MyBB's `<div class="title">Code:<br></div>`,
    /// vBulletin's `bbcode_description`, SMF's "Code: [Select]" with the
    /// link that selects it), the code block right after it in the same
    /// box: the block shows it is code.
    private static func isCodeTitle(_ node: HTMLNode) -> Bool {
        guard let first = node.firstChild, first.isText, first.utf8Data.count <= 24,
            first.data.trimmingEdges(" \t\n").hasSuffix(":"), codeTitles.contains(folded(first.data))
        else { return false }
        var part = first.nextSibling
        while let sibling = part {
            // After the words: line breaks, and links that act on the code ("[Select]").
            let isWords = sibling.isText && sibling.utf8Data.contains { $0 > 0x20 }
            if isWords || (sibling.isElement && !sibling.isHTML(.br) && !sibling.isHTML(.a)) { return false }
            part = sibling.nextSibling
        }
        var next = node.nextSibling
        while let sibling = next, !sibling.isElement { next = sibling.nextSibling }
        guard let block = next else { return false }
        return isCode(block, depth: 1) || block.isHTML(.code) || block.elementChildren.first?.isHTML(.code) == true
    }

    /// The words of a code block's title, folded ("Code:" is "code").
    private static let codeTitles: Set<String> = ["code", "php code", "html code", "quellcode", "código", "codice"]

    // MARK: Buttons

    private static func isButtonRole(_ role: String) -> Bool {
        let count = role.utf8.count
        guard count == 6 || count == 3 else { return false }
        let role = role.lowercased()
        return role == "button" || role == "tab"
    }

    /// Whether the button `node` only acts: it opens nothing after it, and
    /// its words are a control's, or a few words in a code block's toolbar.
    private static func isActionButton(_ node: HTMLNode) -> Bool {
        if node.hasAttribute("aria-expanded") || node.hasAttribute("aria-controls") { return false }
        guard let words = node.textContent(atMost: 40, collapsingWhitespace: true, excluding: .nonRendered),
            !words.isEmpty
        else { return false }
        if actionWords.contains(folded(words)) { return true }
        return words.split(separator: " ").count <= 3 && sitsBesideCode(node)
    }

    /// What a control says it does.
    private static let actionWords: Set<String> = [
        "copy", "copy code", "copy to clipboard", "copied", "copied!", "copy link", "run", "run code", "edit",
        "show more", "show less", "expand", "collapse", "close", "wrap", "wrap lines", "toggle line wrap",
    ]

    /// Whether a preformatted block stands beside `node` or its parent (a
    /// toolbar in the code block's box).
    private static func sitsBesideCode(_ node: HTMLNode) -> Bool {
        var current = node
        for _ in 0..<2 {
            guard let parent = current.parent, parent.isElement else { return false }
            for sibling in parent.elementChildren where sibling != current {
                if isCode(sibling, depth: 1) { return true }
            }
            current = parent
        }
        return false
    }

    // MARK: Folded code

    /// Whether the `<summary>` `node` only names a code block that its
    /// `<details>` folds away ("Code", "Show the code").
    private static func foldsCode(_ node: HTMLNode) -> Bool {
        guard let details = node.parent, details.isHTML(.details) else { return false }
        guard let words = node.textContent(atMost: 40, collapsingWhitespace: true, excluding: .nonRendered),
            codeNames.contains(folded(words))
        else { return false }
        var holdsCode = false
        for child in details.children where child != node {
            if child.isText {
                if child.utf8Data.contains(where: { $0 > 0x20 }) { return false }
            } else if child.isElement {
                guard isCode(child, depth: 3) else { return false }
                holdsCode = true
            }
        }
        return holdsCode
    }

    /// The words that name folded code.
    private static let codeNames: Set<String> = {
        var names: Set<String> = []
        for thing in ["code", "source", "source code", "the code", "the source", "the source code"] {
            names.insert(thing)
            for verb in ["show", "hide", "view", "see", "toggle", "reveal"] { names.insert("\(verb) \(thing)") }
        }
        return names
    }()

    /// Whether `node` is a preformatted block, or wraps one alone down to `depth` levels.
    private static func isCode(_ node: HTMLNode, depth: Int) -> Bool {
        if node.namespace == .html, ElementRoles.preformatted.contains(node.tag) { return true }
        guard depth > 0 else { return false }
        let children = node.elementChildren
        guard let first = children.first else { return false }
        return isCode(first, depth: depth - 1)
            && children.dropFirst().allSatisfy { !ElementRoles.blocks.contains($0.tag) }
    }

    // MARK: Notebook prompts

    /// Whether `node` is a notebook's prompt ("In [2]:", "Out[2]:", "In [ ]:"),
    /// a box of its own before the cell's code or output.
    private static func isPrompt(_ node: HTMLNode) -> Bool {
        guard let text = node.firstChild, text.isText, text.nextSibling == nil else { return false }
        let bytes = text.utf8Data
        guard bytes.count >= 5, bytes.count <= 24, isPromptText(text.data)
        else { return false }
        var next = node.nextSibling
        while let sibling = next, !sibling.isElement { next = sibling.nextSibling }
        return next != nil
    }

    /// "In [12]:", "Out[3]:", "In [*]:", "In [ ]:" (spaces, no-break ones too, anywhere between).
    static func isPromptText(_ text: String) -> Bool {
        let compact = String(text.unicodeScalars.filter { $0 != " " && $0 != "\u{A0}" })
        let rest: Substring
        if compact.hasPrefix("In[") {
            rest = compact.dropFirst(3)
        } else if compact.hasPrefix("Out[") {
            rest = compact.dropFirst(4)
        } else {
            return false
        }
        guard rest.hasSuffix("]:") else { return false }
        return rest.dropLast(2).allSatisfy { $0 == "*" || $0.isASCII && $0.isNumber }
    }

    /// `words` in lower case without the marks around them ("Code ▸" is "code").
    private static func folded(_ words: String) -> String {
        let letters = words.lowercased().unicodeScalars.filter {
            $0.properties.isAlphabetic || $0 == " " || $0 == "!"
        }
        return String(String.UnicodeScalarView(letters)).trimmingEdges(" ")
    }
}
