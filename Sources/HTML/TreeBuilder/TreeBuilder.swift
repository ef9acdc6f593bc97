/// The WHATWG tree construction stage: takes the tokenizer's tokens and
/// builds the tree, implying the elements and end tags real pages leave out.
///
/// It follows the specification's insertion modes, with these choices:
/// scripting is on by default (`noscript` is raw text), `template` content
/// is raw text, frameset pages are kept minimal, and every search of the
/// stack of open elements or of the list of active formatting elements is
/// bounded (the stack never grows past `maximumDepth`: a deeper element is
/// put beside the deepest one instead of inside it; the formatting list
/// keeps at most `maximumFormattingElements` after its last marker; and
/// re-opening formatting elements stops after a budget proportional to the
/// input). So every token costs at most a constant amount of work.
struct TreeBuilder {
    var tokenizer: Tokenizer
    var store: NodeStore

    // MARK: State

    var mode = InsertionMode.initial
    var originalMode = InsertionMode.initial
    var stack: [OpenElement] = []
    /// How many HTML elements of each tag are on the stack (by raw value).
    var openCounts = [Int32](repeating: 0, count: 256)
    /// Per node: whether it is on the stack (elements only; grows with nodes).
    var isOpen: [Bool] = []
    var formatting: [FormattingEntry] = []
    var head = NodeRecord.none
    var form = NodeRecord.none
    var framesetOK = true
    var fosterParenting = false
    var ignoreNextLineFeed = false
    var quirks = false
    var pendingTableText: [ByteSpan] = []
    var pendingTableTextIsWhitespace = true

    // MARK: Limits

    let maximumDepth: Int
    let maximumNodes: Int
    /// Whether parsing stopped at `maximumNodes` before the end of the input.
    var isCutShort = false
    static let maximumFormattingElements = 32
    static let maximumFormattingListLength = 256
    let scripting: Bool
    var reconstructionBudget: Int
    /// Entries of the stack and formatting list visited; tests use it to
    /// check that work grows linearly with the input.
    var work = 0

    init(input: UnsafeBufferPointer<UInt8>, options: HTMLParseOptions) {
        tokenizer = Tokenizer(input: input)
        store = NodeStore(expectedNodes: input.count / 24 + 16)
        maximumDepth = options.maximumDepth
        maximumNodes = options.maximumNodes
        scripting = options.scripting
        reconstructionBudget = 100_000 + input.count
        stack.reserveCapacity(64)
    }

    /// Reads every token and returns the finished arrays.
    mutating func run() {
        while true {
            let token: Token
            tokenizer.allowsCDATA = (stack.last?.namespace ?? .html) != .html
            let textBefore = tokenizer.text.count
            switch tokenizer.next() {
            case .characters: token = .characters(tokenizer.tokenSpan)
            case .comment: token = .comment(tokenizer.tokenSpan)
            case .doctype:
                if mode != .initial {
                    // Ignored: drop its text so the text around it stays one run.
                    tokenizer.text.removeSubrange(textBefore...)
                    ignoreNextLineFeed = false
                    continue
                }
                token = .doctype
            case .startTag: token = .startTag(startTagToken())
            case .endTag: token = .endTag(endTagToken())
            case .endOfFile:
                finish()
                return
            }
            process(token)
            if store.nodes.count >= maximumNodes {
                // The rest of the page is not read, as if it ended here.
                isCutShort = true
                finish()
                return
            }
        }
    }

    /// Ends the tree as the end of the input does.
    private mutating func finish() {
        process(.endOfFile)
        // The stack never passes the limit, but the adoption agency
        // can push subtrees it has already closed one level deeper.
        store.flatten(below: maximumDepth + 1)
    }

    private mutating func startTagToken() -> TagToken {
        let tag = tokenizer.tag
        let name = tag == .unknown ? store.internName(tokenizer.tagNameBytes) : 0
        return TagToken(tag: tag, name: name, selfClosing: tokenizer.selfClosing, hasAttributes: true)
    }

    private mutating func endTagToken() -> TagToken {
        let tag = tokenizer.tag
        let name = tag == .unknown ? store.existingName(tokenizer.tagNameBytes) : 0
        return TagToken(tag: tag, name: name, selfClosing: false, hasAttributes: false)
    }

    /// Hands `token` to the rules for the current insertion mode, or to the
    /// foreign-content rules inside SVG and MathML.
    mutating func process(_ token: Token) {
        if ignoreNextLineFeed {
            ignoreNextLineFeed = false
            if case .characters(var span) = token, span.count > 0, tokenizer.text[Int(span.start)] == 0x0A {
                span.start += 1
                span.count -= 1
                if span.count == 0 { return }
                process(.characters(span))
                return
            }
        }
        if let last = stack.last, last.namespace != .html, usesForeignContentRules(for: token) {
            processInForeignContent(token)
        } else {
            process(token, in: mode)
        }
    }

    mutating func process(_ token: Token, in mode: InsertionMode) {
        switch mode {
        case .initial: initial(token)
        case .beforeHTML: beforeHTML(token)
        case .beforeHead: beforeHead(token)
        case .inHead: inHead(token)
        case .inHeadNoscript: inHeadNoscript(token)
        case .afterHead: afterHead(token)
        case .inBody: inBody(token)
        case .text: inText(token)
        case .inTable: inTable(token)
        case .inTableText: inTableText(token)
        case .inCaption: inCaption(token)
        case .inColumnGroup: inColumnGroup(token)
        case .inTableBody: inTableBody(token)
        case .inRow: inRow(token)
        case .inCell: inCell(token)
        case .inSelect: inSelect(token)
        case .inSelectInTable: inSelectInTable(token)
        case .afterBody: afterBody(token)
        case .inFrameset: inFrameset(token)
        case .afterFrameset: afterFrameset(token)
        case .afterAfterBody: afterAfterBody(token)
        case .afterAfterFrameset: afterAfterFrameset(token)
        }
    }

    /// The finished document.
    func document(encoding: HTMLEncodingChoice) -> HTMLDocument {
        HTMLDocument(
            nodes: store.nodes, attributes: store.attributes, text: tokenizer.text,
            attributeBytes: tokenizer.attributeBytes, names: store.names, encoding: encoding, isQuirksMode: quirks,
            isCutShort: isCutShort)
    }
}

/// A token as the tree builder sees it (tag details in `TagToken`).
enum Token {
    case characters(ByteSpan)
    case comment(ByteSpan)
    case doctype
    case startTag(TagToken)
    case endTag(TagToken)
    case endOfFile
}

/// A start or end tag. Its attributes, when it has any, are the
/// tokenizer's current ones; tags the tree builder makes up have none.
struct TagToken {
    var tag: HTMLTag
    /// For `.unknown` tags: the interned name (`-1` for an end tag whose
    /// name no element has).
    var name: Int32
    var selfClosing: Bool
    var hasAttributes: Bool

    /// A made-up tag with no attributes, e.g. the `<tbody>` implied by a `<tr>`.
    static func implied(_ tag: HTMLTag) -> TagToken {
        TagToken(tag: tag, name: 0, selfClosing: false, hasAttributes: false)
    }
}

/// The specification's insertion modes (less the template ones: template
/// content is kept as raw text).
enum InsertionMode {
    case initial, beforeHTML, beforeHead, inHead, inHeadNoscript, afterHead, inBody, text
    case inTable, inTableText, inCaption, inColumnGroup, inTableBody, inRow, inCell
    case inSelect, inSelectInTable
    case afterBody, inFrameset, afterFrameset, afterAfterBody, afterAfterFrameset
}

/// An entry of the stack of open elements.
struct OpenElement {
    var node: Int32
    var tag: HTMLTag
    var namespace: HTMLNamespace
    var name: Int32
    /// SVG `foreignObject`/`desc`/`title`, or MathML `annotation-xml` for
    /// HTML: inside, HTML rules apply again.
    var isHTMLIntegrationPoint: Bool

    @inline(__always) func isHTML(_ tag: HTMLTag) -> Bool { self.tag == tag && namespace == .html }
    @inline(__always) func isHTML(_ tags: HTMLTagSet) -> Bool { namespace == .html && tags.contains(tag) }
}

/// An entry of the list of active formatting elements: an element or a marker.
struct FormattingEntry {
    /// The element, or `NodeRecord.none` for a marker.
    var node: Int32
    var tag: HTMLTag

    static let marker = FormattingEntry(node: NodeRecord.none, tag: .unknown)
    var isMarker: Bool { node == NodeRecord.none }
}
