import Foundation
import Problems

/// A parsed `capsule.conf`: `key = value` lines, `#` comments, and optional
/// `[kind argument]` section headers (e.g. `[host example.org]`), each entry
/// remembering its line so that every complaint can say `FILE:LINE: ...`.
public struct ConfigFile: Sendable {
    /// One `key = value` line.
    public struct Entry: Sendable, Equatable {
        /// The key, lower-cased.
        public let key: String
        /// The value, trimmed, with surrounding double quotes removed.
        public let value: String
        /// 1-based line number.
        public let line: Int
    }

    /// The settings before any header (kind nil), or under one `[kind argument]` header.
    public struct Section: Sendable {
        /// The header's first word (`host`), nil for the top of the file.
        public let kind: String?
        /// The rest of the header (`example.org`), nil when absent.
        public let argument: String?
        /// Line of the header (0 for the top of the file).
        public let line: Int
        /// The entries, in file order.
        public fileprivate(set) var entries: [Entry]
    }

    /// The path the file was read from, as given (used in messages).
    public let path: String
    /// The folder relative paths in the file are resolved against.
    public let folder: URL
    /// The top section first, then every `[...]` section in file order.
    public let sections: [Section]

    /// The settings before the first section header.
    public var top: Section { sections[0] }

    /// Reads and parses the file at `path`.
    public static func load(path: String) throws -> ConfigFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw Problem(
                exists ? .permanent : .notFound,
                exists ? "cannot read \(path)" : "no configuration file at \(path)",
                hint: exists
                    ? "check its permissions"
                    : "make a commented one to edit with 'gempaper serve --init', or pass --config FILE")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return try ConfigFile(parsing: String(decoding: data, as: UTF8.self), path: path, folder: folder)
    }

    /// Parses `text` as if read from `path`; relative paths resolve against `folder`.
    public init(parsing text: String, path: String, folder: URL) throws {
        self.path = path
        self.folder = folder
        var sections = [Section(kind: nil, argument: nil, line: 0, entries: [])]
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = ConfigFile.strippingComment(rawLine).trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]"), line.count > 2 else {
                    throw Problem.badInput("\(path):\(lineNumber): a section header looks like [host example.org]")
                }
                let words = line.dropFirst().dropLast().split(separator: " ", maxSplits: 1)
                sections.append(
                    Section(
                        kind: words[0].lowercased(),
                        argument: words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : nil,
                        line: lineNumber, entries: []))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                throw Problem.badInput("\(path):\(lineNumber): expected 'key = value', found '\(line)'")
            }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw Problem.badInput("\(path):\(lineNumber): '\(key)' is not a setting name")
            }
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            if let earlier = sections[sections.count - 1].entries.first(where: { $0.key == key }) {
                throw Problem.badInput("\(path):\(lineNumber): '\(key)' is already set on line \(earlier.line)")
            }
            sections[sections.count - 1].entries.append(Entry(key: key, value: value, line: lineNumber))
        }
        self.sections = sections
    }

    /// The sections whose header kind is `kind` (e.g. every `[host ...]`).
    public func sections(_ kind: String) -> [Section] {
        sections.filter { $0.kind == kind }
    }

    /// A bad-input problem pointing at `line` of this file.
    public func problem(line: Int, _ message: String) -> Problem {
        .badInput("\(path):\(line): \(message)")
    }

    /// `line` without a `#` comment; a `#` inside double quotes is kept.
    private static func strippingComment(_ line: Substring) -> Substring {
        var quoted = false
        for index in line.indices {
            switch line[index] {
            case "\"": quoted.toggle()
            case "#" where !quoted: return line[..<index]
            default: break
            }
        }
        return line
    }
}
