import BenchSupport
import Foundation

/// What one gemload run measured, with the server's own CPU time.
struct LoadResult {
    var requestsPerSecond: Double
    var p50: Double
    var p99: Double
    var failed: Int
    var statuses: String
    /// Server CPU per request, microseconds (this process's CPU: the server runs in it).
    var cpuPerRequest: Double

    var line: String {
        String(
            format: "%8.0f req/s   p50 %6.2f ms   p99 %6.2f ms   %5.0f µs CPU/request   %@%@", requestsPerSecond, p50, p99,
            cpuPerRequest, statuses, failed > 0 ? "   \(failed) failed" : "")
    }
}

/// Drives the server with `gemload` from ../shared/tools (built on first use).
struct LoadGenerator {
    let gemload: String
    let clients: Int
    let seconds: Int

    /// Finds or builds gemload: `$LOAD_TOOLS/gemload`, else `.build/load-tools/gemload`.
    static func locate(packageRoot: URL) throws -> String {
        if let tools = ProcessInfo.processInfo.environment["LOAD_TOOLS"] { return tools + "/gemload" }
        let folder = packageRoot.appendingPathComponent(".build/load-tools")
        let binary = folder.appendingPathComponent("gemload").path
        if FileManager.default.isExecutableFile(atPath: binary) { return binary }
        let script = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/tools/build-load-tools").path
        guard FileManager.default.fileExists(atPath: script) else {
            throw BenchFailure("gemload not found: set LOAD_TOOLS, or keep ../shared/tools beside the project")
        }
        _ = try run("/bin/sh", [script, folder.path])
        return binary
    }

    /// Loads `url` on `port` for the configured time.
    func load(port: Int, url: String) throws -> LoadResult {
        let cpu = cpuSeconds()
        let output = try run(gemload, ["-c", String(clients), "-d", String(seconds), "127.0.0.1", String(port), url])
        let used = cpuSeconds() - cpu
        func number(after label: String) -> Double {
            guard let range = output.range(of: label) else { return 0 }
            return Double(output[range.upperBound...].prefix { $0 == "." || $0.isNumber }) ?? 0
        }
        let rate = number(after: "requests/s: ")
        let statuses = output.split(separator: "\n").first { $0.hasPrefix("status:") }.map { String($0.dropFirst(8)) } ?? "?"
        return LoadResult(
            requestsPerSecond: rate, p50: number(after: "p50 "), p99: number(after: "p99 "),
            failed: Int(number(after: "failed: ")), statuses: statuses,
            cpuPerRequest: rate > 0 ? used / (rate * Double(seconds)) * 1e6 : 0)
    }
}
