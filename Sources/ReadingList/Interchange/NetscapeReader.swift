import Foundation

/// Reads Netscape bookmark files and the HTML exports of Pocket and
/// Instapaper: every `<a href>` with its title, `ADD_DATE`/`time_added`,
/// `TAGS`, and the folders (`<H3>` before a `<DL>`, or a heading before a
/// list) it sits in, which `FolderRules` turns into tags or the archive.
enum NetscapeReader {
    static func read(_ text: String) -> [ImportEntry] {
        var scanner = TagScanner(text)
        var entries: [ImportEntry] = []
        var folders: [String?] = []
        var pendingFolder: String?
        while let tag = scanner.nextTag() {
            switch tag.name {
            case "h1", "h2", "h3", "h4", "h5", "h6":
                if !tag.closing { pendingFolder = scanner.text(until: "</\(tag.name)") }
            case "dl", "ul", "ol":
                if tag.closing {
                    _ = folders.popLast()
                } else {
                    folders.append(pendingFolder)
                    pendingFolder = nil
                }
            case "a" where !tag.closing:
                guard let href = tag.attributes["href"] else { continue }
                let title = scanner.text(until: "</a")
                var bookmark = Bookmark(
                    url: href, title: title.isEmpty ? nil : title,
                    savedAt: ImportDates.parse(tag.attributes["add_date"] ?? tag.attributes["time_added"]))
                FolderRules.addTags(
                    (tag.attributes["tags"] ?? "").split(separator: ",").map(String.init), to: &bookmark)
                FolderRules.apply(folders.compactMap { $0 }, to: &bookmark)
                entries.append(ImportEntry(bookmark: bookmark, location: "line \(tag.line)"))
            default:
                break
            }
        }
        return entries
    }
}

/// Walks the tags of an HTML text, byte by byte.
struct TagScanner {
    struct Tag {
        /// Lower-case name without the slash.
        let name: String
        let closing: Bool
        /// Lower-case names, decoded values.
        let attributes: [String: String]
        /// 1-based line of the `<`.
        let line: Int
    }

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var lineCountedTo = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    /// The next start or end tag; comments and declarations are skipped.
    mutating func nextTag() -> Tag? {
        while let open = find(UInt8(ascii: "<"), from: position) {
            position = open + 1
            if starts(with: "!--", at: position) {
                position = find("-->", from: position).map { $0 + 3 } ?? bytes.count
                continue
            }
            let closing = position < bytes.count && bytes[position] == UInt8(ascii: "/")
            if closing { position += 1 }
            let nameStart = position
            while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
            guard position > nameStart else { continue }
            let name = String(decoding: bytes[nameStart..<position], as: UTF8.self).lowercased()
            let attributes = readAttributes()
            return Tag(name: name, closing: closing, attributes: attributes, line: lineNumber(at: open))
        }
        position = bytes.count
        return nil
    }

    /// The text from here to `end` (case-insensitive), with tags removed,
    /// references decoded and white space collapsed; moves past it.
    mutating func text(until end: String) -> String {
        // A tag cut short at the end of the file leaves the position past it.
        position = min(position, bytes.count)
        let stop = find(end, from: position, caseInsensitive: true) ?? bytes.count
        let raw = String(decoding: bytes[position..<stop], as: UTF8.self)
        position = stop
        var plain = ""
        var inTag = false
        for character in raw {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                plain.append(character)
            }
        }
        return HTMLText.decode(plain[...]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private mutating func readAttributes() -> [String: String] {
        var attributes: [String: String] = [:]
        while position < bytes.count {
            while position < bytes.count, isSpace(bytes[position]) || bytes[position] == UInt8(ascii: "/") {
                position += 1
            }
            guard position < bytes.count, bytes[position] != UInt8(ascii: ">") else {
                position += 1
                break
            }
            let nameStart = position
            while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: "="),
                bytes[position] != UInt8(ascii: ">")
            {
                position += 1
            }
            let name = String(decoding: bytes[nameStart..<position], as: UTF8.self).lowercased()
            while position < bytes.count, isSpace(bytes[position]) { position += 1 }
            var value = ""
            if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                position += 1
                while position < bytes.count, isSpace(bytes[position]) { position += 1 }
                let quote = position < bytes.count ? bytes[position] : 0
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    let end = find(quote, from: position + 1) ?? bytes.count
                    value = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
                    position = min(end + 1, bytes.count)
                } else {
                    let start = position
                    while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">") {
                        position += 1
                    }
                    value = String(decoding: bytes[start..<position], as: UTF8.self)
                }
            }
            if !name.isEmpty { attributes[name] = HTMLText.decode(value[...]) }
        }
        return attributes
    }

    private mutating func lineNumber(at offset: Int) -> Int {
        while lineCountedTo < offset {
            if bytes[lineCountedTo] == UInt8(ascii: "\n") { line += 1 }
            lineCountedTo += 1
        }
        return line
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private func find(_ text: String, from start: Int, caseInsensitive: Bool = false) -> Int? {
        let needle = Array((caseInsensitive ? text.lowercased() : text).utf8)
        guard let first = needle.first else { return start }
        var index = start
        while index + needle.count <= bytes.count {
            if lower(bytes[index], caseInsensitive) == first,
                needle.indices.allSatisfy({ lower(bytes[index + $0], caseInsensitive) == needle[$0] })
            {
                return index
            }
            index += 1
        }
        return nil
    }

    private func starts(with text: String, at index: Int) -> Bool {
        let needle = Array(text.utf8)
        return index + needle.count <= bytes.count && bytes[index..<(index + needle.count)].elementsEqual(needle)
    }

    private func lower(_ byte: UInt8, _ fold: Bool) -> UInt8 {
        fold && byte >= 65 && byte <= 90 ? byte + 32 : byte
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 12
    }
}
