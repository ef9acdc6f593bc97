import Foundation
import Gemini

/// A certificate authority of the test's own, made by the `openssl` command
/// (an outside opinion on what a web certificate is): its certificate is the
/// file a fetch is told to trust, and it issues server certificates for the
/// names and addresses a test asks for.
///
///     let authority = try TestCertificateAuthority()
///     let server = try TestHTTPServer(tls: try authority.issue(for: ["127.0.0.1"])) { _ in .html("hi") }
///     settings.trustedCertificatesFile = authority.certificatePath
public final class TestCertificateAuthority: @unchecked Sendable {
    /// The folder holding the authority's files.
    public let folder: TemporaryDirectory
    /// The authority's certificate (PEM): what to trust.
    public let certificatePath: String
    private let keyPath: String
    private var issued = 0

    /// A new authority, valid for two days.
    public init() throws {
        folder = try TemporaryDirectory("gempaper-ca")
        certificatePath = folder.file("ca.crt").path
        keyPath = folder.file("ca.key").path
        try Self.openssl([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", keyPath,
            "-out", certificatePath, "-days", "2", "-subj", "/CN=gempaper test authority",
            "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
        ])
    }

    /// A server certificate and key for `names` (host names and IP
    /// addresses), signed by this authority.
    public func issue(for names: [String]) throws -> TLSIdentity {
        issued += 1
        let base = folder.file("server-\(issued)").path
        let alternatives = names.map { $0.contains(":") || $0.allSatisfy({ $0.isNumber || $0 == "." }) ? "IP:\($0)" : "DNS:\($0)" }
        try "subjectAltName=\(alternatives.joined(separator: ","))\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n"
            .write(toFile: base + ".ext", atomically: true, encoding: .utf8)
        try Self.openssl([
            "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", base + ".key",
            "-out", base + ".csr", "-subj", "/CN=\(names.first ?? "server")",
        ])
        try Self.openssl([
            // A serial of its own: with `-CAcreateserial`, certificates issued at once raced on one ca.srl file
            // ("Unable to load number from ca.srl").
            "x509", "-req", "-in", base + ".csr", "-CA", certificatePath, "-CAkey", keyPath,
            "-set_serial", String(UInt64.random(in: 1...UInt64(Int64.max))),
            "-out", base + ".crt", "-days", "2", "-extfile", base + ".ext",
        ])
        return try TLSIdentity.load(certificatePath: base + ".crt", keyPath: base + ".key")
    }

    private static func openssl(_ arguments: [String]) throws {
        let (status, _, said) = try ChildProcess.run(executable: "/usr/bin/openssl", arguments: arguments)
        guard status == 0 else {
            throw TestFailure("openssl \(arguments.prefix(2).joined(separator: " ")) failed: \(String(decoding: said, as: UTF8.self))")
        }
    }
}
