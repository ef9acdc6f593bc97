// article-bench: converting web pages into gemtext articles, the whole
// pipeline (parse, metadata, extraction, conversion), over the 88 pages of
// ../shared/corpus/articles in one process; peak memory while converting
// the largest page; and the bad inputs of issue 3, end to end.
// Run with `scripts/bench article-bench` (release build). Figures are
// medians; MB means 10^6 bytes. CPU figures count this process's own
// user+system time, which the other work on a shared machine disturbs less
// than the wall clock.
import Article
import BenchSupport
import Foundation
import HTML

#if canImport(Glibc)
    import Glibc
#endif

// MARK: Measuring

struct Timing {
    var wall: Double
    var cpu: Double
}


/// Wall-clock and CPU time taken by `work`.
func measure(_ work: () -> Void) -> Timing {
    let cpu = cpuSeconds()
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    return Timing(wall: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpu: cpuSeconds() - cpu)
}


// MARK: The corpus

struct Page {
    let id: String
    let url: URL?
    let html: [UInt8]
}

/// `../shared/corpus/articles` beside the package.
func corpusFolder() -> URL {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/"
        && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    {
        folder = folder.deletingLastPathComponent()
    }
    return folder.deletingLastPathComponent().appendingPathComponent("shared/corpus/articles")
}

func gunzip(_ file: URL) -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["gzip", "-dc", file.path]
    let output = Pipe()
    process.standardOutput = output
    try! process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return [UInt8](data)
}

func loadCorpus() -> [Page] {
    let folder = corpusFolder()
    let truth =
        (try? JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("ground-truth.json"))))
        as? [String: [String: Any]] ?? [:]
    let htmlFolder = folder.appendingPathComponent("html")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: htmlFolder.path)) ?? [])
        .filter { $0.hasSuffix(".html.gz") }.sorted()
    return names.map { name in
        let id = String(name.dropLast(".html.gz".count))
        let url = (truth[id]?["url"] as? String).flatMap(URL.init(string:))
        return Page(id: id, url: url, html: gunzip(htmlFolder.appendingPathComponent(name)))
    }
}

let converter = ArticleConverter()

// MARK: Memory probe (a fresh process per page)

/// `article-bench --memory FILE [URL]`: converts one page in this fresh
/// process and prints the page's size and how much the peak resident memory
/// grew while converting it (after loading the page and a warm-up
/// conversion that sets up the parser's tables).
if CommandLine.arguments.count >= 3 && CommandLine.arguments[1] == "--memory" {
    let bytes = [UInt8](FileManager.default.contents(atPath: CommandLine.arguments[2]) ?? Data())
    let url = CommandLine.arguments.count > 3 ? URL(string: CommandLine.arguments[3]) : nil
    _ = try? converter.convert(Array("<title>warm</title><article><p>Warm up the tables.</p></article>".utf8))
    resetPeakMemory()
    let before = memoryStatus("VmRSS")
    let article = try? converter.convert(bytes, url: url)
    let after = memoryStatus("VmHWM")
    print(bytes.count, after - before, article?.wordCount ?? -1)
    exit(0)
}

func probeMemory(_ page: Page) -> (size: Int, growth: Int) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("article-bench-\(page.id).html")
    try! Data(page.html).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--memory", file.path] + (page.url.map { [$0.absoluteString] } ?? [])
    let output = Pipe()
    process.standardOutput = output
    try! process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    return (numbers[0], numbers[1])
}

// MARK: The corpus, all pages in one process

let pages = loadCorpus()

/// `article-bench --loop N`: only converts every page N times, for profilers
/// (`perf record -g .build/release/article-bench --loop 20`).
if CommandLine.arguments.count == 3 && CommandLine.arguments[1] == "--loop" {
    for _ in 0..<(Int(CommandLine.arguments[2]) ?? 1) {
        for page in pages { _ = try? converter.convert(page.html, url: page.url) }
    }
    exit(0)
}
guard !pages.isEmpty else {
    print("no corpus pages in \(corpusFolder().path)")
    exit(1)
}
let totalBytes = pages.reduce(0) { $0 + $1.html.count }
let largest = pages.max { $0.html.count < $1.html.count }!
print(
    "corpus        \(pages.count) pages, \(String(format: "%.1f", Double(totalBytes) / 1e6)) MB of HTML, largest \(String(format: "%.2f", Double(largest.html.count) / 1e6)) MB"
)

let rounds = 7
var failures = 0
var words = 0
var parseWall: [Double] = []
var parseCPU: [Double] = []
var convertWall: [Double] = []
var convertCPU: [Double] = []
for _ in 0..<rounds {
    let parsing = measure {
        for page in pages { _ = HTMLDocument.parse(page.html) }
    }
    parseWall.append(parsing.wall)
    parseCPU.append(parsing.cpu)
    let converting = measure {
        failures = 0
        words = 0
        for page in pages {
            if let article = try? converter.convert(page.html, url: page.url) {
                words += article.wordCount
            } else {
                failures += 1
            }
        }
    }
    convertWall.append(converting.wall)
    convertCPU.append(converting.cpu)
}
print(
    "convert       \(megabytesPerSecond(totalBytes, median(convertWall))) wall  \(megabytesPerSecond(totalBytes, median(convertCPU))) CPU   median of \(rounds) rounds, all pages   target >= 50"
)
print(
    "  parse only  \(megabytesPerSecond(totalBytes, median(parseWall))) wall  \(megabytesPerSecond(totalBytes, median(parseCPU))) CPU   (HTMLDocument.parse)"
)
print("  \(pages.count - failures) articles, \(words) words; \(failures) pages without an article")

// MARK: Memory

let probes = pages.map { (page: $0, memory: probeMemory($0)) }
let largestProbe = probes.first { $0.page.id == largest.id }!.memory
let bigPages = probes.filter { $0.memory.size >= 200_000 }
let worst = bigPages.max {
    Double($0.memory.growth) / Double($0.memory.size) < Double($1.memory.growth) / Double($1.memory.size)
}!
print(
    String(
        format: "memory        largest page: peak grows %.1f MB converting %.2f MB = %.1f x the page   target < 10",
        Double(largestProbe.growth) / 1e6, Double(largestProbe.size) / 1e6,
        Double(largestProbe.growth) / Double(largestProbe.size)))
print(
    String(
        format:
            "              worst of the %d pages over 200 KB: %.1f x (%.0f KB page, %.1f MB growth); smaller pages: at most %.1f MB growth",
        bigPages.count, Double(worst.memory.growth) / Double(worst.memory.size), Double(worst.memory.size) / 1e3,
        Double(worst.memory.growth) / 1e6,
        Double(probes.filter { $0.memory.size < 200_000 }.map(\.memory.growth).max() ?? 0) / 1e6))
print("              (VmHWM growth over a baseline after loading the page, each page in a fresh process)")

// MARK: Bad input, end to end

print("bad input (whole pipeline, CPU time, median of 3; the time for 4x the input shows the growth is linear):")

/// Converts `make(scale)` for scale 1 and 4 and prints the times and the outcome.
func badInput(_ name: String, _ make: (Int) -> [UInt8]) {
    var outcome = ""
    var times: [Double] = []
    var size = 0
    for scale in [1, 4] {
        let bytes = make(scale)
        if scale == 1 { size = bytes.count }
        var runs: [Double] = []
        for _ in 0..<3 {
            runs.append(
                measure {
                    let result: String
                    do {
                        result = "article, \(try converter.convert(bytes).wordCount) words"
                    } catch {
                        result = "\(error)"
                    }
                    if scale == 1 { outcome = result }
                }.cpu)
        }
        times.append(median(runs))
    }
    let label = name.padding(toLength: 30, withPad: " ", startingAt: 0)
    let sizeText = String(format: "%6.1f MB", Double(size) / 1e6)
    print(
        "  \(label) \(sizeText)  \(megabytesPerSecond(size, times[0]))  4x: \(String(format: "%4.1f", times[1] / times[0]))x time  → \(outcome.prefix(60))"
    )
}

let sample = largest.html
badInput("truncated page (half)") { scale in
    Array(sample.prefix(sample.count / 2)) + Array(repeating: 0x20, count: (scale - 1) * sample.count / 2)
}
var random = SystemRandomNumberGenerator()
badInput("binary garbage") { scale in (0..<(2_000_000 * scale)).map { _ in UInt8.random(in: 0...255, using: &random) } }
badInput("page with NUL bytes") { scale in
    Array(repeating: sample, count: scale).flatMap { $0 }.enumerated().map { $0.offset % 97 == 0 ? 0 : $0.element }
}
badInput("100,000 nested <div>s") { scale in
    Array(("<title>t</title>" + String(repeating: "<div>", count: 100_000 * scale) + "<p>deep text here</p>").utf8)
}
badInput("50 MB attribute") { scale in
    Array("<p title=\"".utf8) + Array(repeating: UInt8(ascii: "a"), count: 50_000_000 * scale)
        + Array("\">text</p>".utf8)
}
badInput("unterminated comment") { scale in
    Array("<title>t</title><p>before</p><!--".utf8) + Array(repeating: UInt8(ascii: "x"), count: 20_000_000 * scale)
}
badInput("unterminated script") { scale in
    Array("<title>t</title><p>before</p><script>".utf8)
        + Array(String(repeating: "var a = '<p>'; ", count: 1_000_000 * scale).utf8)
}
badInput("no article (navigation only)") { scale in
    Array(
        ("<title>Home</title><nav>" + String(repeating: "<a href=/x>Link</a> ", count: 50_000 * scale) + "</nav>").utf8)
}
badInput("many paragraphs (10,000)") { scale in
    Array(
        ("<title>t</title><article>"
            + String(repeating: "<p>A sentence of words, with <a href=/x>a link</a>.</p>", count: 10_000 * scale)
            + "</article>").utf8)
}
badInput("many unclosed <p><b><i>") { scale in
    Array(("<title>t</title><article>" + String(repeating: "<p><b><i>text ", count: 50_000 * scale)).utf8)
}
badInput("many headings (5,000)") { scale in
    Array(
        ("<title>t</title><article>"
            + String(repeating: "<h2>Heading</h2><p>Some words of text.</p>", count: 5_000 * scale) + "</article>").utf8
    )
}
badInput("table 300x300") { scale in
    let row = "<tr>" + String(repeating: "<td>1</td>", count: 300) + "</tr>"
    return Array(
        ("<title>t</title><article><p>Intro text.</p><table>" + String(repeating: row, count: 300 * scale)
            + "</table></article>").utf8)
}

// MARK: Links

/// A paragraph of `count` distinct links, and a page of the same size
/// with the same words and no links.
func linkPages(count: Int) -> (links: [UInt8], plain: [UInt8]) {
    let head = "<html><head><title>Links</title></head><body><article><p>"
    let tail = "</p></article></body></html>"
    let links = (0..<count).map { "<a href=\"https://example.org/page\($0)\">word\($0)</a>" }.joined(separator: " ")
    var plain = (0..<count).map { "word\($0) https://example.org/page\($0) and more" }.joined(separator: " ")
    plain = String(plain.prefix(links.utf8.count))
    return (Array((head + links + tail).utf8), Array((head + plain + tail).utf8))
}

print("links (whole pipeline, CPU time, median of 3):")
for count in [25_000, 100_000] {
    let (links, plain) = linkPages(count: count)
    func time(_ bytes: [UInt8]) -> Double {
        median((0..<3).map { _ in measure { _ = try? converter.convert(bytes) }.cpu })
    }
    let withLinks = time(links)
    let without = time(plain)
    print(
        String(
            format: "  a paragraph of %7d distinct links (%.1f MB): %.3f s; the same size without links: %.3f s (%.1fx)",
            count, Double(links.count) / 1e6, withLinks, without, withLinks / without))
}
