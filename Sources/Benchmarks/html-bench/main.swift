// html-bench: HTML parsing throughput on the 88 real article pages of
// ../shared/corpus/articles (decoding, tokenizing and tree building: the whole
// of HTMLDocument.parse), peak memory against the largest page, and the bad
// inputs of issue 3 (deep nesting, a 50 MB attribute, unclosed elements…).
//
//   scripts/bench html-bench               pages unpacked into .build/corpus-articles
//   .build/release/html-bench [DIR]        pages from DIR/*.html
//   .build/release/html-bench --pages-only [DIR]   skip memory and bad inputs (for profiling)
//
// Figures are medians of several runs; MB means 10^6 bytes.
import BenchSupport
import Foundation
import HTML

#if canImport(Glibc)
import Glibc
#endif

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("html-bench: \(message)\n".utf8))
    exit(1)
}

/// Peak resident memory of this process's address space (VmHWM), in bytes.
/// Unlike ru_maxrss it starts afresh at exec, so a child process measures
/// only itself.
func peakResidentMemory() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return (Int(line.split(separator: " ")[1]) ?? 0) * 1024
    }
    return peakMemory()
}

// A child run: parse one file and report memory (see "peak memory" below).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--memory" {
    let before = peakResidentMemory()
    guard let data = FileManager.default.contents(atPath: CommandLine.arguments[2]) else { fail("cannot read file") }
    let loaded = peakResidentMemory()
    let document = HTMLDocument.parse(data)
    let after = peakResidentMemory()
    print("\(before) \(loaded) \(after) \(document.nodeCount)")
    exit(0)
}

/// The folder of unpacked pages: the argument, or .build/corpus-articles,
/// unpacked there by the corpus's own tool when empty.
let pagesOnly = CommandLine.arguments.contains("--pages-only")
let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--pages-only" }

func pagesFolder() -> URL {
    if let folder = arguments.first { return URL(fileURLWithPath: folder) }
    let folder = URL(fileURLWithPath: ".build/corpus-articles")
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    if existing.filter({ $0.hasSuffix(".html") }).count < 88 {
        let tool = "../shared/tools/score-extraction"
        guard FileManager.default.fileExists(atPath: tool) else {
            fail("no \(tool); run from the package root with ../shared beside it, or pass a folder of .html pages")
        }
        FileHandle.standardError.write(Data("html-bench: unpacking the article pages into \(folder.path)\n".utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", tool, "--unpack", folder.path]
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { fail("cannot run \(tool): \(error)") }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { fail("\(tool) --unpack failed") }
    }
    return folder
}

let folder = pagesFolder()
let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".html") }.sorted()
guard !names.isEmpty else { fail("no .html pages in \(folder.path)") }
let pages = names.map { [UInt8](FileManager.default.contents(atPath: folder.appendingPathComponent($0).path)!) }
let total = pages.reduce(0) { $0 + $1.count }
let largest = names.indices.max { pages[$0].count < pages[$1].count }!

// Warm up, then time whole passes over every page.
var nodes = 0
for page in pages { nodes += HTMLDocument.parse(page).nodeCount }
let runs = 9
var times: [Double] = []
var cpuTimes: [Double] = []
for _ in 0..<runs {
    let cpuStart = cpuSeconds()
    let (time, count) = seconds { pages.reduce(0) { $0 + HTMLDocument.parse($1).nodeCount } }
    cpuTimes.append(cpuSeconds() - cpuStart)
    times.append(time)
    precondition(count == nodes)
}
print("pages         \(pages.count) pages, \(total) bytes, \(nodes) nodes (\(folder.path))")
print(
    "parse         \(megabytesPerSecond(total, median(times)))   median of \(runs)   target >= 150   (\(megabytesPerSecond(total, median(cpuTimes))) of CPU time)"
)

// Parse plus what an extractor does next: every element's attributes and the body's text.
var textTimes: [Double] = []
for _ in 0..<runs {
    let (time, _) = seconds {
        pages.reduce(0) { sum, page in
            let document = HTMLDocument.parse(page)
            var count = 0
            for node in document.root.descendants where node.isElement { count += node.attributeCount }
            return sum + count + (document.body?.textLength(collapsingWhitespace: true, excluding: .nonRendered) ?? 0)
        }
    }
    textTimes.append(time)
}
print("parse+walk    \(megabytesPerSecond(total, median(textTimes)))   median of \(runs)   (every node, attributes, body text collapsed)")

if pagesOnly { exit(0) }

// Peak memory: a fresh process reads and parses the largest page; what
// parsing adds to its peak, against the page's size.
let child = Process()
child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
child.arguments = ["--memory", folder.appendingPathComponent(names[largest]).path]
let pipe = Pipe()
child.standardOutput = pipe
try child.run()
let report = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
child.waitUntilExit()
let figures = report.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
if figures.count == 4 {
    let size = pages[largest].count
    print(
        String(
            format:
                "peak memory   %7.1f x largest page   (%.2f MB page, %d nodes; peak RSS %.1f MB: %.1f MB at start, %.1f MB after reading)   target < 10",
            Double(figures[2] - figures[1]) / Double(size), Double(size) / 1e6, figures[3], Double(figures[2]) / 1e6,
            Double(figures[0]) / 1e6, Double(figures[1]) / 1e6))
}

print("bad input (median of 3):")
func badInput(_ name: String, _ bytes: [UInt8]) {
    var times: [Double] = []
    var count = 0
    for _ in 0..<3 {
        let (time, document) = seconds { HTMLDocument.parse(bytes) }
        times.append(time)
        count = document.nodeCount
    }
    print(
        "  \(name.padding(toLength: 36, withPad: " ", startingAt: 0)) \(megabytesPerSecond(bytes.count, median(times)))  (\(bytes.count / 1_000_000) MB, \(count) nodes)"
    )
}
badInput("100,000 nested <div>", Array(String(repeating: "<div>", count: 100_000).utf8))
badInput("1,000,000 nested <div>", Array(String(repeating: "<div>", count: 1_000_000).utf8))
badInput("1,000,000 unclosed <b>", Array(String(repeating: "<b>", count: 1_000_000).utf8))
badInput("1,000,000 unclosed <p>", Array(String(repeating: "<p>x", count: 1_000_000).utf8))
badInput("500,000 misnested <b><div>", Array(String(repeating: "<b><div>", count: 500_000).utf8))
badInput("100,000 nested table cells", Array(String(repeating: "<table><tr><td>", count: 100_000).utf8))
badInput("50 MB attribute", Array(#"<div title=""#.utf8) + [UInt8](repeating: 0x61, count: 50_000_000) + Array(#"">"#.utf8))
badInput("50 MB unterminated comment", Array("<!--".utf8) + [UInt8](repeating: 0x2D, count: 50_000_000))
badInput("50 MB unterminated script", Array("<script>".utf8) + Array(String(repeating: "if(a<b)x--;<!--<script>", count: 2_000_000).utf8))
var state: UInt64 = 7
badInput("50 MB binary garbage", (0..<50_000_000).map { _ in
    state = state &* 6364136223846793005 &+ 1442695040888963407
    return UInt8(truncatingIfNeeded: state >> 33)
})
badInput("50 MB of markup characters", (0..<50_000_000).map { _ in
    state = state &* 6364136223846793005 &+ 1442695040888963407
    return Array("<>/!-=\"' &;#x?abp".utf8)[Int(state >> 33) % 17]
})
