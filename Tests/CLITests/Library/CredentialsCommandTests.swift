import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

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
        let seen = try await Self.shown(
            by: cli,
            [
                ["list", "--all", "--format", "json"], ["search", "public"], ["export", "--format", "json", exported],
                ["export", "--format", "netscape", exported], ["export", "--format", "gemtext", exported + "-gmi"],
            ])
        #expect(seen.contains("example.org/a"))
        for secret in ["s3cret", "hunter2", "pw9", "ada:", "bob:", "carol:"] { #expect(!seen.contains(secret), "\(secret)") }
    }

    /// A page whose own links carry user names and passwords: saved without
    /// them in its gemtext, its pictures, the capsule's page and the exports.
    @Test func linksInASavedPageLoseTheirPasswords() async throws {
        let cli = try LibraryCLI()
        let picture = TestPictures.bytes("harbour.jpg")
        let server = try TestHTTPServer { request in
            if request.path == "/harbour.jpg" { return .ok(picture, contentType: "image/jpeg") }
            // The picture on this same server, with a user name and password in its address.
            let credentialed = "http://ann:s3cret@" + (request.headers["host"] ?? "")
            return .html(
                """
                <html><head><title>Members' notes</title></head><body><article>
                <h1>Members' notes</h1>
                <p>The minutes of the meeting are in <a href="https://bob:hunter2@example.org/minutes">the archive</a>,
                and the budget is on <a href="//carol:pw9@example.net/budget">the board's site</a>.
                Everyone agreed that the harbour needs a new quay before the winter storms arrive.</p>
                <figure><img src="\(credentialed)/harbour.jpg" alt="The harbour"><figcaption>The harbour</figcaption></figure>
                <iframe src="https://dan:pw8@www.youtube.com/embed/abc123" title="The meeting"></iframe>
                <p>The next meeting is in spring; the quay will be discussed again with the builders, the
                town council and the fishermen, who have asked to see the plans before anything is decided.</p>
                </article></body></html>
                """)
        }
        let added = try await cli.run(["add", server.url("/notes")])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(server.requests.allSatisfy { $0.headers["authorization"] == nil })
        #expect(server.requests.contains { $0.path == "/harbour.jpg" }, "the picture was fetched")

        let exported = cli.folder.file("export").path
        var seen = try await Self.shown(
            by: cli,
            [
                ["read", "1", "--no-pager", "--color=never"], ["export", "--format", "json", exported + ".json"],
                ["export", "--format", "gemtext", exported + "-gmi"],
            ])
        #expect(seen.contains("https://example.org/minutes"), "\(seen)")
        #expect(seen.contains("http://example.net/budget"))

        // The capsule's page of the article, as a visitor reads it.
        let (capsule, port) = try ServedCapsule.start("listen = 127.0.0.1\nport = 0\n", in: cli.folder)
        let page = try await BuiltBinary.run(
            ["get", "gemini://localhost:\(port)/articles/1", "--known-hosts", cli.folder.file("known_hosts").path])
        capsule.send(SIGTERM)
        #expect(capsule.waitForExit() == 0)
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.contains("=> https://example.org/minutes "), "\(page.stdout)")
        #expect(page.stdout.contains("=> /articles/1/pictures/1.jpg The harbour"), "\(page.stdout)")
        seen += page.stdout
        for secret in ["s3cret", "hunter2", "pw9", "pw8", "ann:", "bob:", "carol:", "dan:"] {
            #expect(!seen.contains(secret), "\(secret)")
        }
    }

    /// What running each of `commands` printed, and the text of every file
    /// they exported (named `export...` in the folder); each must succeed.
    static func shown(by cli: LibraryCLI, _ commands: [[String]]) async throws -> String {
        var seen = ""
        for arguments in commands {
            let result = try await cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            seen += result.stdout + result.stderr
        }
        let files = try FileManager.default.subpathsOfDirectory(atPath: cli.folder.path)
            .filter { $0.hasPrefix("export") }
            .map { cli.folder.file($0).path }
        for file in files {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue {
                seen += (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            }
        }
        return seen
    }
}
