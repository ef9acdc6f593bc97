import BenchSupport
import Foundation
import TestSupport

// import-bench: the peak memory and time of `gempaper import` (the release
// binary beside this one) on a list of 500,000 URLs with Windows line ends,
// into a new library each run; median of three runs. The target: under 100 MB.
//   import-bench [--lines N] [--runs N]

let arguments = CommandLine.arguments
func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
    return Int(arguments[index + 1]) ?? value
}
let lineCount = option("--lines", default: 500_000)
let runs = option("--runs", default: 3)

guard FileManager.default.isExecutableFile(atPath: BuiltBinary.url.path) else {
    say("import-bench: build gempaper first: swift build -c release --product gempaper")
    exit(1)
}
let folder = try TemporaryDirectory("gempaper-import-bench")
let list = folder.file("list.txt")
var text = ""
text.reserveCapacity(lineCount * 90)
for number in 0..<lineCount {
    text += "https://site\(number % 97).example/articles/\(number)?ref=list Article number \(number) about things\r\n"
}
try Data(text.utf8).write(to: list)
say(String(format: "a list of %d URLs (%.1f MB, CR LF line ends)", lineCount, Double(text.utf8.count) / 1e6))
text = ""

var peaks: [Double] = []
var times: [Double] = []
for run in 1...runs {
    let library = folder.file("library-\(run).sqlite").path
    let (time, result) = try seconds { try MeasuredRun.run(["import", "--library", library, list.path], timeout: 3600) }
    guard result.status == 0, result.stdout.contains("\(lineCount) added") else {
        say("import-bench: the import failed: \(result.stderr.suffix(500))")
        exit(1)
    }
    peaks.append(Double(result.peakMemory) / 1_048_576)
    times.append(time)
    say(String(format: "run %d: peak %.1f MB, %.1f s", run, peaks.last!, time))
}
say(String(format: "import %d URLs: peak memory median %.1f MB (target < 100 MB), time median %.1f s", lineCount, median(peaks), median(times)))
