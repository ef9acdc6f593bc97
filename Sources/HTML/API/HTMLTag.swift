/// An element's tag, for the elements the parser knows by name (every HTML
/// element plus the MathML and SVG ones the tree builder cares about), so
/// that checks such as `node.tag == .p` compare one byte. Any other name
/// (`<my-widget>`, most SVG elements) is `.unknown`; `HTMLNode.tagName`
/// still has its name.
///
/// Names are matched lower-cased, as the tokenizer lower-cases them; an SVG
/// `<foreignObject>` is `.foreignObject` and its `tagName` is `foreignobject`.
public enum HTMLTag: UInt8, CaseIterable, Sendable {
    /// Not a known name, or not an element at all.
    case unknown = 0
    case a, abbr, address, annotationXML, applet, area, article, aside, audio
    case b, base, basefont, bdi, bdo, bgsound, big, blink, blockquote, body, br, button
    case canvas, caption, center, circle, cite, clipPath, code, col, colgroup
    case data, datalist, dd, defs, del, desc, details, dfn, dialog, dir, div, dl, dt
    case ellipse, em, embed
    case fieldset, figcaption, figure, font, footer, foreignObject, form, frame, frameset
    case g, h1, h2, h3, h4, h5, h6, head, header, hgroup, hr, html
    case i, iframe, image, img, input, ins, kbd, keygen
    case label, legend, li, line, linearGradient, link, listing
    case main, malignmark, map, mark, marquee, mask, math, menu, menuitem, meta, meter, mglyph
    case mi, mn, mo, ms, mtext
    case nav, nobr, noembed, noframes, noscript
    case object, ol, optgroup, option, output
    case p, param, path, picture, plaintext, polygon, polyline, pre, progress
    case q, radialGradient, rb, rect, rp, rt, rtc, ruby
    case s, samp, script, search, section, select, slot, small, source, span, stop, strike, strong
    case style, sub, summary, sup, svg, symbol
    case table, tbody, td, template, text, textarea, tfoot, th, thead, time, title, tr, track, tspan, tt
    case u, ul, use
    case `var`, video, wbr, xmp

    /// The element's name as the tokenizer spells it (lower case);
    /// empty for `.unknown`.
    public var name: String { HTMLTag.names[Int(rawValue)] }

    /// The tag called `name` (any case), or `.unknown`.
    public init(named name: String) {
        var name = name
        self = name.withUTF8 { bytes in
            let lowered = [UInt8](bytes.lazy.map(\.asciiLowercased))
            return lowered.withUnsafeBufferPointer { HTMLTag(lowercasedName: $0) }
        }
    }

    /// The tag whose name is exactly these (already lower-cased) bytes.
    @inline(__always)
    init(lowercasedName name: UnsafeBufferPointer<UInt8>) {
        self = TagNameTable.shared.lookup(name)
    }

    static let names: [String] = allCases.map { tag in
        switch tag {
        case .unknown: return ""
        case .annotationXML: return "annotation-xml"
        default: return String(describing: tag).lowercased()
        }
    }
}

/// Finds a known tag from its lower-cased name bytes: an open-addressing
/// table keyed by a cheap hash of the length and a few bytes, then one byte
/// comparison to confirm.
struct TagNameTable: @unchecked Sendable {
    static let shared = TagNameTable()

    private let slots: [UInt8]
    private let nameBytes: [UInt8]
    private let nameOffsets: [Int]
    private static let mask = 1023

    private init() {
        var bytes = [UInt8]()
        var offsets = [0]
        for name in HTMLTag.names {
            bytes.append(contentsOf: name.utf8)
            offsets.append(bytes.count)
        }
        var slots = [UInt8](repeating: 0, count: TagNameTable.mask + 1)
        for tag in HTMLTag.allCases where tag != .unknown {
            let range = offsets[Int(tag.rawValue)]..<offsets[Int(tag.rawValue) + 1]
            var slot = bytes[range].withContiguousStorageIfAvailable { TagNameTable.hash($0) }!
            while slots[slot] != 0 { slot = (slot + 1) & TagNameTable.mask }
            slots[slot] = tag.rawValue
        }
        self.slots = slots
        self.nameBytes = bytes
        self.nameOffsets = offsets
    }

    @inline(__always)
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        let count = name.count
        guard count > 0 else { return 0 }
        var h = count &* 0x9E37
        h = h &+ Int(name[0]) &* 31
        h = h &+ Int(name[count - 1]) &* 257
        if count > 2 { h = h &+ Int(name[1]) &* 7 &+ Int(name[count - 2]) &* 131 }
        h ^= h >> 5
        return h & mask
    }

    /// The name bytes of `tag`.
    func nameBytes(_ tag: HTMLTag) -> ArraySlice<UInt8> {
        nameBytes[nameOffsets[Int(tag.rawValue)]..<nameOffsets[Int(tag.rawValue) + 1]]
    }

    @inline(__always)
    func lookup(_ name: UnsafeBufferPointer<UInt8>) -> HTMLTag {
        guard name.count > 0, name.count <= 14 else { return .unknown }
        var slot = TagNameTable.hash(name)
        while true {
            let raw = slots[slot]
            if raw == 0 { return .unknown }
            let start = nameOffsets[Int(raw)]
            let length = nameOffsets[Int(raw) + 1] - start
            if length == name.count {
                var same = true
                var i = 0
                while i < length {
                    if nameBytes[start + i] != name[i] {
                        same = false
                        break
                    }
                    i += 1
                }
                if same { return HTMLTag(rawValue: raw)! }
            }
            slot = (slot + 1) & TagNameTable.mask
        }
    }
}
