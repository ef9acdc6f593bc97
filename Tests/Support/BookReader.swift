import Compression
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a ZIP file back the way an EPUB reader does, to check a book
/// without Java: entries in order with their method and extra fields,
/// contents inflated and checked against their CRC-32.
public struct BookReader {
    public struct Entry: Sendable {
        public let name: String
        public let method: UInt16
        public let extraLength: Int
        public let bytes: [UInt8]
        public var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    public let entries: [Entry]

    /// Reads the ZIP file `zip`; throws when it is malformed or a CRC is wrong.
    public init(_ zip: [UInt8]) throws {
        func u16(_ at: Int) -> Int { Int(zip[at]) | Int(zip[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        guard let end = stride(from: zip.count - 22, through: 0, by: -1).first(where: { u32($0) == 0x0605_4B50 }) else {
            throw ReadError("no end of central directory")
        }
        let count = u16(end + 10)
        var central = u32(end + 16)
        var entries: [Entry] = []
        for _ in 0..<count {
            guard u32(central) == 0x0201_4B50 else { throw ReadError("bad central directory entry") }
            let nameLength = u16(central + 28), extra = u16(central + 30), comment = u16(central + 32)
            let local = u32(central + 42)
            guard u32(local) == 0x0403_4B50 else { throw ReadError("bad local header") }
            let method = UInt16(u16(local + 8))
            let crc = UInt32(u32(local + 14))
            let compressed = u32(local + 18), size = u32(local + 22)
            let localName = u16(local + 26), localExtra = u16(local + 28)
            let name = String(decoding: zip[(local + 30)..<(local + 30 + localName)], as: UTF8.self)
            let start = local + 30 + localName + localExtra
            let raw = Array(zip[start..<(start + compressed)])
            let bytes = method == 0 ? raw : try Compression.inflate(raw, format: .raw, limit: size)
            guard bytes.count == size, Compression.crc32(bytes) == crc else { throw ReadError("\(name): bad size or CRC") }
            entries.append(Entry(name: name, method: method, extraLength: localExtra, bytes: bytes))
            central += 46 + nameLength + extra + comment
        }
        // Central directory order is the order written; local headers must be in the same order.
        self.entries = entries
    }

    public func entry(_ name: String) -> Entry? { entries.first { $0.name == name } }

    public struct ReadError: Error, CustomStringConvertible {
        public let description: String
        init(_ text: String) { description = text }
    }
}

/// What an XML document holds, parsed by Foundation's XML parser: whether it
/// is well-formed, its elements, their attributes and text.
public final class XMLFacts: NSObject, XMLParserDelegate {
    public struct Element {
        public let name: String
        public let attributes: [String: String]
    }

    public private(set) var elements: [Element] = []
    public private(set) var text = ""
    public private(set) var error: String?

    /// Parses `bytes` as XML.
    public init(_ bytes: [UInt8]) {
        super.init()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = self
        if !parser.parse() { error = parser.parserError.map { "\($0)" } ?? "not well-formed" }
    }

    public var isWellFormed: Bool { error == nil }

    public func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    public var ids: Set<String> { Set(elements.compactMap { $0.attributes["id"] }) }

    public func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(Element(name: name, attributes: attributes))
    }

    public func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}
