import CSQLite
import Foundation

/// The search index's own tokenizer (FTS5's `porter` over `unicode61
/// remove_diacritics 2`, as `article_search` is declared), called directly:
/// it gives the same tokens, stems and byte offsets the index was built
/// with, for text read outside FTS5 (snippets made in Swift).
final class SearchTokenizer {
    /// The arguments `article_search` gives the `porter` tokenizer.
    static let porterArguments = ["unicode61", "remove_diacritics", "2"]

    /// One token: its stem (valid only during the call it is given to) and
    /// where it lies in the text, in bytes.
    struct Token {
        let stem: UnsafeBufferPointer<UInt8>
        let start: Int
        let end: Int
    }

    private let module: fts5_tokenizer
    private let instance: OpaquePointer

    /// The tokenizer of `connection`; nil when its SQLite lacks FTS5 or the tokenizer.
    init?(_ connection: Connection) {
        guard let api = connection.fts5API, let find = api.pointee.xFindTokenizer else { return nil }
        var context: UnsafeMutableRawPointer?
        var module = fts5_tokenizer()
        guard find(api, "porter", &context, &module) == SQLITE_OK, let create = module.xCreate else { return nil }
        var instance: OpaquePointer?
        let arguments = Self.porterArguments.map { strdup($0) }
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

    /// Calls `each` with every token of `text` in order (as a document, or
    /// as query text).
    func tokenize(_ text: UnsafeBufferPointer<UInt8>, query: Bool = false, _ each: (Token) -> Void) {
        guard let tokenize = module.xTokenize, let base = text.baseAddress else { return }
        withoutActuallyEscaping(each) { each in
            var sink = Sink(each: each)
            _ = withUnsafeMutablePointer(to: &sink) { sinkPointer in
                base.withMemoryRebound(to: CChar.self, capacity: text.count) { characters in
                    tokenize(
                        instance, sinkPointer, query ? FTS5_TOKENIZE_QUERY : FTS5_TOKENIZE_DOCUMENT, characters,
                        Int32(text.count)
                    ) { context, flags, stem, count, start, end in
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

    private struct Sink {
        let each: (Token) -> Void
    }
}
