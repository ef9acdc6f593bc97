// book-bench: writing the reading list as an EPUB book. Builds a library of
// 1,000 articles from the 88 real pages of ../shared/corpus/articles (each
// page saved under several addresses), then writes books of 100 and 1,000
// articles, each in a fresh child process so its peak memory is its own,
// and compares the book's size with the gemtext export of the same articles.
// Run with `scripts/bench book-bench` (release build); figures are medians
// of three runs; MB means 10^6 bytes.
import BenchSupport
import Books
import Fetch
import Foundation
import ReadingList
import TestSupport

let arguments = CommandLine.arguments

/// The child's job: `book-bench --write LIBRARY COUNT OUT`: writes the book
/// and prints "SECONDS PEAK-BYTES GROWTH-BYTES CHAPTERS".
if arguments.count == 5 && arguments[1] == "--write" {
    resetPeakMemory()
    let before = memoryStatus("VmRSS")
    let library = try Library(path: arguments[2])
    let count = Int(arguments[3])!
    let (elapsed, summary) = try seconds {
        let book = try EPUBWriter(to: try FileSink(path: arguments[4], replacing: true), details: BookDetails(title: "Bench"))
        let query = ArticleQuery(filter: ArticleFilter(state: .all), sort: .newestFirst, limit: 1000)
        let summary = try LibraryBook.write(library, query: query, limit: count, into: book)
        try book.finish()
        return summary
    }
    say("\(elapsed) \(memoryStatus("VmHWM")) \(memoryStatus("VmHWM") - before) \(summary.chapters)")
    exit(0)
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("book-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let libraryPath = folder.appendingPathComponent("library.sqlite").path

say("building a library of 1,000 articles from the 88 corpus pages...")
let pages = try ArticleCorpus.pages()
let converter = PageConverter()
var contents: [ArticleContent] = []
for page in pages {
    let fetched = FetchedPage(url: page.url, finalURL: page.url, bytes: page.html, mediaType: "text/html", charset: nil)
    if let content = try? converter.article(from: fetched) { contents.append(content) }
}
let library = try Library(path: libraryPath)
var gemtextExportBytes = 0
for number in 0..<1_000 {
    var content = contents[number % contents.count]
    content.url += (content.url.contains("?") ? "&" : "?") + "copy=\(number)"
    content.canonicalURL = nil
    let saved = try library.save(content, savedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(number) * 60))
    gemtextExportBytes += GemtextExport.articleFile(try library.article(saved.id), gemtext: content.gemtext).utf8.count
}
say("  \(contents.count) distinct articles, \(String(format: "%.1f", Double(gemtextExportBytes) / 1e6)) MB as gemtext files")

for count in [100, 1_000] {
    var runs: [(seconds: Double, peak: Int, growth: Int)] = []
    var size = 0
    for _ in 0..<3 {
        let out = folder.appendingPathComponent("book-\(count).epub").path
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--write", libraryPath, String(count), out]
        let pipe = Pipe()
        child.standardOutput = pipe
        try child.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        let fields = output.split(separator: " ").map { String($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        runs.append((Double(fields[0])!, Int(fields[1])!, Int(fields[2])!))
        size = (try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0
    }
    let gemtextShare = Double(gemtextExportBytes) * Double(count) / 1_000
    say(
        String(
            format:
                "book of %5d articles: %.2f s, peak memory %.1f MB (%.1f MB more than at the start), %.1f MB (%.2f× the gemtext export of the same articles)",
            count, median(runs.map(\.seconds)), median(runs.map { Double($0.peak) }) / 1e6,
            median(runs.map { Double($0.growth) }) / 1e6, Double(size) / 1e6, Double(size) / gemtextShare))
}
