import Foundation
import Gemini
import Problems
import Testing

/// Routing without a network: `Router.respond(to:)`.
@Suite struct RouterTests {
    func request(_ path: String) throws -> Request {
        let line = Array("gemini://localhost\(path)".utf8)
        return try line.withUnsafeBytes { Request(target: try RequestLine.parse($0)) }
    }

    func answer(_ router: Router, _ path: String) async throws -> Response {
        await router.respond(to: try request(path))
    }

    @Test func typedParametersConvertOrTheRouteDoesNotMatch() async throws {
        var router = Router()
        router.route("/articles/:id") { (_, id: Int) in .plainText("article \(id)") }
        router.route("/articles/:name") { (_, name: String) in .plainText("named \(name)") }
        router.route("/articles/new") { _ in .plainText("new") }
        router.route("/a/:x/b/:y") { (request, x: Int64, y: String) in
            .plainText("\(x) \(y) \(request.parameters["y"] ?? "")")
        }
        #expect(try await answer(router, "/articles/12").meta == "text/plain; charset=utf-8")
        #expect(bodyText(try await answer(router, "/articles/12")) == "article 12")
        #expect(bodyText(try await answer(router, "/articles/new")) == "new")
        #expect(bodyText(try await answer(router, "/articles/012")) == "named 012")
        #expect(bodyText(try await answer(router, "/articles/caf%C3%A9")) == "named café")
        #expect(bodyText(try await answer(router, "/a/7/b/x%20y")) == "7 x y x y")
        #expect(try await answer(router, "/articles").status == .notFound)
        #expect(try await answer(router, "/articles/1/2").status == .notFound)
    }

    @Test func trailingSlashVariantsRedirectToTheRoute() async throws {
        var router = Router()
        router.route("/list") { _ in .plainText("list") }
        router.route("/folder/") { _ in .plainText("folder") }
        let toList = try await answer(router, "/list/?sort=date")
        #expect(toList.status == .permanentRedirect)
        #expect(toList.meta == "/list?sort=date")
        #expect(try await answer(router, "/folder").meta == "/folder/")
        #expect(bodyText(try await answer(router, "/folder/")) == "folder")
    }

    @Test func errorsBecomeStatuses() async throws {
        struct Oops: Error {}
        var router = Router()
        router.route("/problem") { _ in throw Problem.notFound("no article with id 9") }
        router.route("/gone") { _ in throw Problem(.gone, "deleted") }
        router.route("/response") { _ in throw ResponseError(.certificateNotAuthorized("not yours")) }
        router.route("/bug") { _ in throw Oops() }
        router.route("/cert") { request in .plainText(try request.requireCertificate().fingerprint) }
        router.notFound { request in .notFound("nothing at \(request.path)") }
        #expect(try await answer(router, "/problem").meta == "no article with id 9")
        #expect(try await answer(router, "/gone").status == .gone)
        #expect(try await answer(router, "/response").status == .certificateNotAuthorized)
        #expect(try await answer(router, "/bug").status == .temporaryFailure)
        #expect(try await answer(router, "/cert").status == .certificateRequired)
        #expect(try await answer(router, "/elsewhere").meta == "nothing at /elsewhere")
    }

    @Test func queryItemsAreDecoded() throws {
        let parsed = try request("/list?sort=date&tag=swift%20ui&empty=")
        #expect(parsed.queryItem("tag") == "swift ui")
        #expect(parsed.queryItem("empty") == "")
        #expect(parsed.queryItems.map(\.name) == ["sort", "tag", "empty"])
    }

    @Test func responseHeadersAreOneLineOfAtMost1024Bytes() {
        #expect(Response.gemtext("x", lang: "en").header == Array("20 text/gemini; charset=utf-8; lang=en\r\n".utf8))
        #expect(Response.notFound("a\r\nb").header == Array("51 a  b\r\n".utf8))
        #expect(Response.badRequest(String(repeating: "é", count: 600)).header.count == 3 + 1024 + 2)
        #expect(Response.slowDown(seconds: 0).header == Array("44 1\r\n".utf8))
        #expect(Response(.notFound, "x", body: .bytes([1, 2])).bodyCount == 0)
    }

    func bodyText(_ response: Response) -> String {
        if case .bytes(let bytes) = response.body { return String(decoding: bytes, as: UTF8.self) }
        return ""
    }
}
