import Foundation
import TestSupport
import Testing

/// The capsule as a reader meets it: a real Gemini client, amfora, runs in
/// a pseudo-terminal against `gempaper serve`, trusts the new certificate
/// on first use, shows the home page, and follows its links the way a
/// person does (space, the link's number, Enter) to an article and through
/// its table of contents to a section. Both the server and the client are
/// the real programs; `scripts/setup` installs amfora.
@Suite struct RealClientTests {
    static let story = """
        <html><head><title>The Lighthouse Keeper</title></head><body><article>
        <h1>The Lighthouse Keeper</h1>
        <p>For forty years the keeper climbed the stairs every evening to light the lamp above the rocks.</p>
        <h2>The storm</h2>
        <p>One winter night the storm broke the glass, and the keeper held a lantern until dawn.</p>
        <h2>The morning</h2>
        <p>In the morning the fishermen came home, every boat of them, and nobody forgot the light.</p>
        </article></body></html>
        """

    @Test func amforaReadsAnArticleAndFollowsItsTableOfContents() async throws {
        let folder = try TemporaryDirectory("gempaper-amfora")
        let web = try TestHTTPServer { _ in .html(Self.story) }
        defer { web.stop() }
        let add = try await BuiltBinary.run(["add", "--library", folder.file("library.sqlite").path, web.url("/story")])
        try #require(add.status == 0, "add failed: \(add.stderr)")
        let (server, port) = try ServedCapsule.start("listen = 127.0.0.1\nport = 0\nlog = off\n", in: folder)
        defer { server.send(SIGTERM) }
        let home = folder.file("home").path
        let screen = try await onOwnThread { () throws -> String? in
            let client = try TerminalSession(
                program: "amfora", ["gemini://localhost:\(port)/"],
                environment: [
                    "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data",
                    "XDG_CACHE_HOME": home + "/cache",
                ])
            defer { client.type("\u{11}") }  // Ctrl-Q quits amfora
            guard client.waitForVisibleText(containing: "Newest unread"),
                let article = Self.linkNumber(before: "The Lighthouse Keeper", in: client.visibleText)
            else { return nil }
            Self.follow(article, in: client)
            guard client.waitForVisibleText(containing: "localhost:\(port)/articles/1 "),
                client.waitForVisibleText(containing: "keeper held a lantern until dawn"),
                let section = Self.linkNumber(before: "2 The morning", in: client.visibleText)
            else { return nil }
            Self.follow(section, in: client)
            guard client.waitForVisibleText(containing: "localhost:\(port)/articles/1/sections/2 "),
                client.waitForVisibleText(containing: "fishermen came home")
            else { return nil }
            return client.visibleText
        }
        #expect(screen != nil, "amfora did not get through the capsule; the server said: \(server.stderr)")
    }

    /// The number amfora shows for the link labelled `label`: `[6] label`
    /// (the selected link is drawn without its brackets).
    static func linkNumber(before label: String, in text: String) -> Int? {
        let pattern = "\\[?([0-9]+)\\]?\\s+" + NSRegularExpression.escapedPattern(for: label)
        guard let expression = try? NSRegularExpression(pattern: pattern),
            let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return Int(text[range])
    }

    /// Follows link `number` as a person does in amfora: space opens the
    /// address bar, then the link's number and Enter.
    static func follow(_ number: Int, in client: TerminalSession) {
        client.type(" ")
        _ = client.waitForVisibleText(containing: "URL/Num./Search")
        client.type("\(number)\r")
    }
}
