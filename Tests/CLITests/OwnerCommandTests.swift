import Foundation
import Gemini
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `authorize` and `claim` as a user runs them, against a running `serve`.
@Suite(.serialized) struct OwnerCommandTests {
    let fingerprint = String(repeating: "ab", count: 32)

    @Test func authorizeEditsTheOwnersLineOnly() throws {
        let folder = try TemporaryDirectory()
        try folder.write("# my capsule\nport = 1965  # the usual\n# owners =\n", to: "capsule.conf")
        let colons = stride(from: 0, to: 64, by: 2).map { i in fingerprint.dropFirst(i).prefix(2).uppercased() }.joined(separator: ":")
        let added = try BuiltBinary.run(["authorize", colons], currentDirectory: folder.url)
        #expect(added.status == 0)
        #expect(added.stderr == "gempaper: \(fingerprint) is now an owner (capsule.conf)\n")
        let text = try String(contentsOf: folder.file("capsule.conf"), encoding: .utf8)
        #expect(text == "# my capsule\nport = 1965  # the usual\n# owners =\nowners = \(fingerprint)\n")
        #expect(try BuiltBinary.run(["authorize", fingerprint], currentDirectory: folder.url).stderr.contains("is an owner already"))
        // A certificate file names its fingerprint.
        let made = try BuiltBinary.run(["cert", "--client", "phone"], currentDirectory: folder.url)
        let phone = made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try BuiltBinary.run(["authorize", "phone.crt"], currentDirectory: folder.url).status == 0)
        let list = try BuiltBinary.run(["authorize", "--list"], currentDirectory: folder.url)
        #expect(list.stdout == [fingerprint, phone].sorted().joined(separator: "\n") + "\n")
        #expect(try BuiltBinary.run(["authorize", "--remove", "phone.crt"], currentDirectory: folder.url).status == 0)
        #expect(try BuiltBinary.run(["authorize", "--remove", "phone.crt"], currentDirectory: folder.url).status == 3)
        let bad = try BuiltBinary.run(["authorize", "12ab"], currentDirectory: folder.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("neither a SHA-256 fingerprint nor a certificate file"))
        #expect(try BuiltBinary.run(["authorize", "--help"]).stdout.hasPrefix("Usage: gempaper authorize"))
    }

    @Test func aRunningCapsuleTakesNewOwnersAndClaimsWithoutARestart() throws {
        let folder = try TemporaryDirectory()
        try folder.write("library = library.sqlite\nlisten = 127.0.0.1\nport = 0\nlog = off\n", to: "capsule.conf")
        _ = try BuiltBinary.run(["cert", "--client", "laptop"], currentDirectory: folder.url)
        _ = try BuiltBinary.run(["cert", "--client", "phone"], currentDirectory: folder.url)
        let server = try RunningBinary(["serve"], currentDirectory: folder.url)
        guard server.waitForStderr(containing: "gempaper: serving") else { throw TestFailure("serve did not start: \(server.stderr)") }
        let line = server.stderr.split(separator: "\n").first { $0.contains("gempaper: serving") } ?? ""
        let port = line.range(of: " on 127.0.0.1:").flatMap { Int(line[$0.upperBound...].prefix { $0.isNumber }) } ?? 0
        func get(_ path: String, as who: String, input: String? = nil) throws -> String {
            var arguments = ["get", "gemini://localhost:\(port)\(path)", "--header", "--known-hosts", folder.file("known_hosts").path,
                             "--cert", "\(who).crt", "--key", "\(who).key"]
            if let input { arguments += ["--input", input] }
            return try BuiltBinary.run(arguments, currentDirectory: folder.url).stdout
        }
        #expect(try get("/add", as: "laptop").hasPrefix("61 "))
        #expect(try BuiltBinary.run(["authorize", "laptop.crt"], currentDirectory: folder.url).status == 0)
        #expect(try get("/add", as: "laptop").hasPrefix("10 "))
        // The phone claims the capsule with a one-time code.
        let claim = try BuiltBinary.run(["claim", "--expires", "5m"], currentDirectory: folder.url)
        #expect(claim.status == 0)
        let code = claim.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(code.wholeMatch(of: #/[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}/#) != nil)
        #expect(claim.stderr.contains("visit /claim"))
        #expect(try get("/claim", as: "phone", input: "wrong-code") .hasPrefix("10 That code is not right"))
        #expect(try get("/claim", as: "phone", input: code) == "20 text/gemini; charset=utf-8\n")
        #expect(try get("/add", as: "phone").hasPrefix("10 "))
        let phone = try BuiltBinary.run(["cert", "--fingerprint", "phone.crt"], currentDirectory: folder.url).stdout
        #expect(try String(contentsOf: folder.file("capsule.conf"), encoding: .utf8).contains(phone.trimmingCharacters(in: .whitespacesAndNewlines)))
        server.send(SIGTERM)
        #expect(server.waitForExit() == 0)
    }
}
