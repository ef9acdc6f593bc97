import Gemini
import TestSupport
import Testing

@Suite struct ServerSmokeTests {
    @Test func servesAPageOverTLS() throws {
        var router = Router()
        router.route("/") { _ in .gemtext("# Hello\n") }
        router.route("/articles/:id") { (_, id: Int) in .gemtext("article \(id)") }
        let server = try TestGeminiServer(router: router)
        let page = try server.get("/")
        #expect(page.status == .success)
        #expect(page.meta == "text/gemini; charset=utf-8")
        #expect(page.text == "# Hello\n")
        #expect(try server.get("/articles/12").text == "article 12")
        #expect(try server.get("/articles/x").status == .notFound)
    }
}
