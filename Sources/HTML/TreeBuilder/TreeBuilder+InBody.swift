/// The "in body" insertion mode: where almost all of a page is built.
extension TreeBuilder {
    /// Start tags that close an open `<p>` before opening their element.
    static let paragraphClosingBlocks: HTMLTagSet = [
        .address, .article, .aside, .blockquote, .center, .details, .dialog, .dir, .div, .dl, .fieldset,
        .figcaption, .figure, .footer, .header, .hgroup, .main, .menu, .nav, .ol, .p, .search, .section,
        .summary, .ul,
    ]

    /// End tags that close their element (and what is open inside it).
    static let blockEndTags: HTMLTagSet = [
        .address, .article, .aside, .blockquote, .button, .center, .details, .dialog, .dir, .div, .dl,
        .fieldset, .figcaption, .figure, .footer, .header, .hgroup, .listing, .main, .menu, .nav, .ol, .pre,
        .search, .section, .summary, .ul,
    ]

    static let headContent: HTMLTagSet = [
        .base, .basefont, .bgsound, .link, .meta, .noframes, .script, .style, .template, .title,
    ]

    static let ignoredInBody: HTMLTagSet = [
        .caption, .col, .colgroup, .frame, .head, .tbody, .td, .tfoot, .th, .thead, .tr,
    ]

    mutating func inBody(_ token: Token) {
        switch token {
        case .characters(let span):
            reconstructFormatting()
            insertText(span)
            if framesetOK, splitLeadingWhitespace(span).rest.count > 0 { framesetOK = false }
        case .comment(let span):
            insertComment(span)
        case .doctype:
            return
        case .startTag(let tag):
            inBodyStartTag(tag)
        case .endTag(let tag):
            inBodyEndTag(tag)
        case .endOfFile:
            return
        }
    }

    // MARK: Start tags

    private mutating func inBodyStartTag(_ token: TagToken) {
        let tag = token.tag
        if TreeBuilder.paragraphClosingBlocks.contains(tag) {
            closeParagraphIfInButtonScope()
            insertElement(token)
            return
        }
        if TreeBuilder.headContent.contains(tag) {
            inHead(.startTag(token))
            return
        }
        if HTMLTagSet.formatting.contains(tag) {
            startFormattingElement(token)
            return
        }
        switch tag {
        case .html:
            mergeAttributes(into: stack[0].node)
        case .body:
            guard stack.count > 1, stack[1].isHTML(.body) else { return }
            framesetOK = false
            mergeAttributes(into: stack[1].node)
        case .frameset:
            // A frameset page after all: the body made so far goes.
            guard framesetOK, stack.count > 1, stack[1].isHTML(.body) else { return }
            store.detach(stack[1].node)
            while stack.count > 1 { pop() }
            insertElement(token)
            mode = .inFrameset
        case .h1, .h2, .h3, .h4, .h5, .h6:
            closeParagraphIfInButtonScope()
            if current.isHTML(HTMLTagSet.headings) { pop() }
            insertElement(token)
        case .pre, .listing:
            closeParagraphIfInButtonScope()
            insertElement(token)
            ignoreNextLineFeed = true
            framesetOK = false
        case .form:
            guard form == NodeRecord.none else { return }
            closeParagraphIfInButtonScope()
            form = insertElement(token)
        case .li:
            framesetOK = false
            closeListItem(matching: [.li])
            closeParagraphIfInButtonScope()
            insertElement(token)
        case .dd, .dt:
            framesetOK = false
            closeListItem(matching: [.dd, .dt])
            closeParagraphIfInButtonScope()
            insertElement(token)
        case .plaintext:
            closeParagraphIfInButtonScope()
            insertElement(token)
            tokenizer.switchTo(.plaintext, endTag: .plaintext)
        case .button:
            if hasInScope(.button) {
                generateImpliedEndTags()
                popUntil(.button)
            }
            reconstructFormatting()
            insertElement(token)
            framesetOK = false
        case .applet, .marquee, .object:
            reconstructFormatting()
            insertElement(token)
            insertFormattingMarker()
            framesetOK = false
        case .table:
            if !quirks { closeParagraphIfInButtonScope() }
            insertElement(token)
            framesetOK = false
            mode = .inTable
        case .area, .br, .embed, .img, .keygen, .wbr:
            reconstructFormatting()
            insertElement(token, void: true)
            framesetOK = false
        case .image:
            var img = token
            img.tag = .img
            inBodyStartTag(img)
        case .input:
            reconstructFormatting()
            let node = insertElement(token, void: true)
            if !attributeEquals(node, "type", "hidden") { framesetOK = false }
        case .param, .source, .track:
            insertElement(token, void: true)
        case .hr:
            closeParagraphIfInButtonScope()
            insertElement(token, void: true)
            framesetOK = false
        case .textarea:
            insertElement(token)
            ignoreNextLineFeed = true
            tokenizer.switchTo(.rcdata, endTag: .textarea)
            originalMode = mode
            framesetOK = false
            mode = .text
        case .xmp:
            closeParagraphIfInButtonScope()
            reconstructFormatting()
            framesetOK = false
            insertRawTextElement(token, .rawText)
        case .iframe:
            framesetOK = false
            insertRawTextElement(token, .rawText)
        case .noembed:
            insertRawTextElement(token, .rawText)
        case .noscript where scripting:
            insertRawTextElement(token, .rawText)
        case .select:
            reconstructFormatting()
            insertElement(token)
            framesetOK = false
            switch mode {
            case .inTable, .inCaption, .inTableBody, .inRow, .inCell: mode = .inSelectInTable
            default: mode = .inSelect
            }
        case .optgroup, .option:
            if isCurrent(.option) { pop() }
            reconstructFormatting()
            insertElement(token)
        case .rb, .rtc:
            if hasInScope(.ruby) { generateImpliedEndTags() }
            insertElement(token)
        case .rp, .rt:
            if hasInScope(.ruby) { generateImpliedEndTags(except: .rtc) }
            insertElement(token)
        case .math, .svg:
            reconstructFormatting()
            insertElement(token, namespace: tag == .math ? .mathML : .svg, void: token.selfClosing)
        default:
            if TreeBuilder.ignoredInBody.contains(tag) { return }
            reconstructFormatting()
            insertElement(token)
        }
    }

    /// `<b>`, `<i>`, `<a>`…: opened, and remembered for re-opening.
    private mutating func startFormattingElement(_ token: TagToken) {
        if token.tag == .a, let index = lastFormattingElement(.a) {
            let previous = formatting[index].node
            _ = adoptionAgency(.a)
            if let stillListed = formattingIndex(of: previous) { formatting.remove(at: stillListed) }
            removeFromStack(previous)
        }
        reconstructFormatting()
        if token.tag == .nobr, hasInScope(.nobr) {
            _ = adoptionAgency(.nobr)
            reconstructFormatting()
        }
        let node = insertElement(token)
        pushFormatting(node, tag: token.tag)
    }

    /// Before a new `li` (or `dd`/`dt`): closes the open one, looking down
    /// the stack past `address`, `div` and `p` and non-special elements.
    private mutating func closeListItem(matching tags: HTMLTagSet) {
        var index = stack.count - 1
        while index >= 0 {
            work += 1
            let element = stack[index]
            if element.isHTML(tags) {
                generateImpliedEndTags(except: element.tag)
                popUntil(element.tag)
                return
            }
            if TreeBuilder.isSpecial(element), !element.isHTML(.address), !element.isHTML(.div), !element.isHTML(.p) {
                return
            }
            index -= 1
        }
    }

    /// Adds the current tag's attributes that `node` lacks (a second
    /// `<html>` or `<body>` tag).
    private mutating func mergeAttributes(into node: Int32) {
        let added = tokenizer.tagAttributes
        guard !added.isEmpty else { return }
        let existing = store.nodes[Int(node)].data
        var merged = Array(store.attributes[existing.range])
        for attribute in added where merged.count < Tokenizer.maximumAttributes {
            work += merged.count
            let name = tokenizer.attributeBytes[attribute.name.range]
            if !merged.contains(where: { tokenizer.attributeBytes[$0.name.range].elementsEqual(name) }) {
                merged.append(attribute)
            }
        }
        guard merged.count > Int(existing.count) else { return }
        let start = Int32(store.attributes.count)
        store.attributes.append(contentsOf: merged)
        store.nodes[Int(node)].data = ByteSpan(start: start, count: Int32(merged.count))
    }

    func attributeEquals(_ node: Int32, _ name: String, _ value: String) -> Bool {
        let bytes = tokenizer.attributeBytes
        for attribute in store.attributes[store.nodes[Int(node)].data.range]
        where bytes[attribute.name.range].elementsEqual(name.utf8) {
            return String(decoding: bytes[attribute.value.range], as: UTF8.self).lowercased() == value
        }
        return false
    }

    // MARK: End tags

    private mutating func inBodyEndTag(_ token: TagToken) {
        let tag = token.tag
        if TreeBuilder.blockEndTags.contains(tag) {
            guard hasInScope(tag) else { return }
            generateImpliedEndTags()
            popUntil(tag)
            return
        }
        if HTMLTagSet.formatting.contains(tag) {
            if !adoptionAgency(tag) { anyOtherEndTag(token) }
            return
        }
        switch tag {
        case .template:
            return
        case .body:
            if hasInScope(.body) { mode = .afterBody }
        case .html:
            if hasInScope(.body) {
                mode = .afterBody
                process(.endTag(token), in: .afterBody)
            }
        case .form:
            let node = form
            form = NodeRecord.none
            guard node != NodeRecord.none, hasInScope(node: node) else { return }
            generateImpliedEndTags()
            removeFromStack(node)
        case .p:
            if !hasInScope(.p, .button) { insertElement(.implied(.p)) }
            closeParagraph()
        case .li:
            guard hasInScope(.li, .listItem) else { return }
            generateImpliedEndTags(except: .li)
            popUntil(.li)
        case .dd, .dt:
            guard hasInScope(tag) else { return }
            generateImpliedEndTags(except: tag)
            popUntil(tag)
        case .h1, .h2, .h3, .h4, .h5, .h6:
            guard hasInScope(anyOf: HTMLTagSet.headings) else { return }
            generateImpliedEndTags()
            popUntil(anyOf: HTMLTagSet.headings)
        case .applet, .marquee, .object:
            guard hasInScope(tag) else { return }
            generateImpliedEndTags()
            popUntil(tag)
            clearFormattingToLastMarker()
        case .br:
            reconstructFormatting()
            insertElement(.implied(.br), void: true)
            framesetOK = false
        default:
            anyOtherEndTag(token)
        }
    }

    /// An end tag with no rule of its own: closes the nearest open element
    /// with that name, unless a special element (a block) comes first.
    mutating func anyOtherEndTag(_ token: TagToken) {
        if token.tag == .unknown && token.name < 0 { return }
        if token.tag != .unknown && openCount(token.tag) == 0 { return }
        var index = stack.count - 1
        while index >= 0 {
            work += 1
            let element = stack[index]
            if element.namespace == .html, element.tag == token.tag,
                element.tag != .unknown || element.name == token.name
            {
                generateImpliedEndTags(except: token.tag == .unknown ? nil : token.tag)
                popUntil(node: element.node)
                return
            }
            if TreeBuilder.isSpecial(element) { return }
            index -= 1
        }
    }
}
