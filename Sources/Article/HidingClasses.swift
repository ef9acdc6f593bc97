/// What the utility classes of CSS frameworks say about whether a sighted
/// reader sees an element on a wide screen: Bootstrap's `d-none` and its
/// breakpoint forms (`d-md-block`, `d-lg-none`), Tailwind's `hidden` and
/// `invisible` with theirs (`md:flex`, `lg:hidden`), Bootstrap 3's
/// `hidden`, `hidden-lg` and `visible-xs`; and, for headings, the classes
/// that keep text for screen readers only (`sr-only`, `visually-hidden`).
/// A class for a wider screen wins over one for a narrower, as in the
/// frameworks' style sheets: `d-none d-md-block` shows, `hidden md:block` too.
enum HidingClasses {
    /// Whether the class attribute `classes` hides its element on a wide
    /// screen; `forSightOnly` counts screen-reader-only classes as hiding
    /// too (a heading a sighted reader never sees).
    static func hide(_ classes: String, forSightOnly: Bool) -> Bool {
        screens(classes, forSightOnly: forSightOnly)?.hidesOnTheWidest ?? false
    }

    /// Whether the class attribute `classes` names a screen width (`md:block`,
    /// `d-lg-flex`, Bootstrap 3's `hidden-xs`) and shows its element on a wide
    /// screen: what a hiding word in it (`hidden md:block`) hides is hidden
    /// on narrow screens only.
    static func showsFromAWidth(_ classes: String) -> Bool {
        guard let screens = screens(classes, forSightOnly: false) else { return false }
        return screens.namesAWidth && !screens.hidesOnTheWidest
    }

    /// What `classes` say of each screen width; nil when they hold no word of a hiding class.
    private static func screens(_ classes: String, forSightOnly: Bool) -> Screens? {
        var classes = classes
        return classes.withUTF8 { bytes in
            guard mayHide(bytes) else { return nil }
            var screens = Screens()
            var start = 0
            while start < bytes.count {
                while start < bytes.count, isSpace(bytes[start]) { start += 1 }
                var end = start
                while end < bytes.count, !isSpace(bytes[end]) { end += 1 }
                if end > start {
                    screens.read(UnsafeBufferPointer(rebasing: bytes[start..<end]), forSightOnly: forSightOnly)
                }
                start = end
            }
            return screens
        }
    }

    /// Whether an element is shown on each screen width, as the classes read so far say.
    private struct Screens {
        /// Shown (true) or hidden (false) from each width up: every width,
        /// then the frameworks' five breakpoints (sm, md, lg, xl, xxl/2xl).
        var fromWidth = WidthStates()
        /// Bootstrap 3's `visible-*`: shown only at the widths named.
        var visibleOnly = false
        var visibleWide = false
        /// Whether a class read names a screen width.
        var namesAWidth = false

        var hidesOnTheWidest: Bool {
            if visibleOnly && !visibleWide { return true }
            for width in (0...5).reversed() {
                if let shown = fromWidth[width] { return !shown }
            }
            return false
        }

        mutating func read(_ token: UnsafeBufferPointer<UInt8>, forSightOnly: Bool) {
            if forSightOnly, !token.contains(0x3A), HidingClasses.isScreenReaderOnly(token) {
                fromWidth[0] = false
                return
            }
            guard HidingClasses.firstBytes.contains(token[0]) else { return }
            if let colon = token.firstIndex(of: 0x3A) {
                // Tailwind: `md:block`, `lg:hidden`, `md:not-sr-only`; other variants
                // (`hover:`, `print:`) say nothing here.
                guard let width = HidingClasses.width(token[..<colon], bootstrap: false) else { return }
                let utility = token[(colon + 1)...]
                if equals(utility, "hidden") || equals(utility, "invisible") {
                    fromWidth[width] = false
                    namesAWidth = true
                } else if equals(utility, "visible") || equals(utility, "not-sr-only") || isDisplay(utility) {
                    fromWidth[width] = true
                    namesAWidth = true
                }
                return
            }
            if equals(token, "hidden") || equals(token, "invisible") || equals(token, "d-none") {
                fromWidth[0] = false
            } else if starts(token, "d-") {
                // Bootstrap: `d-block`, `d-md-none`, `d-lg-flex`.
                let rest = token[(token.startIndex + 2)...]
                if let dash = rest.firstIndex(of: 0x2D), let width = HidingClasses.width(rest[..<dash], bootstrap: true)
                {
                    let value = rest[(dash + 1)...]
                    if equals(value, "none") {
                        fromWidth[width] = false
                        namesAWidth = true
                    } else if isDisplay(value) {
                        fromWidth[width] = true
                        namesAWidth = true
                    }
                } else if isDisplay(rest) {
                    fromWidth[0] = true
                }
            } else if starts(token, "hidden-") {
                // Bootstrap 3: hidden at one width only; `hidden-lg` is the wide screen.
                let width = token[(token.startIndex + 7)...]
                if equals(width, "lg") { fromWidth[5] = false }
                namesAWidth = namesAWidth || equals(width, "xs") || equals(width, "sm") || equals(width, "md")
                    || equals(width, "lg")
            } else if starts(token, "visible-") {
                let rest = token[(token.startIndex + 8)...]
                let width = rest.firstIndex(of: 0x2D).map { rest[..<$0] } ?? rest
                if equals(width, "xs") || equals(width, "sm") || equals(width, "md") || equals(width, "lg") {
                    namesAWidth = true
                    visibleOnly = true
                    visibleWide = visibleWide || equals(width, "lg")
                }
            }
        }
    }

    /// The first bytes of the frameworks' classes read here (`d-none`,
    /// `hidden`, `invisible`, `visible-xs`, `md:flex`, `2xl:block`).
    private static let firstBytes = Array("dhivsmlx2".utf8)

    /// Shown, hidden or not said, for each of the six widths, in two bytes.
    private struct WidthStates {
        private var said: UInt8 = 0
        private var shown: UInt8 = 0

        subscript(width: Int) -> Bool? {
            get { said & (1 << width) == 0 ? nil : shown & (1 << width) != 0 }
            set {
                guard let newValue else { return }
                said |= 1 << width
                if newValue { shown |= 1 << width } else { shown &= ~(1 << width) }
            }
        }
    }

    /// Whether `bytes` hold a word that every hiding class holds: `none`
    /// (`d-none`), `hidden` (`lg:hidden`, `visually-hidden`), `visible`
    /// (`invisible`, `visible-xs`), `only` (`sr-only`) or `reader`
    /// (`screen-reader-text`). Most class attributes hold none, and are
    /// read no further.
    private static func mayHide(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while index + 4 <= count {
            switch bytes[index] {
            case UInt8(ascii: "n"): if matches(bytes, at: index, "none") { return true }
            case UInt8(ascii: "h"): if matches(bytes, at: index, "hidden") { return true }
            case UInt8(ascii: "v"): if matches(bytes, at: index, "visible") { return true }
            case UInt8(ascii: "o"): if matches(bytes, at: index, "only") { return true }
            case UInt8(ascii: "r"): if matches(bytes, at: index, "reader") { return true }
            default: break
            }
            index += 1
        }
        return false
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        return equals(bytes[index..<(index + length)], word)
    }

    /// The slot of a breakpoint's name (1 for `sm` to 5 for `xxl`, `2xl` in Tailwind).
    private static func width(_ name: Slice<UnsafeBufferPointer<UInt8>>, bootstrap: Bool) -> Int? {
        if equals(name, "sm") { return 1 }
        if equals(name, "md") { return 2 }
        if equals(name, "lg") { return 3 }
        if equals(name, "xl") { return 4 }
        if equals(name, bootstrap ? "xxl" : "2xl") { return 5 }
        return nil
    }

    /// Display values that show an element.
    private static let displays: [StaticString] = [
        "block", "inline", "inline-block", "flex", "inline-flex", "grid", "inline-grid", "table", "table-cell",
        "table-row", "contents", "flow-root", "list-item",
    ]

    private static func isDisplay(_ value: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        displays.contains { equals(value, $0) }
    }

    /// Classes that move text out of sight and keep it for screen readers
    /// (alone or as the last part of a prefixed name: `u-visually-hidden`).
    private static let screenReaderOnly: [StaticString] = [
        "sr-only", "visually-hidden", "visuallyhidden", "screen-reader-text", "screen-reader-only",
        "element-invisible",
    ]

    private static func isScreenReaderOnly(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        screenReaderOnly.contains { name in
            let count = name.utf8CodeUnitCount
            guard token.count >= count else { return false }
            let offset = token.count - count
            guard offset == 0 || token[offset - 1] == 0x2D || token[offset - 1] == 0x5F else { return false }
            return equals(token[offset...], name)
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
}

private func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    equals(bytes[...], word)
}

private func equals(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ word: StaticString) -> Bool {
    guard bytes.count == word.utf8CodeUnitCount else { return false }
    let wanted = word.utf8Start
    var index = 0
    for byte in bytes {
        if byte != wanted[index] { return false }
        index += 1
    }
    return true
}

private func starts(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
    guard bytes.count > prefix.utf8CodeUnitCount else { return false }
    let wanted = prefix.utf8Start
    for index in 0..<prefix.utf8CodeUnitCount where bytes[index] != wanted[index] { return false }
    return true
}
