import Foundation
import TestSupport

/// `gempaper serve` as a user starts it: the built binary in a folder of
/// its own, with a `capsule.conf` there naming a library in that folder.
enum ServedCapsule {
    /// Writes `config` (after `library = LIBRARY`, `library.sqlite` unless
    /// told) to the folder's `capsule.conf`, starts `gempaper serve` there,
    /// waits for it to say it is serving, and returns it and the port it
    /// chose (`port = 0`).
    static func start(
        _ config: String, in folder: TemporaryDirectory, library: String = "library.sqlite", openFileLimit: Int? = nil
    ) throws -> (server: RunningBinary, port: Int) {
        // A library of the test's own, never the user's.
        try folder.write("library = \(library)\n" + config, to: "capsule.conf")
        let server = try RunningBinary(["serve"], currentDirectory: folder.url, openFileLimit: openFileLimit)
        guard server.waitForStderr(containing: "gempaper: serving") else {
            throw TestFailure("serve did not start: \(server.stderr)")
        }
        let line = server.stderr.split(separator: "\n").first { $0.contains("gempaper: serving") } ?? ""
        let port = line.range(of: " on 127.0.0.1:").flatMap { Int(line[$0.upperBound...].prefix { $0.isNumber }) } ?? 0
        return (server, port)
    }
}
