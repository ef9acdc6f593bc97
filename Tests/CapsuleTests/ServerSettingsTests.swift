import Foundation
import Gemini
import Problems
import Testing

@testable import Capsule

@Suite struct ServerSettingsTests {
    let folder = URL(fileURLWithPath: "/srv/capsule")

    func settings(_ text: String) throws -> ServerSettings {
        let reader = ConfigReader(try ConfigFile(parsing: text, path: "capsule.conf", folder: folder))
        let settings = try ServerSettings(reading: reader)
        // The library's and the capsule's keys share the top section, as in ServerSettings.load.
        _ = LibrarySettings(reading: reader)
        _ = try CapsuleSettings(reading: reader)
        try reader.rejectUnknown()
        return settings
    }

    func message(_ text: String) -> String {
        do {
            _ = try settings(text)
            return ""
        } catch { return (error as? Problem)?.message ?? "\(error)" }
    }

    @Test func anEmptyFileServesLocalhostWithDefaults() async throws {
        let server = try settings("").server
        #expect(
            server.hosts == [
                .init(
                    name: "localhost", certificatePath: "/srv/capsule/certs/localhost.crt",
                    keyPath: "/srv/capsule/certs/localhost.key")
            ])
        #expect(server.listenAddresses == ["0.0.0.0", "::"])
        #expect(server.port == 1965)
        #expect(server.accessLog == .standardOutput)
        #expect(server.rateLimit == ServerSettings.defaultRateLimit)
        #expect(server.rateLimit == .init(requests: 60, seconds: 60, burst: 30))
        #expect(server.maxConnectionsPerClient == 32)
        #expect(server.eventLoops == 0)
    }

    @Test func theSampleFileIsValidAndShowsTheDefaults() async throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("capsule.conf")
        let text = try String(contentsOf: sample, encoding: .utf8)
        let fromSample = try settings(text).server
        // Uncommenting every commented-out setting changes nothing: the sample shows the defaults.
        var uncommented = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.dropFirst(2)
            let key = trimmed.prefix { $0.isLetter || $0 == "-" }
            return line.hasPrefix("# ") && !key.isEmpty && trimmed.dropFirst(key.count).hasPrefix(" =")
                ? String(trimmed) : String(line)
        }
        uncommented.removeAll { $0.hasPrefix("[host") || $0.contains("other.example") }
        let explicit = try settings(uncommented.joined(separator: "\n")).server
        #expect(explicit.hosts == fromSample.hosts)
        #expect(explicit.listenAddresses == fromSample.listenAddresses)
        #expect(explicit.port == fromSample.port)
        #expect(explicit.handshakeTimeout == fromSample.handshakeTimeout)
        #expect(explicit.requestTimeout == fromSample.requestTimeout)
        #expect(explicit.writeTimeout == fromSample.writeTimeout)
        #expect(explicit.maxConnections == fromSample.maxConnections)
        #expect(explicit.maxConnectionsPerClient == fromSample.maxConnectionsPerClient)
        #expect(explicit.rateLimit == fromSample.rateLimit)
        #expect(explicit.workerThreads == fromSample.workerThreads)
        #expect(explicit.accessLog == fromSample.accessLog)
    }

    @Test func everySetting() async throws {
        let read = try settings(
            """
            hostname = example.org, b.example
            listen = 127.0.0.1, ::1
            port = 1966
            certificate = /etc/gemini/example.crt
            key = keys/example.key
            static = /
            lang = fr
            log = logs/access.log
            event-loops = 3
            workers = 2
            handshake-timeout = 2s
            request-timeout = 500ms
            write-timeout = 1m
            handler-timeout = 5s
            shutdown-grace = 3s
            max-connections = 50
            max-connections-per-client = 8
            rate-limit = 10/30s
            rate-limit-burst = 12

            [host c.example]
            certificate = c.crt
            """)
        let server = read.server
        #expect(server.hosts.map(\.name) == ["example.org", "b.example", "c.example"])
        #expect(server.hosts[0].certificatePath == "/etc/gemini/example.crt")
        #expect(server.hosts[0].keyPath == "/srv/capsule/keys/example.key")
        #expect(server.hosts[1].certificatePath == "/srv/capsule/certs/b.example.crt")
        #expect(server.hosts[2].certificatePath == "/srv/capsule/c.crt")
        #expect(server.hosts[2].keyPath == "/srv/capsule/certs/c.example.key")
        #expect(server.listenAddresses == ["127.0.0.1", "::1"])
        #expect(server.port == 1966)
        #expect(read.staticFolder == "/")
        #expect(read.lang == "fr")
        #expect(server.accessLog == .file("/srv/capsule/logs/access.log"))
        #expect(server.eventLoops == 3)
        #expect(server.workerThreads == 2)
        #expect(server.handshakeTimeout == 2)
        #expect(server.requestTimeout == 0.5)
        #expect(server.writeTimeout == 60)
        #expect(server.handlerTimeout == 5)
        #expect(server.shutdownGracePeriod == 3)
        #expect(server.maxConnections == 50)
        #expect(server.maxConnectionsPerClient == 8)
        #expect(server.rateLimit == .init(requests: 10, seconds: 30, burst: 12))
        #expect(try settings("rate-limit = 2/1s").server.rateLimit == .init(requests: 2, seconds: 1, burst: 30))
        #expect(try settings("rate-limit-burst = 5").server.rateLimit == .init(requests: 60, seconds: 60, burst: 5))
        #expect(try settings("rate-limit = off").server.rateLimit == nil)
        #expect(try settings("log = off").server.accessLog == .off)
    }

    @Test func mistakesNameTheLine() {
        #expect(message("port = 70000") == "capsule.conf:1: port must be a whole number from 0 to 65535, not '70000'")
        #expect(
            message("\nlisten = 1.2.3")
                == "capsule.conf:2: listen: '1.2.3' is not an IP address (use e.g. 0.0.0.0, ::, 127.0.0.1 or ::1)")
        #expect(
            message("rate-limit = fast")
                == "capsule.conf:1: rate-limit must be REQUESTS/DURATION such as 60/1m, or off, not 'fast'")
        #expect(
            message("rate-limit-burst = 0")
                == "capsule.conf:1: rate-limit-burst must be a whole number from 1 to 1000000, not '0'")
        #expect(
            message("event-loops = many")
                == "capsule.conf:1: event-loops must be auto or a whole number from 1 to 256, not 'many'")
        #expect(message("hostname = a/b") == "capsule.conf:1: 'a/b' is not a host name")
        #expect(
            message("request-timeout = soon")
                == "capsule.conf:1: request-timeout must be a duration such as 10s, 500ms or 2m, not 'soon'")
        #expect(message("static = /no/such/folder") == "capsule.conf:1: static: /no/such/folder is not a folder")
        #expect(
            message("[host x.org]\ncertficate = a.crt")
                == "capsule.conf:2: unknown setting 'certficate' (did you mean 'certificate'?)")
        #expect(message("[host]\n") == "capsule.conf:1: a host section names its host: [host example.org]")
    }
}
