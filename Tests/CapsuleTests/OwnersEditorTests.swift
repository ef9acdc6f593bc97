import Capsule
import Foundation
import TestSupport
import Testing

/// `gempaper authorize` and `/claim` change the owners line of capsule.conf
/// and nothing else.
@Suite struct OwnersEditorTests {
    let a = String(repeating: "a", count: 64)
    let b = String(repeating: "b", count: 64)

    func edit(_ text: String, _ change: (OwnersEditor) throws -> OwnersEditor.Outcome) throws -> (String, OwnersEditor.Outcome) {
        let folder = try TemporaryDirectory()
        let path = folder.file("capsule.conf").path
        try folder.write(text, to: "capsule.conf")
        let outcome = try change(OwnersEditor(path: path))
        return (try String(contentsOfFile: path, encoding: .utf8), outcome)
    }

    @Test func aNewOwnersLineGoesAfterTheSamplesCommentedOne() async throws {
        let text = "# The capsule\nport = 1965   # the port\n\n# owners =\n\n[host b.example]\ncertificate = b.crt\n"
        let (result, outcome) = try edit(text) { try $0.add(a) }
        #expect(outcome == .added)
        #expect(result == "# The capsule\nport = 1965   # the port\n\n# owners =\nowners = \(a)\n\n[host b.example]\ncertificate = b.crt\n")
    }

    @Test func withoutASampleLineItGoesBeforeTheFirstSection() async throws {
        let text = "port = 1965\n\n# another host\n[host b.example]\ncertificate = b.crt"
        let (result, _) = try edit(text) { try $0.add(a) }
        #expect(result == "port = 1965\n\nowners = \(a)\n# another host\n[host b.example]\ncertificate = b.crt\n")
        let (empty, _) = try edit("") { try $0.add(a) }
        #expect(empty == "owners = \(a)\n")
    }

    @Test func anExistingLineIsExtendedKeepingItsComment() async throws {
        let text = "owners = \(a)   # my laptop\nport = 1\n"
        let (result, outcome) = try edit(text) { try $0.add(b.uppercased()) }
        #expect(outcome == .added)
        #expect(result == "owners = \(a), \(b)   # my laptop\nport = 1\n")
        let (same, again) = try edit(result) { try $0.add(b) }
        #expect(again == .alreadyListed)
        #expect(same == result)
        let (removed, removal) = try edit(result) { try $0.remove(a) }
        #expect(removal == .removed)
        #expect(removed == "owners = \(b)   # my laptop\nport = 1\n")
        #expect(try edit(removed) { try $0.remove(a) }.1 == .notListed)
    }

    @Test func aBrokenFileIsLeftAlone() async throws {
        let folder = try TemporaryDirectory()
        try folder.write("port 1965\n", to: "capsule.conf")
        #expect(throws: (any Error).self) { try OwnersEditor(path: folder.file("capsule.conf").path).add(a) }
        #expect(try String(contentsOfFile: folder.file("capsule.conf").path, encoding: .utf8) == "port 1965\n")
    }

    @Test func theFileKeepsItsPermissions() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("capsule.conf").path
        try folder.write("port = 1\n", to: "capsule.conf")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try OwnersEditor(path: path).add(a)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["capsule.conf"])
    }
}
