import HTML

/// What an element's own markup says about how a browser shows it: its
/// inline `style`, its `hidden` and `aria-hidden` attributes and its
/// classes that hide it by a CSS framework's rule. The
/// extractor and the converter ask here, so text one of them treats as
/// hidden the other does too.
struct InlineStyle {
    /// The `style` attribute in lower case without white space; empty when
    /// absent or too short to set a display ("display:none" is 12 bytes).
    let compact: [UInt8]

    /// Reads `node`'s `style` attribute.
    init(of node: HTMLNode) {
        guard node.attributeCount > 0, let style = node.attribute("style"), style.utf8.count >= 12 else {
            compact = []
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(style.utf8.count)
        for byte in style.utf8 where byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C {
            bytes.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
        compact = bytes
    }

    /// The length in pixels the style gives `property` ("width: 46px" → 46
    /// for "width", never its "max-width"); nil when it gives none in pixels.
    func pixels(of property: String) -> Int? {
        let name = Array((property + ":").utf8)
        var from = 0
        while from < compact.count, let offset = ByteSearch.firstOffset(of: name, in: Array(compact[from...])) {
            let start = from + offset
            from = start + name.count
            guard start == 0 || compact[start - 1] == UInt8(ascii: ";") else { continue }
            let digits = compact[from...].prefix { $0 >= 0x30 && $0 <= 0x39 }
            guard !digits.isEmpty, digits.count <= 6, compact[(from + digits.count)...].starts(with: Self.px)
            else { return nil }
            return Int(String(decoding: digits, as: UTF8.self))
        }
        return nil
    }

    private static let px = Array("px".utf8)

    /// Whether the page hides `node`: the `hidden` attribute,
    /// `aria-hidden="true"`, or an inline `display: none` or `visibility:
    /// hidden` (not on a box of the story that a script reveals: `RevealedContent`).
    static func hides(_ node: HTMLNode) -> Bool {
        node.attributeCount > 0 && InlineStyle(of: node).hides(node)
    }

    /// `hides(_:)` for the node this style was read from. Its classes
    /// count too: a CSS framework's class that hides it on a wide screen
    /// (`d-none`, `hidden`; not `d-none d-md-block`), and on a heading a
    /// class that keeps it for screen readers only (see `HidingClasses`).
    func hides(_ node: HTMLNode) -> Bool {
        hides(node, classes: node.attribute("class"))
    }

    /// `hides(_:)` for a node whose `class` attribute the caller has read
    /// already (`classes`; nil when it has none).
    /// Content that a click in the page shows (a tab's panel, an
    /// expander's body: `ToggledContent`) is never hidden, nor is the
    /// whole page: a `<body>` (or `<html>`) hidden until the page's
    /// scripts have run shows then (CodiMD's and HackMD's notes are
    /// `<body style="display:none;">`).
    func hides(_ node: HTMLNode, classes: String?) -> Bool {
        hidesNow(node, classes: classes) && !ToggledContent.isShownByAControl(node) && !Self.isWholePage(node)
    }

    /// Whether `node` is the page's `<body>` or `<html>`.
    private static func isWholePage(_ node: HTMLNode) -> Bool {
        node.namespace == .html && (node.tag == .body || node.tag == .html)
    }

    /// Whether `node` is out of sight as the page stands.
    private func hidesNow(_ node: HTMLNode, classes: String?) -> Bool {
        if node.hasAttribute("hidden") { return true }
        // A box's title hidden from screen readers that its box's `aria-label` names already is seen (`EchoedLabels`).
        if let aria = node.attribute("aria-hidden"), aria.trimmingEdges(" \t\n").lowercased() == "true",
            !EchoedLabels.echoesParentLabel(node)
        {
            return true
        }
        if !compact.isEmpty {
            if ByteSearch.contains(compact, Self.displayNone) { return true }
            // A box of the story that the page's script makes visible is no hidden text.
            if ByteSearch.contains(compact, Self.visibilityHidden) {
                return !RevealedContent.holdsStory(node, style: self)
            }
        }
        guard let classes else { return false }
        let isHeading = node.namespace == .html && HTMLTagSet.headings.contains(node.tag)
        return HidingClasses.hide(classes, forSightOnly: isHeading)
    }

    /// Whether the style sets its element apart as a box of its own
    /// (`display: block`, `flex`, `grid`, `list-item`, `table…`).
    var setsApartAsBlock: Bool {
        guard compact.count >= 12, ByteSearch.contains(compact, Self.display) else { return false }
        return Self.blockDisplays.contains { ByteSearch.contains(compact, $0) }
    }

    /// Whether the style keeps the text's spaces and line breaks as
    /// written, as `<pre>` does (`white-space: pre`; not `pre-wrap` or
    /// `pre-line`, which editors set on prose).
    var keepsWhiteSpace: Bool {
        guard compact.count >= Self.whiteSpacePre.count,
            let start = ByteSearch.firstOffset(of: Self.whiteSpacePre, in: compact)
        else { return false }
        let end = start + Self.whiteSpacePre.count
        return end == compact.count || compact[end] == UInt8(ascii: ";") || compact[end] == UInt8(ascii: "!")
    }

    /// The numbers a `list-style` or `list-style-type` asks for (`decimal`,
    /// `lower-alpha`, `upper-roman`…); nil for markers without numbers.
    var listNumbering: ListNumbering.Style? {
        guard compact.count >= 12 else { return nil }
        var rest = compact[...]
        while let start = ByteSearch.firstOffset(of: Self.listStyle, in: Array(rest)) {
            // `list-style:` or `list-style-type:`, not `list-style-position:` or `list-style-image:`.
            var value = rest.dropFirst(start + Self.listStyle.count)
            if value.starts(with: Self.typeSuffix) { value = value.dropFirst(Self.typeSuffix.count) }
            rest = value
            guard value.first == UInt8(ascii: ":") else { continue }
            let declaration = Array(value.dropFirst().prefix { $0 != UInt8(ascii: ";") })
            for (name, style) in Self.numberedMarkers where ByteSearch.contains(declaration, name) { return style }
        }
        return nil
    }

    private static let listStyle = Array("list-style".utf8)
    private static let typeSuffix = Array("-type".utf8)
    private static let numberedMarkers: [([UInt8], ListNumbering.Style)] = {
        let markers: [(String, ListNumbering.Style)] = [
            ("decimal", .decimal), ("lower-alpha", .lowerAlpha), ("lower-latin", .lowerAlpha),
            ("upper-alpha", .upperAlpha), ("upper-latin", .upperAlpha), ("lower-roman", .lowerRoman),
            ("upper-roman", .upperRoman),
        ]
        return markers.map { (Array($0.0.utf8), $0.1) }
    }()

    private static let whiteSpacePre = Array("white-space:pre".utf8)
    private static let displayNone = Array("display:none".utf8)
    private static let visibilityHidden = Array("visibility:hidden".utf8)
    private static let display = Array("display:".utf8)
    private static let blockDisplays = ["display:block", "display:flex", "display:grid", "display:list-item", "display:table"]
        .map { Array($0.utf8) }
}
