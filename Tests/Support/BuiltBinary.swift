import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs the `gempaper` executable that `swift build`/`swift test` produced,
/// the way a user would, and captures what it printed.
public struct BuiltBinary {
    /// The result of one run of the binary.
    public struct Run: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
        public let stdoutData: Data
    }

    /// The products folder holding both the test bundle and `gempaper`.
    public static let url: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folder = bundle.bundleURL.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("gempaper")
    }()

    /// Runs `gempaper arguments...` with `input` on stdin and the environment
    /// given (plus PATH), waiting at most `timeout` seconds.
    public static func run(
        _ arguments: [String], input: Data = Data(), environment: [String: String] = [:],
        currentDirectory: URL? = nil, timeout: TimeInterval = 60
    ) throws -> Run {
        var env = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        env.merge(environment) { _, new in new }
        let process = try ChildProcess(
            executable: url.path, arguments: arguments, environment: env, currentDirectory: currentDirectory?.path)
        // Read both pipes concurrently so a full pipe never blocks the child.
        nonisolated(unsafe) var outData = Data(), errData = Data()
        let group = DispatchGroup()
        group.enter()
        Thread { outData = process.standardOutput.readAll(); group.leave() }.start()
        group.enter()
        Thread { errData = process.standardError.readAll(); group.leave() }.start()
        // The binary may exit without reading its input (a bad option, a
        // missing file): writing must then fail quietly, not end the tests
        // with SIGPIPE or trap on EPIPE.
        _ = ignoreBrokenPipes
        try? process.standardInput.write(contentsOf: input)
        try? process.standardInput.close()
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.send(SIGKILL)
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "gempaper \(arguments) timed out"])
        }
        guard let status = process.waitForExit(timeout: timeout) else {
            process.send(SIGKILL)
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "gempaper \(arguments) did not exit"])
        }
        return Run(
            status: status,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            stdoutData: outData)
    }

    /// `run` on a thread of its own: an async test waits for the binary
    /// without holding one of Swift concurrency's few threads, which other
    /// tests' async work needs meanwhile.
    public static func run(
        _ arguments: [String], input: Data = Data(), environment: [String: String] = [:],
        currentDirectory: URL? = nil, timeout: TimeInterval = 60
    ) async throws -> Run {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        try run(
                            arguments, input: input, environment: environment, currentDirectory: currentDirectory,
                            timeout: timeout)
                    })
            }.start()
        }
    }

    /// Ignores SIGPIPE in the test process, once.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()
}
