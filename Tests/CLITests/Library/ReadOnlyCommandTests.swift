import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A library on a read-only disk, in a folder the user may not write, or
/// a read-only file: the commands that only look work, the ones that
/// change say why not.
@Suite(.enabled(if: WriteProtection.isPossible, "this machine cannot write-protect a file"))
struct ReadOnlyCommandTests {
    /// What is made read-only: the library file itself, or its folder.
    enum Protected: String, CaseIterable, Sendable {
        case file, folder
    }

    /// A library of four articles (`seed`, imported from that file) in a
    /// folder of its own, `shelf/library.sqlite`, so that only it is
    /// protected; `prepare` runs before the protection.
    static func protectedLibrary(
        _ protected: Protected, prepare: (LibraryCLI, String) throws -> Void = { _, _ in }
    ) throws -> (cli: LibraryCLI, library: String, seed: String, protection: WriteProtection) {
        let cli = try LibraryCLI()
        let folder = cli.folder.file("shelf")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let library = folder.appendingPathComponent("library.sqlite").path
        let seed = try cli.file("seed.json", LibraryCLI.export(4))
        #expect(try cli.run(["import", "--library", library, seed], library: false).status == 0)
        try prepare(cli, library)
        let protection = try #require(WriteProtection(protected == .file ? library : folder.path))
        return (cli, library, seed, protection)
    }

    @Test(arguments: Protected.allCases)
    func readingCommandsWorkAndChangesSayTheLibraryIsReadOnly(_ protected: Protected) throws {
        let (cli, library, seed, protection) = try Self.protectedLibrary(protected) { cli, library in
            let kept = try cli.run(["highlight", "--library", library, "3", "marker2"], library: false)
            #expect(kept.status == 0, "\(kept.stderr)")
        }
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
        let highlights = try run(["highlights"])
        #expect(highlights.status == 0 && highlights.stdout.contains("marker2"), "\(highlights.stderr)")
        let exported = cli.folder.file("exported").path
        for format in ["json", "gemtext", "netscape"] {
            let export = try run(["export", "--format", format, exported + "-" + format])
            #expect(export.status == 0, "\(format): \(export.stderr)")
        }
        let book = try run(["export", "--format", "epub", exported + ".epub"])
        #expect(book.status == 0, "\(book.stderr)")

        let message =
            "gempaper: the library \(library) is read-only, so it cannot be changed; listing, searching, reading and exporting still work; to change it, make the file and its folder writable\n"
        for arguments in [
            ["add", "--queue", "https://example.com/new"], ["archive", "1"], ["tag", "1", "--add", "x"],
            ["import", seed], ["delete", "1", "--yes"], ["read", "1", "--archive", "--no-pager"],
            ["highlights", "--delete", "1"], ["favorite", "1"],
        ] {
            let result = try run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr == message, "\(arguments)")
        }
        if protected == .folder { #expect(!FileManager.default.fileExists(atPath: library + "-wal")) }
    }

    /// `gempaper serve` on a read-only library: it starts, says once that
    /// nothing will be saved or recorded, serves the library's pages, and
    /// refuses the owners' actions (their refusal is the capsule's tests').
    @Test(arguments: Protected.allCases)
    func serveServesAReadOnlyLibraryForReading(_ protected: Protected) throws {
        let (cli, library, _, protection) = try Self.protectedLibrary(protected)
        defer { protection.release() }

        let (server, port) = try ServedCapsule.start(
            "listen = 127.0.0.1\nport = 0\n", in: cli.folder, library: "shelf/library.sqlite")
        let notice =
            "gempaper: the library \(library) is read-only: its pages are served, but nothing will be saved or recorded (no fetches, no reading positions, no owners' actions)\n"
        #expect(server.waitForStderr(containing: notice), "\(server.stderr)")
        let knownHosts = cli.folder.file("known_hosts").path
        let home = try BuiltBinary.run(["get", "gemini://localhost:\(port)/", "--known-hosts", knownHosts])
        #expect(home.status == 0 && home.stdout.hasPrefix("# Reading list\n3 unread · 1 archived"), "\(home.stdout)")
        let search = try BuiltBinary.run([
            "get", "gemini://localhost:\(port)/search?marker2", "--known-hosts", knownHosts,
        ])
        #expect(search.status == 0 && search.stdout.contains("Article 2"), "\(search.stdout)")
        server.send(SIGTERM)
        #expect(server.waitForExit() == 0)
        // Said once, and nothing went wrong meanwhile.
        #expect(server.stderr.components(separatedBy: "is read-only").count == 2, "\(server.stderr)")
        #expect(!server.stderr.contains("cannot") && !server.stderr.contains("could not"), "\(server.stderr)")
    }
}
