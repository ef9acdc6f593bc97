import CZlib

/// Compresses data in pieces of any size, handing compressed output to a
/// sink as it is made, so nothing is held whole.
///
///     let deflater = try Deflater(.raw)
///     try deflater.feed(part) { out.append(contentsOf: $0) }
///     try deflater.finish { out.append(contentsOf: $0) }
public final class Deflater {
    /// Bytes given so far.
    public private(set) var totalIn = 0
    /// Compressed bytes made so far.
    public private(set) var totalOut = 0

    private var stream = z_stream()
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    private var finished = false

    /// A deflater writing `format` (`raw`, `zlib` or `gzip`) at `level`
    /// (0 none, 1 fastest … 9 smallest; 6 is zlib's usual balance).
    public init(_ format: CompressionFormat, level: Int32 = 6) throws {
        precondition(format == .raw || format == .zlib || format == .gzip, "deflating needs a definite format")
        let status = gp_deflate_init(&stream, level, format.windowBits())
        guard status == Z_OK else { throw CompressionError.failed("deflateInit2 returned \(status)") }
    }

    deinit { deflateEnd(&stream) }

    /// Compresses `bytes`, handing what is ready to `sink`.
    public func feed(_ bytes: UnsafeRawBufferPointer, into sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        precondition(!finished, "feed after finish")
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        totalIn += bytes.count
        try run(base, bytes.count, flush: Z_NO_FLUSH, sink)
    }

    /// `feed` for an array of bytes.
    public func feed(_ bytes: [UInt8], into sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        try bytes.withUnsafeBytes { try feed($0, into: sink) }
    }

    /// Ends the stream, handing the rest to `sink`.
    public func finish(into sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard !finished else { return }
        finished = true
        var nothing: UInt8 = 0
        try run(&nothing, 0, flush: Z_FINISH, sink)
    }

    private func run(
        _ input: UnsafeRawPointer, _ count: Int, flush: Int32, _ sink: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        stream.next_in = UnsafeMutablePointer(mutating: input.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = uInt(count)
        defer {
            stream.next_in = nil
            stream.avail_in = 0
        }
        while true {
            let status: Int32 = buffer.withUnsafeMutableBytes { out in
                stream.next_out = out.baseAddress!.assumingMemoryBound(to: Bytef.self)
                stream.avail_out = uInt(out.count)
                return deflate(&stream, flush)
            }
            let produced = buffer.count - Int(stream.avail_out)
            if produced > 0 {
                totalOut += produced
                try buffer.withUnsafeBytes { try sink(UnsafeRawBufferPointer(rebasing: $0[..<produced])) }
            }
            switch status {
            case Z_STREAM_END: return
            case Z_OK, Z_BUF_ERROR:
                if flush == Z_NO_FLUSH && stream.avail_in == 0 && stream.avail_out > 0 { return }
                if status == Z_BUF_ERROR && produced == 0 { return }
            default:
                throw CompressionError.failed(stream.msg.map { String(cString: $0) } ?? "error \(status)")
            }
        }
    }
}
