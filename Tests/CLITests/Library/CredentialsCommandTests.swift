import Foundation
import TestSupport
import Testing

/// A URL with a user name and password in it: saved and fetched without
/// them, with a warning; the secret shows nowhere afterwards.
@Suite struct CredentialsCommandTests {
    @Test func addLeavesThePasswordOutAndSaysSo() async throws {
        let cli = try LibraryCLI()
        let server = try TestHTTPServer { _ in .ok(Data("Members\n\nA public page.\n".utf8), contentType: "text/plain") }
        let url = server.url("/page").replacingOccurrences(of: "http://", with: "http://ada:s3cret@")
        let added = try await cli.run(["add", url])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(
            added.stderr
                == "gempaper: warning: left the user name and password out of \(server.url("/page")); gempaper saves and fetches public pages, and keeps no passwords\n"
        )
        #expect(server.requests.first?.headers["authorization"] == nil)
        let queued = try await cli.run(["add", "--queue", "https://bob:hunter2@example.com/other"])
        #expect(queued.stderr.contains("left the user name and password out of https://example.com/other"))
        let imported = try await cli.run(
            ["import", try cli.file("list.txt", "https://carol:pw9@example.org/a\nhttps://example.org/b\n")])
        #expect(imported.status == 0)
        #expect(imported.stderr.contains("left the user name and password out of 1 URL; gempaper keeps no passwords:\n  line 1: https://example.org/a\n"))

        // Nothing afterwards shows a secret.
        let exported = cli.folder.file("export").path
        var seen = ""
        for arguments in [
            ["list", "--all", "--format", "json"], ["search", "public"], ["export", "--format", "json", exported],
            ["export", "--format", "netscape", exported], ["export", "--format", "gemtext", exported + "-gmi"],
        ] {
            let result = try await cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            seen += result.stdout + result.stderr
        }
        let files = try FileManager.default.subpathsOfDirectory(atPath: cli.folder.path)
            .filter { $0.hasPrefix("export") }
            .map { cli.folder.file($0).path }
        for file in files { seen += (try? String(contentsOfFile: file, encoding: .utf8)) ?? "" }
        #expect(seen.contains("example.org/a"))
        for secret in ["s3cret", "hunter2", "pw9", "ada:", "bob:", "carol:"] { #expect(!seen.contains(secret), "\(secret)") }
    }
}
