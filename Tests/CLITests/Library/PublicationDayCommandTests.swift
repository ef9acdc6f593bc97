import Foundation
import TestSupport
import Testing

/// An evening story in New York (the 19th in UTC) saved by `gempaper add`
/// keeps the publisher's offset in `list` and the JSON export, through an
/// import into another library, and its day in the gemtext export.
@Suite struct PublicationDayCommandTests {
    @Test func listsAndExportsKeepThePublishersOffset() async throws {
        let cli = try LibraryCLI()
        let server = try TestHTTPServer { _ in .html(EveningStoryPage.html) }
        let added = try await cli.run(["add", server.url(EveningStoryPage.path)])
        #expect(added.status == 0, "\(added.stderr)")
        let published = "\"published\":\"\(EveningStoryPage.published)\""
        let listed = try await cli.run(["list", "--all", "--format", "json"])
        #expect(listed.stdout.contains(published), "\(listed.stdout)")

        let output = cli.folder.file("out").path
        #expect(try await cli.run(["export", "--format", "json", output]).status == 0)
        let exported = try String(contentsOfFile: "\(output)/gempaper.json", encoding: .utf8)
        #expect(exported.contains(published))
        let copy = cli.folder.file("copy.sqlite").path
        let imported = try await BuiltBinary.run(
            ["import", "--library", copy, "\(output)/gempaper.json"], environment: cli.environment)
        #expect(imported.status == 0, "\(imported.stderr)")
        let copied = try await BuiltBinary.run(
            ["list", "--library", copy, "--all", "--format", "json"], environment: cli.environment)
        #expect(copied.stdout.contains(published), "\(copied.stdout)")

        let capsule = cli.folder.file("capsule")
        #expect(try await cli.run(["export", "--format", "gemtext", capsule.path]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: capsule.appendingPathComponent("articles").path)
        let name = try #require(files.first { $0.hasSuffix(".gmi") })
        let file = try String(contentsOf: capsule.appendingPathComponent("articles/\(name)"), encoding: .utf8)
        #expect(file.contains("\n\(EveningStoryPage.day) · 1 min read\n"), "\(file.prefix(300))")
        #expect(!file.contains(EveningStoryPage.utcDay))
    }
}
