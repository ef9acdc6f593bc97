import Foundation
import Gemini
import Problems
import TestSupport
import Testing

/// Trust on first use.
@Suite struct KnownHostsTests {
    @Test func pinsOnFirstUseAndRefusesAChange() throws {
        let folder = try TemporaryDirectory()
        let hosts = KnownHosts(path: folder.file("dir/known_hosts").path)
        let first = try TLSIdentity.generate(name: "example.org")
        #expect(try hosts.check(host: "example.org", port: 1965, certificate: first.certificate) == .pinnedFirstUse)
        #expect(try hosts.check(host: "example.org", port: 1965, certificate: first.certificate) == .known)
        // Another port is another server.
        let other = try TLSIdentity.generate(name: "example.org")
        #expect(try hosts.check(host: "example.org", port: 1966, certificate: other.certificate) == .pinnedFirstUse)
        #expect(throws: Problem.self) {
            try hosts.check(host: "example.org", port: 1965, certificate: other.certificate)
        }
        // The refusal leaves the pin as it was.
        #expect(try hosts.check(host: "example.org", port: 1965, certificate: first.certificate) == .known)
    }

    @Test func acceptsANewCertificateOnceThePinnedOneHasExpired() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("known_hosts").path
        let hosts = KnownHosts(path: path)
        let original = try TLSIdentity.generate(name: "a.example")
        _ = try hosts.check(host: "a.example", port: 1965, certificate: original.certificate)
        // A pin whose certificate has expired gives way to a new certificate.
        let expired = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: " \(Int(original.certificate.notAfter!.timeIntervalSince1970))", with: " 1000")
        try expired.write(toFile: path, atomically: true, encoding: .utf8)
        let replacement = try TLSIdentity.generate(name: "a.example")
        guard case .replacedPin = try hosts.check(host: "a.example", port: 1965, certificate: replacement.certificate)
        else {
            Issue.record("an expired pin must be replaced")
            return
        }
        #expect(try hosts.check(host: "a.example", port: 1965, certificate: replacement.certificate) == .known)
    }
}
