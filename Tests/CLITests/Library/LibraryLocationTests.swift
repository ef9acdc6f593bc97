import Foundation
import TestSupport
import Testing

@Suite struct LibraryLocationTests {
    func importOne(_ cli: LibraryCLI, _ extra: [String] = [], environment: [String: String]? = nil) throws
        -> BuiltBinary.Run
    {
        try BuiltBinary.run(
            ["import", "-"] + extra, input: Data("https://example.com/a\n".utf8),
            environment: environment ?? cli.environment,
            currentDirectory: cli.folder.url)
    }

    @Test func theDefaultIsUnderXDGDataHomeThenHome() throws {
        let cli = try LibraryCLI()
        #expect(try importOne(cli).status == 0)
        #expect(FileManager.default.fileExists(atPath: cli.folder.file("data/gempaper/library.sqlite").path))
        var environment = cli.environment
        environment["XDG_DATA_HOME"] = nil
        #expect(try importOne(cli, environment: environment).status == 0)
        #expect(
            FileManager.default.fileExists(atPath: cli.folder.file("home/.local/share/gempaper/library.sqlite").path))
    }

    @Test func capsuleConfInTheCurrentFolderOrGivenNamesTheLibrary() throws {
        let cli = try LibraryCLI()
        _ = try cli.file("capsule.conf", "# settings\nlibrary = libs/here.sqlite\n")
        #expect(try importOne(cli).status == 0)
        #expect(FileManager.default.fileExists(atPath: cli.folder.file("libs/here.sqlite").path))
        _ = try cli.file("other.conf", "library = \(cli.folder.file("other.sqlite").path)\n")
        #expect(try importOne(cli, ["--config", "other.conf"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: cli.folder.file("other.sqlite").path))
        // --library wins over both.
        #expect(try importOne(cli, ["--config", "other.conf", "--library", "chosen.sqlite"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: cli.folder.file("chosen.sqlite").path))
        #expect(!FileManager.default.fileExists(atPath: cli.folder.file("data").path))
    }

    @Test func aBrokenOrMissingConfigIsReported() throws {
        let cli = try LibraryCLI()
        _ = try cli.file("bad.conf", "library\n")
        let bad = try importOne(cli, ["--config", "bad.conf"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasSuffix("bad.conf:1: expected 'key = value', found 'library'\n"))
        let missing = try importOne(cli, ["--config", "none.conf"])
        #expect(missing.status == 3)
        #expect(missing.stderr.contains("no configuration file at"))
    }

    @Test func aDamagedOrNewerLibraryIsRefusedAndLeftAlone() throws {
        let cli = try LibraryCLI()
        let garbage = try cli.file("garbage.sqlite", String(repeating: "not sqlite at all\n", count: 300))
        let before = try Data(contentsOf: URL(fileURLWithPath: garbage))
        for command in [["list"], ["import", "-"], ["archive", "1"], ["tags"]] {
            let result = try BuiltBinary.run(
                command + ["--library", garbage], input: Data("https://example.com/\n".utf8),
                environment: cli.environment)
            #expect(result.status == 1, "\(command)")
            #expect(
                result.stderr
                    == "gempaper: \(garbage) is damaged or is not a gempaper library; restore it from a backup, or use another library file\n"
            )
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: garbage)) == before)
        #expect(!FileManager.default.fileExists(atPath: garbage + "-wal"))
    }

    @Test func theHelpOfEveryLibraryCommandIsComplete() throws {
        for command in [
            "list", "read", "search", "tag", "tags", "archive", "unarchive", "edit", "delete", "import", "export",
        ] {
            let result = try BuiltBinary.run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("Usage: gempaper \(command)"))
            #expect(result.stdout.contains("--library PATH"), "\(command)")
            #expect(result.stdout.contains("--config FILE"), "\(command)")
        }
    }
}
