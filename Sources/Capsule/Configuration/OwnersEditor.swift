import Foundation
import Problems

#if canImport(Glibc)
import Glibc
#endif

/// Adds and removes owner fingerprints in `capsule.conf` by changing only
/// the `owners = ...` line: every other line, comment and blank stays as
/// it was. The file is replaced in one step (written beside it, then
/// renamed), so a capsule reading it never sees half a file.
public struct OwnersEditor: Sendable {
    /// What a change did.
    public enum Outcome: Sendable, Equatable {
        /// The fingerprint is now listed.
        case added
        /// It was listed already; nothing changed.
        case alreadyListed
        /// It is no longer listed.
        case removed
        /// It was not listed; nothing changed.
        case notListed
    }

    /// The configuration file.
    public let path: String

    /// An editor for the file at `path` (created on the first owner added when missing).
    public init(path: String) { self.path = path }

    /// Lists `fingerprint` (canonical form) as an owner.
    @discardableResult
    public func add(_ fingerprint: String) throws -> Outcome {
        let fingerprint = try Self.canonical(fingerprint)
        return try edit { lines in
            let owners = Self.ownersLine(in: lines)
            if let index = owners {
                let parts = Self.split(lines[index])
                if try Self.values(parts.value).contains(fingerprint) { return .alreadyListed }
                let value = parts.value.trimmingCharacters(in: .whitespaces)
                lines[index] = Self.line(parts, value: value.isEmpty ? fingerprint : "\(value), \(fingerprint)")
            } else {
                lines.insert("owners = \(fingerprint)", at: Self.insertionPoint(in: lines))
            }
            return .added
        }
    }

    /// Takes `fingerprint` off the list of owners.
    @discardableResult
    public func remove(_ fingerprint: String) throws -> Outcome {
        let fingerprint = try Self.canonical(fingerprint)
        return try edit { lines in
            guard let index = Self.ownersLine(in: lines) else { return .notListed }
            let parts = Self.split(lines[index])
            var values = try Self.values(parts.value)
            guard let position = values.firstIndex(of: fingerprint) else { return .notListed }
            values.remove(at: position)
            lines[index] = Self.line(parts, value: values.joined(separator: ", "))
            return .removed
        }
    }

    /// Reads the file's lines under a lock, lets `change` edit them, and
    /// writes them back when it reports a change.
    private func edit(_ change: (inout [String]) throws -> Outcome) throws -> Outcome {
        let lock = try FileLock(folderOf: path)
        defer { lock.release() }
        let exists = FileManager.default.fileExists(atPath: path)
        var text = ""
        if exists {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Problem.permanent("cannot read \(path)", hint: "check its permissions")
            }
            text = String(decoding: data, as: UTF8.self)
        }
        // Check the file parses before touching it.
        _ = try ConfigFile(parsing: text, path: path, folder: URL(fileURLWithPath: path).deletingLastPathComponent())
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let outcome = try change(&lines)
        guard outcome == .added || outcome == .removed else { return outcome }
        try write(lines.joined(separator: "\n") + "\n", replacing: exists)
        return outcome
    }

    private func write(_ text: String, replacing exists: Bool) throws {
        let temporary = path + ".new-\(getpid())"
        var mode: mode_t = 0o644
        var info = stat()
        if exists, stat(path, &info) == 0 { mode = info.st_mode & 0o7777 }
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8), attributes: [.posixPermissions: Int(mode)]),
            rename(temporary, path) == 0
        else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Problem.permanent(
                "cannot write \(path) (\(reason))", hint: "check that its folder is writable by this user")
        }
    }

    /// The index of the top section's `owners = ...` line, if there is one.
    private static func ownersLine(in lines: [String]) -> Int? {
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") { return nil }
            if trimmed.hasPrefix("#") { continue }
            if let equals = trimmed.firstIndex(of: "="),
                trimmed[..<equals].trimmingCharacters(in: .whitespaces).lowercased() == "owners"
            {
                return index
            }
        }
        return nil
    }

    /// Where a new `owners` line goes: after the sample's commented
    /// `# owners =` line, else before the first section, else at the end.
    private static func insertionPoint(in lines: [String]) -> Int {
        var firstSection: Int?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") {
                firstSection = index
                break
            }
            if trimmed.hasPrefix("#") {
                let body = trimmed.drop { $0 == "#" || $0 == " " }
                if body.hasPrefix("owners =") || body.hasPrefix("owners=") { return index + 1 }
            }
        }
        guard var index = firstSection else { return lines.count }
        // Keep the comments and blank lines that introduce the section above it.
        while index > 0, lines[index - 1].trimmingCharacters(in: .whitespaces).hasPrefix("#") { index -= 1 }
        return index
    }

    /// The line `parts` came from with `value` instead of its value, the
    /// spacing around it kept.
    private static func line(_ parts: (key: String, value: String, comment: String), value: String) -> String {
        let leading = parts.value.prefix { $0 == " " || $0 == "\t" }
        let trailing = parts.value.reversed().prefix { $0 == " " || $0 == "\t" }
        guard !parts.comment.isEmpty else { return "\(parts.key)=\(leading.isEmpty ? " " : leading)\(value)" }
        return "\(parts.key)=\(leading.isEmpty ? " " : leading)\(value)\(trailing.isEmpty ? " " : String(trailing))\(parts.comment)"
    }

    private static func canonical(_ fingerprint: String) throws -> String {
        guard let canonical = Fingerprint.canonical(fingerprint) else {
            throw Problem.badInput(
                "'\(Problem.oneLine(fingerprint, maxBytes: 80))' is not a SHA-256 fingerprint",
                hint: "give 64 hex digits, as 'gempaper cert --fingerprint FILE' prints them")
        }
        return canonical
    }

    /// A `key = value # comment` line cut into the key with its spacing, the value, and the comment.
    private static func split(_ line: String) -> (key: String, value: String, comment: String) {
        let equals = line.firstIndex(of: "=")!
        let key = String(line[..<equals])
        let rest = line[line.index(after: equals)...]
        var quoted = false
        for index in rest.indices {
            switch rest[index] {
            case "\"": quoted.toggle()
            case "#" where !quoted: return (key, String(rest[..<index]), String(rest[index...]))
            default: break
            }
        }
        return (key, String(rest), "")
    }

    private static func values(_ value: String) throws -> [String] {
        let unquoted = value.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        return try unquoted.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map { word in
            guard let fingerprint = Fingerprint.canonical(String(word)) else {
                throw Problem.badInput("owners: '\(word)' is not a SHA-256 fingerprint", hint: "fix the owners line by hand")
            }
            return fingerprint
        }
    }
}

/// An exclusive advisory lock on the folder of a file, so two programs
/// editing the capsule's files (the configuration, the claim) take turns.
struct FileLock {
    private let descriptor: Int32

    init(folderOf path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Problem.permanent("cannot open the folder \(folder) (\(String(cString: strerror(errno))))")
        }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
