import Foundation
import Gemini
import Problems
import ReadingList
import TestSupport
import Testing

@testable import Fetch

/// Saving gemini:// pages from the project's own server over real TLS.
@Suite struct GeminiFetchTests {
    static func server() throws -> TestGeminiServer {
        var router = Router()
        router.route("/article.gmi") { _ in .gemtext("Some intro\n# A Gemini Article\n\nIts text.\n=> /other Other\n") }
        router.route("/old") { _ in .redirect(to: "/article.gmi") }
        router.route("/search") { _ in .input("What are you looking for?") }
        router.route("/private") { _ in .certificateRequired() }
        router.route("/busy") { _ in .slowDown(seconds: 30) }
        router.route("/notes.txt") { _ in .plainText("Plain notes\n\nover Gemini") }
        router.route("/image.png") { _ in .success([0x89, 0x50, 0x4E, 0x47], mimeType: "image/png") }
        return try TestGeminiServer(router: router)
    }

    @Test func savesAGeminiPageAsItIsAndPinsTheCertificate() async throws {
        let fixture = try Fixture()
        let server = try Self.server()
        let result = try await fixture.saver.save(server.url("/old"), tags: ["gemini"])
        guard case .saved(let article) = result else {
            Issue.record("\(result)")
            return
        }
        #expect(article.title == "A Gemini Article")
        #expect(article.canonicalURL == server.url("/article.gmi"))
        #expect(
            try fixture.library.gemtext(of: article.id)
                == "Some intro\n# A Gemini Article\n\nIts text.\n=> /other Other\n")
        let original = try #require(try fixture.library.original(of: article.id))
        #expect(original.contentType == "text/gemini")
        let pins = try String(contentsOf: fixture.folder.file("known_hosts"), encoding: .utf8)
        #expect(pins.contains("localhost:\(server.port) \(server.certificateFingerprint)"))
    }

    @Test func aGeminiPagesLinksLoseTheirUserNamesAndPasswords() async throws {
        let fixture = try Fixture()
        var router = Router()
        router.route("/members.gmi") { _ in
            .gemtext(
                "# Members\r\n=> gemini://ann:s3cret@example.org/a The list\n=> https://bob@example.net/ Bob\n=> /plain Plain\n"
            )
        }
        let server = try TestGeminiServer(router: router)
        let saved = try await fixture.saver.save(server.url("/members.gmi")).article
        #expect(
            try fixture.library.gemtext(of: saved.id)
                == "# Members\n=> gemini://example.org/a The list\n=> https://example.net/ Bob\n=> /plain Plain\n")
    }

    @Test func savesPlainTextServedOverGemini() async throws {
        let fixture = try Fixture()
        let server = try Self.server()
        #expect(try await fixture.saver.save(server.url("/notes.txt")).article.title == "Plain notes")
    }

    @Test func statusesOtherThanSuccessAreClearProblems() async throws {
        let fixture = try Fixture()
        let server = try Self.server()
        let fetcher = fixture.saver.fetcher
        let input = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/search")) }
        #expect(
            input.message
                == "\(server.url("/search")) asks for input ('What are you looking for?'), not a page gempaper can save"
        )
        let certificate = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/private")) }
        #expect(certificate.kind == .certificateRequired)
        let busy = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/busy")) }
        #expect(busy.kind == .temporary)
        #expect(busy.message.contains("asks to slow down for 30 seconds"))
        let missing = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/none")) }
        #expect(missing.kind == .notFound)
        let image = try await #require(throws: Problem.self) { try await fetcher.fetch(server.url("/image.png")) }
        #expect(image.message.contains("is an image (image/png)"))
    }

    @Test func aChangedCertificateIsRefused() async throws {
        let fixture = try Fixture()
        let first = try Self.server()
        let url = first.url("/article.gmi")
        _ = try await fixture.saver.fetcher.fetch(url)
        // Another server with a new certificate on a host and port pinned before.
        let pins = try String(contentsOf: fixture.folder.file("known_hosts"), encoding: .utf8)
        let second = try Self.server()
        try pins.replacingOccurrences(of: ":\(first.port) ", with: ":\(second.port) ")
            .write(to: fixture.folder.file("known_hosts"), atomically: true, encoding: .utf8)
        let problem = try await #require(throws: Problem.self) { try await fixture.saver.fetcher.fetch(second.url("/article.gmi")) }
        #expect(problem.message.contains("changed since it was first seen"))
    }

    @Test func sizeAndRedirectProblemsReadAsTheyDoForTheWeb() async throws {
        var router = Router()
        router.route("/big") { _ in .gemtext(String(repeating: "a long line of gemtext\n", count: 10_000)) }
        router.route("/loop/a") { _ in .redirect(to: "/loop/b") }
        router.route("/loop/b") { _ in .redirect(to: "/loop/a") }
        router.route("/step/:n") { (_, step: Int) in .redirect(to: "/step/\(step + 1)") }
        let gemini = try TestGeminiServer(router: router)
        let web = try TestHTTPServer { request in
            switch request.path {
            case "/big": .ok(Data(String(repeating: "a long line of text\n", count: 10_000).utf8), contentType: "text/plain")
            case "/loop/a": .redirect(to: "/loop/b")
            case "/loop/b": .redirect(to: "/loop/a")
            default: .redirect(to: "/step/\((Int(request.path.split(separator: "/").last ?? "") ?? 0) + 1)")
            }
        }
        let fixture = try Fixture()
        let fetcher = fixture.saver.fetcher
        for base in [gemini.url(""), web.url("")] {
            let big = try await #require(throws: Problem.self) { try await fetcher.fetch(base + "/big") }
            #expect(big.description == "\(base)/big is larger than 100 KB, the most gempaper fetches; it is probably not an article")
            let loop = try await #require(throws: Problem.self) { try await fetcher.fetch(base + "/loop/a") }
            #expect(
                loop.description
                    == "\(base)/loop/a redirects in a loop: after 2 redirects it is back at \(base)/loop/a; the site is misconfigured; try again later or report it to its owner"
            )
            let many = try await #require(throws: Problem.self) { try await fetcher.fetch(base + "/step/0") }
            // Gemini allows 5 redirects, the web 10: the words are the same.
            let limit = base.hasPrefix("gemini") ? 5 : 10
            #expect(
                many.description
                    == "\(base)/step/0 redirects more than \(limit) times (last to \(base)/step/\(limit + 1)); the site is misconfigured; try the last URL yourself"
            )
        }
    }
}
