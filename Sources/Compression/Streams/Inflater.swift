import CZlib

/// Decompresses a deflate stream as it arrives, in pieces of any size, and
/// refuses it the moment its output passes a limit: a small "zip bomb"
/// never grows past `limit` bytes of output (plus one 64 KB buffer).
///
///     let inflater = try Inflater(.gzip, limit: 20 << 20)
///     try inflater.feed(chunk) { piece in body.append(contentsOf: piece) }
///     try inflater.finish()
public final class Inflater {
    /// The largest output allowed, in bytes.
    public let limit: Int
    /// Bytes of output so far.
    public private(set) var totalOut = 0
    /// Whether the stream's end was reached (what follows it is ignored,
    /// but for further gzip members).
    public private(set) var isFinished = false

    private let format: CompressionFormat
    private var stream = z_stream()
    private var started = false
    private var pending: [UInt8] = []
    /// Output space; zlib writes each byte before it is read, so it starts
    /// uninitialised (zeroing 64 KB per stream cost more than inflating a
    /// short article).
    private var buffer = [UInt8](unsafeUninitializedCapacity: 65_536) { _, count in count = 65_536 }

    /// An inflater for `format` whose output may not pass `limit` bytes.
    public init(_ format: CompressionFormat, limit: Int = .max) {
        self.format = format
        self.limit = limit
    }

    deinit { if started { inflateEnd(&stream) } }

    /// Decompresses `bytes`, handing each piece of output to `sink`; throws
    /// `tooLarge` before the output passes the limit, `malformed` for data
    /// that is not a valid stream.
    public func feed(_ bytes: UnsafeRawBufferPointer, into sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard !bytes.isEmpty, !isFinished else { return }
        if !started {
            // zlibOrRaw decides on the first two bytes.
            if format == .zlibOrRaw && pending.count + bytes.count < 2 {
                pending.append(contentsOf: bytes)
                return
            }
            let input = pending + Array(bytes)
            pending = []
            try start(firstBytes: (input[0], input.count > 1 ? input[1] : 0))
            try input.withUnsafeBytes { try run($0, sink) }
            return
        }
        try run(bytes, sink)
    }

    /// `feed` for an array of bytes.
    public func feed(_ bytes: [UInt8], into sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        try bytes.withUnsafeBytes { try feed($0, into: sink) }
    }

    /// Checks that the stream ended; throws `truncated` when it did not.
    public func finish() throws {
        if !isFinished { throw CompressionError.truncated }
    }

    private func start(firstBytes: (UInt8, UInt8)) throws {
        let status = gp_inflate_init(&stream, format.windowBits(firstBytes: firstBytes))
        guard status == Z_OK else { throw CompressionError.failed("inflateInit2 returned \(status)") }
        started = true
    }

    private func run(_ input: UnsafeRawBufferPointer, _ sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard let base = input.baseAddress else { return }
        stream.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = uInt(input.count)
        defer {
            stream.next_in = nil
            stream.avail_in = 0
        }
        while !isFinished {
            let status: Int32 = buffer.withUnsafeMutableBytes { out in
                stream.next_out = out.baseAddress!.assumingMemoryBound(to: Bytef.self)
                stream.avail_out = uInt(out.count)
                return inflate(&stream, Z_NO_FLUSH)
            }
            let produced = buffer.count - Int(stream.avail_out)
            if produced > 0 {
                guard totalOut + produced <= limit else { throw CompressionError.tooLarge(limit: limit) }
                totalOut += produced
                try buffer.withUnsafeBytes { try sink(UnsafeRawBufferPointer(rebasing: $0[..<produced])) }
            }
            switch status {
            case Z_STREAM_END:
                // A gzip file may hold several members; go on with the next.
                if format == .gzip || format == .gzipOrZlib, stream.avail_in > 0,
                    stream.next_in.pointee == 0x1F
                {
                    inflateReset(&stream)
                    continue
                }
                isFinished = true
            case Z_OK:
                if stream.avail_in == 0 && stream.avail_out > 0 { return }
            case Z_BUF_ERROR:
                // No progress possible: everything given was used.
                return
            case Z_NEED_DICT:
                throw CompressionError.malformed("it needs a preset dictionary")
            case Z_MEM_ERROR:
                throw CompressionError.failed("out of memory")
            default:
                let reason = stream.msg.map { String(cString: $0) } ?? "error \(status)"
                throw CompressionError.malformed(reason)
            }
        }
    }
}
