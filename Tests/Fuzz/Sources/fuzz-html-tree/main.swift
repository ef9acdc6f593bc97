// The whole HTML parser (encoding detection, decoding, tokenizing, tree
import Foundation
// building) on arbitrary bytes, then the document's self-check, the queries
// an extractor makes, and serialising and parsing the result again.
import FuzzSupport
@_spi(Testing) import HTML

exit(
    runFuzzer { data, size in
        let input = Array(bytes(data, size))
        // The first byte picks the options, so small depth limits, scripting
        // off and a declared legacy charset get fuzzed too.
        let flags = input.first ?? 0
        let options = HTMLParseOptions(scripting: flags & 1 == 0, maximumDepth: flags & 2 == 0 ? 512 : 20)
        let contentType = flags & 4 == 0 ? nil : "text/html; charset=windows-1252"
        let document = HTMLDocument.parse(input, contentType: contentType, options: options)
        if let problem = document.firstInconsistency(maximumDepth: options.maximumDepth) {
            fatalError("inconsistent tree: \(problem)")
        }
        var total = 0
        for node in document.root.descendants {
            total += node.depth + node.attributes.count + node.tagName.utf8.count
            if node.hasClass("x"), node.attribute("class") == nil { fatalError("class without an attribute") }
            if node.isElement, node.tag == .noscript { _ = node.parseContentAsHTML() }
        }
        total += document.root.textLength(collapsingWhitespace: true, excluding: .nonRendered)
        _ = document.title
        let again = HTMLDocument.parse(document.html, options: options)
        if let problem = again.firstInconsistency(maximumDepth: options.maximumDepth) {
            fatalError("inconsistent tree after a round trip: \(problem)")
        }
        return total == -1 ? 1 : 0
    })
