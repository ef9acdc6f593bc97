/// The tokenizer on its own, for fuzzing.
@_spi(Testing)
public enum HTMLTokenizerCheck {
    /// Tokenizes `bytes` as they are (no decoding), switching to raw text
    /// after `<script>`, `<style>`, `<title>` and the like as the tree
    /// builder would, and returns how many tokens there were. Stops the
    /// process if a token points outside the tokenizer's buffers.
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, allowingCDATA: Bool = false) -> Int {
        var tokenizer = Tokenizer(input: bytes)
        tokenizer.allowsCDATA = allowingCDATA
        var count = 0
        while true {
            let kind = tokenizer.next()
            count += 1
            precondition(tokenizer.position <= bytes.count, "position past the end")
            switch kind {
            case .endOfFile:
                precondition(tokenizer.position == bytes.count, "end of input before the end")
                return count
            case .characters, .comment:
                let span = tokenizer.tokenSpan
                precondition(span.start >= 0 && Int(span.start + span.count) <= tokenizer.text.count, "span")
                if kind == .characters { precondition(span.count > 0, "empty text token") }
            case .doctype:
                for span in [tokenizer.doctype.name, tokenizer.doctype.publicID, tokenizer.doctype.systemID] {
                    if let span { precondition(Int(span.start + span.count) <= tokenizer.text.count, "doctype span") }
                }
            case .startTag, .endTag:
                for attribute in tokenizer.tagAttributes {
                    precondition(Int(attribute.value.start + attribute.value.count) <= tokenizer.attributeBytes.count)
                    precondition(attribute.name.count > 0, "attribute without a name")
                }
                if kind == .startTag {
                    switch tokenizer.tag {
                    case .script: tokenizer.switchTo(.scriptData, endTag: .script)
                    case .style, .xmp, .iframe, .noembed, .noframes, .noscript, .template:
                        tokenizer.switchTo(.rawText, endTag: tokenizer.tag)
                    case .title, .textarea: tokenizer.switchTo(.rcdata, endTag: tokenizer.tag)
                    case .plaintext: tokenizer.switchTo(.plaintext, endTag: .plaintext)
                    case .svg: tokenizer.allowsCDATA = true
                    default: break
                    }
                }
            }
        }
    }
}
