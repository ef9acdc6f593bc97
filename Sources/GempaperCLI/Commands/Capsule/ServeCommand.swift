import Capsule
import Fetch
import Foundation
import Gemini
import Problems

#if canImport(Glibc)
    import Glibc
#endif

/// `gempaper serve`: runs the capsule's Gemini server until SIGTERM or SIGINT.
struct ServeCommand: Command {
    static let name = "serve"
    static let summary = "run the capsule (the Gemini server)"
    static let help = """
        Usage: gempaper serve [--config FILE]
               gempaper serve --init [--config FILE]

        Runs the capsule: a Gemini server (TLS on port 1965 by default) for the
        host names in capsule.conf that serves the library as pages: / (home),
        /unread, /archive, /all, /tags, /tags/NAME, /search, /articles/ID and
        /articles/ID/sections/N, /feed.gmi, /atom.xml and /robots.txt; the
        owners' actions (/add, archive, tags, titles, delete); /claim; and the
        files of the 'static' folder, if one is set, wherever no page is.
        Pages saved through /add are fetched in the background. A library in a
        read-only file or folder is served for reading only: nothing is
        fetched, saved or recorded, and the owners' actions answer 50.

        The owners are the client certificates listed under 'owners' in
        capsule.conf ('gempaper authorize', 'gempaper claim'); the list is read
        again whenever the file changes, without a restart. With 'private =
        true' every page is for the owners only.

        On its first start, when the configured certificate and key do not
        exist, it makes a self-signed EC P-256 certificate for the host name
        (certs/HOST.crt, and certs/HOST.key with mode 0600) and says so. It
        never replaces an existing one: Gemini clients pin a capsule's
        certificate on their first visit (trust on first use).

        Options:
          --config FILE   the settings file (default: ./capsule.conf); see the
                          sample capsule.conf for every setting and its default
          --init          write the sample capsule.conf (every setting, commented
                          out with its default) to the --config path, then exit;
                          an existing file is never replaced

        Signals:
          SIGTERM, SIGINT   stop accepting, finish the requests in flight, stop
                            the background fetches (their articles go back in
                            the queue, each named on standard error), exit 0
                            (a second one exits at once)
          SIGHUP            re-read capsule.conf and the certificates, and reopen
                            the log file, without dropping a connection

        The access log (one line per request: time, client address, client
        certificate fingerprint prefix or -, URL, status, bytes, duration) goes
        to standard output or the file set by 'log'; errors go to standard error.

        """

    let configPath: String
    let initialize: Bool

    init(parsing arguments: inout Arguments) throws {
        configPath = try arguments.option("--config") ?? "capsule.conf"
        initialize = arguments.flag("--init")
        try arguments.finish()
    }

    func run(in console: Console) async throws {
        if initialize { return try SampleConfiguration.write(to: configPath, console: console) }
        let configuration = try CapsuleConfiguration.load(path: configPath, environment: console.environment)
        try Self.provisionCertificates(configuration.server, console: console)
        let errorLog: @Sendable (String) -> Void = { console.printError("gempaper: \($0)") }
        let capsule = try Capsule(configuration: configuration, errorLog: errorLog)
        let server = try GeminiServer(
            configuration: configuration.server.server, router: try capsule.router(), errorLog: errorLog)
        try server.start()
        let fetchSettings = Self.fetchSettings(console)
        try capsule.startFetching(settings: fetchSettings)
        let current = CurrentCapsule(capsule)
        let stopping = StopState()
        let configPath = configPath
        let watcher = SignalWatcher([SIGHUP, SIGTERM, SIGINT]) { signal in
            if signal == SIGHUP {
                Self.reload(server, current, from: configPath, fetchSettings: fetchSettings, console: console)
            } else if stopping.begin() {
                console.printError(
                    "gempaper: stopping: finishing the requests in flight (signal again to stop at once)")
                Thread {
                    // Fetches in flight stop at once and go back in the queue, each named,
                    // before the server (and with it the process) ends.
                    current.capsule.stopFetching()
                    server.stop()
                }.start()
            } else {
                exit(1)
            }
        }
        let settings = configuration.server
        let hosts = settings.server.hosts.map { "gemini://\($0.name)\(server.port == 1965 ? "" : ":\(server.port)")/" }
        console.printError(
            "gempaper: serving \(hosts.joined(separator: ", ")) on \(server.listeningAddresses.joined(separator: " and "))"
                + " (\(settings.server.eventLoops == 0 ? ProcessInfo.processInfo.activeProcessorCount : settings.server.eventLoops) event loops)"
                + "; access log: \(Self.describe(settings.server.accessLog))")
        console.printError("gempaper: library: \(configuration.library.path)")
        if let notice = capsule.readOnlyNotice { console.printError("gempaper: \(notice)") }
        Self.describeOwners(configuration, console: console)
        await server.stopped()
        withExtendedLifetime(watcher) {}
        current.capsule.close()
        console.printError("gempaper: stopped")
    }

    /// Says who may change the capsule, and how to become its owner when no one may.
    private static func describeOwners(_ configuration: CapsuleConfiguration, console: Console) {
        let count = configuration.capsule.owners.count
        let mode = configuration.capsule.isPrivate ? "private: only owners may read it" : "visitors may read it"
        if count == 0 {
            console.printError(
                "gempaper: no owner yet (\(mode)): run 'gempaper claim' and visit /claim with your client certificate")
        } else {
            console.printError("gempaper: \(count) owner certificate\(count == 1 ? "" : "s") (\(mode))")
        }
    }

    /// Makes the certificates that do not exist yet, and says so.
    static func provisionCertificates(_ settings: ServerSettings, console: Console) throws {
        for host in settings.server.hosts {
            guard let identity = try TLSIdentity.createIfMissing(for: host) else { continue }
            console.printError("gempaper: made a new self-signed certificate for \(host.name): \(host.certificatePath)")
            console.printError("gempaper:   key: \(host.keyPath) (mode 0600)")
            console.printError("gempaper:   SHA-256 fingerprint: \(identity.certificate.fingerprint)")
            console.printError(
                "gempaper:   Gemini clients pin it on their first visit: back up both files and keep them")
        }
    }

    /// How the capsule fetches pages: pinned Gemini hosts where `gempaper get` keeps them.
    private static func fetchSettings(_ console: Console) -> FetchSettings {
        FetchSettings(
            userAgent: FetchSettings.userAgent(version: Gempaper.version),
            knownHostsPath: KnownHosts.defaultPath(environment: console.environment))
    }

    private static func reload(
        _ server: GeminiServer, _ current: CurrentCapsule, from path: String, fetchSettings: FetchSettings, console: Console
    ) {
        do {
            let configuration = try CapsuleConfiguration.load(path: path, environment: console.environment)
            try provisionCertificates(configuration.server, console: console)
            let capsule = try Capsule(configuration: configuration, errorLog: { console.printError("gempaper: \($0)") })
            let notes = try server.reload(configuration: configuration.server.server, router: try capsule.router())
            // The old capsule's worker stops (its fetches go back in the queue) and the new one takes over.
            current.replace(with: capsule).stopFetching()
            try capsule.startFetching(settings: fetchSettings)
            console.printError("gempaper: reloaded \(path)")
            if let notice = capsule.readOnlyNotice { console.printError("gempaper: \(notice)") }
            for note in notes { console.printError("gempaper: note: \(note)") }
        } catch let problem as Problem {
            console.printError(
                "gempaper: reload failed: \(problem.description); still serving with the previous settings")
        } catch {
            console.printError("gempaper: reload failed: \(error); still serving with the previous settings")
        }
    }

    private static func describe(_ log: ServerConfiguration.AccessLog) -> String {
        switch log {
        case .off: "off"
        case .standardOutput: "standard output"
        case .file(let path): path
        }
    }
}

/// The capsule being served: replaced on a reload.
private final class CurrentCapsule: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Capsule

    init(_ capsule: Capsule) { current = capsule }

    var capsule: Capsule {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Serves `capsule` from now on; returns the one served before.
    func replace(with capsule: Capsule) -> Capsule {
        lock.lock()
        defer { lock.unlock() }
        defer { current = capsule }
        return current
    }
}

/// Whether a stop has been asked for already.
private final class StopState: @unchecked Sendable {
    private let lock = NSLock()
    private var stopping = false

    /// True the first time.
    func begin() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        defer { stopping = true }
        return !stopping
    }
}
