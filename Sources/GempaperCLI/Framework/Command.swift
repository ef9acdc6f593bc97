/// One `gempaper` subcommand: it parses its own arguments and runs.
///
/// To add a command, write a type conforming to this protocol in its own file
/// under `Commands/` and list it in its area's group in `CommandTable.swift`.
public protocol Command: Sendable {
    /// The word that selects the command, e.g. `render`.
    static var name: String { get }
    /// One line for the command list in `gempaper --help`.
    static var summary: String { get }
    /// The complete `--help` text: usage line, description, every option.
    static var help: String { get }
    /// Parses `arguments`; throws a bad-input `Problem` for anything wrong.
    init(parsing arguments: inout Arguments) throws
    /// Does the work, writing to `console`; throws a `Problem` on failure.
    func run(in console: Console) async throws
}

/// Commands that belong together in `gempaper --help`.
public struct CommandGroup: Sendable {
    /// Heading shown above the group in the command list.
    public let title: String
    /// The commands, in the order they are listed.
    public let commands: [any Command.Type]
}
