/// `gempaper version`: prints the program's version.
struct VersionCommand: Command {
    static let name = "version"
    static let summary = "print gempaper's version"
    static let help = """
        Usage: gempaper version

        Prints the version of gempaper.

        """

    init(parsing arguments: inout Arguments) throws {
        try arguments.finish()
    }

    func run(in console: Console) async throws {
        console.print("gempaper \(Gempaper.version)")
    }
}
