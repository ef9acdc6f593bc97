import Foundation
import Problems

/// Typed reads of one section of a `ConfigFile`. Each area of the program
/// reads its own keys; `rejectUnknown()` then names any key nobody read, so
/// a misspelt setting is an error instead of being silently ignored.
public final class ConfigReader {
    /// The file the section belongs to.
    public let file: ConfigFile
    /// The section being read.
    public let section: ConfigFile.Section
    private var read: Set<String> = []

    /// A reader of `section` (the top section when nil) of `file`.
    public init(_ file: ConfigFile, section: ConfigFile.Section? = nil) {
        self.file = file
        self.section = section ?? file.top
    }

    /// The entry for `key`, marking the key as known.
    public func entry(_ key: String) -> ConfigFile.Entry? {
        read.insert(key)
        return section.entries.first { $0.key == key }
    }

    /// The value of `key` as text, or nil when not set.
    public func string(_ key: String) -> String? { entry(key)?.value }

    /// A whole number in `range`.
    public func int(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let entry = entry(key) else { return nil }
        guard let value = Int(entry.value), range.contains(value) else {
            throw file.problem(
                line: entry.line,
                "\(key) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(entry.value)'")
        }
        return value
    }

    /// `true`/`false` (also `yes`/`no`, `on`/`off`).
    public func bool(_ key: String) throws -> Bool? {
        guard let entry = entry(key) else { return nil }
        switch entry.value.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw file.problem(line: entry.line, "\(key) must be true or false, not '\(entry.value)'")
        }
    }

    /// A duration in seconds: `10s`, `500ms`, `2m`, `1h`, or a bare number of seconds.
    public func seconds(_ key: String) throws -> Double? {
        guard let entry = entry(key) else { return nil }
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        var text = entry.value.lowercased()
        var scale = 1.0
        for (suffix, factor) in units where text.hasSuffix(suffix) {
            text.removeLast(suffix.count)
            scale = factor
            break
        }
        guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number > 0, number.isFinite else {
            throw file.problem(line: entry.line, "\(key) must be a duration such as 10s, 500ms or 2m, not '\(entry.value)'")
        }
        return number * scale
    }

    /// A size in bytes: `20MB`, `512KB`, `1GB`, or a bare number of bytes.
    public func bytes(_ key: String) throws -> Int? {
        guard let entry = entry(key) else { return nil }
        let units: [(String, Int)] = [("kb", 1 << 10), ("mb", 1 << 20), ("gb", 1 << 30), ("b", 1)]
        var text = entry.value.lowercased().replacingOccurrences(of: " ", with: "")
        var scale = 1
        for (suffix, factor) in units where text.hasSuffix(suffix) {
            text.removeLast(suffix.count)
            scale = factor
            break
        }
        guard let number = Int(text), number >= 0, number <= Int.max / scale else {
            throw file.problem(line: entry.line, "\(key) must be a size such as 20MB or 512KB, not '\(entry.value)'")
        }
        return number * scale
    }

    /// A list separated by commas and/or spaces.
    public func list(_ key: String) -> [String]? {
        guard let entry = entry(key) else { return nil }
        return entry.value.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// A file path; a relative one is resolved against the config file's folder.
    public func path(_ key: String) -> String? {
        guard let value = string(key), !value.isEmpty else { return nil }
        return resolve(value)
    }

    /// `value` as an absolute path, relative ones taken from the file's folder.
    public func resolve(_ value: String) -> String {
        if value.hasPrefix("/") { return value }
        if value.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] {
            return home + value.dropFirst(1)
        }
        return file.folder.appendingPathComponent(value).standardizedFileURL.path
    }

    /// Throws for the first key in the section that no one asked for.
    public func rejectUnknown() throws {
        if let unknown = section.entries.first(where: { !read.contains($0.key) }) {
            var message = "unknown setting '\(unknown.key)'"
            if let close = read.min(by: { editDistance($0, unknown.key) < editDistance($1, unknown.key) }),
                editDistance(close, unknown.key) <= 2
            {
                message += " (did you mean '\(close)'?)"
            }
            throw file.problem(line: unknown.line, message)
        }
    }

    private func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
