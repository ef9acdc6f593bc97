import CSQLite
import Foundation

/// The search index's own tokenizer (FTS5's `porter` over `unicode61
/// remove_diacritics 2`, as `article_search` is declared), called directly:
/// it gives the same tokens, stems and byte offsets the index was built
/// with, for text read outside FTS5 (snippets made in Swift).
final class SearchTokenizer {
    /// The arguments `article_search` gives the `porter` tokenizer: the
    /// tokenizer it stems the words of, and that one's own arguments.
    static let porterArguments = ["unicode61", "remove_diacritics", "2"]

    /// One token: its stem (valid only during the call it is given to) and
    /// where it lies in the text, in bytes.
    struct Token {
        let stem: UnsafeBufferPointer<UInt8>
        let start: Int
        let end: Int
    }

    /// `porter`, and the `unicode61` it stems the words of (the same words
    /// at the same places, folded but not stemmed).
    private let porter: Instance
    private let words: Instance

    /// The tokenizer of `connection`; nil when its SQLite lacks FTS5 or the tokenizers.
    init?(_ connection: Connection) {
        guard let api = connection.fts5API,
            let porter = Instance(named: "porter", arguments: Self.porterArguments, in: api),
            let words = Instance(
                named: Self.porterArguments[0], arguments: Array(Self.porterArguments.dropFirst()), in: api)
        else { return nil }
        self.porter = porter
        self.words = words
    }

    /// Calls `each` with every token of `text` in order (as a document, or
    /// as query text).
    func tokenize(_ text: UnsafeBufferPointer<UInt8>, query: Bool = false, _ each: (Token) -> Void) {
        withoutActuallyEscaping(each) { each in
            var sink = Sink(each: each)
            porter.run(text, query: query, context: &sink) { context, flags, stem, count, start, end in
                // A token at the same place as the one before (a synonym) is no token of its own.
                guard let context, let stem, flags & FTS5_TOKEN_COLOCATED == 0 else { return SQLITE_OK }
                let sink = context.assumingMemoryBound(to: Sink.self)
                stem.withMemoryRebound(to: UInt8.self, capacity: Int(count)) { bytes in
                    sink.pointee.each(
                        Token(
                            stem: UnsafeBufferPointer(start: bytes, count: Int(count)), start: Int(start),
                            end: Int(end)))
                }
                return SQLITE_OK
            }
        }
    }

    /// The stems of `text` read as query text.
    func stems(ofQuery text: String) -> [[UInt8]] {
        var stems: [[UInt8]] = []
        var bytes = Array(text.utf8)
        if bytes.isEmpty { return [] }
        bytes.withUnsafeMutableBufferPointer { buffer in
            tokenize(UnsafeBufferPointer(buffer), query: true) { stems.append(Array($0.stem)) }
        }
        return stems
    }

    /// Where each token of the document `text` lies, and which words of
    /// `matcher` it matches (`PhraseMatcher.terms(matching:)` of its stem),
    /// as `tokenize` would find them, for much less work:
    ///
    /// - `unicode61` tells each character apart on its own: ASCII letters
    ///   and digits belong to words, the other ASCII characters separate
    ///   them. So a run of ASCII letters and digits between separators is
    ///   one word, found here byte by byte; only a run holding other
    ///   characters is handed to `unicode61` (the same words at the same
    ///   places, folded but not stemmed).
    /// - Only the words starting with the first byte of one of `matcher`'s
    ///   are stemmed: the Porter stemmer changes a word's ending only
    ///   (never its first letter; words under three letters not at all), so
    ///   no other word can match.
    func tokens(of text: UnsafeBufferPointer<UInt8>, matching matcher: PhraseMatcher) -> MatchedTokens {
        var found = Found(firstBytes: matcher.firstBytes)
        // About one token in every six bytes of English.
        found.spans.reserveCapacity(text.count / 5)
        let classes = Self.byteClasses
        var index = 0
        while index < text.count {
            guard classes[Int(text[index])] != Self.separator else {
                index += 1
                continue
            }
            let start = index
            var ascii = true
            while index < text.count, case let byteClass = classes[Int(text[index])],
                byteClass != Self.separator
            {
                if byteClass == Self.other { ascii = false }
                index += 1
            }
            if ascii {
                found.add(start: start, end: index, folded: text[start] | 0x20)
            } else {
                found.offset = start
                words.run(UnsafeBufferPointer(rebasing: text[start..<index]), query: false, context: &found) {
                    context, flags, folded, count, start, end in
                    guard let context, let folded, flags & FTS5_TOKEN_COLOCATED == 0 else { return SQLITE_OK }
                    let found = context.assumingMemoryBound(to: Found.self)
                    found.pointee.add(
                        start: found.pointee.offset + Int(start), end: found.pointee.offset + Int(end),
                        folded: count > 0 ? UInt8(bitPattern: folded.pointee) : nil)
                    return SQLITE_OK
                }
            }
        }
        var masks = [UInt64](repeating: 0, count: found.spans.count)
        // The words stemmed are handed to `porter` at once, a space after
        // each: each is one token for it, stemmed as in the text.
        var words: [UInt8] = []
        words.reserveCapacity(found.candidates.count * 8)
        for index in found.candidates {
            words += text[found.spans[index].start..<found.spans[index].end]
            words.append(UInt8(ascii: " "))
        }
        var matched: [UInt64] = []
        matched.reserveCapacity(found.candidates.count)
        words.withUnsafeBufferPointer { buffer in
            tokenize(buffer) { matched.append(matcher.terms(matching: $0.stem)) }
        }
        if matched.count == found.candidates.count {
            for (index, mask) in zip(found.candidates, matched) { masks[index] = mask }
        } else {
            // Never seen: then each word is stemmed on its own.
            for index in found.candidates {
                let span = found.spans[index]
                tokenize(UnsafeBufferPointer(rebasing: text[span.start..<span.end])) { token in
                    masks[index] |= matcher.terms(matching: token.stem)
                }
            }
        }
        return MatchedTokens(spans: found.spans, masks: masks)
    }

    /// What `unicode61` makes of each byte, as far as it tells by the byte
    /// alone: an ASCII separator, an ASCII letter or digit, or part of
    /// another character.
    private static let separator: UInt8 = 0
    private static let asciiWord: UInt8 = 1
    private static let other: UInt8 = 2
    private static let byteClasses: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            asciiWord
        case 0x80...: other
        default: separator
        }
    }

    private struct Sink {
        let each: (Token) -> Void
    }

    /// The words `tokens(of:matching:)` finds.
    private struct Found {
        let firstBytes: [Bool]
        var spans: [SearchSnippet.Span] = []
        /// The words starting with a byte some searched word starts with.
        var candidates: [Int] = []
        /// Where the text handed to `unicode61` starts.
        var offset = 0

        /// Adds the word from `start` to `end` whose folded form starts with `folded`.
        mutating func add(start: Int, end: Int, folded: UInt8?) {
            if let folded, firstBytes[Int(folded)] { candidates.append(spans.count) }
            spans.append(SearchSnippet.Span(start: start, end: end))
        }
    }

    /// The callback FTS5 gives each token: context, flags, token, its
    /// length, and where it starts and ends in the text.
    private typealias Callback =
        @convention(c) (
            UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, Int32, Int32
        ) -> Int32

    /// One FTS5 tokenizer made with its arguments.
    private final class Instance {
        private let module: fts5_tokenizer
        private let instance: OpaquePointer

        init?(named name: String, arguments: [String], in api: UnsafeMutablePointer<fts5_api>) {
            guard let find = api.pointee.xFindTokenizer else { return nil }
            var context: UnsafeMutableRawPointer?
            var module = fts5_tokenizer()
            guard find(api, name, &context, &module) == SQLITE_OK, let create = module.xCreate else {
                return nil
            }
            var instance: OpaquePointer?
            let arguments = arguments.map { strdup($0) }
            defer { arguments.forEach { free($0) } }
            var pointers = arguments.map { UnsafePointer<CChar>($0) }
            let created = pointers.withUnsafeMutableBufferPointer { buffer in
                create(context, buffer.baseAddress, Int32(buffer.count), &instance)
            }
            guard created == SQLITE_OK, let instance else { return nil }
            self.module = module
            self.instance = instance
        }

        deinit { module.xDelete?(instance) }

        /// Tokenizes `text` (as a document, or as query text), calling
        /// `callback` with `context` for each token.
        func run<Context>(
            _ text: UnsafeBufferPointer<UInt8>, query: Bool, context: inout Context, _ callback: Callback
        ) {
            guard let tokenize = module.xTokenize, let base = text.baseAddress else { return }
            _ = withUnsafeMutablePointer(to: &context) { contextPointer in
                base.withMemoryRebound(to: CChar.self, capacity: text.count) { characters in
                    tokenize(
                        instance, contextPointer, query ? FTS5_TOKENIZE_QUERY : FTS5_TOKENIZE_DOCUMENT,
                        characters,
                        Int32(text.count), callback)
                }
            }
        }
    }
}

/// The tokens of a text and the search words each matches
/// (`SearchTokenizer.tokens(of:matching:)`).
struct MatchedTokens {
    let spans: [SearchSnippet.Span]
    /// For each token, the words it matches (bit n for word n of the matcher).
    let masks: [UInt64]
}
