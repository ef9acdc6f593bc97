import Foundation
import Gemtext
import TestSupport
import Testing

/// `gempaper convert`, run as the built binary the way a user runs it.
@Suite struct ConvertCommandTests {
    static let page = """
        <!doctype html><html><head><title>Harbour Lights | The Coast</title>
        <meta property="og:site_name" content="The Coast"><meta name="author" content="Ann Lee"></head>
        <body><nav><a href="/">Home</a> <a href="/news">News</a></nav>
        <article><h1>Harbour Lights</h1>
        <p>The harbour lights were switched on again last night after a long winter of repairs, and the town
        came out to watch them glow over the water for the first time since the storm in November.</p>
        <p>Engineers from the <a href="/port">port authority</a> replaced every lamp along the breakwater with
        a brighter and more frugal model, which they say will last for twenty years with little care.</p>
        <p>Fishermen welcomed the change. Several said the old lamps had been too dim to see in fog, and that
        the new ones could be seen from much further out at sea on a clear night.</p>
        </article><footer>© The Coast</footer></body></html>
        """

    @Test func printsTheArticleAsGemtext() throws {
        let run = try BuiltBinary.run(
            ["convert", "--url", "https://coast.example/news/lights", "-"], input: Data(Self.page.utf8))
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout.hasPrefix(
                "# Harbour Lights\n\n=> https://coast.example/news/lights Source: The Coast\nBy Ann Lee · "))
        #expect(run.stdout.contains("Engineers from the port authority replaced"))
        #expect(run.stdout.contains("\n=> https://coast.example/port port authority\n"))
        #expect(!run.stdout.contains("Home"))
        #expect(GemtextDocument(parsing: run.stdout).serialized() == run.stdout)
    }

    @Test func textPrintsOnlyTheBody() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Self.page, to: "lights.html")
        let run = try BuiltBinary.run(["convert", "--text", file.path])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("The harbour lights were switched on again"))
        #expect(run.stdout.contains("Engineers from the port authority replaced"))
        #expect(!run.stdout.contains("[1]") && !run.stdout.contains("=>") && !run.stdout.contains("# "))
        #expect(run.stdout.split(separator: "\n").count == 3)
    }

    @Test func outputDirWritesOneFilePerPageAndGoesOnAfterAFailure() throws {
        let folder = try TemporaryDirectory()
        let first = try folder.write(Self.page, to: "first.html")
        let second = try folder.write(Self.page, to: "second.HTM")
        let empty = try folder.write("<html><body><nav>Menu</nav></body></html>", to: "empty.html")
        let image = folder.file("photo.html")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]).write(to: image)
        let out = folder.file("out/articles")
        let run = try BuiltBinary.run(
            ["convert", "--output-dir", out.path, first.path, empty.path, image.path, "missing.html", second.path])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        let lines = run.stderr.split(separator: "\n").filter { !$0.hasPrefix("Converting") }
        #expect(
            lines == [
                "gempaper: \(empty.path): no article found in the page; the page may hold no article text, or build it with scripts",
                "gempaper: \(image.path): not a web page: it looks like a PNG image; convert HTML pages (text/html)",
                "gempaper: no such file 'missing.html'; check the path",
                "gempaper: 3 of 5 pages could not be converted",
            ])
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(written == ["first.gmi", "second.gmi"])
        let gemtext = try String(contentsOf: out.appendingPathComponent("first.gmi"), encoding: .utf8)
        #expect(gemtext.hasPrefix("# Harbour Lights\n"))

        let text = try BuiltBinary.run(["convert", "--text", "--output-dir", out.path, first.path])
        #expect(text.status == 0)
        #expect(
            try String(contentsOf: out.appendingPathComponent("first.txt"), encoding: .utf8).hasPrefix("The harbour"))
    }

    @Test func severalPagesPrintOneAfterAnother() throws {
        let folder = try TemporaryDirectory()
        let a = try folder.write(Self.page, to: "a.html")
        let b = try folder.write(
            Self.page.replacingOccurrences(of: "Harbour Lights", with: "Other Lights"), to: "b.html")
        let run = try BuiltBinary.run(["convert", a.path, b.path])
        #expect(run.status == 0)
        #expect(run.stdout.components(separatedBy: "\n# ").count == 2)
        #expect(run.stdout.contains("# Other Lights\n"))
    }

    @Test func theContentTypeChoosesTheCharacterSet() throws {
        var bytes = Data(Self.page.replacingOccurrences(of: "Fishermen", with: "Pêcheurs").utf8)
        bytes = Data(String(decoding: bytes, as: UTF8.self).data(using: .isoLatin1)!)
        let run = try BuiltBinary.run(
            ["convert", "--text", "--content-type", "text/html; charset=ISO-8859-1", "-"], input: bytes)
        #expect(run.status == 0)
        #expect(run.stdout.contains("Pêcheurs welcomed"))
        let wrongType = try BuiltBinary.run(["convert", "--content-type", "image/jpeg", "-"], input: bytes)
        #expect(wrongType.status == 2)
        #expect(
            wrongType.stderr
                == "gempaper: standard input: not a web page: its content type is image/jpeg; convert HTML pages (text/html)\n"
        )
    }

    @Test(arguments: [
        (
            ["convert", "--url", "not a url", "x.html"],
            "gempaper: --url needs an absolute address such as https://example.org/post, got 'not a url'; see 'gempaper convert --help'\n"
        ),
        (["convert", "--bogus", "x.html"], "gempaper: unknown option '--bogus'; see 'gempaper convert --help'\n"),
        (["convert", "/"], "gempaper: cannot read '/': it is a folder, not a file; give the path of a file\n"),
    ])
    func badArgumentsGetOneLine(_ arguments: [String], _ message: String) throws {
        let run = try BuiltBinary.run(arguments)
        #expect(run.status == 2)
        #expect(run.stderr == message)
        #expect(run.stdout == "")
    }

    @Test func helpListsEveryOption() throws {
        let run = try BuiltBinary.run(["convert", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Usage: gempaper convert"))
        for option in ["--url URL", "--text", "--output-dir DIR", "--content-type TYPE", "-h, --help"] {
            #expect(run.stdout.contains(option), "\(option)")
        }
    }
}
