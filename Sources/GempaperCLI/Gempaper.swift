import Problems

/// The `gempaper` program: picks the command named by the first argument,
/// runs it, and turns any `Problem` into one line on stderr and an exit code.
public enum Gempaper {
    /// The version `gempaper version` prints.
    public static let version = "0.1.0"

    /// Runs the program with `arguments` (without the program name) and
    /// returns the exit status.
    public static func main(_ arguments: [String], console: Console = .standard()) async -> Int32 {
        guard let first = arguments.first else {
            console.printError(HelpCommand.overview)
            return 2
        }
        if first == "--help" || first == "-h" {
            console.write(HelpCommand.overview)
            return 0
        }
        if first == "--version" {
            console.print("gempaper \(version)")
            return 0
        }
        guard let type = CommandTable.command(named: first) else {
            return report(
                .badInput("unknown command '\(first)'", hint: "run 'gempaper --help' to see the commands"),
                on: console)
        }
        var parsed = Arguments(Array(arguments.dropFirst()), command: first)
        if parsed.wantsHelp {
            console.write(type.help)
            return 0
        }
        do {
            let command = try type.init(parsing: &parsed)
            try await command.run(in: console)
            return 0
        } catch let problem as Problem {
            return report(problem, on: console)
        } catch {
            return report(.internal("\(error)"), on: console)
        }
    }

    private static func report(_ problem: Problem, on console: Console) -> Int32 {
        console.printError("gempaper: \(problem.description)")
        return problem.exitCode
    }
}
