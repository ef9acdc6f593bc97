import Fetch
import Foundation
import Gemini
import Problems

/// The options of the commands that fetch pages (`add`, `refetch`,
/// `fetch`): time and size limits, and how many fetches run at once.
struct FetchOptions {
    /// `--timeout`, in seconds.
    let timeout: Double?
    /// `--max-size`, in bytes.
    let maxBytes: Int?
    /// `--jobs`, when the command takes it.
    let jobs: Int?
    /// `--max-picture-size`, in bytes.
    let maxPictureBytes: Int?
    /// `--no-pictures`.
    let noPictures: Bool

    /// The `--help` lines for these options; `jobs` whether `--jobs` is offered.
    static func help(jobs: Bool) -> String {
        var lines = [
            "  --timeout SECONDS  give up on a page after this long (default 60; a server",
            "                     silent for 20 seconds is given up on sooner)",
            "  --max-size SIZE    refuse pages larger than this, e.g. 5MB or 800KB (default 20MB)",
            "  --max-picture-size SIZE",
            "                     keep no picture larger than this (default 10MB)",
            "  --no-pictures      do not download the article's pictures",
        ]
        if jobs { lines.append("  --jobs N           fetch this many pages at once, 1 to 16 (default 3)") }
        return lines.joined(separator: "\n")
    }

    init(parsing arguments: inout Arguments, jobs takesJobs: Bool) throws {
        if let text = try arguments.option("--timeout") {
            guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
                throw arguments.usageError("--timeout needs a number of seconds from 1 to 3600, got '\(text)'")
            }
            timeout = seconds
        } else {
            timeout = nil
        }
        maxBytes = try Self.sizeOption("--max-size", example: "20MB", in: &arguments)
        jobs = takesJobs ? try arguments.intOption("--jobs", in: 1...16) : nil
        maxPictureBytes = try Self.sizeOption("--max-picture-size", example: "10MB", in: &arguments)
        noPictures = arguments.flag("--no-pictures")
    }

    /// How these options say pictures are downloaded.
    var pictures: PictureSettings {
        var settings = PictureSettings()
        if let maxPictureBytes { settings.maxBytes = maxPictureBytes }
        settings.enabled = !noPictures
        return settings
    }

    /// The fetch settings these options give, for the user `console` runs for.
    func settings(_ console: Console) -> FetchSettings {
        var settings = FetchSettings(
            userAgent: FetchSettings.userAgent(version: Gempaper.version),
            knownHostsPath: KnownHosts.defaultPath(environment: console.environment))
        if let timeout {
            settings.totalTimeout = timeout
            settings.idleTimeout = min(settings.idleTimeout, timeout)
        }
        if let maxBytes { settings.maxBytes = maxBytes }
        return settings
    }

    /// The size option `name` in bytes (`20MB`, `800KB`, at least 1 KB), or
    /// nil when it is not given; a usage error naming `example` otherwise.
    private static func sizeOption(_ name: String, example: String, in arguments: inout Arguments) throws -> Int? {
        guard let text = try arguments.option(name) else { return nil }
        guard let bytes = bytes(text), bytes >= 1000 else {
            throw arguments.usageError("\(name) needs a size such as \(example) or 800KB (at least 1KB), got '\(text)'")
        }
        return bytes
    }

    /// `20MB`, `800KB`, `1GB` (powers of 1000) or a bare number of bytes.
    static func bytes(_ text: String) -> Int? {
        var digits = text.lowercased().trimmingCharacters(in: .whitespaces)
        var scale = 1
        for (suffix, factor) in [("kb", 1000), ("mb", 1_000_000), ("gb", 1_000_000_000), ("b", 1)]
        where digits.hasSuffix(suffix) {
            digits.removeLast(suffix.count)
            scale = factor
            break
        }
        guard let number = Double(digits.trimmingCharacters(in: .whitespaces)), number >= 0,
            number * Double(scale) < 1e12
        else { return nil }
        return Int(number * Double(scale))
    }
}
