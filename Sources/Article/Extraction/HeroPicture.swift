import Foundation
import HTML

/// The lead picture a page sets above its headline (a theme's featured
/// image over or behind the title, as Newspack, GeneratePress or Twenty
/// Seventeen show it), which reading back from the body stops short of:
/// a picture just before the headline, or just before a block that holds
/// it, that shows the picture the page names as its own (`og:image`),
/// compared by file name without the size a publishing system adds
/// ("clinic-1200x800.jpg" is "clinic.jpg"). A picture the page does not
/// name so (a logo, a banner, an advertisement) is never taken.
struct HeroPicture {
    let page: PageAnalysis
    /// The page's own picture's file name, as `stem(of:)` gives it; nil
    /// when the page names none.
    let leadStem: String?

    /// How many elements before the headline's block are looked at, at each level.
    static let nearest = 2
    /// The most nodes in a hero picture's subtree.
    static let largestSubtree: Int32 = 60

    init(page: PageAnalysis, leadImage: URL?) {
        self.page = page
        leadStem = leadImage.flatMap { Self.stem(of: $0.absoluteString) }
    }

    /// The hero picture before `block` (which holds the headline) or
    /// before the block holding the headline inside it, level by level
    /// down to the headline; `holdsHeadline` tells those blocks. `none`
    /// when there is none.
    func find(before block: Int32, holdsHeadline: (Int32) -> Bool) -> Int32 {
        guard leadStem != nil else { return PageAnalysis.none }
        var level = block
        while true {
            var sibling = page.previousSibling[Int(level)]
            var looked = 0
            while sibling != PageAnalysis.none, looked < Self.nearest {
                if page.isElement(sibling) {
                    looked += 1
                    if showsLeadPicture(sibling) { return sibling }
                } else if page.textLength[Int(sibling)] > 0 {
                    break
                }
                sibling = page.previousSibling[Int(sibling)]
            }
            if HTMLTagSet.headings.contains(page.tags[Int(level)]) { return PageAnalysis.none }
            var child = page.firstChild[Int(level)]
            while child != PageAnalysis.none, !(page.isElement(child) && holdsHeadline(child)) {
                child = page.nextSibling[Int(child)]
            }
            guard child != PageAnalysis.none else { return PageAnalysis.none }
            level = child
        }
    }

    /// Whether `node` is a small block (or picture) without a heading or
    /// links in its words, and with no more words than a caption, that
    /// shows the page's own picture.
    func showsLeadPicture(_ node: Int32) -> Bool {
        let index = Int(node)
        guard leadStem != nil, page.subtreeSize[index] <= Self.largestSubtree, !page.has(node, .nonContent),
            page.linkLength[index] == 0, page.textLength[index] <= StoryOpening.longestCaption
        else { return false }
        // A heading anywhere in it, before or after the picture, makes it a player's or a teaser's box.
        var shows = false
        var stack = [node]
        while let current = stack.popLast() {
            guard page.isElement(current) else { continue }
            let tag = page.tags[Int(current)]
            if HTMLTagSet.headings.contains(tag) { return false }
            if tag == .img, let reference = ImageSource.reference(of: page.document.node(HTMLNodeID(rawValue: current))),
                Self.stem(of: reference) == leadStem
            {
                shows = true
            }
            stack.append(contentsOf: page.children(of: current))
        }
        return shows
    }

    /// The file name of a picture's address, lower-cased, without its
    /// query, extension and the size or scaling a publishing system adds
    /// ("-1200x800", "-scaled"); nil when too short to tell pictures apart.
    static func stem(of reference: String) -> String? {
        var path = Substring(reference)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        if let slash = path.lastIndex(of: "/") { path = path[path.index(after: slash)...] }
        var name = path.lowercased()
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        if name.hasSuffix("-scaled") { name.removeLast("-scaled".count) }
        if let dash = name.lastIndex(of: "-") {
            let size = name[name.index(after: dash)...].split(separator: "x", omittingEmptySubsequences: false)
            if size.count == 2, size.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) {
                name = String(name[..<dash])
            }
        }
        return name.count >= 4 ? name : nil
    }
}
