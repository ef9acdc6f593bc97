import Foundation
import TestSupport
import Testing

/// A library on a read-only disk, or in a folder the user may not write:
/// the commands that only look work, the ones that change say why not.
@Suite(.enabled(if: WriteProtection.isPossible, "this machine cannot write-protect a file"))
struct ReadOnlyCommandTests {
    @Test func readingCommandsWorkAndChangesSayTheLibraryIsReadOnly() throws {
        let cli = try LibraryCLI()
        // The library in a folder of its own, so that only it is protected.
        let folder = cli.folder.file("shelf")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let library = folder.appendingPathComponent("library.sqlite").path
        let seed = try cli.file("seed.json", LibraryCLI.export(4))
        #expect(try cli.run(["import", "--library", library, seed], library: false).status == 0)
        let protection = try #require(WriteProtection(folder.path))
        defer { protection.release() }

        func run(_ arguments: [String]) throws -> BuiltBinary.Run {
            var full = arguments
            full.insert(contentsOf: ["--library", library], at: 1)
            return try cli.run(full, library: false)
        }
        let list = try run(["list", "--all", "--format", "ids"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.split(separator: "\n").count == 4)
        let search = try run(["search", "marker2"])
        #expect(search.status == 0 && search.stdout.contains("Article 2"), "\(search.stderr)")
        let read = try run(["read", "3", "--no-pager", "--color=never"])
        #expect(read.status == 0 && read.stdout.contains("marker2"), "\(read.stderr)")
        let tags = try run(["tags"])
        #expect(tags.status == 0 && tags.stdout.contains("even"), "\(tags.stderr)")
        let exported = cli.folder.file("exported").path
        let export = try run(["export", "--format", "json", exported])
        #expect(export.status == 0, "\(export.stderr)")

        let message =
            "gempaper: the library \(library) is read-only, so it cannot be changed; listing, searching, reading and exporting still work; to change it, make the file and its folder writable\n"
        for arguments in [
            ["add", "--queue", "https://example.com/new"], ["archive", "1"], ["tag", "1", "--add", "x"],
            ["import", seed], ["delete", "1", "--yes"], ["read", "1", "--archive", "--no-pager"],
        ] {
            let result = try run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr == message, "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: library + "-wal"))
    }
}
