import Compression

/// Undoes a response body's content codings (`gzip`, `deflate`) while it
/// streams in, handing on what they decode to; the decoded size may not pass
/// `limit`, and a body that would is refused the moment it does, so a small
/// "zip bomb" never grows in memory.
final class ContentDecoder {
    /// Why a body cannot be decoded.
    enum Failure: Error, Equatable {
        /// A coding gempaper does not decode (`br`, `zstd`, `compress`).
        case unsupported(String)
        /// The decoded body would pass the limit.
        case tooLarge
        /// The body is not valid data of its coding.
        case damaged(String)
        /// The body ends before its coding's end.
        case truncated
    }

    /// The codings decoded, as the names the server gave.
    let codings: [String]
    private let stages: [Inflater]
    private var received = false

    /// A decoder for a body coded with `codings` (in the order they were
    /// applied; `HTTPResponseHead.codings`), decoding to at most `limit` bytes.
    init(codings: [String], limit: Int) throws {
        self.codings = codings
        stages = try codings.reversed().map { coding in
            switch coding {
            case "gzip", "x-gzip": Inflater(.gzip, limit: limit)
            case "deflate": Inflater(.zlibOrRaw, limit: limit)
            default: throw Failure.unsupported(coding)
            }
        }
    }

    /// Decodes `bytes`, handing each decoded piece to `sink`.
    func feed(_ bytes: UnsafeRawBufferPointer, into sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard !bytes.isEmpty else { return }
        received = true
        try push(bytes, stage: 0, sink)
    }

    /// Checks that every coding reached its end (an empty body has nothing to end).
    func finish() throws {
        guard received else { return }
        do {
            for stage in stages { try stage.finish() }
        } catch {
            throw Failure.truncated
        }
    }

    private func push(
        _ bytes: UnsafeRawBufferPointer, stage index: Int, _ sink: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        guard index < stages.count else { return try sink(bytes) }
        do {
            try stages[index].feed(bytes) { piece in try push(piece, stage: index + 1, sink) }
        } catch let error as CompressionError {
            switch error {
            case .tooLarge: throw Failure.tooLarge
            case .truncated: throw Failure.truncated
            case .malformed(let reason), .failed(let reason): throw Failure.damaged(reason)
            }
        }
    }
}
