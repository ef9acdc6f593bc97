import Foundation
import Problems

/// Reads an import file's entries a batch at a time: the format detected
/// (or given), the text decoded (UTF-8, Windows-1252, UTF-16), a file that
/// is not text refused. A list of URLs streams: however long it is, only
/// one piece of the file and one batch are in memory. Other formats (an
/// HTML, CSV or JSON file) are read whole, then handed out in batches.
///
///     let reader = try ImportReader(FileImportSource(descriptor: fd, name: path), name: path)
///     while case let batch = try reader.next(upTo: 500), !batch.isEmpty { ... }
public final class ImportReader {
    /// The file's format.
    public let format: ImportFormat
    /// How progress is counted: lines for a list of URLs, entries otherwise
    /// (for a list read from a pipe, 0: unknown).
    public private(set) var total = 0
    /// How much of `total` has been read.
    public private(set) var done = 0

    private let name: String
    private let source: ImportSource
    private var transcoder: ImportTranscoder
    private var lines = LineSplitter()
    private var pendingLines: [LineSplitter.Line] = []
    private var lineNumber = 0
    private var sourceEnded = false
    private var whole: [ImportEntry] = []
    private var wholeOffset = 0

    /// The size of the pieces read from the source.
    static let pieceSize = 1 << 20
    /// The most bytes asked of the source at once.
    static let readSize = 1 << 16

    /// Opens `source` (called `name` in messages) as `format`, or the format
    /// its beginning shows. Throws a `Problem` for an empty file, a file that
    /// is not text, or one that is not in the format.
    public init(_ source: ImportSource, name: String, format: ImportFormat? = nil) throws {
        self.source = source
        self.name = name
        var raw = try Self.readHead(of: source)
        let headCount = raw.count
        let (encoding, skip) = ImportTextEncoding.detect(raw)
        raw.removeFirst(min(skip, raw.count))
        var transcoder = ImportTranscoder(encoding)
        let head = raw.withUnsafeBytes { transcoder.utf8($0) }
        self.transcoder = transcoder
        if let kind = BinaryFile.kind(of: encoding == .utf8 ? raw : head) {
            throw Problem.badInput(
                "\(name) is not a text file (it looks like \(kind))",
                hint: "gempaper imports lists of URLs, bookmarks files (HTML), CSV exports and its own JSON export")
        }
        let text = ImportTextEncoding.text(Array(head.prefix(65_536)))
        let reachedEnd = headCount < Self.pieceSize
        if reachedEnd && text.allSatisfy(\.isWhitespace) {
            throw Problem.badInput("\(name) is empty", hint: "give a file of URLs, a bookmarks export or a CSV export")
        }
        self.format = format ?? ImportFile.detect(text)
        sourceEnded = reachedEnd
        if self.format == .urls {
            total = sourceEnded ? Self.lineCount(head) : try Self.countLines(in: source, headCount: headCount)
            head.withUnsafeBytes { bytes in lines.feed(bytes) { pendingLines.append($0) } }
            if sourceEnded { finishLines() }
        } else {
            var all = head
            try readRest { all += $0 }
            whole = try ImportFile.entries(in: ImportTextEncoding.text(all), format: self.format, name: name)
            total = whole.count
        }
    }

    /// The next entries, at most `count`; none when the file is read.
    public func next(upTo count: Int) throws -> [ImportEntry] {
        guard format == .urls else {
            guard wholeOffset < whole.count else {
                whole = []
                return []
            }
            let batch = Array(whole[wholeOffset..<min(wholeOffset + count, whole.count)])
            wholeOffset += batch.count
            done = wholeOffset
            return batch
        }
        var batch: [ImportEntry] = []
        while batch.count < count {
            if pendingLines.isEmpty, try !refill() { break }
            let line = pendingLines.removeFirst()
            lineNumber += 1
            done = lineNumber
            if let entry = URLListReader.entry(line, number: lineNumber) { batch.append(entry) }
        }
        return batch
    }

    /// Reads more lines; false at the end of the file.
    private func refill() throws -> Bool {
        while pendingLines.isEmpty && !sourceEnded {
            let piece = try Self.readPiece(of: source)
            if piece.isEmpty {
                sourceEnded = true
                finishLines()
            } else {
                let text = piece.withUnsafeBytes { transcoder.utf8($0) }
                text.withUnsafeBytes { bytes in lines.feed(bytes) { pendingLines.append($0) } }
            }
        }
        return !pendingLines.isEmpty
    }

    private func readRest(_ append: ([UInt8]) -> Void) throws {
        while !sourceEnded {
            let piece = try Self.readPiece(of: source)
            if piece.isEmpty {
                sourceEnded = true
            } else {
                append(piece.withUnsafeBytes { transcoder.utf8($0) })
            }
        }
        append(transcoder.finish())
    }

    /// The source ended: what the transcoder and the splitter still hold are the last lines.
    private func finishLines() {
        transcoder.finish().withUnsafeBytes { bytes in lines.feed(bytes) { pendingLines.append($0) } }
        if let last = lines.finish() { pendingLines.append(last) }
    }

    // MARK: Reading pieces

    private static func readHead(of source: ImportSource) throws -> [UInt8] {
        var head: [UInt8] = []
        while head.count < pieceSize {
            let piece = try readPiece(of: source, size: pieceSize - head.count)
            if piece.isEmpty { break }
            head += piece
        }
        return head
    }

    /// The next bytes of `source`, at most `size` and at most `readSize`
    /// at once (a small file is not read through a megabyte of zeros).
    private static func readPiece(of source: ImportSource, size: Int = pieceSize) throws -> [UInt8] {
        var piece = [UInt8](repeating: 0, count: min(size, readSize))
        let count = try piece.withUnsafeMutableBytes { try source.read(into: $0) }
        piece.removeSubrange(count...)
        return piece
    }

    /// Lines in `text` (a last one without a line end counts).
    private static func lineCount(_ text: [UInt8]) -> Int {
        var counter = LineSplitter(maxLength: 0)
        var count = 0
        text.withUnsafeBytes { counter.feed($0) { _ in count += 1 } }
        return count + (counter.finish() == nil ? 0 : 1)
    }

    /// Lines in the whole source, which is read once for it from its start
    /// and then brought back to where it was (after `headCount` bytes); 0
    /// (unknown) when it cannot be rewound.
    private static func countLines(in source: ImportSource, headCount: Int) throws -> Int {
        guard source.rewind() else { return 0 }
        // Line ends are ASCII in UTF-8, and counted well enough in UTF-16.
        var counter = LineSplitter(maxLength: 0)
        var count = 0
        while true {
            let piece = try readPiece(of: source)
            if piece.isEmpty { break }
            piece.withUnsafeBytes { counter.feed($0) { _ in count += 1 } }
        }
        count += counter.finish() == nil ? 0 : 1
        guard source.rewind() else { return 0 }
        var skipped = 0
        while skipped < headCount {
            let piece = try readPiece(of: source, size: headCount - skipped)
            if piece.isEmpty { break }
            skipped += piece.count
        }
        return count
    }
}
