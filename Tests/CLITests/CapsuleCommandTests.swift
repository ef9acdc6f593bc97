import Foundation
import Gemini
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `serve`, `get` and `cert` as a user runs them: the built binary.
@Suite(.serialized) struct CapsuleCommandTests {
    /// Starts `gempaper serve` in `folder` with `config`; returns it and its port.
    func serve(_ config: String, in folder: TemporaryDirectory, openFileLimit: Int? = nil) throws
        -> (RunningBinary, Int)
    {
        try ServedCapsule.start(config, in: folder, openFileLimit: openFileLimit)
    }

    func get(_ url: String, _ extra: [String] = [], in folder: TemporaryDirectory, input: String = "") throws
        -> BuiltBinary.Run
    {
        try BuiltBinary.run(
            ["get", url, "--known-hosts", folder.file("known_hosts").path] + extra, input: Data(input.utf8))
    }

    @Test func serveMakesACertificateOnceAndServesTheHomePageAndStaticFiles() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.file("public"), withIntermediateDirectories: true)
        try folder.write("plain text\n", to: "public/notes.txt")
        let config = "listen = 127.0.0.1\nport = 0\nstatic = public\nlog = access.log\nrequest-timeout = 2s\n"
        let (server, port) = try serve(config, in: folder)
        #expect(server.stderr.contains("made a new self-signed certificate for localhost"))
        let key = try FileManager.default.attributesOfItem(atPath: folder.file("certs/localhost.key").path)
        #expect((key[.posixPermissions] as? Int) == 0o600)
        let home = try get("gemini://localhost:\(port)/", in: folder)
        #expect(home.status == 0)
        #expect(home.stdout.hasPrefix("# Reading list\n0 unread · 0 archived · 0 tags\n"))
        #expect(server.stderr.contains("no owner yet"))
        #expect(home.stderr.contains("first visit to localhost:\(port)"))
        let notes = try get("gemini://localhost:\(port)/notes.txt", ["--header"], in: folder)
        #expect(notes.stdout == "20 text/plain; charset=utf-8\n")
        let missing = try get("gemini://localhost:\(port)/missing", in: folder)
        #expect(missing.status == 3)
        #expect(missing.stderr.contains("answered 51"))
        server.send(SIGTERM)
        #expect(server.waitForExit() == 0)
        let log = try String(contentsOf: folder.file("access.log"), encoding: .utf8)
        #expect(log.contains(" 127.0.0.1 - gemini://localhost:\(port)/notes.txt 20 "))

        // A second start keeps the certificate: clients pinned it.
        let fingerprint = try Certificate.load(pemFile: folder.file("certs/localhost.crt").path).fingerprint
        let (again, port2) = try serve(config, in: folder)
        #expect(!again.stderr.contains("made a new"))
        #expect(try Certificate.load(pemFile: folder.file("certs/localhost.crt").path).fingerprint == fingerprint)
        again.send(SIGINT)
        #expect(again.waitForExit() == 0)
        _ = port2
    }

    @Test func sighupReloadsConfigurationAndCertificatesWithoutDroppingConnections() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.file("a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.file("b"), withIntermediateDirectories: true)
        try folder.write("# A\n", to: "a/page.gmi")
        try folder.write("# B\n", to: "b/page.gmi")
        let (server, port) = try serve("listen = 127.0.0.1\nport = 0\nstatic = a\nlog = off\nshutdown-grace = 500ms\n", in: folder)
        #expect(try get("gemini://localhost:\(port)/page.gmi", in: folder).stdout == "# A\n")
        // A connection that is open across the reload still gets its answer.
        let open = try RawTCP(port: port)
        try folder.write("library = library.sqlite\nlisten = 127.0.0.1\nport = \(port)\nstatic = b\nlog = off\nshutdown-grace = 500ms\nhostname = localhost, other.test\n", to: "capsule.conf")
        server.send(SIGHUP)
        #expect(server.waitForStderr(containing: "reloaded"))
        #expect(server.stderr.contains("made a new self-signed certificate for other.test"))
        #expect(try get("gemini://localhost:\(port)/page.gmi", in: folder).stdout == "# B\n")
        #expect(open.isOpen)
        // A broken file keeps the old settings.
        try folder.write("port = many\n", to: "capsule.conf")
        server.send(SIGHUP)
        #expect(server.waitForStderr(containing: "reload failed: capsule.conf:1:"))
        #expect(try get("gemini://localhost:\(port)/page.gmi", in: folder).stdout == "# B\n")
        server.send(SIGTERM)
        #expect(server.waitForExit() == 0)
    }

    @Test func serveRaisesItsOpenFileLimitToTheHardLimit() throws {
        // Started with a soft limit of 256 open files, as some systems still
        // give a service, it raises it: every connection is one.
        let folder = try TemporaryDirectory()
        let (server, port) = try serve("listen = 127.0.0.1\nport = 0\nlog = off\n", in: folder, openFileLimit: 256)
        let limits = try String(contentsOfFile: "/proc/\(server.pid)/limits", encoding: .utf8)
        let line = limits.split(separator: "\n").first { $0.hasPrefix("Max open files") } ?? ""
        let numbers = line.split(separator: " ").compactMap { Int($0) }
        #expect(numbers.count == 2, "\(line)")
        if numbers.count == 2 {
            #expect(numbers[0] == numbers[1], "\(line)")
            #expect(numbers[0] > 256)
        }
        #expect(try get("gemini://localhost:\(port)/", in: folder).status == 0)
        server.send(SIGTERM)
        #expect(server.waitForExit() == 0)
    }

    @Test func invalidConfigurationNamesTheLine() throws {
        let folder = try TemporaryDirectory()
        try folder.write("hostname = example.org\n\nport = 70000\n", to: "capsule.conf")
        let run = try BuiltBinary.run(["serve", "--config", folder.file("capsule.conf").path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("capsule.conf:3: port must be a whole number from 0 to 65535"))
        try folder.write("listen = somewhere\n", to: "capsule.conf")
        let listen = try BuiltBinary.run(["serve", "--config", folder.file("capsule.conf").path])
        #expect(listen.stderr.contains("capsule.conf:1: listen: 'somewhere' is not an IP address"))
        try folder.write("rate-limt = 5/1s\n", to: "capsule.conf")
        let typo = try BuiltBinary.run(["serve", "--config", folder.file("capsule.conf").path])
        #expect(typo.stderr.contains("capsule.conf:1: unknown setting 'rate-limt' (did you mean 'rate-limit'?)"))
    }

    @Test func certRefusesToReplaceAndPrintsTheFingerprint() throws {
        let folder = try TemporaryDirectory()
        let made = try BuiltBinary.run(["cert", "--hostname", "example.org"], currentDirectory: folder.url)
        #expect(made.status == 0)
        let fingerprint = made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(fingerprint == (try Certificate.load(pemFile: folder.file("certs/example.org.crt").path).fingerprint))
        let again = try BuiltBinary.run(["cert", "--hostname", "example.org"], currentDirectory: folder.url)
        #expect(again.status == 4)
        #expect(again.stderr.contains("already exists"))
        #expect(again.stderr.contains("pin"))
        #expect(try Certificate.load(pemFile: folder.file("certs/example.org.crt").path).fingerprint == fingerprint)
        let forced = try BuiltBinary.run(
            ["cert", "--hostname", "example.org", "--force"], currentDirectory: folder.url)
        #expect(forced.status == 0)
        #expect(forced.stdout.trimmingCharacters(in: .whitespacesAndNewlines) != fingerprint)
        let shown = try BuiltBinary.run(["cert", "--fingerprint", folder.file("certs/example.org.crt").path])
        #expect(shown.stdout == forced.stdout)
    }

    @Test func getUsesClientCertificatesAndRefusesAChangedServer() throws {
        var router = Router()
        router.route("/me") { request in
            guard let certificate = request.certificate else { return .certificateRequired() }
            return .plainText(certificate.commonName ?? "?")
        }
        router.route("/ask") { request in request.query.map { .plainText("got \($0)") } ?? .input("name?") }
        let first = try TestGeminiServer(router: router)
        let folder = try TemporaryDirectory()
        let made = try BuiltBinary.run(["cert", "--client", "carol"], currentDirectory: folder.url)
        #expect(made.status == 0)
        let url = first.url("/me")
        let anonymous = try get(url, in: folder)
        #expect(anonymous.status == 6)
        #expect(anonymous.stderr.contains("answered 60"))
        let me = try get(
            url, ["--cert", folder.file("carol.crt").path, "--key", folder.file("carol.key").path], in: folder)
        #expect(me.stdout == "carol")
        let asked = try get(first.url("/ask"), ["--input", "x y"], in: folder)
        #expect(asked.stdout == "got x y")
        let fromStdin = try get(first.url("/ask"), in: folder, input: "from stdin\n")
        #expect(fromStdin.stdout == "got from stdin")

        // Another server on the same host and port shows another certificate.
        let port = first.port
        first.stop()
        let second = try TestGeminiServer(router: router) { $0.port = port }
        let refused = try get(url, in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("changed since it was first seen"))
        #expect(refused.stderr.contains("delete line 1 of"))
        _ = second
    }
}

/// A plain TCP connection, to see whether the server keeps it open.
final class RawTCP {
    let fd: Int32
    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else { throw TestFailure("cannot connect") }
        // Half a TLS record header: the server waits for the rest of the handshake.
        var bytes: [UInt8] = [0x16, 0x03, 0x01]
        _ = send(fd, &bytes, 3, 0)
    }

    /// Whether the server has not closed the connection.
    var isOpen: Bool {
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_DONTWAIT)) < 0 && errno == EAGAIN
    }

    deinit { close(fd) }
}

