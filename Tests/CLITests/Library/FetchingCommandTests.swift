import Foundation
import Gemini
import ReadingList
import TestSupport
import Testing

/// `add`, `fetch` and `refetch` through the built binary, against a real
/// HTTP server (and a Gemini capsule) on loopback.
@Suite struct FetchingCommandTests {
    /// A small site: a text article, a gemtext page, errors, a PDF, a slow page.
    static func site(_ up: Switch = Switch(on: true)) throws -> TestHTTPServer {
        try TestHTTPServer { request in
            switch request.path {
            case "/story.txt":
                .ok(Data("A Story\n\nOnce upon a time, a page was saved.\n".utf8), contentType: "text/plain")
            case "/notes.gmi": .ok(Data("# Notes\n\nKept as they are.\n".utf8), contentType: "text/gemini")
            case "/moved": .redirect(to: "/story.txt", status: 301)
            case "/flaky": up.isOn ? .ok(Data("Flaky\n\nBack up.\n".utf8), contentType: "text/plain") : .status(503)
            case "/paper.pdf": .ok(Data("%PDF-1.7".utf8), contentType: "application/pdf")
            case "/slow": TestHTTPResponse.ok(Data("late".utf8), contentType: "text/plain").delayed(60)
            case "/big": .ok(Data(repeating: 0x61, count: 5000), contentType: "text/plain")
            default: .status(404)
            }
        }
    }

    func library(_ cli: LibraryCLI) throws -> Library { try Library(path: cli.library) }

    @Test func addSavesAnArticleAndSaysWhatItIs() async throws {
        let cli = try LibraryCLI()
        let server = try Self.site()
        let result = try await cli.run(["add", server.url("/moved"), "--tag", "Stories"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "saved #1 “A Story” (1 min)\n")
        #expect(result.stderr == "")
        let article = try library(cli).article(ArticleID(1))
        #expect(article.tags == ["stories"])
        #expect(article.canonicalURL == server.url("/story.txt"))
        #expect(server.requests.first?.headers["user-agent"]?.hasPrefix("gempaper/") == true)

        let again = try await cli.run(["add", server.url("/story.txt")])
        #expect(again.status == 0)
        #expect(again.stdout == "already saved as #1 “A Story” (1 min)\n")
    }

    @Test func addReportsEachURLAndFailsWhenAnyFailed() async throws {
        let cli = try LibraryCLI()
        let up = Switch(on: false)
        let server = try Self.site(up)
        let urls = [
            server.url("/notes.gmi"), server.url("/flaky"), server.url("/missing"), server.url("/paper.pdf"),
            "ftp://example.com/x",
        ]
        let result = try await cli.run(["add"] + urls)
        #expect(result.status == 1)
        #expect(result.stdout == "[1/5] \(urls[0]) → saved #1 “Notes” (1 min)\n")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "[2/5] \(urls[1]) → failed: \(urls[1]) answered 503 Service Unavailable; try again later; stored as #2, retry with 'gempaper refetch 2'",
                "[3/5] \(urls[2]) → failed: \(urls[2]) answered 404 Not Found; check the URL; nothing was saved",
                "[4/5] \(urls[3]) → failed: \(urls[3]) is a PDF document (application/pdf), not a page gempaper can save; gempaper saves web pages (HTML), plain text and gemtext; nothing was saved",
                "[5/5] ftp://example.com/x → failed: 'ftp://example.com/x' has the scheme 'ftp'; gempaper saves http, https and gemini pages; nothing was saved",
                "gempaper: 4 of 5 URLs could not be saved; see the lines above",
            ])
        let library = try library(cli)
        #expect(try library.count(.everything) == 2)
        let failed = try library.article(ArticleID(2))
        #expect(failed.fetch.state == .failed)
        #expect(failed.fetch.lastError?.contains("503 Service Unavailable") == true)

        // The failure passes; refetch stores the article under the same id.
        up.turnOn()
        let retry = try await cli.run(["refetch", "2"])
        #expect(retry.status == 0, "\(retry.stderr)")
        #expect(retry.stdout == "fetched 1 article again\n")
        #expect(try library.article(ArticleID(2)).title == "Flaky")
        #expect(try library.article(ArticleID(2)).fetch.state == .ready)
    }

    @Test func oneFailedURLIsOneErrorLine() async throws {
        let cli = try LibraryCLI()
        let server = try Self.site()
        let missing = try await cli.run(["add", server.url("/missing")])
        #expect(missing.status == 3)
        #expect(missing.stdout == "")
        #expect(
            missing.stderr
                == "gempaper: \(server.url("/missing")) answered 404 Not Found; check the URL; nothing was saved\n")
        let relative = try await cli.run(["add", "example.com/story"])
        #expect(relative.status == 2)
        #expect(
            relative.stderr
                == "gempaper: 'example.com/story' has no scheme; write it in full: https://example.com/story; nothing was saved\n"
        )
        let slow = try await cli.run(["add", server.url("/slow"), "--timeout", "1"])
        #expect(slow.status == 5)
        // The idle and the total timeout are both 1 second here; either may say so.
        #expect(slow.stderr.hasPrefix("gempaper: "))
        #expect(slow.stderr.contains(" 1 second"))
        #expect(slow.stderr.hasSuffix("try again later; stored as #1, retry with 'gempaper refetch 1'\n"))
        let big = try await cli.run(["add", server.url("/big"), "--max-size", "2KB"])
        #expect(big.status == 1)
        #expect(
            big.stderr
                == "gempaper: \(server.url("/big")) is larger than 2 KB, the most gempaper fetches; it is probably not an article; nothing was saved\n"
        )
        #expect(try library(cli).count(.everything) == 1)
    }

    @Test func aLibraryThatCannotBeUsedStopsAddBeforeAnyFetch() async throws {
        let cli = try LibraryCLI()
        let server = try Self.site()
        let garbage = try cli.file("garbage.sqlite", String(repeating: "not sqlite at all\n", count: 300))
        let before = try Data(contentsOf: URL(fileURLWithPath: garbage))
        let damaged = try await BuiltBinary.run(
            ["add", server.url("/story.txt"), "--library", garbage], environment: cli.environment)
        #expect(damaged.status == 1)
        #expect(
            damaged.stderr
                == "gempaper: \(garbage) is damaged or is not a gempaper library; restore it from a backup, or use another library file\n"
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: garbage)) == before)
        // A library whose folder cannot be made: a file stands where the folder should be.
        let blocked = try cli.file("blocked", "a file, not a folder")
        let unwritable = try await BuiltBinary.run(
            ["add", server.url("/story.txt"), "--library", blocked + "/library.sqlite"], environment: cli.environment)
        #expect(unwritable.status != 0)
        #expect(unwritable.stderr.hasPrefix("gempaper: "))
        #expect(unwritable.stderr.split(separator: "\n").count == 1)
        #expect(server.requests.isEmpty)
    }

    @Test func queuedURLsAreFetchedByFetch() async throws {
        let cli = try LibraryCLI()
        let up = Switch(on: false)
        let server = try Self.site(up)
        let queued = try await cli.run([
            "add", "--queue", server.url("/story.txt"), server.url("/notes.gmi"), server.url("/flaky"),
            server.url("/missing"),
        ])
        #expect(queued.status == 0)
        #expect(queued.stdout.contains("[1/4] \(server.url("/story.txt")) → queued as #1\n"))
        #expect(queued.stderr == "fetch the queue with 'gempaper fetch' (a running 'gempaper serve' fetches it too)\n")
        #expect(server.requests.isEmpty)

        let fetched = try await cli.run(["fetch", "--jobs", "2"])
        #expect(fetched.status == 1)
        #expect(fetched.stdout.hasPrefix("fetched 2 articles; 1 failed; 1 will be retried after "))
        #expect(fetched.stderr.contains("fetching: 4/4 (100%)"))
        #expect(
            fetched.stderr.contains(
                "#3 \(server.url("/flaky")) failed for now: \(server.url("/flaky")) answered 503 Service Unavailable; will retry after "
            ))
        #expect(
            fetched.stderr.contains(
                "#4 \(server.url("/missing")) failed: \(server.url("/missing")) answered 404 Not Found; check the URL"))
        #expect(
            fetched.stderr.hasSuffix(
                "gempaper: 1 article could not be fetched; see 'gempaper list --all --fetch-state failed'; 'gempaper refetch ID' tries one again\n"
            ))
        let library = try library(cli)
        #expect(try library.article(ArticleID(1)).title == "A Story")
        #expect(try library.article(ArticleID(2)).title == "Notes")
        #expect(try library.article(ArticleID(3)).fetch.state == .queued)

        // Nothing is due now; --retry-failed fetches what waits, and what failed, at once.
        let early = try await cli.run(["fetch"])
        #expect(early.status == 0)
        #expect(early.stdout.hasPrefix("nothing to fetch now: 1 article waits to be retried (the first after "))
        #expect(early.stdout.hasSuffix("); 'gempaper fetch --retry-failed' fetches them now\n"))
        up.turnOn()
        let retried = try await cli.run(["fetch", "--retry-failed"])
        #expect(retried.status == 1)
        #expect(retried.stdout == "fetched 1 article; 1 failed\n")
        #expect(try library.article(ArticleID(3)).title == "Flaky")
        let empty = try await cli.run(["fetch"])
        #expect(empty.status == 0)
        #expect(empty.stdout == "nothing to fetch: the queue is empty\n")
    }

    @Test func ctrlCStopsFetchAndPutsFetchesInFlightBack() throws {
        let cli = try LibraryCLI()
        let server = try Self.site()
        #expect(try cli.run(["add", "--queue", server.url("/slow")]).status == 0)
        let fetch = try RunningBinary(
            ["fetch", "--library", cli.library], currentDirectory: cli.folder.url, environment: cli.environment)
        let deadline = Date().addingTimeInterval(120)
        while server.requests.isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        fetch.send(SIGINT)
        #expect(fetch.waitForExit() == 5)
        #expect(fetch.waitForStderr(containing: "gempaper: stopped"))
        let printed = Date().addingTimeInterval(120)
        while fetch.stdout.isEmpty && Date() < printed { Thread.sleep(forTimeInterval: 0.02) }
        #expect(fetch.stdout == "fetched 0 articles; 1 put back in the queue\n")
        #expect(
            fetch.stderr.hasSuffix(
                "gempaper: stopped before the queue was empty; run 'gempaper fetch' again to go on\n"))
        let article = try library(cli).article(ArticleID(1))
        #expect(article.fetch.state == .queued)
        #expect(article.fetch.retryAt.map { $0 <= Date() } ?? true)
    }

    @Test func reconvertWorksWithoutTheNetwork() async throws {
        let cli = try LibraryCLI()
        let server = try Self.site()
        #expect(try await cli.run(["add", server.url("/story.txt"), server.url("/notes.gmi")]).status == 0)
        server.stop()
        try library(cli).setTitle("Edited", of: ArticleID(1))
        let result = try await cli.run(["refetch", "--all", "--reconvert"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "converted 2 articles again\n")
        #expect(result.stderr.contains("converting: 2/2 (100%)"))
        #expect(try library(cli).article(ArticleID(1)).title == "A Story")

        let refetch = try await cli.run(["refetch", "1"])
        #expect(refetch.status == 5)
        #expect(refetch.stderr.contains("refused the connection"))
        #expect(try library(cli).article(ArticleID(1)).fetch.state == .ready)
        let unknown = try await cli.run(["refetch", "9"])
        #expect(unknown.status == 3)
        let nothing = try await cli.run(["refetch"])
        #expect(nothing.status == 2)
        #expect(nothing.stderr.contains("name the articles"))
    }

    @Test func addSavesGeminiPagesAndPinsTheCapsuleInTheDataFolder() async throws {
        let cli = try LibraryCLI()
        var router = Router()
        router.route("/notes.gmi") { _ in .gemtext("# Capsule Notes\n\nFrom Gemini space.\n") }
        router.route("/ask") { _ in .input("Your name?") }
        let capsule = try TestGeminiServer(router: router)
        let result = try await cli.run(["add", capsule.url("/notes.gmi")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "saved #1 “Capsule Notes” (1 min)\n")
        let pins = try String(contentsOf: cli.folder.file("data/gempaper/known_hosts"), encoding: .utf8)
        #expect(pins.contains("localhost:\(capsule.port) \(capsule.certificateFingerprint)"))
        let input = try await cli.run(["add", capsule.url("/ask")])
        #expect(input.status == 1)
        #expect(input.stderr.contains("asks for input ('Your name?')"))
    }

    @Test func theHelpOfEachFetchingCommandIsComplete() async throws {
        for command in ["add", "fetch", "refetch"] {
            let result = try await BuiltBinary.run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("Usage: gempaper \(command)"))
            for option in ["--library PATH", "--config FILE", "--timeout SECONDS", "--max-size SIZE"] {
                #expect(result.stdout.contains(option), "\(command) \(option)")
            }
        }
        #expect(try await BuiltBinary.run(["add", "--help"]).stdout.contains("--queue"))
        #expect(try await BuiltBinary.run(["fetch", "--help"]).stdout.contains("--retry-failed"))
        #expect(try await BuiltBinary.run(["refetch", "--help"]).stdout.contains("--reconvert"))
        let noURL = try await BuiltBinary.run(["add"])
        #expect(noURL.status == 2)
        #expect(noURL.stderr == "gempaper: name the URL to save; see 'gempaper add --help'\n")
    }
}

/// A switch a test flips while a server reads it.
final class Switch: @unchecked Sendable {
    private let lock = NSLock()
    private var on: Bool

    init(on: Bool) { self.on = on }

    var isOn: Bool {
        lock.lock()
        defer { lock.unlock() }
        return on
    }

    func turnOn() {
        lock.lock()
        on = true
        lock.unlock()
    }
}
