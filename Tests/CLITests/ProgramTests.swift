import Foundation
import TestSupport
import Testing

@testable import GempaperCLI

/// The program as a whole, in process and as the built binary.
@Suite struct ProgramTests {
    final class Captured: @unchecked Sendable {
        var out = "", err = ""
    }

    func runInProcess(_ arguments: [String]) async -> (Int32, Captured) {
        let captured = Captured()
        let console = Console(stdout: { captured.out += $0 }, stderr: { captured.err += $0 })
        let status = await Gempaper.main(arguments, console: console)
        return (status, captured)
    }

    @Test func helpListsEveryCommand() async {
        let (status, output) = await runInProcess(["--help"])
        #expect(status == 0)
        for group in CommandTable.groups {
            for command in group.commands {
                #expect(output.out.contains("  \(command.name)"), "missing \(command.name)")
            }
        }
    }

    @Test func everyCommandHasHelpWithAUsageLine() async {
        for group in CommandTable.groups {
            for command in group.commands {
                let (status, output) = await runInProcess([command.name, "--help"])
                #expect(status == 0)
                #expect(output.out.hasPrefix("Usage: gempaper \(command.name)"), "\(command.name) --help")
            }
        }
    }

    @Test func unknownCommandIsOneLineAndExitTwo() async {
        let (status, output) = await runInProcess(["frobnicate"])
        #expect(status == 2)
        #expect(output.err == "gempaper: unknown command 'frobnicate'; run 'gempaper --help' to see the commands\n")
    }

    @Test func builtBinaryPrintsVersionAndFailsCleanly() throws {
        let version = try BuiltBinary.run(["version"])
        #expect(version.status == 0)
        #expect(version.stdout == "gempaper \(Gempaper.version)\n")
        let bad = try BuiltBinary.run(["version", "--nope"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("gempaper: unknown option '--nope'"))
    }
}
