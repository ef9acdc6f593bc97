import Foundation
import HTML

/// The schema.org objects a page describes itself with in
/// `<script type="application/ld+json">` blocks: every object found, with
/// `@graph` lists and arrays flattened, and the one that describes the
/// article picked out. Blocks that are not valid JSON even after light
/// repair are skipped.
struct LinkedData {
    /// Every object of every block, outer ones first.
    private(set) var objects: [[String: Any]] = []
    /// The objects that have an `@id`, by it (the first of each), for references.
    private var objectsByID: [String: [String: Any]] = [:]

    /// The schema.org types that describe an article.
    static let articleTypes: Set<String> = [
        "article", "newsarticle", "blogposting", "reportagenewsarticle", "analysisnewsarticle",
        "opinionnewsarticle", "reviewnewsarticle", "backgroundnewsarticle", "techarticle", "scholarlyarticle",
        "report", "socialmediaposting", "liveblogposting", "posting", "review", "recipe", "creativework",
    ]

    /// The objects found in the page's JSON-LD blocks.
    init(document: HTMLDocument) {
        var blocks: [String] = []
        for script in document.elements(.script) {
            guard let type = script.attribute("type"), type.lowercased().contains("ld+json") else { continue }
            blocks.append(script.textContent())
        }
        self.init(blocks: blocks)
    }

    /// The objects found in these JSON texts.
    init(blocks: [String]) {
        for block in blocks {
            if let value = Self.parse(block) { collect(value) }
        }
    }

    /// The object describing the article: the first whose `@type` is an
    /// article type, else the first with a `headline` or `articleBody`.
    var article: [String: Any]? {
        objects.first { Self.isArticle($0) }
            ?? objects.first { $0["headline"] != nil || $0["articleBody"] != nil }
    }

    /// The `WebPage`/`WebSite`/`Organization` objects, for a site name to fall back on.
    func first(ofType wanted: String) -> [String: Any]? {
        objects.first { Self.types(of: $0).contains(wanted) }
    }

    /// The longest `articleBody` of any object, as text (markup some sites
    /// leave in it removed).
    var articleBody: String? {
        let bodies = objects.compactMap { $0["articleBody"] as? String }
        guard let longest = bodies.max(by: { $0.utf8.count < $1.utf8.count }) else { return nil }
        return longest.contains("<") ? Self.strippingTags(longest) : longest
    }

    static func isArticle(_ object: [String: Any]) -> Bool {
        types(of: object).contains { articleTypes.contains($0) }
    }

    /// The object's `@type` values, lower-cased, without a schema.org prefix.
    static func types(of object: [String: Any]) -> [String] {
        let raw: [String]
        switch object["@type"] {
        case let single as String: raw = [single]
        case let many as [Any]: raw = many.compactMap { $0 as? String }
        default: raw = []
        }
        return raw.map { type in
            let lower = type.lowercased()
            if let slash = lower.lastIndex(where: { $0 == "/" || $0 == ":" }) {
                return String(lower[lower.index(after: slash)...])
            }
            return lower
        }
    }

    // MARK: Values

    /// `value` with references (`{"@id": "…"}` alone) replaced by the
    /// objects they name, in arrays too.
    func resolved(_ value: Any?) -> Any? {
        switch value {
        case let array as [Any]:
            return array.map { resolved($0) ?? $0 }
        case let object as [String: Any]:
            if object.count == 1 || (object.count == 2 && object["@type"] != nil), let id = object["@id"] as? String,
                let target = objectsByID[id]
            {
                return target
            }
            return object
        default:
            return value
        }
    }

    /// A text value: a string, or the `name`/`@value`/`text` of an object,
    /// or the first of an array. Whitespace collapsed; `nil` when empty.
    static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String:
            let collapsed = string.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            return collapsed.isEmpty ? nil : collapsed
        case let object as [String: Any]:
            return text(object["name"]) ?? text(object["@value"]) ?? text(object["text"])
        case let array as [Any]:
            return array.lazy.compactMap { text($0) }.first
        default:
            return nil
        }
    }

    /// A yes-or-no value: a JSON boolean, or the text "true" or "false" in
    /// any case (pages write `"isAccessibleForFree": "False"` too); nil otherwise.
    static func flag(_ value: Any?) -> Bool? {
        switch value {
        case let flag as Bool: return flag
        case let string as String:
            switch string.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true": return true
            case "false": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// A count: a JSON number or a text of digits ("1461"); nil otherwise or when negative.
    static func count(_ value: Any?) -> Int? {
        switch value {
        case let number as Int: return number >= 0 ? number : nil
        case let number as Double: return number >= 0 && number < 1e9 ? Int(number) : nil
        case let string as String:
            return Int(string.trimmingCharacters(in: .whitespaces)).flatMap { $0 >= 0 ? $0 : nil }
        default: return nil
        }
    }

    /// Every name in a value that lists people or organisations: strings,
    /// objects with `name`, arrays of either.
    static func names(_ value: Any?) -> [String] {
        switch value {
        case let array as [Any]: return array.flatMap { names($0) }
        case let object as [String: Any]: return text(object["name"]).map { [$0] } ?? []
        case let string as String: return text(string).map { [$0] } ?? []
        default: return []
        }
    }

    /// An address value: a string, or the `url`/`@id` of an object, or the
    /// first of an array.
    static func url(_ value: Any?) -> String? {
        switch value {
        case let string as String: return string.isEmpty ? nil : string
        case let object as [String: Any]: return url(object["url"]) ?? url(object["contentUrl"]) ?? url(object["@id"])
        case let array as [Any]: return array.lazy.compactMap { url($0) }.first
        default: return nil
        }
    }

    // MARK: Reading blocks

    private mutating func collect(_ value: Any) {
        var pending: [Any] = [value]
        var index = 0
        while index < pending.count, objects.count < 500 {
            let next = pending[index]
            index += 1
            if let array = next as? [Any] {
                pending.append(contentsOf: array)
            } else if let object = next as? [String: Any] {
                objects.append(object)
                if let id = object["@id"] as? String, objectsByID[id] == nil, object.count > 1 { objectsByID[id] = object }
                if let graph = object["@graph"] { pending.append(graph) }
                for key in ["mainEntity", "mainEntityOfPage", "itemListElement", "hasPart"] {
                    if let nested = object[key], nested is [String: Any] || nested is [Any] { pending.append(nested) }
                }
            }
        }
    }

    /// Parses JSON, repairing what pages commonly break: raw control
    /// characters in strings, HTML comment or CDATA wrappers, a trailing `;`.
    static func parse(_ text: String) -> Any? {
        var bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] < 0x20 { bytes[index] = 0x20 }
        if let value = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) {
            return value
        }
        var repaired = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        for wrapper in ["<!--", "-->", "<![CDATA[", "]]>", "//<![CDATA[", "//]]>"] {
            repaired = repaired.replacingOccurrences(of: wrapper, with: "")
        }
        repaired = repaired.trimmingCharacters(in: .whitespaces)
        while repaired.hasSuffix(";") { repaired.removeLast() }
        return try? JSONSerialization.jsonObject(with: Data(repaired.utf8), options: [.fragmentsAllowed])
    }

    /// `text` with `<…>` tags replaced by spaces.
    static func strippingTags(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var inTag = false
        for character in text {
            if character == "<" {
                inTag = true
                result.append(" ")
            } else if character == ">" && inTag {
                inTag = false
            } else if !inTag {
                result.append(character)
            }
        }
        return result
    }
}
