import Foundation
import TestSupport
import Testing

@testable import Gemini

/// What the server spends on each handshake, and who gets the CPU for it:
/// no certificate chain built per handshake (the one configured is sent as
/// it is), and the server's threads at the niceness the process was given.
@Suite struct HandshakeWorkTests {
    @Test func noCertificateChainIsBuiltPerHandshake() throws {
        let folder = try TemporaryDirectory()
        let identity = try TLSIdentity.generate(name: "localhost")
        let host = ServerConfiguration.Host(
            name: "localhost", certificatePath: folder.file("c.crt").path,
            keyPath: folder.file("c.key").path)
        try identity.write(certificatePath: host.certificatePath, keyPath: host.keyPath)
        let contexts = try ServerTLSContext(hosts: [
            host, .init(name: "other.test", certificatePath: host.certificatePath, keyPath: host.keyPath),
        ])
        #expect(!contexts.buildsCertificateChainsPerHandshake)
    }

    @Test func sessionsAreResumedFromABoundedCacheNotFromStatelessTickets() throws {
        var router = Router()
        router.route("/") { _ in .gemtext("# Home\n") }
        let server = try TestGeminiServer(router: router)
        let folder = try TemporaryDirectory()
        let session = folder.file("session.pem").path
        let connect =
            "printf '\(server.url("/"))\\r\\n' | timeout 10 openssl s_client -connect 127.0.0.1:\(server.port)"
            + " -servername localhost -ign_eof"
        _ = try Shell.run("\(connect) -sess_out '\(session)' 2>&1")
        // The ticket names a session the server keeps (its 32-byte ID, two
        // lines of the dump) where a stateless one holds the whole session,
        // encrypted (some 200 bytes).
        let dump = try Shell.run("openssl sess_id -in '\(session)' -text -noout 2>&1")
        let ticketLines =
            dump.components(separatedBy: "TLS session ticket:").last?
            .split(separator: "\n").prefix { $0.contains(" - ") }.count ?? 0
        #expect(ticketLines == 2)
        let tickets = server.server.loops.map { $0.state.tls }
        #expect(tickets.allSatisfy { $0.cachedSessions >= 1 && $0.cachedSessions <= ServerTLSContext.sessionCacheSize })
        let resumed = try Shell.run("\(connect) -sess_in '\(session)' 2>&1")
        #expect(resumed.contains("Reused, TLSv1.3"))
    }

    @Test func theSessionCacheStaysWithinItsSize() throws {
        let folder = try TemporaryDirectory()
        let identity = try TLSIdentity.generate(name: "localhost")
        let host = ServerConfiguration.Host(
            name: "localhost", certificatePath: folder.file("c.crt").path, keyPath: folder.file("c.key").path)
        try identity.write(certificatePath: host.certificatePath, keyPath: host.keyPath)
        let contexts = try ServerTLSContext(hosts: [host])
        #expect(contexts.sessionCacheLimit == ServerTLSContext.sessionCacheSize)
        let without = try ServerTLSContext(hosts: [host], ticketsPerHandshake: 0)
        #expect(without.sessionCacheLimit == nil)
    }

    @Test func aConfiguredChainIsSentWhole() throws {
        // A certificate issued by an intermediate, with the intermediate in
        // the certificate file: both go to the client.
        let folder = try TemporaryDirectory()
        let path = folder.url.path
        _ = try Shell.run(
            """
            cd '\(path)' && openssl ecparam -name prime256v1 -genkey -noout -out ca.key 2>/dev/null \
            && openssl req -x509 -new -key ca.key -subj '/CN=Test Intermediate' -days 2 -out ca.crt 2>/dev/null \
            && openssl ecparam -name prime256v1 -genkey -noout -out leaf.key 2>/dev/null \
            && openssl req -new -key leaf.key -subj '/CN=localhost' -out leaf.csr 2>/dev/null \
            && openssl x509 -req -in leaf.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 2 -out leaf.crt 2>/dev/null \
            && cat leaf.crt ca.crt > chain.crt
            """)
        var router = Router()
        router.route("/") { _ in .gemtext("# Home\n") }
        let server = try TestGeminiServer(router: router) { configuration in
            configuration.hosts = [
                .init(name: "localhost", certificatePath: "\(path)/chain.crt", keyPath: "\(path)/leaf.key")
            ]
        }
        let shown = try Shell.run(
            "openssl s_client -connect 127.0.0.1:\(server.port) -servername localhost -showcerts </dev/null 2>/dev/null"
        )
        #expect(shown.components(separatedBy: "-----BEGIN CERTIFICATE-----").count - 1 == 2)
        #expect(shown.contains("CN = Test Intermediate"))
    }

    @Test func theServersThreadsRunAtTheProcesssNicenessWhicheverThreadStartsThem() throws {
        let router = {
            var router = Router()
            router.route("/loop") { _ in .plainText("\(ThreadNiceness.ofCurrentThread)") }
            router.route("/worker", on: .workerPool) { _ in .plainText("\(ThreadNiceness.ofCurrentThread)") }
            return router
        }()
        let process = ThreadNiceness.ofProcess
        // Started from a thread nicer than the process, as a thread of
        // Dispatch's (which runs Swift's tasks) can be.
        let started = Box<Result<TestGeminiServer, any Error>>()
        let done = Gate()
        Thread {
            ThreadNiceness.adopt(min(19, process + 5))
            started.value = Result { try TestGeminiServer(router: router) }
            done.open()
        }.start()
        done.wait()
        let server = try #require(try started.value?.get())
        #expect(try server.get("/loop").text == "\(process)")
        #expect(try server.get("/worker").text == "\(process)")
    }
}
