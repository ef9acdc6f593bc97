import BenchSupport
import Foundation

#if canImport(Glibc)
import Glibc
#endif


/// Runs `executable` with `arguments`; its standard output, or a failure.
func run(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw BenchFailure("\(executable) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self)
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
