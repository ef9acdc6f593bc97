@testable import HTML

/// The tokens of `html`, one readable string each, with adjacent character
/// tokens joined: `<div class="a">` is `start div class=a`, text is
/// `text "…"`, and so on.
func tokens(_ html: String, model: ContentModel = .data, endTag: HTMLTag = .unknown, cdata: Bool = false)
    -> [String]
{
    var bytes = Array(html.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer in
        var tokenizer = Tokenizer(input: UnsafeBufferPointer(buffer))
        tokenizer.switchTo(model, endTag: endTag)
        tokenizer.allowsCDATA = cdata
        var result: [String] = []
        func string(_ span: ByteSpan?) -> String? {
            span.map { String(decoding: tokenizer.text[$0.range], as: UTF8.self) }
        }
        loop: while true {
            let kind = tokenizer.next()
            switch kind {
            case .characters:
                let text = string(tokenizer.tokenSpan)!
                if let last = result.last, last.hasPrefix("text \"") {
                    result[result.count - 1] = String(last.dropLast()) + text + "\""
                } else {
                    result.append("text \"\(text)\"")
                }
            case .comment:
                result.append("comment \"\(string(tokenizer.tokenSpan)!)\"")
            case .doctype:
                let doctype = tokenizer.doctype
                var parts = ["doctype", string(doctype.name) ?? "(none)"]
                if let publicID = string(doctype.publicID) { parts.append("public=\"\(publicID)\"") }
                if let systemID = string(doctype.systemID) { parts.append("system=\"\(systemID)\"") }
                if doctype.forceQuirks { parts.append("quirks") }
                result.append(parts.joined(separator: " "))
            case .startTag, .endTag:
                let name =
                    tokenizer.tag == .unknown
                    ? String(decoding: tokenizer.tagNameBytes, as: UTF8.self) : tokenizer.tag.name
                var parts = [kind == .startTag ? "start" : "end", name]
                for attribute in tokenizer.tagAttributes {
                    let name = String(decoding: tokenizer.attributeBytes[attribute.name.range], as: UTF8.self)
                    let value = String(decoding: tokenizer.attributeBytes[attribute.value.range], as: UTF8.self)
                    parts.append("\(name)=\(value)")
                }
                if tokenizer.selfClosing { parts.append("/") }
                result.append(parts.joined(separator: " "))
                if kind == .startTag, tokenizer.contentModel == .data {
                    // Switch to raw text as the tree builder would.
                    switch tokenizer.tag {
                    case .script: tokenizer.switchTo(.scriptData, endTag: .script)
                    case .style, .xmp, .iframe, .noembed, .noframes, .noscript, .template:
                        tokenizer.switchTo(.rawText, endTag: tokenizer.tag)
                    case .title, .textarea: tokenizer.switchTo(.rcdata, endTag: tokenizer.tag)
                    case .plaintext: tokenizer.switchTo(.plaintext, endTag: .plaintext)
                    default: break
                    }
                }
            case .endOfFile:
                break loop
            }
        }
        return result
    }
}

/// The html5lib-format tree of `html`'s body (its lines below `<body>`,
/// re-indented to start at zero), or of the whole document with `whole`.
func tree(_ html: String, whole: Bool = false, options: HTMLParseOptions = HTMLParseOptions()) -> String {
    let document = HTMLDocument.parse(html, options: options)
    if whole { return document.debugTree }
    guard let body = document.body else { return document.debugTree }
    return body.children.map(\.debugTree).joined(separator: "\n")
}

/// The text of `html` parsed as a page, all of it (`textContent` of the document).
func text(_ html: String) -> String {
    HTMLDocument.parse(html).root.textContent()
}

/// Lines joined with newlines: `lines("| <p>", "|   \"x\"")`.
func lines(_ lines: String...) -> String { lines.joined(separator: "\n") }
