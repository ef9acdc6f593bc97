import BenchSupport
import Fetch
import Foundation
import ReadingList
import TestSupport

/// Saves one article with `count` pictures of `size` bytes each and prints
/// the peak memory of saving it: bounded by the picture size limit times
/// the downloads at once, not by the sum of the pictures. The pictures come
/// from a server in a child process (this program run with `--serve`), so
/// that only the saving is measured.
enum PictureMemory {
    static func run(in folder: URL, settings: FetchSettings, count: Int, size: Int) throws {
        let server = try PictureServer(count: count, size: size)
        defer { server.stop() }
        let library = try Library(path: folder.appendingPathComponent("pictures.sqlite").path)
        let saver = ArticleSaver(library: library, fetcher: PageFetcher(settings: settings))
        let before = memoryStatus("VmRSS")
        resetPeakMemory()
        let startCPU = cpuSeconds()
        let (time, result) = try seconds { try saver.save(server.url("/story")) }
        let cpu = cpuSeconds() - startCPU
        let peak = memoryStatus("VmHWM")
        let after = memoryStatus("VmRSS")
        let kept = try library.pictures(of: result.article.id).filter { $0.state == .kept }.count
        library.close()
        say(
            String(
                format:
                    "one article with %d pictures of %.1f MB (%.0f MB in all): %d kept in %.1f s (CPU %.1f s); peak memory %.0f MB (%.0f MB before saving, %.0f MB after); limits: %.0f MB a picture, %d at once",
                count, Double(size) / 1e6, Double(count * size) / 1e6, kept, time, cpu, Double(peak) / 1e6,
                Double(before) / 1e6, Double(after) / 1e6, Double(saver.pictures.maxBytes) / 1e6,
                saver.pictures.concurrency))
    }

    /// Serves the story and its pictures until standard input closes:
    /// what the child process started by `PictureServer` runs.
    static func serve(count: Int, size: Int) throws -> Never {
        // Distinct, real JPEGs: the test picture followed by filler that differs per picture.
        let base = TestPictures.bytes("harbour.jpg")
        let server = try TestHTTPServer { request in
            if request.path == "/story" { return .html(story(count: count)) }
            guard let number = Int(request.path.dropFirst("/p/".count).prefix { $0 != "." }) else {
                return .status(404)
            }
            var bytes = base
            bytes.append(Data(repeating: UInt8(number % 256), count: max(size - base.count, 0)))
            bytes.append(contentsOf: withUnsafeBytes(of: UInt32(number).littleEndian, Array.init))
            return .ok(bytes, contentType: "image/jpeg")
        }
        say("\(server.port)")
        _ = FileHandle.standardInput.readAll()
        server.stop()
        exit(0)
    }

    static func story(count: Int) -> String {
        var html =
            "<!doctype html><html><head><title>A story in \(count) pictures</title></head><body><article>"
        html += "<h1>A story in \(count) pictures</h1>"
        for number in 1...count {
            html +=
                "<p>Paragraph \(number) of a story told in pictures, with enough words around each of them to read as an article.</p>"
            html +=
                "<figure><img src=\"/p/\(number).jpg\" alt=\"Picture \(number)\"><figcaption>Caption \(number)</figcaption></figure>"
        }
        return html + "</article></body></html>"
    }
}

/// This program run with `--serve` in a child process, serving the pictures.
final class PictureServer {
    private let process = Process()
    private let input = Pipe()
    let port: Int

    init(count: Int, size: Int) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--serve", "--pictures", "\(count)", "--picture-size", "\(size)"]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let piece = output.fileHandleForReading.readAvailable()
            if piece.isEmpty { break }
            line += piece
        }
        guard
            let port = Int(
                String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            throw PictureServerError()
        }
        self.port = port
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

/// The child process serving the pictures did not say its port.
struct PictureServerError: Error, CustomStringConvertible {
    var description: String { "the picture server (keeping-bench --serve) did not start" }
}
