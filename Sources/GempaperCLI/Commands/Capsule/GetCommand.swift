import Foundation
import Gemini
import Problems
import ReadingList

#if canImport(Glibc)
    import Glibc
#endif

/// `gempaper get URL`: fetches a gemini:// URL and prints its body.
struct GetCommand: Command {
    static let name = "get"
    static let summary = "fetch a gemini:// URL and print it"
    static let help = """
        Usage: gempaper get URL [--cert FILE --key FILE] [--header] [--input TEXT]
                                [--known-hosts FILE] [--output FILE] [--timeout SECONDS]

        Fetches URL over Gemini and prints the body of the response. Redirects
        are followed (at most 5). When the server asks for input (status 10 or
        11), the answer comes from --input, or else from standard input (one
        line; typed without echo for 11 on a terminal).

        Servers are trusted on first use: the first time a host is visited,
        the SHA-256 fingerprint of its certificate is pinned in the known-hosts
        file; later visits must show the same certificate (or one renewed with
        the same key, or a new one after the pinned one expired), otherwise
        get refuses with a message naming the line to delete if the change is
        expected.

        A response other than 2x is an error (one line on stderr, exit code as
        listed in the README), unless --header is given.

        Options:
          --cert FILE          client certificate (PEM) to identify with; sent only
                               to the host and port of URL, not after a redirect
                               elsewhere (make one with 'gempaper cert --client')
          --key FILE           the client certificate's private key (PEM)
          --header             print only the response header (status and meta),
                               whatever the status, and exit 0
          --input TEXT         the answer to an input prompt
          --known-hosts FILE   where pinned fingerprints are kept (default:
                               $XDG_DATA_HOME/gempaper/known_hosts, or
                               ~/.local/share/gempaper/known_hosts)
          --output FILE        write the body to FILE instead of standard output
          --timeout SECONDS    seconds allowed for connecting and for each read
                               (default: 20)

        """

    let url: String
    let certificatePath: String?
    let keyPath: String?
    let headerOnly: Bool
    let input: String?
    let knownHostsPath: String?
    let outputPath: String?
    let timeout: Int

    init(parsing arguments: inout Arguments) throws {
        certificatePath = try arguments.option("--cert")
        keyPath = try arguments.option("--key")
        headerOnly = arguments.flag("--header")
        input = try arguments.option("--input")
        knownHostsPath = try arguments.option("--known-hosts")
        outputPath = try arguments.option("--output", "-o")
        timeout = try arguments.intOption("--timeout", in: 1...3600) ?? 20
        let rest = try arguments.positionals()
        guard rest.count == 1 else {
            throw arguments.usageError(rest.isEmpty ? "get needs a URL" : "get takes one URL")
        }
        guard (certificatePath == nil) == (keyPath == nil) else {
            throw arguments.usageError("--cert and --key go together")
        }
        // A host typed without gemini:// gets it; anything else that is not a
        // gemini URL is refused here, before a name is looked up.
        url = URLCheck.withScheme(rest[0], "gemini")
        _ = try URLCheck.components(of: url, schemes: ["gemini"])
        try arguments.finish()
    }

    func run(in console: Console) async throws {
        let knownHosts = KnownHosts(path: knownHostsPath ?? KnownHosts.defaultPath(environment: console.environment))
        var configuration = GeminiClient.Configuration(trust: .knownHosts(knownHosts))
        if let certificatePath, let keyPath {
            configuration.identity = try TLSIdentity.load(certificatePath: certificatePath, keyPath: keyPath)
        }
        configuration.timeout = Double(timeout)
        configuration.onTrustChange = { host, decision in
            switch decision {
            case .pinnedFirstUse:
                console.printError(
                    "gempaper: first visit to \(host): its certificate is now pinned in \(knownHosts.path)")
            case .replacedPin(let reason):
                console.printError(
                    "gempaper: \(host) shows a new certificate (\(reason)); pinned it in \(knownHosts.path)")
            case .known:
                break
            }
        }
        let client = GeminiClient(configuration)
        let answer = input
        let response = try await client.get(url) { prompt, sensitive in
            answer ?? Self.ask(prompt, sensitive: sensitive, console: console)
        }
        if headerOnly {
            console.print(response.header)
            return
        }
        guard response.status.isSuccess else { throw Self.problem(for: response, input: answer) }
        if let outputPath {
            do { try Data(response.body).write(to: URL(fileURLWithPath: outputPath)) } catch {
                throw Problem.permanent("cannot write \(outputPath)", hint: "check the folder and its permissions")
            }
        } else {
            console.write(bytes: response.body)
        }
    }

    /// One line from standard input; on a terminal, the prompt is shown and
    /// sensitive input is not echoed.
    private static func ask(_ prompt: String, sensitive: Bool, console: Console) -> String? {
        guard console.stdinIsTerminal else {
            let text = String(decoding: (try? console.readAllInput()) ?? Data(), as: UTF8.self)
            guard !text.isEmpty else { return nil }
            return String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[0])
        }
        console.writeError("\(prompt): ")
        var saved = termios()
        let hide = sensitive && tcgetattr(0, &saved) == 0
        if hide {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(0, TCSANOW, &quiet)
        }
        let line = readLine(strippingNewline: true)
        if hide {
            tcsetattr(0, TCSANOW, &saved)
            console.writeError("\n")
        }
        return line
    }

    /// The error for a response that is not 2x: its status as a Problem kind.
    static func problem(for response: GeminiResponse, input: String?) -> Problem {
        let what = "\(response.url) answered \(response.header)"
        switch response.status.rawValue {
        case 10, 11:
            return Problem.badInput(
                "\(response.url) asks for input: \(response.meta)", hint: "answer with --input TEXT")
        case 44:
            return Problem(
                .slowDown(seconds: Int(response.meta) ?? 1), what, hint: "wait \(response.meta) seconds and try again")
        case 41: return Problem(.unavailable, what, hint: "try again later")
        case 40...49: return Problem.temporary(what, hint: "try again later")
        case 51: return Problem.notFound(what)
        case 52: return Problem(.gone, what)
        case 59: return Problem.badInput(what)
        case 60:
            return Problem(
                .certificateRequired, what,
                hint: "pass --cert FILE --key FILE (make one with 'gempaper cert --client NAME')")
        case 61: return Problem(.certificateNotAuthorized, what, hint: "this certificate is not allowed there")
        case 62: return Problem(.certificateNotValid, what, hint: "check the certificate's dates, or make a new one")
        default: return Problem.permanent(what)
        }
    }
}
