/// Splits UTF-8 bytes that arrive in pieces into lines ending in LF, CR LF
/// or a lone CR (old Macs), without their ends. A line longer than
/// `maxLength` is cut there and the rest of it skipped, so that a file with
/// no line ends cannot fill memory.
struct LineSplitter {
    /// One line, and whether it was cut at `maxLength`.
    struct Line: Equatable {
        var bytes: [UInt8]
        var wasCut: Bool
    }

    /// The longest line kept, in bytes.
    let maxLength: Int
    private var current: [UInt8] = []
    private var cut = false
    private var afterCR = false

    /// A splitter keeping at most `maxLength` bytes of a line.
    init(maxLength: Int = 65_536) {
        self.maxLength = maxLength
    }

    /// The lines completed by `bytes`, handed to `line` one by one.
    mutating func feed(_ bytes: UnsafeRawBufferPointer, _ line: (Line) throws -> Void) rethrows {
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0A && afterCR && index == start && current.isEmpty && !cut {
                    // The LF of a CR LF whose CR ended the line before.
                    afterCR = false
                    start = index + 1
                    index += 1
                    continue
                }
                append(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
                try line(take())
                afterCR = byte == 0x0D
                start = index + 1
            } else if afterCR {
                afterCR = false
            }
            index += 1
        }
        append(UnsafeRawBufferPointer(rebasing: bytes[start..<bytes.count]))
    }

    /// The last line, when the text does not end with a line end.
    mutating func finish() -> Line? {
        guard !current.isEmpty || cut else { return nil }
        return take()
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        if !bytes.isEmpty { afterCR = false }
        let room = maxLength - current.count
        if bytes.count > room {
            current.append(contentsOf: bytes.prefix(max(room, 0)))
            cut = true
        } else {
            current.append(contentsOf: bytes)
        }
    }

    private mutating func take() -> Line {
        defer {
            current.removeAll(keepingCapacity: true)
            cut = false
        }
        return Line(bytes: current, wasCut: cut)
    }
}
