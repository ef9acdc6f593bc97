import Foundation
import Problems
import Testing

@testable import Capsule

@Suite struct ConfigFileTests {
    let folder = URL(fileURLWithPath: "/srv/capsule")

    func parse(_ text: String) throws -> ConfigFile {
        try ConfigFile(parsing: text, path: "capsule.conf", folder: folder)
    }

    @Test func readsKeysCommentsQuotesAndSections() async throws {
        let file = try parse(
            """
            # a comment
            Port = 1965   # trailing comment
            title = "Hash # kept"

            [host example.org]
            certificate = certs/example.org.crt
            """)
        let top = ConfigReader(file)
        #expect(try top.int("port", in: 1...65535) == 1965)
        #expect(top.string("title") == "Hash # kept")
        let hosts = file.sections("host")
        #expect(hosts.count == 1)
        #expect(hosts[0].argument == "example.org")
        #expect(ConfigReader(file, section: hosts[0]).path("certificate") == "/srv/capsule/certs/example.org.crt")
    }

    @Test func typedValues() async throws {
        let file = try parse("a = 2m\nb = 500ms\nc = 20MB\nd = yes\ne = 0.0.0.0, ::  x")
        let r = ConfigReader(file)
        #expect(try r.seconds("a") == 120)
        #expect(try r.seconds("b") == 0.5)
        #expect(try r.bytes("c") == 20 << 20)
        #expect(try r.bool("d") == true)
        #expect(r.list("e") == ["0.0.0.0", "::", "x"])
        #expect(r.path("missing") == nil)
        #expect(r.resolve("/abs") == "/abs")
    }

    @Test(arguments: [
        ("port = 1965\nnonsense\n", "capsule.conf:2: expected 'key = value', found 'nonsense'"),
        ("port = 1\nport = 2\n", "capsule.conf:2: 'port' is already set on line 1"),
        ("[host\n", "capsule.conf:1: a section header looks like [host example.org]"),
        ("bad key = 1\n", "capsule.conf:1: 'bad key' is not a setting name"),
    ])
    func syntaxErrorsNameTheLine(text: String, message: String) {
        let problem = #expect(throws: Problem.self) { try parse(text) }
        #expect(problem?.message == message)
        #expect(problem?.exitCode == 2)
    }

    @Test func badValuesNameTheLineAndWhatIsAllowed() async throws {
        let file = try parse("\nport = 99999\nopen = maybe\nwait = soon\nsize = lots")
        let r = ConfigReader(file)
        #expect(throws: Problem.badInput("capsule.conf:2: port must be a whole number from 1 to 65535, not '99999'")) {
            try r.int("port", in: 1...65535)
        }
        #expect(throws: Problem.badInput("capsule.conf:3: open must be true or false, not 'maybe'")) {
            try r.bool("open")
        }
        #expect(throws: Problem.self) { try r.seconds("wait") }
        #expect(throws: Problem.self) { try r.bytes("size") }
    }

    @Test func unknownKeysAreRejectedWithASuggestion() async throws {
        let file = try parse("port = 1965\nprot = 1\n")
        let r = ConfigReader(file)
        _ = try r.int("port", in: 1...65535)
        #expect(throws: Problem.badInput("capsule.conf:2: unknown setting 'prot' (did you mean 'port'?)")) {
            try r.rejectUnknown()
        }
    }

    @Test func missingFileSaysHowToFixIt() {
        let problem = #expect(throws: Problem.self) { try ConfigFile.load(path: "/nonexistent/capsule.conf") }
        #expect(problem?.kind == .notFound)
        #expect(problem?.hint?.contains("--config") == true)
    }
}
