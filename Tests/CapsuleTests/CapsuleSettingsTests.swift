import Foundation
import Problems
import Testing

@testable import Capsule

@Suite struct CapsuleSettingsTests {
    func settings(_ text: String) throws -> CapsuleSettings {
        let reader = ConfigReader(try ConfigFile(parsing: text, path: "capsule.conf", folder: URL(fileURLWithPath: "/srv")))
        let settings = try CapsuleSettings(reading: reader)
        try reader.rejectUnknown()
        return settings
    }

    func message(_ text: String) -> String {
        do { _ = try settings(text); return "" } catch { return (error as? Problem)?.message ?? "\(error)" }
    }

    @Test func theSampleShowsTheDefaults() async throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("capsule.conf")
        let lines = try String(contentsOf: sample, encoding: .utf8).split(separator: "\n")
        let uncommented = CapsuleSettings.keys.compactMap { key in
            lines.first { $0.hasPrefix("# \(key) =") }.map { String($0.dropFirst(2)) }
        }
        #expect(uncommented.count == CapsuleSettings.keys.count, "every capsule setting is in the sample")
        #expect(try settings(uncommented.joined(separator: "\n")) == CapsuleSettings())
    }

    @Test func everySetting() async throws {
        let a = String(repeating: "a", count: 64), b = String(repeating: "B", count: 64)
        let read = try settings("title = Ada's list\nowners = \(a), \(b)\nprivate = yes\npage-cache = 8MB\nfetch-workers = 3")
        #expect(read.title == "Ada's list")
        #expect(read.owners == [a, b.lowercased()])
        #expect(read.isPrivate)
        #expect(read.pageCacheBytes == 8 << 20)
        #expect(read.fetchWorkers == 3)
        #expect(try settings("page-cache = 0").pageCacheBytes == 0)
    }

    @Test func mistakesNameTheLine() {
        #expect(message("owners = 12ab") == "capsule.conf:1: owners: '12ab' is not a SHA-256 fingerprint (64 hex digits)")
        #expect(message("private = maybe") == "capsule.conf:1: private must be true or false, not 'maybe'")
        #expect(message("fetch-workers = 0") == "capsule.conf:1: fetch-workers must be a whole number from 1 to 16, not '0'")
        #expect(message("owner = x") == "capsule.conf:1: unknown setting 'owner' (did you mean 'owners'?)")
    }

    @Test func fingerprintsArePastedManyWays() {
        let hex = String(repeating: "0f", count: 32)
        let colons = stride(from: 0, to: 64, by: 2).map { hex.dropFirst($0).prefix(2).uppercased() }.joined(separator: ":")
        #expect(Fingerprint.canonical(colons) == hex)
        #expect(Fingerprint.canonical("sha256=" + hex) == hex)
        #expect(Fingerprint.canonical(String(hex.dropLast())) == nil)
        #expect(Fingerprint.canonical(String(repeating: "g", count: 64)) == nil)
    }
}
