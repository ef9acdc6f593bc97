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
