import Gemtext

/// Writes terminal lines as UTF-8 bytes: paragraphs wrapped to the width by
/// display columns, and verbatim lines. Works on the bytes of each string;
/// plain ASCII words are copied whole, anything else is measured code point
/// by code point (see `ClusterWidth`).
///
/// Words are split at spaces and tabs. A word wider than a line is broken
/// between characters (never inside an emoji sequence or before a combining
/// mark); nothing is dropped. Control characters are shown as symbols
/// (U+2400...) so a document can never send escape sequences to the terminal.
struct TerminalWriter {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// What has been written.
    private(set) var output: [UInt8] = []
    private let width: Int
    private var palette: Palette

    // The line being written.
    private var activeRole = Role.plain
    private var column = 0
    private var available = 1
    private var needsSeparator = false
    private var pendingPrefix: Prefix?
    private var hangingPrefix = Prefix.none

    init(width: Int, colour: Bool, capacity: Int) {
        self.width = max(width, 1)
        self.palette = Palette(colour: colour)
        output.reserveCapacity(capacity)
    }

    /// Writes an empty line.
    mutating func blankLine() {
        output.append(0x0A)
    }

    /// Whether nothing has been written yet, or the last line is blank.
    var endsWithBlankLine: Bool { output.isEmpty || output.suffix(2) == [0x0A, 0x0A] }

    /// Writes `runs` as one paragraph wrapped to the width: the first line
    /// opens with `first`, the others with `rest`.
    mutating func paragraph(_ runs: [Run], first: Prefix, rest: Prefix) {
        hangingPrefix = rest
        beginLine(first)
        for run in runs {
            if run.unbreakable { writeWhole(run) } else { write(run.text, role: run.role, keepIndent: false) }
        }
        endLine()
    }

    /// Writes `text` as one paragraph in one look (see `paragraph(_:first:rest:)`).
    /// With `keepIndent`, the blanks that open it stay on the first line.
    mutating func paragraph(_ text: String, role: Role, first: Prefix, rest: Prefix, keepIndent: Bool = false) {
        hangingPrefix = rest
        beginLine(first)
        write(text, role: role, keepIndent: keepIndent)
        endLine()
    }

    /// Writes `text` on one line whatever its width: tabs become spaces up to
    /// the next multiple of 8 columns, control characters become symbols.
    mutating func verbatim(_ text: String, role: Role = .plain) {
        var text = text
        text.withUTF8 { bytes in
            switchRole(role)
            if !UTF8Scalars.needsCleaning(bytes) {
                output.append(contentsOf: bytes)
            } else {
                writeCleaning(bytes)
            }
        }
        endLine()
    }

    // MARK: Lines

    private mutating func beginLine(_ prefix: Prefix) {
        pendingPrefix = prefix
        column = 0
        available = max(width - prefix.columns, 1)
        needsSeparator = false
    }

    /// Writes the prefix of the current line if it has not been written yet.
    @inline(__always)
    private mutating func writePrefix() {
        guard let prefix = pendingPrefix else { return }
        pendingPrefix = nil
        switchRole(prefix.role)
        output.append(contentsOf: prefix.text.utf8)
    }

    private mutating func endLine() {
        if let prefix = pendingPrefix {
            // Nothing followed the prefix: write it without trailing spaces.
            pendingPrefix = prefix.trimmed
            writePrefix()
        }
        switchRole(.plain)
        output.append(0x0A)
    }

    private mutating func wrapLine() {
        endLine()
        beginLine(hangingPrefix)
    }

    @inline(__always)
    private mutating func switchRole(_ role: Role) {
        guard palette.colour, role != activeRole else { return }
        if activeRole != .plain { output.append(contentsOf: Palette.reset) }
        activeRole = role
        output.append(contentsOf: palette.codes(for: role))
    }

    // MARK: Words

    private mutating func write(_ text: String, role: Role, keepIndent: Bool) {
        var text = text
        text.withUTF8 { write(run: $0, role: role, keepIndent: keepIndent) }
    }

    private mutating func write(run bytes: Bytes, role: Role, keepIndent: Bool) {
        var index = 0
        let count = bytes.count
        if keepIndent {
            while index < count && isBlank(bytes[index]) { index += 1 }
            if index > 0 && index < count && index < available {
                writePrefix()
                switchRole(.plain)
                output.append(contentsOf: repeatElement(0x20, count: index))
                column = index
            }
        }
        while true {
            while index < count && isBlank(bytes[index]) { index += 1 }
            if index == count { return }
            // Fast path: printable ASCII, one column per byte.
            var end = index
            while end < count, bytes[end] > 0x20, bytes[end] < 0x7F { end += 1 }
            if end == count || isBlank(bytes[end]) {
                place(Bytes(rebasing: bytes[index..<end]), columns: end - index, clean: true, role: role)
            } else {
                let word = measure(bytes, from: index)
                end = word.end
                place(Bytes(rebasing: bytes[index..<end]), columns: word.columns, clean: word.clean, role: role)
            }
            index = end
        }
    }

    /// Writes `run` as one word (see `Run.unbreakable`).
    private mutating func writeWhole(_ run: Run) {
        var text = run.text
        text.withUTF8 { bytes in
            var clusters = ClusterWidth()
            var columns = 0
            var index = 0
            while index < bytes.count {
                let (scalar, length) = UTF8Scalars.decode(bytes, at: index)
                columns += clusters.advance(scalar).columns
                index += length
            }
            place(bytes, columns: columns, clean: !UTF8Scalars.needsCleaning(bytes), role: run.role, breakable: false)
        }
    }

    @inline(__always)
    private func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// The end, columns and cleanliness of the word starting at `start`.
    private func measure(_ bytes: Bytes, from start: Int) -> (end: Int, columns: Int, clean: Bool) {
        var clusters = ClusterWidth()
        var index = start
        var columns = 0
        var clean = true
        while index < bytes.count && !isBlank(bytes[index]) {
            let (scalar, length) = UTF8Scalars.decode(bytes, at: index)
            columns += clusters.advance(scalar).columns
            if ClusterWidth.isControl(scalar) { clean = false }
            index += length
        }
        return (index, columns, clean)
    }

    /// Writes `word` after a space, or on the next line when it does not fit;
    /// a word wider than a line is broken between characters, unless it is
    /// not `breakable`: then it runs past the width.
    private mutating func place(_ word: Bytes, columns: Int, clean: Bool, role: Role, breakable: Bool = true) {
        writePrefix()
        if needsSeparator {
            if column + 1 + columns <= available {
                if palette.colour && role != activeRole { switchRole(.plain) }
                output.append(0x20)
                column += 1
            } else {
                wrapLine()
                writePrefix()
            }
        }
        switchRole(role)
        if column + columns <= available || !breakable {
            writeWord(word, clean: clean)
            column += columns
        } else {
            breakWord(word, role: role)
        }
        needsSeparator = true
    }

    /// Writes a word wider than the space left, character by character,
    /// wrapping between characters.
    private mutating func breakWord(_ word: Bytes, role: Role) {
        var clusters = ClusterWidth()
        var clusterStart = 0
        var clusterColumns = 0
        var index = 0
        while index < word.count {
            let (scalar, length) = UTF8Scalars.decode(word, at: index)
            let (columns, startsCluster) = clusters.advance(scalar)
            if startsCluster && index > clusterStart {
                writeCluster(Bytes(rebasing: word[clusterStart..<index]), columns: clusterColumns, role: role)
                clusterStart = index
                clusterColumns = 0
            }
            clusterColumns += columns
            index += length
        }
        writeCluster(Bytes(rebasing: word[clusterStart...]), columns: clusterColumns, role: role)
    }

    private mutating func writeCluster(_ cluster: Bytes, columns: Int, role: Role) {
        if column > 0 && column + columns > available {
            wrapLine()
            writePrefix()
            switchRole(role)
        }
        writeWord(cluster, clean: !UTF8Scalars.needsCleaning(cluster))
        column += columns
    }

    @inline(__always)
    private mutating func writeWord(_ word: Bytes, clean: Bool) {
        if clean { output.append(contentsOf: word) } else { writeCleaning(word) }
    }

    /// Writes `bytes` with tabs expanded to the next multiple of 8 columns
    /// and control characters shown as symbols.
    private mutating func writeCleaning(_ bytes: Bytes) {
        var clusters = ClusterWidth()
        var lineColumn = 0
        var index = 0
        while index < bytes.count {
            let (scalar, length) = UTF8Scalars.decode(bytes, at: index)
            if scalar == 0x09 {
                let spaces = 8 - lineColumn % 8
                output.append(contentsOf: repeatElement(0x20, count: spaces))
                lineColumn += spaces
                clusters = ClusterWidth()
            } else {
                lineColumn += clusters.advance(scalar).columns
                if ClusterWidth.isControl(scalar) {
                    output.append(contentsOf: UTF8Scalars.symbol(for: scalar).utf8)
                } else {
                    output.append(contentsOf: Bytes(rebasing: bytes[index..<(index + length)]))
                }
            }
            index += length
        }
    }
}
