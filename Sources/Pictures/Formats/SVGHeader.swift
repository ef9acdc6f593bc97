import Foundation

/// SVG: XML text whose root element is `<svg>` (after an optional byte
/// order mark, XML declaration, comments, processing instructions and
/// doctype). The size comes from the root's `width` and `height` in
/// absolute units, else from its `viewBox`; (0, 0) when neither says.
enum SVGHeader {
    /// How far into the file the root element may start.
    private static let searchLimit = 64 * 1024

    static func size(_ reader: ByteReader) -> (Int, Int)? {
        var offset = reader.matches([0xEF, 0xBB, 0xBF], at: 0) ? 3 : 0
        let limit = min(reader.count, searchLimit)
        while true {
            while let byte = reader.byte(offset), offset < limit, isSpace(byte) { offset += 1 }
            guard offset < limit, reader.byte(offset) == UInt8(ascii: "<") else { return nil }
            if reader.matches("<?", at: offset) {
                guard let end = find("?>", in: reader, from: offset + 2, limit: limit) else { return nil }
                offset = end + 2
            } else if reader.matches("<!--", at: offset) {
                guard let end = find("-->", in: reader, from: offset + 4, limit: limit) else { return nil }
                offset = end + 3
            } else if reader.matches("<!", at: offset) {
                guard let end = doctypeEnd(reader, from: offset + 2, limit: limit) else { return nil }
                offset = end + 1
            } else {
                return rootSize(reader, tagStart: offset + 1, limit: limit)
            }
        }
    }

    /// The size named by the root start tag at `tagStart` (after `<`), or
    /// nil when the root is not `svg`.
    private static func rootSize(_ reader: ByteReader, tagStart: Int, limit: Int) -> (Int, Int)? {
        var nameEnd = tagStart
        while let byte = reader.byte(nameEnd), nameEnd < limit, !isSpace(byte), byte != UInt8(ascii: ">"),
            byte != UInt8(ascii: "/")
        {
            nameEnd += 1
        }
        let name = text(reader, tagStart, nameEnd)
        guard name == "svg" || name.hasSuffix(":svg") else { return nil }
        guard let attributes = StartTagAttributes(reader, from: nameEnd, limit: limit) else { return nil }
        let width = attributes["width"].flatMap(length)
        let height = attributes["height"].flatMap(length)
        let box = attributes["viewBox"].flatMap(viewBox)
        switch (width, height, box) {
        case (let width?, let height?, _):
            return (rounded(width), rounded(height))
        case (let width?, nil, let box?) where box.width > 0:
            return (rounded(width), rounded(width * box.height / box.width))
        case (nil, let height?, let box?) where box.height > 0:
            return (rounded(height * box.width / box.height), rounded(height))
        case (nil, nil, let box?):
            return (rounded(box.width), rounded(box.height))
        default:
            return (0, 0)
        }
    }

    /// A length in pixels: a number with no unit or `px`, `pt`, `pc`,
    /// `mm`, `cm`, `in`; nil for relative units (`%`, `em`) and nonsense.
    static func length(_ value: String) -> Double? {
        let trimmed = value.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [(String, Double)] = [
            ("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96),
        ]
        for (unit, scale) in units where trimmed.hasSuffix(unit) {
            return Double(trimmed.dropLast(unit.count)).flatMap { $0 > 0 && $0.isFinite ? $0 * scale : nil }
        }
        return Double(trimmed).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }

    /// The width and height of a `viewBox` (`min-x min-y width height`).
    private static func viewBox(_ value: String) -> (width: Double, height: Double)? {
        let numbers = value.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            .compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2].isFinite, numbers[3].isFinite else {
            return nil
        }
        return (numbers[2], numbers[3])
    }

    private static func rounded(_ value: Double) -> Int { Int(min(value.rounded(), 1_000_000)) }

    /// The `>` that ends a `<!DOCTYPE …>`, which may hold an internal subset in brackets.
    private static func doctypeEnd(_ reader: ByteReader, from start: Int, limit: Int) -> Int? {
        var depth = 0
        var offset = start
        while offset < limit, let byte = reader.byte(offset) {
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") { depth -= 1 }
            if byte == UInt8(ascii: ">") && depth <= 0 { return offset }
            offset += 1
        }
        return nil
    }

    static func find(_ needle: String, in reader: ByteReader, from start: Int, limit: Int) -> Int? {
        let bytes = Array(needle.utf8)
        var offset = start
        while offset + bytes.count <= limit {
            if reader.matches(bytes, at: offset) { return offset }
            offset += 1
        }
        return nil
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    static func text(_ reader: ByteReader, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: reader.bytes[start..<end]), as: UTF8.self)
    }
}

/// The attributes of an XML start tag, read from just after its name up to its `>`.
struct StartTagAttributes {
    private var values: [String: String] = [:]

    init?(_ reader: ByteReader, from start: Int, limit: Int) {
        var offset = start
        while offset < limit {
            while let byte = reader.byte(offset), offset < limit, SVGHeader.isSpace(byte) { offset += 1 }
            guard let byte = reader.byte(offset), offset < limit else { return nil }
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") { return }
            let nameStart = offset
            while let byte = reader.byte(offset), offset < limit, byte != UInt8(ascii: "="), !SVGHeader.isSpace(byte),
                byte != UInt8(ascii: ">")
            {
                offset += 1
            }
            let name = SVGHeader.text(reader, nameStart, offset)
            while let byte = reader.byte(offset), offset < limit, SVGHeader.isSpace(byte) { offset += 1 }
            guard reader.byte(offset) == UInt8(ascii: "=") else { return nil }
            offset += 1
            while let byte = reader.byte(offset), offset < limit, SVGHeader.isSpace(byte) { offset += 1 }
            guard let quote = reader.byte(offset), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                return nil
            }
            let valueStart = offset + 1
            offset = valueStart
            while let byte = reader.byte(offset), offset < limit, byte != quote { offset += 1 }
            guard offset < limit, reader.byte(offset) == quote else { return nil }
            if values[name] == nil { values[name] = SVGHeader.text(reader, valueStart, offset) }
            offset += 1
        }
        return nil
    }

    subscript(name: String) -> String? { values[name] }
}
