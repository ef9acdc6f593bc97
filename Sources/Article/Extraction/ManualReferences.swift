import HTML

/// A manual page's references to other pages, "tidegauge(1), tides(5)"
/// under its SEE ALSO heading, each the name of a page and its section
/// linked to that page (mandoc's `<a class="Xr">`, as manpages.debian.org
/// and man.openbsd.org set them): the author's text, no list of links to
/// other stories.
enum ManualReferences {
    /// Whether every link in `node` outside its headings (a heading's link
    /// to itself) names a manual page, and there is one; for a small subtree.
    static func only(in node: Int32, page: PageAnalysis) -> Bool {
        guard page.subtreeSize[Int(node)] <= Self.largestSubtree else { return false }
        var references = 0
        var stack = page.children(of: node)
        while let current = stack.popLast() {
            guard page.isElement(current), !page.has(current, .nonContent), !page.has(current, .inHeading) else {
                continue
            }
            if page.isHyperlink(current) {
                guard isReference(page.text(of: current)) else { return false }
                references += 1
            } else {
                stack.append(contentsOf: page.children(of: current))
            }
        }
        return references > 0
    }

    /// Whether `words` name a manual page: a name, then its section in
    /// parentheses, a digit and perhaps letters ("ls(1)", "getaddrinfo(3posix)", "systemd.unit(5)").
    static func isReference(_ words: String) -> Bool {
        let bytes = Array(words.utf8)
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), open > 0, bytes.count >= open + 3,
            bytes.last == UInt8(ascii: ")"), isDigit(bytes[open + 1])
        else { return false }
        let name = bytes[..<open]
        let section = bytes[(open + 2)..<(bytes.count - 1)]
        return name.allSatisfy(isNameByte) && section.allSatisfy(\.isASCIIAlphanumeric)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// A letter or digit, or a character a page's name holds ("systemd.unit", "Net::HTTP", "x86_64-linux-gnu-gcc").
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "+")
    }

    /// The most nodes of a block looked through.
    private static let largestSubtree: Int32 = 400
}
