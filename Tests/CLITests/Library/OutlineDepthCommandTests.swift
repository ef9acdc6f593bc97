import Foundation
import TestSupport
import Testing

/// `add`, `read`, `convert` and the JSON export on a page whose headings
/// go five levels deep: the contents nest `<h4>` and `<h5>` one and two
/// levels under their `<h3>`, though gemtext writes all three as `###`;
/// an article saved without its levels shows its contents as before.
@Suite struct OutlineDepthCommandTests {
    /// The entries of the table of contents `read` or `render` wrote, as
    /// (indent, "N. Title").
    static func contents(_ output: String) -> [(indent: Int, entry: String)] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "Contents") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.map { line in
            let indent = line.prefix { $0 == " " }.count
            return (indent, String(line.dropFirst(indent)))
        }
    }

    /// The entries `DeepHeadingsPage` should have, indented two columns a level.
    static var expected: [(indent: Int, entry: String)] {
        DeepHeadingsPage.headings.enumerated().map { (2 * DeepHeadingsPage.depths[$0], "\($0 + 1). \($1.title)") }
    }

    static func expectContents(_ output: String, _ expected: [(indent: Int, entry: String)]) {
        let found = contents(output)
        #expect(found.map(\.indent) == expected.map(\.indent), "\(output)")
        #expect(found.map(\.entry) == expected.map(\.entry))
    }

    @Test func aSavedPageIsReadWithItsHeadingsAtTheirTrueDepth() async throws {
        let cli = try LibraryCLI()
        let web = try TestHTTPServer { _ in .html(DeepHeadingsPage.html) }
        let added = try await cli.run(["add", "--timeout", "120", web.url(DeepHeadingsPage.path)])
        #expect(added.status == 0, "\(added.stderr)")
        web.stop()
        let read = try await cli.run(["read", "1", "--width", "100", "--no-pager"])
        #expect(read.status == 0, "\(read.stderr)")
        Self.expectContents(read.stdout, Self.expected)
        // The headings themselves stay gemtext's: `###` for h3, h4 and h5.
        #expect(read.stdout.contains("### Lit red buoys\n"))

        // A JSON export carries the levels, and its import reads the same.
        let folder = cli.folder.file("backup").path
        #expect(try await cli.run(["export", "--format", "json", folder]).status == 0)
        let json = try String(contentsOfFile: folder + "/gempaper.json", encoding: .utf8)
        #expect(json.contains("\"heading_levels\":[1,2,3,4,5,4,3,2]"), "\(json.prefix(2000))")
        let other = try LibraryCLI()
        let imported = try await other.run(["import", folder + "/gempaper.json"])
        #expect(imported.status == 0, "\(imported.stderr)")
        Self.expectContents(try await other.run(["read", "1", "--width", "100"]).stdout, Self.expected)
    }

    @Test func convertNestsItsOwnContentsAtTheTrueDepth() async throws {
        let cli = try LibraryCLI()
        let page = try cli.file("guide.html", DeepHeadingsPage.html)
        let converted = try await cli.run(["convert", page], library: false)
        #expect(converted.status == 0, "\(converted.stderr)")
        let lines = converted.stdout.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "Contents"))
        let entries = Array(lines[(start + 1)...].prefix { $0.hasPrefix("* ") })
        #expect(
            entries
                == DeepHeadingsPage.headings.enumerated().map {
                    "* " + String(repeating: "\u{A0}\u{A0}", count: DeepHeadingsPage.depths[$0])
                        + "\($0 + 1) \($1.title)"
                })
    }

    @Test func renderNestsAConvertedArticleAsItsOwnContentsDo() async throws {
        let cli = try LibraryCLI()
        let page = try cli.file("guide.html", DeepHeadingsPage.html)
        let converted = try await cli.run(["convert", page], library: false)
        let gemtext = try cli.file("guide.gmi", converted.stdout)
        let rendered = try await cli.run(["render", "--width", "100", gemtext], library: false)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        Self.expectContents(rendered.stdout, Self.expected)
        #expect(rendered.stdout.components(separatedBy: "Contents\n").count == 2, "one table of contents")
        // Without the converter's contents, the gemtext's own levels.
        let bare = converted.stdout.replacingOccurrences(of: "\nContents\n", with: "\nThe parts\n")
        let plain = try await cli.run(["render", "--width", "100", try cli.file("bare.gmi", bare)], library: false)
        #expect(
            Self.contents(plain.stdout).map(\.indent) == DeepHeadingsPage.depths.map { min($0, 1) * 2 },
            "\(plain.stdout)")
    }

    @Test func anArticleWithoutLevelsShowsItsContentsAsBefore() async throws {
        let cli = try LibraryCLI()
        let gemtext =
            "# Guide\\n\\nIntro.\\n\\n## Approach\\n\\nA.\\n\\n### Buoys\\n\\nB.\\n\\n### Red buoys\\n\\nC.\\n\\n## Mooring\\n\\nD.\\n"
        let export =
            "{\"articles\": [{\"url\": \"https://a.example/g\", \"title\": \"Guide\", \"gemtext\": \"\(gemtext)\"}]}"
        #expect(try await cli.run(["import", try cli.file("old.json", export)]).status == 0)
        let read = try await cli.run(["read", "1", "--width", "100"])
        Self.expectContents(read.stdout, [(0, "1. Approach"), (2, "2. Buoys"), (2, "3. Red buoys"), (0, "4. Mooring")])
    }
}
