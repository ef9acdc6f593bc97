// capsule.conf on raw bytes, read as `gempaper serve` reads it (a file, in
// memory-backed /dev/shm when there is one): settings, or a problem naming
// the line, never a crash or a hang.
import Capsule
import Foundation
import FuzzSupport
import Problems

let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
let path = "\(folder)/gempaper-fuzz-\(ProcessInfo.processInfo.processIdentifier).conf"

func check(_ input: UnsafeBufferPointer<UInt8>) {
    // Foundation's FileManager.contents(atPath:) leaks 4 KB reading an empty
    // file (swift-foundation's readBytesFromFile); that is not ours to find.
    guard !input.isEmpty else { return }
    guard FileManager.default.createFile(atPath: path, contents: Data(input)) else { fatalError("cannot write \(path)") }
    do {
        _ = try CapsuleConfiguration.load(path: path, environment: ["HOME": "/nonexistent"])
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
