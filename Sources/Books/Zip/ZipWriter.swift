import Compression
import Foundation

/// Writes a ZIP archive (PKWARE APPNOTE, no ZIP64) entry by entry to a
/// `ByteSink`, so only the entry being written is ever in memory. Each
/// entry's sizes and CRC-32 are in its local header (no data descriptors),
/// which every EPUB reader accepts.
///
///     let zip = ZipWriter(sink, modified: Date())
///     try zip.add("mimetype", Array("application/epub+zip".utf8), method: .stored)
///     try zip.add("EPUB/package.opf", bytes)
///     try zip.finish()
final class ZipWriter {
    /// How an entry's bytes are kept.
    enum Method: UInt16 {
        /// As they are (the EPUB `mimetype` entry; pictures already compressed).
        case stored = 0
        /// Raw deflate.
        case deflated = 8
    }

    private struct CentralRecord {
        let name: [UInt8]
        let method: Method
        let crc: UInt32
        let compressedSize: UInt32
        let size: UInt32
        let offset: UInt32
    }

    private let sink: ByteSink
    private let time: UInt16
    private let date: UInt16
    private var records: [CentralRecord] = []
    private var names: Set<String> = []
    private var offset = 0
    private var finished = false

    /// A writer to `sink` whose entries carry `modified` as their time.
    init(_ sink: ByteSink, modified: Date) {
        self.sink = sink
        (date, time) = Self.dosDateTime(modified)
    }

    /// Adds the entry `name` (a relative path with `/`) holding `bytes`.
    func add(_ name: String, _ bytes: [UInt8], method: Method = .deflated) throws {
        precondition(!finished, "add after finish")
        precondition(!names.contains(name), "the entry \(name) is added twice")
        names.insert(name)
        let deflated = method == .deflated ? Compression.deflate(bytes, format: .raw, level: 6) : nil
        // Kept as it is when deflating does not make it smaller.
        let (kept, keptMethod) =
            if let deflated, deflated.count < bytes.count { (deflated, Method.deflated) } else { (bytes, Method.stored) }
        guard offset + 30 + name.utf8.count + kept.count <= Int(UInt32.max), bytes.count <= Int(UInt32.max),
            records.count < Int(UInt16.max) - 1
        else { throw BookProblems.tooLarge }
        let record = CentralRecord(
            name: Array(name.utf8), method: keptMethod, crc: Compression.crc32(bytes),
            compressedSize: UInt32(kept.count), size: UInt32(bytes.count), offset: UInt32(offset))
        var header = ByteWriter()
        header.u32(0x0403_4B50)
        header.u16(20)  // version needed: 2.0 (deflate)
        header.u16(0)  // flags: sizes in this header, ASCII names
        common(record, into: &header)
        header.u16(0)  // no extra field
        header.bytes(record.name)
        try write(header.output)
        try write(kept)
        records.append(record)
    }

    /// The fields an entry's local header and its central directory record
    /// share: method, time, date, CRC-32, sizes and the name's length.
    private func common(_ record: CentralRecord, into out: inout ByteWriter) {
        out.u16(record.method.rawValue)
        out.u16(time)
        out.u16(date)
        out.u32(record.crc)
        out.u32(record.compressedSize)
        out.u32(record.size)
        out.u16(UInt16(record.name.count))
    }

    /// Writes the central directory; the archive is complete after this.
    func finish() throws {
        guard !finished else { return }
        finished = true
        let start = offset
        for record in records {
            var entry = ByteWriter()
            entry.u32(0x0201_4B50)
            entry.u16(0x0314)  // made by: Unix, spec 2.0
            entry.u16(20)
            entry.u16(0)  // flags
            common(record, into: &entry)
            entry.u16(0)  // extra
            entry.u16(0)  // comment
            entry.u16(0)  // disk
            entry.u16(0)  // internal attributes
            entry.u32(0o100644 << 16)  // external: a regular file, rw-r--r--
            entry.u32(record.offset)
            entry.bytes(record.name)
            try write(entry.output)
        }
        guard offset <= Int(UInt32.max) else { throw BookProblems.tooLarge }
        var end = ByteWriter()
        end.u32(0x0605_4B50)
        end.u16(0)
        end.u16(0)
        end.u16(UInt16(records.count))
        end.u16(UInt16(records.count))
        end.u32(UInt32(offset - start))
        end.u32(UInt32(start))
        end.u16(0)  // comment
        try write(end.output)
        try sink.close()
    }

    private func write(_ bytes: [UInt8]) throws {
        try sink.write(bytes)
        offset += bytes.count
    }

    /// The MS-DOS date and time of `moment` in UTC (two-second steps, 1980–2107).
    static func dosDateTime(_ moment: Date) -> (date: UInt16, time: UInt16) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: moment)
        let year = min(max((parts.year ?? 1980) - 1980, 0), 127)
        let date = UInt16(year << 9 | (parts.month ?? 1) << 5 | (parts.day ?? 1))
        let time = UInt16((parts.hour ?? 0) << 11 | (parts.minute ?? 0) << 5 | (parts.second ?? 0) / 2)
        return (date, time)
    }
}

/// Little-endian fields for ZIP headers.
struct ByteWriter {
    private(set) var output: [UInt8] = []

    mutating func u16(_ value: UInt16) {
        output.append(UInt8(value & 0xFF))
        output.append(UInt8(value >> 8))
    }

    mutating func u32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { output.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }

    mutating func bytes(_ bytes: [UInt8]) { output.append(contentsOf: bytes) }
}
