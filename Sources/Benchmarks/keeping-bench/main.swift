// keeping-bench: what a library keeps of saved pages and what saving costs.
// Serves the 88 real article pages of ../shared/corpus/articles and
// generated ones (300 in all) on 127.0.0.1 and saves each as `gempaper add`
// does (fetch, convert, store; one at a time), into a new library. Prints
// the time to add them (median per page and in all, wall and CPU) and the
// library's size on disk against the size of the pages. Pictures are off
// here: the real pages' pictures live on other hosts.
// `keeping-bench --pictures [N]` instead saves one article with N pictures
// (50) of `--picture-size BYTES` (2 MB) each, served by a child process, and
// prints the peak memory of saving it, which the per-picture limit and the
// number of downloads at once bound, not the sum of the pictures.
// Run with `scripts/bench keeping-bench` (release build).
//   keeping-bench [--pages N] [--keep PATH] [--pictures [N] [--picture-size BYTES]]
import BenchSupport
import Fetch
import Foundation
import ReadingList
import TestSupport

let arguments = CommandLine.arguments
func argument(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

if arguments.contains("--serve") {
    try PictureMemory.serve(
        count: argument("--pictures").flatMap(Int.init) ?? 50,
        size: argument("--picture-size").flatMap(Int.init) ?? 2_000_000)
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keeping-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
}

let fetchSettings = FetchSettings(knownHostsPath: folder.appendingPathComponent("known_hosts").path)

if arguments.contains("--pictures") {
    let count = argument("--pictures").flatMap(Int.init) ?? 50
    let size = argument("--picture-size").flatMap(Int.init) ?? 2_000_000
    try PictureMemory.run(in: folder, settings: fetchSettings, count: count, size: size)
    try? FileManager.default.removeItem(at: folder)
    exit(0)
}

let pageCount = argument("--pages").flatMap(Int.init) ?? 300
let (pages, realCount) = try BenchPages.make(count: pageCount)
let server = try TestHTTPServer { request in
    guard let index = Int(request.path.dropFirst("/page/".count)), pages.indices.contains(index) else {
        return .status(404)
    }
    return .ok(pages[index], contentType: "text/html; charset=utf-8")
}
let pageBytes = pages.reduce(0) { $0 + $1.count }
say(
    String(
        format: "saving %d pages (%d real, %d generated; %.1f MB of HTML) one at a time",
        pages.count, realCount, pages.count - realCount, Double(pageBytes) / 1e6))

let path = argument("--keep") ?? folder.appendingPathComponent("library.sqlite").path
try? FileManager.default.removeItem(atPath: path)
let library = try Library(path: path)
let saver = BenchSaver.make(library: library, settings: fetchSettings)
var times: [Double] = []
var cpu: [Double] = []
var failures = 0
for index in pages.indices {
    let startCPU = cpuSeconds()
    let (time, result) = try seconds { try saver.save(server.url("/page/\(index)")) }
    if case .saved = result {} else { failures += 1 }
    times.append(time * 1000)
    cpu.append((cpuSeconds() - startCPU) * 1000)
}
let total = times.reduce(0, +) / 1000
say(
    String(
        format: "  add: median %.2f ms a page (CPU %.2f ms), slowest %.1f ms, %.1f s for all; %d not saved",
        median(times), median(cpu), times.max() ?? 0, total, failures))
library.close()
let size = fileSize(path) + fileSize(path + "-wal")
say(
    String(
        format: "  library: %.2f MB on disk for %.2f MB of pages: %.3fx the pages",
        Double(size) / 1e6, Double(pageBytes) / 1e6, Double(size) / Double(pageBytes)))
