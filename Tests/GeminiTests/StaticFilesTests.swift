import Foundation
import Gemini
import TestSupport
import Testing

/// A folder served over real TLS.
@Suite struct StaticFilesTests {
    let server: TestGeminiServer
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
        let files = FileManager.default
        try files.createDirectory(at: folder.file("site/docs"), withIntermediateDirectories: true)
        try files.createDirectory(at: folder.file("site/empty"), withIntermediateDirectories: true)
        try folder.write("# Welcome\n", to: "site/index.gmi")
        try folder.write("# Docs\n", to: "site/docs/index.gmi")
        try folder.write("notes\n", to: "site/docs/notes.txt")
        try folder.write("secret\n", to: "site/.hidden")
        try folder.write("outside\n", to: "outside.txt")
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]).write(to: folder.file("site/docs/pixel.png"))
        try files.createSymbolicLink(
            atPath: folder.file("site/escape.txt").path, withDestinationPath: folder.file("outside.txt").path)
        try files.createSymbolicLink(atPath: folder.file("site/up.txt").path, withDestinationPath: "../outside.txt")
        // Links that stay inside are followed, written relative or absolute.
        try files.createSymbolicLink(atPath: folder.file("site/near.txt").path, withDestinationPath: "docs/notes.txt")
        try files.createSymbolicLink(
            atPath: folder.file("site/far.txt").path, withDestinationPath: folder.file("site/docs/notes.txt").path)
        try files.createSymbolicLink(atPath: folder.file("site/manual").path, withDestinationPath: "docs")
        // A named pipe would block whoever opens it to read.
        _ = mkfifo(folder.file("site/pipe.txt").path, 0o644)
        var router = Router()
        router.route("/docs/special") { _ in .plainText("route wins") }
        router.serveFiles(try StaticFiles(root: folder.file("site").path, lang: "en"))
        server = try TestGeminiServer(router: router)
    }

    @Test func servesFilesWithTheirMIMETypes() throws {
        let home = try server.get("/")
        #expect(home.header == "20 text/gemini; charset=utf-8; lang=en")
        #expect(home.text == "# Welcome\n")
        #expect(try server.get("/docs/").text == "# Docs\n")
        #expect(try server.get("/docs/notes.txt").header == "20 text/plain; charset=utf-8")
        let png = try server.get("/docs/pixel.png")
        #expect(png.header == "20 image/png")
        #expect(png.body == [0x89, 0x50, 0x4E, 0x47, 0, 1, 2])
        #expect(try server.get("/docs/special").text == "route wins")
    }

    @Test func aFolderWithoutSlashRedirects() throws {
        let raw = try server.client().request(GeminiURL(server.url("/docs")))
        #expect(raw.header == "31 /docs/")
    }

    @Test func linksInsideTheFolderAreFollowed() throws {
        #expect(try server.get("/near.txt").text == "notes\n")
        #expect(try server.get("/far.txt").text == "notes\n")
        #expect(try server.get("/manual/notes.txt").text == "notes\n")
        #expect(try server.get("/manual/").text == "# Docs\n")
    }

    @Test func nothingOutsideTheFolderNorHidden() throws {
        #expect(try server.get("/.hidden").status == .notFound)
        #expect(try server.get("/escape.txt").status == .notFound)
        #expect(try server.get("/up.txt").status == .notFound)
        #expect(try server.get("/pipe.txt").status == .notFound)
        #expect(try server.get("/../outside.txt").status == .notFound)
        #expect(try server.get("/%2e%2e/outside.txt").status == .notFound)
        #expect(try server.get("/empty/").status == .notFound)
        #expect(try server.get("/missing.gmi").status == .notFound)
    }

    @Test func mimeTypes() {
        #expect(MIMEType.forFile(named: "a.GMI") == "text/gemini; charset=utf-8")
        #expect(MIMEType.forFile(named: "a.jpeg") == "image/jpeg")
        #expect(MIMEType.forFile(named: "feed.atom") == "application/atom+xml")
        #expect(MIMEType.forFile(named: "README") == "application/octet-stream")
        #expect(MIMEType.forFile(named: ".profile") == "application/octet-stream")
    }
}
