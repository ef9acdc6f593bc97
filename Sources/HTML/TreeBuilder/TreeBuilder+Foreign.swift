/// SVG and MathML embedded in a page: their elements nest as written and
/// may close themselves with `/>`; an HTML block tag inside breaks back out.
extension TreeBuilder {
    static let mathMLTextIntegrationPoints: HTMLTagSet = [.mi, .mo, .mn, .ms, .mtext]

    /// HTML start tags that end SVG/MathML content.
    static let breakoutTags: HTMLTagSet = [
        .b, .big, .blockquote, .body, .br, .center, .code, .dd, .div, .dl, .dt, .em, .embed, .h1, .h2, .h3, .h4,
        .h5, .h6, .head, .hr, .i, .img, .li, .listing, .menu, .meta, .nobr, .ol, .p, .pre, .ruby, .s, .small,
        .span, .strong, .strike, .sub, .sup, .table, .tt, .u, .ul, .var,
    ]

    /// Whether `token` follows the foreign-content rules (the current node
    /// is SVG or MathML, and not a point where HTML resumes).
    func usesForeignContentRules(for token: Token) -> Bool {
        guard let node = stack.last, node.namespace != .html else { return false }
        switch token {
        case .endOfFile:
            return false
        case .startTag(let tag):
            if node.namespace == .mathML, TreeBuilder.mathMLTextIntegrationPoints.contains(node.tag),
                tag.tag != .mglyph, tag.tag != .malignmark
            {
                return false
            }
            if node.namespace == .mathML, node.tag == .annotationXML, tag.tag == .svg { return false }
            return !node.isHTMLIntegrationPoint
        case .characters:
            if node.namespace == .mathML, TreeBuilder.mathMLTextIntegrationPoints.contains(node.tag) { return false }
            return !node.isHTMLIntegrationPoint
        default:
            return true
        }
    }

    mutating func processInForeignContent(_ token: Token) {
        switch token {
        case .characters(let span):
            insertText(span)
            if framesetOK, splitLeadingWhitespace(span).rest.count > 0 { framesetOK = false }
        case .comment(let span):
            insertComment(span)
        case .doctype, .endOfFile:
            return
        case .startTag(let tag):
            if TreeBuilder.breakoutTags.contains(tag.tag) || (tag.tag == .font && fontHasPresentationalAttributes()) {
                breakOutOfForeignContent(token)
            } else {
                insertElement(tag, namespace: current.namespace, void: tag.selfClosing)
            }
        case .endTag(let tag):
            if tag.tag == .br || tag.tag == .p {
                breakOutOfForeignContent(token)
                return
            }
            var index = stack.count - 1
            while index > 0 {
                work += 1
                let element = stack[index]
                if element.tag == tag.tag, tag.tag != .unknown || element.name == tag.name {
                    popUntil(node: element.node)
                    return
                }
                index -= 1
                if stack[index].namespace == .html {
                    process(token, in: mode)
                    return
                }
            }
        }
    }

    /// Closes SVG/MathML elements up to HTML (or an integration point) and
    /// handles `token` with the HTML rules.
    private mutating func breakOutOfForeignContent(_ token: Token) {
        while stack.count > 1 {
            let node = current
            if node.namespace == .html || node.isHTMLIntegrationPoint
                || (node.namespace == .mathML && TreeBuilder.mathMLTextIntegrationPoints.contains(node.tag))
            {
                break
            }
            work += 1
            pop()
        }
        process(token, in: mode)
    }

    private func fontHasPresentationalAttributes() -> Bool {
        let bytes = tokenizer.attributeBytes
        return tokenizer.tagAttributes.contains { attribute in
            let name = bytes[attribute.name.range]
            return name.elementsEqual("color".utf8) || name.elementsEqual("face".utf8)
                || name.elementsEqual("size".utf8)
        }
    }
}
