import Capsule
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

        Runs the capsule: a Gemini server (TLS on port 1965 by default) for the
        host names in capsule.conf, with a home page saying the capsule is up
        and the files of the 'static' folder, if one is set. It runs until it
        is stopped.

        On its first start, when the configured certificate and key do not
        exist, it makes a self-signed EC P-256 certificate for the host name
        (certs/HOST.crt, and certs/HOST.key with mode 0600) and says so. It
        never replaces an existing one: Gemini clients pin a capsule's
        certificate on their first visit (trust on first use).

        Options:
          --config FILE   the settings file (default: ./capsule.conf); see the
                          sample capsule.conf for every setting and its default

        Signals:
          SIGTERM, SIGINT   stop accepting, finish the requests in flight, exit 0
                            (a second one exits at once)
          SIGHUP            re-read capsule.conf and the certificates, and reopen
                            the log file, without dropping a connection

        The access log (one line per request: time, client address, client
        certificate fingerprint prefix or -, URL, status, bytes, duration) goes
        to standard output or the file set by 'log'; errors go to standard error.

        """

    let configPath: String

    init(parsing arguments: inout Arguments) throws {
        configPath = try arguments.option("--config") ?? "capsule.conf"
        try arguments.finish()
    }

    func run(in console: Console) async throws {
        let settings = try ServerSettings.load(path: configPath)
        try Self.provisionCertificates(settings, console: console)
        let server = try GeminiServer(
            configuration: settings.server, router: try Self.router(for: settings),
            errorLog: { console.printError("gempaper: \($0)") })
        try server.start()
        let stopping = StopState()
        let configPath = configPath
        let watcher = SignalWatcher([SIGHUP, SIGTERM, SIGINT]) { signal in
            if signal == SIGHUP {
                Self.reload(server, from: configPath, console: console)
            } else if stopping.begin() {
                console.printError(
                    "gempaper: stopping: finishing the requests in flight (signal again to stop at once)")
                Thread { server.stop() }.start()
            } else {
                exit(1)
            }
        }
        let hosts = settings.server.hosts.map { "gemini://\($0.name)\(server.port == 1965 ? "" : ":\(server.port)")/" }
        console.printError(
            "gempaper: serving \(hosts.joined(separator: ", ")) on \(server.listeningAddresses.joined(separator: " and "))"
                + " (\(settings.server.eventLoops == 0 ? ProcessInfo.processInfo.activeProcessorCount : settings.server.eventLoops) event loops)"
                + "; access log: \(Self.describe(settings.server.accessLog))")
        await server.stopped()
        withExtendedLifetime(watcher) {}
        console.printError("gempaper: stopped")
    }

    /// The capsule's routes for now: a home page and the static folder.
    static func router(for settings: ServerSettings) throws -> Router {
        var router = Router()
        var hasIndex = false
        if let folder = settings.staticFolder {
            do {
                router.serveFiles(try StaticFiles(root: folder, lang: settings.lang))
            } catch {
                throw Problem.badInput("static: \(error.message)")
            }
            hasIndex = FileManager.default.fileExists(atPath: folder + "/index.gmi")
        }
        if !hasIndex {
            let page = homePage(settings)
            let lang = settings.lang
            router.route("/") { _ in .gemtext(page, lang: lang) }
        }
        return router
    }

    private static func homePage(_ settings: ServerSettings) -> String {
        var page = "# gempaper\n\nThis capsule is up and running.\n"
        if settings.staticFolder != nil {
            page += "\nIts files are served from here; add an index.gmi to the static folder to replace this page.\n"
        }
        return page
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

    private static func reload(_ server: GeminiServer, from path: String, console: Console) {
        do {
            let settings = try ServerSettings.load(path: path)
            try provisionCertificates(settings, console: console)
            let notes = try server.reload(configuration: settings.server, router: try router(for: settings))
            console.printError("gempaper: reloaded \(path)")
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
