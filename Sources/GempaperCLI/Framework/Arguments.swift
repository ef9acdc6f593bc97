import Problems

/// The arguments of one command, taken apart the way the command asks:
/// options first (`--name value`, `--name=value`, repeated or not), flags,
/// then the positional arguments. Anything left over is an error naming the
/// command's `--help`.
public struct Arguments {
    /// The command these arguments belong to, for error messages.
    public let command: String
    private var tokens: [String]
    private var used: [Bool]
    /// Index of a literal `--`: everything after it is positional.
    private let endOfOptions: Int

    /// Arguments `raw` (without the program and command names) for `command`.
    public init(_ raw: [String], command: String) {
        self.command = command
        self.tokens = raw
        self.used = Array(repeating: false, count: raw.count)
        self.endOfOptions = raw.firstIndex(of: "--") ?? raw.count
        if endOfOptions < raw.count { used[endOfOptions] = true }
    }

    /// Whether `--help` or `-h` was given before any `--`.
    public var wantsHelp: Bool {
        tokens[..<endOfOptions].contains { $0 == "--help" || $0 == "-h" }
    }

    /// True when any of `names` was given as a flag; consumes every occurrence.
    public mutating func flag(_ names: String...) -> Bool {
        var found = false
        for i in 0..<endOfOptions where !used[i] && names.contains(tokens[i]) {
            used[i] = true
            found = true
        }
        return found
    }

    /// Every value given for the option `names` (`--tag a --tag=b`), in order.
    public mutating func options(_ names: String...) throws -> [String] {
        try collect(names)
    }

    /// The value of the option `names`, or nil; given twice, the last one wins.
    public mutating func option(_ names: String...) throws -> String? {
        try collect(names).last
    }

    /// The option's value as a whole number in `range`.
    public mutating func intOption(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = try collect([name]).last else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw usageError("\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return value
    }

    /// The option's value, which must be one of `choices`.
    public mutating func choice(_ name: String, from choices: [String]) throws -> String? {
        guard let value = try collect([name]).last else { return nil }
        guard choices.contains(value) else {
            throw usageError("\(name) must be one of \(choices.joined(separator: ", ")), got '\(value)'")
        }
        return value
    }

    /// The remaining positional arguments; an unknown option among them is an error.
    /// A lone `-` is positional (it means standard input).
    public mutating func positionals() throws -> [String] {
        var result: [String] = []
        for i in tokens.indices where !used[i] {
            if i < endOfOptions && tokens[i].hasPrefix("-") && tokens[i] != "-" && !isNumber(tokens[i]) {
                throw usageError("unknown option '\(tokens[i])'")
            }
            used[i] = true
            result.append(tokens[i])
        }
        return result
    }

    /// Throws if anything was not consumed by `flag`, `option` or `positionals`.
    public func finish() throws {
        if let i = tokens.indices.first(where: { !used[$0] }) {
            let token = tokens[i]
            if token.hasPrefix("-") && token != "-" { throw usageError("unknown option '\(token)'") }
            throw usageError("unexpected argument '\(token)'")
        }
    }

    /// A bad-input problem about these arguments, pointing at the command's help.
    public func usageError(_ message: String) -> Problem {
        .badInput(message, hint: "see 'gempaper \(command) --help'")
    }

    private func isNumber(_ token: String) -> Bool { Double(token) != nil }

    private mutating func collect(_ names: [String]) throws -> [String] {
        var values: [String] = []
        var i = 0
        while i < endOfOptions {
            defer { i += 1 }
            guard !used[i] else { continue }
            let token = tokens[i]
            if let name = names.first(where: { token.hasPrefix($0 + "=") }) {
                used[i] = true
                values.append(String(token.dropFirst(name.count + 1)))
            } else if names.contains(token) {
                guard i + 1 < endOfOptions, !used[i + 1] else {
                    throw usageError("\(token) needs a value")
                }
                used[i] = true
                used[i + 1] = true
                values.append(tokens[i + 1])
                i += 1
            }
        }
        return values
    }
}
