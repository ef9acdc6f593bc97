import Foundation

/// One attribute of an element, names lower-cased, values decoded.
public struct HTMLAttribute: Hashable, Sendable {
    /// The attribute's name, lower case (`href`, `data-src`).
    public var name: String
    /// The value, character references decoded; empty for `<input disabled>`.
    public var value: String

    /// An attribute called `name` holding `value`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

extension HTMLNode {
    @inline(__always) private var attributeRecords: ArraySlice<AttributeRecord> {
        let record = self.record
        guard record.kind == .element else { return [] }
        return document.attributes[record.data.range]
    }

    /// The element's attributes in source order (the first of duplicates).
    public var attributes: [HTMLAttribute] {
        attributeRecords.map { record in
            HTMLAttribute(name: document.string(record.name), value: document.string(record.value))
        }
    }

    /// How many attributes the element has.
    public var attributeCount: Int { Int(record.kind == .element ? record.data.count : 0) }

    /// The value of the attribute called `name` (lower case, e.g. `"href"`),
    /// or `nil` when the element has no such attribute.
    public func attribute(_ name: String) -> String? {
        guard let record = attributeRecord(name) else { return nil }
        return document.string(record.value)
    }

    /// Whether the element has an attribute called `name`.
    public func hasAttribute(_ name: String) -> Bool { attributeRecord(name) != nil }

    /// Whether the attribute `name` is exactly `value` (compared as bytes).
    public func attributeEquals(_ name: String, _ value: String) -> Bool {
        guard let record = attributeRecord(name) else { return false }
        return document.bytes(record.value, equal: value)
    }

    /// The tokens of the `class` attribute.
    public var classNames: [String] {
        guard let record = attributeRecord("class") else { return [] }
        return document.attributeBytes[record.value.range]
            .split(whereSeparator: \.isHTMLWhitespace)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `className` is one of the tokens of the `class` attribute
    /// (case-sensitive, as in CSS selectors).
    public func hasClass(_ className: String) -> Bool {
        guard let record = attributeRecord("class") else { return false }
        var className = className
        return className.withUTF8 { wanted in
            document.attributeBytes.withUnsafeBufferPointer { all in
                let value = UnsafeBufferPointer(rebasing: all[record.value.range])
                var start = 0
                while start < value.count {
                    while start < value.count, value[start].isHTMLWhitespace { start += 1 }
                    var end = start
                    while end < value.count, !value[end].isHTMLWhitespace { end += 1 }
                    if end > start, end - start == wanted.count,
                        memcmp(value.baseAddress! + start, wanted.baseAddress!, wanted.count) == 0
                    {
                        return true
                    }
                    start = end
                }
                return false
            }
        }
    }

    private func attributeRecord(_ name: String) -> AttributeRecord? {
        for record in attributeRecords where document.bytes(record.name, equal: name) {
            return record
        }
        return nil
    }
}

extension HTMLDocument {
    /// The attribute bytes in `span` as a string.
    func string(_ span: ByteSpan) -> String {
        String(decoding: attributeBytes[span.range], as: UTF8.self)
    }

    /// Whether the attribute bytes in `span` spell `string`.
    func bytes(_ span: ByteSpan, equal string: String) -> Bool {
        var string = string
        return string.withUTF8 { wanted in
            guard wanted.count == Int(span.count) else { return false }
            if wanted.isEmpty { return true }
            return attributeBytes.withUnsafeBufferPointer { all in
                memcmp(all.baseAddress! + Int(span.start), wanted.baseAddress!, wanted.count) == 0
            }
        }
    }
}
