import Problems

/// `gempaper help [COMMAND]`: the command list, or one command's help.
struct HelpCommand: Command {
    static let name = "help"
    static let summary = "show the commands, or one command's help"
    static let help = """
        Usage: gempaper help [COMMAND]

        Without COMMAND, lists every command. With COMMAND, prints its full
        help, the same as 'gempaper COMMAND --help'.

        """

    /// The text of `gempaper --help`: what gempaper is and every command.
    static var overview: String {
        var text = """
            gempaper: a read-it-later library that lives in Gemini space.

            Usage: gempaper COMMAND [OPTIONS] [ARGUMENTS]

            """
        for group in CommandTable.groups where !group.commands.isEmpty {
            text += "\n\(group.title):\n"
            for command in group.commands {
                let padded = command.name.padding(toLength: 12, withPad: " ", startingAt: 0)
                text += "  \(padded)\(command.summary)\n"
            }
        }
        text += "\nRun 'gempaper COMMAND --help' for a command's options.\n"
        return text
    }

    let topic: String?

    init(parsing arguments: inout Arguments) throws {
        let rest = try arguments.positionals()
        guard rest.count <= 1 else { throw arguments.usageError("help takes at most one command name") }
        topic = rest.first
        try arguments.finish()
    }

    func run(in console: Console) async throws {
        guard let topic else {
            console.write(Self.overview)
            return
        }
        guard let command = CommandTable.command(named: topic) else {
            throw Problem.badInput("unknown command '\(topic)'", hint: "run 'gempaper --help' to see the commands")
        }
        console.write(command.help)
    }
}
