import Foundation

/// How to parse a page.
public struct HTMLParseOptions: Sendable {
    /// Parse as a browser with scripting on does (the default): the content
    /// of `<noscript>` is kept as raw text (see `HTMLNode.parseContentAsHTML()`).
    /// With `false`, it is parsed as markup in place.
    public var scripting: Bool
    /// How deep elements may nest (16 to 4,096); deeper ones are put beside
    /// the deepest open element instead (browsers do the same at 512). Every
    /// token costs at most a few times this much work.
    public var maximumDepth: Int
    /// Bytes past this many are ignored, as if the page were cut off there.
    public var maximumInputBytes: Int
    /// How many nodes (elements, runs of text, comments) the tree may hold:
    /// parsing stops once it has this many and the document says it was cut
    /// short (`HTMLDocument.isCutShort`). Markup such as `<p>x` repeated
    /// makes a node of every few bytes, and each node costs a page's
    /// readers about a hundred bytes or more; real articles have thousands.
    public var maximumNodes: Int

    /// The defaults: scripting on, depth 512, 256 MiB, a million nodes.
    public init(
        scripting: Bool = true, maximumDepth: Int = 512, maximumInputBytes: Int = 256 << 20,
        maximumNodes: Int = 1_000_000
    ) {
        self.scripting = scripting
        self.maximumDepth = min(max(maximumDepth, 16), 4096)
        self.maximumInputBytes = min(maximumInputBytes, 256 << 20)
        self.maximumNodes = max(maximumNodes, 64)
    }
}

extension HTMLDocument {
    /// Parses a page from its raw bytes. The character encoding comes from
    /// a byte order mark, else the `charset` of `contentType` (an HTTP
    /// `Content-Type` value such as `text/html; charset=ISO-8859-1`), else a
    /// `<meta>` declaration in the first 8 KiB, else UTF-8 — or, when the
    /// bytes are not valid UTF-8, the encoding `EncodingDetector` guesses
    /// from the text (windows-1252 unless another fits clearly better, as
    /// browsers guess). A declared ASCII-based encoding
    /// (ISO-8859-1, gb2312, Shift_JIS…) gives way to UTF-8 when the bytes
    /// are valid UTF-8 with some non-ASCII in them: pages often declare
    /// what their template once was. Never fails: any bytes make a tree.
    public static func parse(
        _ bytes: [UInt8], contentType: String? = nil, options: HTMLParseOptions = HTMLParseOptions()
    ) -> HTMLDocument {
        bytes.withUnsafeBufferPointer { parse(bytes: $0, contentType: contentType, options: options) }
    }

    /// Parses a page from its raw bytes (see `parse(_:contentType:options:)` for `[UInt8]`).
    public static func parse(
        _ data: Data, contentType: String? = nil, options: HTMLParseOptions = HTMLParseOptions()
    ) -> HTMLDocument {
        data.withUnsafeBytes { raw in
            parse(bytes: raw.bindMemory(to: UInt8.self), contentType: contentType, options: options)
        }
    }

    /// Parses markup that is already text (no encoding to detect).
    public static func parse(_ html: String, options: HTMLParseOptions = HTMLParseOptions()) -> HTMLDocument {
        var html = html
        return html.withUTF8 { bytes in
            let mark = EncodingSniffer.byteOrderMark(bytes)?.0 == .utf8 ? 3 : 0
            let input = UnsafeBufferPointer(rebasing: bytes.dropFirst(mark).prefix(options.maximumInputBytes))
            let choice = HTMLEncodingChoice(encoding: .utf8, source: .string)
            guard InputDecoder.checkUTF8(input).hasCarriageReturn else {
                return build(input, choice: choice, options: options)
            }
            let normalized = InputDecoder.normalizeUTF8(input)
            return normalized.withUnsafeBufferPointer { build($0, choice: choice, options: options) }
        }
    }

    /// Parses raw bytes known to be in `encoding`, whatever they declare.
    public static func parse(
        _ bytes: [UInt8], encoding: HTMLEncoding, options: HTMLParseOptions = HTMLParseOptions()
    ) -> HTMLDocument {
        bytes.withUnsafeBufferPointer { all in
            // A byte order mark of that very encoding is not text.
            let mark = EncodingSniffer.byteOrderMark(all).flatMap { $0.0 == encoding ? $0.1 : nil } ?? 0
            let input = UnsafeBufferPointer(rebasing: all.dropFirst(mark).prefix(options.maximumInputBytes))
            let choice = HTMLEncodingChoice(encoding: encoding, source: .httpHeader)
            return decodeAndBuild(input, choice: choice, options: options)
        }
    }

    static func parse(
        bytes all: UnsafeBufferPointer<UInt8>, contentType: String?, options: HTMLParseOptions
    ) -> HTMLDocument {
        let bytes = UnsafeBufferPointer(rebasing: all.prefix(options.maximumInputBytes))
        if let declared = EncodingSniffer.declaredEncoding(of: bytes, contentType: contentType) {
            let body = UnsafeBufferPointer(rebasing: bytes.dropFirst(declared.byteOrderMarkLength))
            if declared.choice.source != .byteOrderMark, declared.choice.encoding.yieldsToValidUTF8 {
                // A page declaring ISO-8859-1 or gb2312 whose bytes are valid UTF-8 is UTF-8.
                let check = InputDecoder.checkUTF8(body)
                if check.isValid && check.hasNonASCII {
                    let choice = HTMLEncodingChoice(encoding: .utf8, source: .validUTF8OverDeclaration)
                    if !check.hasCarriageReturn { return build(body, choice: choice, options: options) }
                    let normalized = InputDecoder.normalizeUTF8(body)
                    return normalized.withUnsafeBufferPointer { build($0, choice: choice, options: options) }
                }
            }
            return decodeAndBuild(body, choice: declared.choice, options: options)
        }
        let check = InputDecoder.checkUTF8(bytes)
        if check.isValid && !check.hasNonASCII && EncodingDetector.isISO2022JP(bytes) {
            let choice = HTMLEncodingChoice(encoding: .legacy("ISO-2022-JP"), source: .detected)
            return decodeAndBuild(bytes, choice: choice, options: options)
        }
        if check.isValid {
            let choice = HTMLEncodingChoice(encoding: .utf8, source: .defaultUTF8)
            if !check.hasCarriageReturn { return build(bytes, choice: choice, options: options) }
            let normalized = InputDecoder.normalizeUTF8(bytes)
            return normalized.withUnsafeBufferPointer { build($0, choice: choice, options: options) }
        }
        if let detected = EncodingDetector.detect(bytes) {
            return decodeAndBuild(
                bytes, choice: HTMLEncodingChoice(encoding: detected, source: .detected), options: options)
        }
        let choice = HTMLEncodingChoice(encoding: .windows1252, source: .invalidUTF8Fallback)
        let decoded = InputDecoder.decodeWindows1252(bytes)
        return decoded.withUnsafeBufferPointer { build($0, choice: choice, options: options) }
    }

    private static func decodeAndBuild(
        _ bytes: UnsafeBufferPointer<UInt8>, choice: HTMLEncodingChoice, options: HTMLParseOptions
    ) -> HTMLDocument {
        let decoded: [UInt8]
        switch choice.encoding {
        case .utf8:
            let check = InputDecoder.checkUTF8(bytes)
            if check.isValid && !check.hasCarriageReturn {
                return build(bytes, choice: choice, options: options)
            }
            decoded = InputDecoder.normalizeUTF8(bytes)
        case .windows1252:
            decoded = InputDecoder.decodeWindows1252(bytes)
        case .utf16LittleEndian:
            decoded = InputDecoder.decodeUTF16(bytes, bigEndian: false)
        case .utf16BigEndian:
            decoded = InputDecoder.decodeUTF16(bytes, bigEndian: true)
        case .legacy(let name):
            decoded = InputDecoder.decodeLegacy(bytes, name: name) ?? InputDecoder.normalizeUTF8(bytes)
        }
        return decoded.withUnsafeBufferPointer { build($0, choice: choice, options: options) }
    }

    /// Builds the tree from UTF-8 with normalised line breaks.
    private static func build(
        _ input: UnsafeBufferPointer<UInt8>, choice: HTMLEncodingChoice, options: HTMLParseOptions
    ) -> HTMLDocument {
        var builder = TreeBuilder(input: input, options: options)
        builder.run()
        return builder.document(encoding: choice)
    }

    /// Parses UTF-8 `html` and says how many stack and formatting-list
    /// entries the tree builder visited (tests check it grows linearly).
    static func parseCountingWork(_ html: [UInt8], options: HTMLParseOptions = HTMLParseOptions())
        -> (document: HTMLDocument, work: Int)
    {
        html.withUnsafeBufferPointer { input in
            var builder = TreeBuilder(input: input, options: options)
            builder.run()
            return (builder.document(encoding: HTMLEncodingChoice(encoding: .utf8, source: .string)), builder.work)
        }
    }
}

extension HTMLNode {
    /// Parses this element's raw text as a page of its own: the markup
    /// inside a `<noscript>` (often the real `<img>` of a lazy-loaded
    /// image), a `<template>` or an `<iframe>`. `nil` for other nodes.
    public func parseContentAsHTML(options: HTMLParseOptions = HTMLParseOptions()) -> HTMLDocument? {
        guard isElement, HTMLTagSet.rawText.contains(tag), namespace == .html else { return nil }
        return HTMLDocument.parse(textContent(), options: options)
    }
}
