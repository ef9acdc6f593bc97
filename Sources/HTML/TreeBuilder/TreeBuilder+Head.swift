/// The insertion modes around the body: before and in `<head>`, raw text,
/// after the body, and framesets.
extension TreeBuilder {
    // MARK: Whitespace helpers

    /// `span` split into its leading ASCII whitespace and the rest.
    func splitLeadingWhitespace(_ span: ByteSpan) -> (whitespace: ByteSpan, rest: ByteSpan) {
        var count: Int32 = 0
        let text = tokenizer.text
        while count < span.count, text[Int(span.start + count)].isHTMLWhitespace { count += 1 }
        return (
            ByteSpan(start: span.start, count: count), ByteSpan(start: span.start + count, count: span.count - count)
        )
    }

    /// Handles leading whitespace with `whitespace` and the rest, if any,
    /// with `rest`.
    mutating func splitWhitespace(
        _ span: ByteSpan, whitespace: (inout TreeBuilder, ByteSpan) -> Void, rest: (inout TreeBuilder, ByteSpan) -> Void
    ) {
        let (space, remainder) = splitLeadingWhitespace(span)
        if space.count > 0 { whitespace(&self, space) }
        if remainder.count > 0 { rest(&self, remainder) }
    }

    // MARK: Modes

    mutating func initial(_ token: Token) {
        switch token {
        case .characters(let span):
            splitWhitespace(span, whitespace: { _, _ in }, rest: { $0.initialAnythingElse(.characters($1)) })
        case .comment(let span):
            insertComment(span, in: NodeStore.document)
        case .doctype:
            let doctype = tokenizer.doctype
            let node = store.createLeaf(.doctype, data: doctype.name ?? .empty)
            store.append(node, to: NodeStore.document)
            quirks = Quirks.isQuirky(doctype, text: tokenizer.text)
            mode = .beforeHTML
        default:
            initialAnythingElse(token)
        }
    }

    private mutating func initialAnythingElse(_ token: Token) {
        quirks = true
        mode = .beforeHTML
        process(token, in: .beforeHTML)
    }

    mutating func beforeHTML(_ token: Token) {
        switch token {
        case .doctype:
            return
        case .comment(let span):
            insertComment(span, in: NodeStore.document)
        case .characters(let span):
            splitWhitespace(span, whitespace: { _, _ in }, rest: { $0.beforeHTMLAnythingElse(.characters($1)) })
        case .startTag(let tag) where tag.tag == .html:
            createHTMLElement(tag)
            mode = .beforeHead
        case .endTag(let tag) where ![.head, .body, .html, .br].contains(tag.tag):
            return
        default:
            beforeHTMLAnythingElse(token)
        }
    }

    private mutating func createHTMLElement(_ token: TagToken) {
        let node = store.createElement(
            tag: .html, name: 0, namespace: .html, attributes: token.hasAttributes ? tokenizer.tagAttributes : [])
        store.append(node, to: NodeStore.document)
        push(OpenElement(node: node, tag: .html, namespace: .html, name: 0, isHTMLIntegrationPoint: false))
    }

    private mutating func beforeHTMLAnythingElse(_ token: Token) {
        createHTMLElement(.implied(.html))
        mode = .beforeHead
        process(token, in: .beforeHead)
    }

    mutating func beforeHead(_ token: Token) {
        switch token {
        case .characters(let span):
            splitWhitespace(span, whitespace: { _, _ in }, rest: { $0.beforeHeadAnythingElse(.characters($1)) })
        case .comment(let span):
            insertComment(span)
        case .doctype:
            return
        case .startTag(let tag) where tag.tag == .html:
            inBody(token)
        case .startTag(let tag) where tag.tag == .head:
            head = insertElement(tag)
            mode = .inHead
        case .endTag(let tag) where ![.head, .body, .html, .br].contains(tag.tag):
            return
        default:
            beforeHeadAnythingElse(token)
        }
    }

    private mutating func beforeHeadAnythingElse(_ token: Token) {
        head = insertElement(.implied(.head))
        mode = .inHead
        process(token, in: .inHead)
    }

    mutating func inHead(_ token: Token) {
        switch token {
        case .characters(let span):
            splitWhitespace(span, whitespace: { $0.insertText($1) }, rest: { $0.inHeadAnythingElse(.characters($1)) })
        case .comment(let span):
            insertComment(span)
        case .doctype:
            return
        case .startTag(let tag):
            switch tag.tag {
            case .html:
                inBody(token)
            case .base, .basefont, .bgsound, .link, .meta:
                insertElement(tag, void: true)
            case .title:
                insertRawTextElement(tag, .rcdata)
            case .noscript where scripting:
                insertRawTextElement(tag, .rawText)
            case .noframes, .style, .template:
                insertRawTextElement(tag, .rawText)
            case .noscript:
                insertElement(tag)
                mode = .inHeadNoscript
            case .script:
                insertRawTextElement(tag, .scriptData)
            case .head:
                return
            default:
                inHeadAnythingElse(token)
            }
        case .endTag(let tag):
            switch tag.tag {
            case .head:
                pop()
                mode = .afterHead
            case .body, .html, .br:
                inHeadAnythingElse(token)
            default:
                return
            }
        case .endOfFile:
            inHeadAnythingElse(token)
        }
    }

    private mutating func inHeadAnythingElse(_ token: Token) {
        if isCurrent(.head) { pop() }
        mode = .afterHead
        process(token, in: .afterHead)
    }

    /// Inserts an element whose content is raw text (`script`, `style`,
    /// `title`…) and reads that text next.
    mutating func insertRawTextElement(_ token: TagToken, _ model: ContentModel) {
        insertElement(token)
        tokenizer.switchTo(model, endTag: token.tag)
        originalMode = mode
        mode = .text
    }

    mutating func inHeadNoscript(_ token: Token) {
        switch token {
        case .doctype:
            return
        case .startTag(let tag) where tag.tag == .html:
            inBody(token)
        case .endTag(let tag) where tag.tag == .noscript:
            pop()
            mode = .inHead
        case .characters(let span):
            splitWhitespace(
                span, whitespace: { $0.inHead(.characters($1)) },
                rest: { $0.inHeadNoscriptAnythingElse(.characters($1)) })
        case .comment:
            inHead(token)
        case .startTag(let tag) where [.basefont, .bgsound, .link, .meta, .noframes, .style].contains(tag.tag):
            inHead(token)
        case .startTag(let tag) where tag.tag == .head || tag.tag == .noscript:
            return
        case .endTag(let tag) where tag.tag != .br:
            return
        default:
            inHeadNoscriptAnythingElse(token)
        }
    }

    private mutating func inHeadNoscriptAnythingElse(_ token: Token) {
        if isCurrent(.noscript) { pop() }
        mode = .inHead
        process(token, in: .inHead)
    }

    mutating func afterHead(_ token: Token) {
        switch token {
        case .characters(let span):
            splitWhitespace(
                span, whitespace: { $0.insertText($1) }, rest: { $0.afterHeadAnythingElse(.characters($1)) })
        case .comment(let span):
            insertComment(span)
        case .doctype:
            return
        case .startTag(let tag):
            switch tag.tag {
            case .html:
                inBody(token)
            case .body:
                insertElement(tag)
                framesetOK = false
                mode = .inBody
            case .frameset:
                insertElement(tag)
                mode = .inFrameset
            case .base, .basefont, .bgsound, .link, .meta, .noframes, .script, .style, .template, .title:
                // Head content after </head>: into the head after all.
                guard head != NodeRecord.none else { return afterHeadAnythingElse(token) }
                push(OpenElement(node: head, tag: .head, namespace: .html, name: 0, isHTMLIntegrationPoint: false))
                inHead(token)
                removeFromStack(head)
            case .head:
                return
            default:
                afterHeadAnythingElse(token)
            }
        case .endTag(let tag):
            if [.body, .html, .br].contains(tag.tag) { afterHeadAnythingElse(token) }
        case .endOfFile:
            afterHeadAnythingElse(token)
        }
    }

    private mutating func afterHeadAnythingElse(_ token: Token) {
        insertElement(.implied(.body))
        mode = .inBody
        process(token, in: .inBody)
    }

    /// Raw text (`script`, `style`, `title`…) up to its end tag.
    mutating func inText(_ token: Token) {
        switch token {
        case .characters(let span):
            insertText(span)
        case .endOfFile:
            pop()
            mode = originalMode
            process(token, in: mode)
        case .endTag:
            pop()
            mode = originalMode
        default:
            return
        }
    }

    mutating func afterBody(_ token: Token) {
        switch token {
        case .characters(let span):
            splitWhitespace(
                span, whitespace: { $0.inBody(.characters($1)) }, rest: { $0.afterBodyAnythingElse(.characters($1)) })
        case .comment(let span):
            insertComment(span, in: stack[0].node)
        case .doctype:
            return
        case .startTag(let tag) where tag.tag == .html:
            inBody(token)
        case .endTag(let tag) where tag.tag == .html:
            mode = .afterAfterBody
        case .endOfFile:
            return
        default:
            afterBodyAnythingElse(token)
        }
    }

    private mutating func afterBodyAnythingElse(_ token: Token) {
        mode = .inBody
        process(token, in: .inBody)
    }

    mutating func afterAfterBody(_ token: Token) {
        switch token {
        case .comment(let span):
            insertComment(span, in: NodeStore.document)
        case .doctype:
            inBody(token)
        case .characters(let span):
            splitWhitespace(
                span, whitespace: { $0.inBody(.characters($1)) }, rest: { $0.afterBodyAnythingElse(.characters($1)) })
        case .startTag(let tag) where tag.tag == .html:
            inBody(token)
        case .endOfFile:
            return
        default:
            afterBodyAnythingElse(token)
        }
    }

    // MARK: Framesets (kept minimal: such pages hold no article)

    mutating func inFrameset(_ token: Token) {
        switch token {
        case .characters(let span):
            insertWhitespace(of: span)
        case .comment(let span):
            insertComment(span)
        case .startTag(let tag):
            switch tag.tag {
            case .html: inBody(token)
            case .frameset: insertElement(tag)
            case .frame: insertElement(tag, void: true)
            case .noframes: inHead(token)
            default: return
            }
        case .endTag(let tag) where tag.tag == .frameset:
            guard !isCurrent(.html) else { return }
            pop()
            if !isCurrent(.frameset) { mode = .afterFrameset }
        default:
            return
        }
    }

    mutating func afterFrameset(_ token: Token) {
        switch token {
        case .characters(let span):
            insertWhitespace(of: span)
        case .comment(let span):
            insertComment(span)
        case .startTag(let tag) where tag.tag == .html:
            inBody(token)
        case .startTag(let tag) where tag.tag == .noframes:
            inHead(token)
        case .endTag(let tag) where tag.tag == .html:
            mode = .afterAfterFrameset
        default:
            return
        }
    }

    /// Frameset modes keep the whitespace of a text run and drop the rest.
    /// (The span is the end of the text buffer: the token just read.)
    private mutating func insertWhitespace(of span: ByteSpan) {
        let whitespace = tokenizer.text[span.range].filter(\.isHTMLWhitespace)
        guard Int(span.start + span.count) == tokenizer.text.count else { return }
        tokenizer.text.removeSubrange(Int(span.start)...)
        tokenizer.text.append(contentsOf: whitespace)
        insertText(ByteSpan(start: span.start, count: Int32(whitespace.count)))
    }

    mutating func afterAfterFrameset(_ token: Token) {
        switch token {
        case .comment(let span):
            insertComment(span, in: NodeStore.document)
        case .startTag(let tag) where tag.tag == .html:
            inBody(token)
        case .startTag(let tag) where tag.tag == .noframes:
            inHead(token)
        default:
            return
        }
    }
}
