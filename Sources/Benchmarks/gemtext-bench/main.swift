// gemtext-bench: parse and render throughput on a generated 50 MiB gemtext
// document, peak memory, and the bad inputs of issue 2 (a 100 MB single line,
// 1,000,000 empty lines, binary garbage, an unterminated block).
// Run with `scripts/bench gemtext-bench` (release build). Figures are medians
// of several runs; MB means 10^6 bytes.
import BenchSupport
import Foundation
import Gemtext
import Terminal
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

let runs = 7


let renderer = TerminalRenderer(options: .init(width: 80, color: false))

/// Median parse and parse+render times over `runs` runs for `bytes`.
func measure(_ bytes: [UInt8], runs: Int) -> (parse: Double, render: Double, lines: Int, output: Int) {
    var parseTimes: [Double] = []
    var renderTimes: [Double] = []
    var lines = 0
    var output = 0
    for _ in 0..<runs {
        let (parse, document) = seconds { GemtextDocument(parsing: bytes) }
        parseTimes.append(parse)
        lines = document.lines.count
    }
    for _ in 0..<runs {
        let (render, text) = seconds { renderer.render(GemtextDocument(parsing: bytes)) }
        renderTimes.append(render)
        output = text.utf8.count
    }
    return (median(parseTimes), median(renderTimes), lines, output)
}

let baseline = peakMemory()
let document = SampleDocument.make(atLeast: 50 * 1024 * 1024)
let mix = measure(document, runs: runs)
let peak = peakMemory()
print("document      \(document.count) bytes, \(mix.lines) lines (generated, realistic mix)")
print("parse         \(megabytesPerSecond(document.count, mix.parse))   median of \(runs)   target >= 200")
print(
    "parse+render  \(megabytesPerSecond(document.count, mix.render))   median of \(runs)   target >= 50 (80 columns, no colour; \(mix.output) bytes out)"
)
print(
    String(
        format: "peak memory   %7.1f x document size   (%d MB peak RSS, %d MB before generating)   target < 10",
        Double(peak) / Double(document.count), peak / 1_000_000, baseline / 1_000_000))

print("bad input (parse, parse+render; median of 3):")
func badInput(_ name: String, _ bytes: [UInt8]) {
    let figures = measure(bytes, runs: 3)
    print(
        "  \(name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(megabytesPerSecond(bytes.count, figures.parse))  \(megabytesPerSecond(bytes.count, figures.render))  (\(figures.lines) lines)"
    )
}
badInput(
    "100 MB single line",
    [UInt8](repeating: 0x61, count: 50_000_000) + [UInt8](repeating: 0x20, count: 1)
        + [UInt8](repeating: 0x62, count: 49_999_999))
badInput("100 MB single line of words", Array(String(repeating: "lorem ipsum dolor ", count: 100_000_000 / 18).utf8))
badInput("1,000,000 empty lines", [UInt8](repeating: 0x0A, count: 1_000_000))
var random = SeededRandom(seed: 7)
badInput("50 MB binary garbage", (0..<50_000_000).map { _ in UInt8(truncatingIfNeeded: random.next()) })
badInput(
    "50 MB unterminated block",
    Array(("```\n" + String(repeating: "# not a heading\t\u{0}\n", count: 50_000_000 / 21)).utf8))
