import Foundation
import TestSupport
import Testing

/// What a new user meets first: an empty library, a capsule with no
/// capsule.conf yet, and `serve --init` to make one.
@Suite struct FirstStepsTests {
    /// The repository's sample capsule.conf, which the binary carries.
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("capsule.conf")

    @Test func serveWithoutAConfigurationSaysHowToMakeOneAndInitMakesIt() throws {
        let folder = try TemporaryDirectory("gempaper-init")
        let environment = ["HOME": folder.file("home").path, "XDG_DATA_HOME": folder.file("data").path]
        let missing = try BuiltBinary.run(["serve"], environment: environment, currentDirectory: folder.url)
        #expect(missing.status == 3)
        #expect(
            missing.stderr
                == "gempaper: no configuration file at capsule.conf; make a commented one to edit with 'gempaper serve --init', or pass --config FILE\n"
        )
        let made = try BuiltBinary.run(["serve", "--init"], environment: environment, currentDirectory: folder.url)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(
            made.stderr
                == "gempaper: wrote capsule.conf: every setting is there, commented out with its default; edit it, then run 'gempaper serve'\n"
        )
        // The binary's copy is the repository's sample, wherever gempaper runs.
        #expect(try Data(contentsOf: folder.file("capsule.conf")) == Data(contentsOf: Self.sample))
        let again = try BuiltBinary.run(["serve", "--init"], environment: environment, currentDirectory: folder.url)
        #expect(again.status == 4)
        #expect(again.stderr == "gempaper: capsule.conf already exists; edit it, or move it away to have a fresh one written\n")
        let elsewhere = try BuiltBinary.run(
            ["serve", "--init", "--config", "site/gemini.conf"], environment: environment, currentDirectory: folder.url)
        #expect(elsewhere.status != 0, "a missing folder is not made: \(elsewhere.stderr)")
        try FileManager.default.createDirectory(at: folder.file("site"), withIntermediateDirectories: true)
        let named = try BuiltBinary.run(
            ["serve", "--init", "--config", "site/gemini.conf"], environment: environment, currentDirectory: folder.url)
        #expect(named.status == 0)
        #expect(named.stderr.hasSuffix("then run 'gempaper serve --config site/gemini.conf'\n"))
        // The file written is a configuration gempaper reads.
        let list = try BuiltBinary.run(["list", "--config", "capsule.conf"], environment: environment, currentDirectory: folder.url)
        #expect(list.stderr.contains("there is no library at \(folder.file("data").path)/gempaper/library.sqlite yet"), "\(list.stderr)")
        #expect(try BuiltBinary.run(["serve", "--help"]).stdout.contains("--init"))
    }

    @Test func anEmptyLibrarySaysHowToAddTheFirstArticle() throws {
        let cli = try LibraryCLI()
        #expect(try cli.run(["add", "--queue", "https://example.com/a"]).status == 0)
        #expect(try cli.run(["delete", "1", "--yes"]).status == 0)
        let empty = try cli.run(["list"])
        #expect(empty.status == 0)
        #expect(
            empty.stderr
                == "the library is empty: save the first article with 'gempaper add URL', or import bookmarks with 'gempaper import FILE'\n"
        )
        #expect(try cli.run(["add", "--queue", "https://example.com/b"]).status == 0)
        #expect(try cli.run(["list", "--archived"]).stderr == "no articles match\n")
    }
}
