// The importers on raw bytes: the first byte picks the format (detected,
// a URL list, a Netscape bookmarks file, a CSV export, gempaper's JSON), the
// rest is the file. Whatever comes in, the answer is entries with a URL
// each, or a problem (bad input) saying why nothing was read.
import Foundation
import FuzzSupport
import Problems
import ReadingList

let formats: [ImportFormat?] = [nil] + ImportFormat.allCases

func check(_ input: UnsafeBufferPointer<UInt8>) {
    guard let first = input.first else { return }
    let format = formats[Int(first) % formats.count]
    let file = Data(input.dropFirst())
    do {
        let (_, entries) = try ImportFile.read(file, name: "fuzz", format: format)
        precondition(!entries.isEmpty, "no entries and no problem")
    } catch let problem as Problem {
        precondition(!problem.message.isEmpty)
    } catch {
        preconditionFailure("not a problem: \(error)")
    }
}

exit(
    runFuzzer { data, size in
        check(bytes(data, size))
        return 0
    })
