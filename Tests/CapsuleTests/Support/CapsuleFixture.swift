import Capsule
import Fetch
import Foundation
import Gemini
import Gemtext
import ReadingList
import TestSupport

/// A capsule running for real: a library file with articles, a
/// capsule.conf naming the owner's certificate, and a Gemini server on
/// loopback. Requests go through the project's client over TLS, as the
/// owner, as a stranger (another certificate) or anonymously.
final class CapsuleFixture: @unchecked Sendable {
    /// Who sends a request.
    enum Who {
        case owner, stranger, anonymous
    }

    /// The owner's client certificate (the fingerprint capsule.conf lists).
    static let owner = TLSIdentity.testUser("owner")
    /// Someone else's certificate.
    static let stranger = TLSIdentity.testUser("stranger")

    let folder: TemporaryDirectory
    let configPath: String
    let libraryPath: String
    private(set) var capsule: Capsule!
    private(set) var server: TestGeminiServer!
    private let extraSettings: String

    /// A fixture whose capsule.conf holds `settings` besides the library and owner lines.
    init(settings: String = "", owners: [TLSIdentity] = [CapsuleFixture.owner]) throws {
        folder = try TemporaryDirectory("gempaper-capsule")
        configPath = folder.file("capsule.conf").path
        libraryPath = folder.file("library.sqlite").path
        extraSettings = settings
        let ownerLine = owners.isEmpty ? "" : "owners = \(owners.map(\.certificate.fingerprint).joined(separator: ", "))\n"
        try folder.write("library = library.sqlite\n\(ownerLine)\(settings)\n", to: "capsule.conf")
    }

    /// Opens the library for the test's own reads and writes.
    func library() throws -> Library { try Library(path: libraryPath) }

    /// Starts the capsule (after the library has been filled), with its
    /// fetch worker when `fetching`; `configure` may change the test
    /// server's settings (a rate limit, an access log).
    /// `/add` waits up to `addWait` seconds for its page: long, so that a
    /// test held up on a busy machine still sees the fetch's outcome; a
    /// fetch gives up after `fetchTimeout` seconds.
    @discardableResult
    func start(
        cache: (any PageCache)? = nil, fetching: Bool = false, addWait: TimeInterval = 120,
        fetchTimeout: TimeInterval = 120, configure: (inout ServerConfiguration) -> Void = { _ in }
    ) throws -> CapsuleFixture {
        let configuration = try CapsuleConfiguration.load(path: configPath)
        capsule = try Capsule(configuration: configuration, cache: cache, errorLog: { [weak self] line in self?.log(line) })
        server = try TestGeminiServer(router: try capsule.router(), configure: configure)
        if fetching {
            // Long timeouts: a test held up on a busy machine must not see a fetch time out.
            let settings = FetchSettings(
                idleTimeout: fetchTimeout, totalTimeout: fetchTimeout, knownHostsPath: folder.file("known_hosts").path)
            try capsule.startFetching(settings: settings, interval: 0.2, addWait: addWait)
        }
        return self
    }

    /// Waits (at most `timeout` seconds) until `condition` holds; whether it did.
    func wait(timeout: TimeInterval = 60, until condition: () throws -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return true }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        return try condition()
    }

    /// Stops the server and closes the capsule.
    func stop() {
        server?.stop()
        capsule?.close()
    }

    deinit { stop() }

    /// Requests `path` as `who`, following redirects and answering a prompt
    /// with `input`. Waits on a thread of its own, so that tests running
    /// side by side never starve Swift's few concurrency threads.
    func get(_ path: String, as who: Who = .owner, input: String? = nil) async throws -> GeminiResponse {
        try await server.get(path, identity: identity(who), input: input)
    }

    /// One request for `path` as `who`: no redirect followed, no prompt answered.
    func request(_ path: String, as who: Who = .owner) async throws -> GeminiResponse {
        let client = server.client(identity: identity(who))
        let url = try GeminiURL(server.url(path))
        let identity = identity(who)
        return try await onOwnThread { try client.request(url, identity: identity) }
    }

    private func identity(_ who: Who) -> TLSIdentity? {
        switch who {
        case .owner: Self.owner
        case .stranger: Self.stranger
        case .anonymous: nil
        }
    }

    // MARK: The error log

    private let lock = NSLock()
    private var logLines: [String] = []

    private func log(_ line: String) {
        lock.lock()
        logLines.append(line)
        lock.unlock()
    }

    /// What the capsule wrote to its error log.
    var errors: [String] {
        lock.lock()
        defer { lock.unlock() }
        return logLines
    }
}
