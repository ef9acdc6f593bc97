import Capsule
import Foundation
import Problems

/// `gempaper claim`: prints a one-time code that makes a new client
/// certificate an owner when typed at `/claim`.
struct ClaimCommand: Command {
    static let name = "claim"
    static let summary = "print a one-time code to become the capsule's owner from a Gemini client"
    static let help = """
        Usage: gempaper claim [--config FILE] [--expires DURATION] [--cancel]

        Prints a one-time code. Visit /claim on the capsule with the client
        certificate (identity) to authorize, type the code when asked, and that
        certificate becomes an owner: its fingerprint is added to the 'owners'
        line of capsule.conf, as 'gempaper authorize' would. Run it on the
        machine that serves the capsule, as the user who edits capsule.conf.

        The code works once, expires (after 15 minutes by default), and is
        thrown away after 5 wrong tries; a new 'claim' replaces an older code.
        It is kept beside capsule.conf (capsule.conf.claim, mode 0600) until
        then. The capsule must be able to write capsule.conf; if it cannot, it
        says so and prints the 'gempaper authorize' command to run instead.

        Options:
          --config FILE        the capsule's settings (default: ./capsule.conf)
          --expires DURATION   how long the code works: 90s, 15m, 2h (default: 15m)
          --cancel             throw away a code that is waiting

        """

    let configPath: String
    let lifetime: TimeInterval
    let cancel: Bool

    init(parsing arguments: inout Arguments) throws {
        configPath = try arguments.option("--config") ?? "capsule.conf"
        let expires = try arguments.option("--expires")
        cancel = arguments.flag("--cancel")
        try arguments.finish()
        if let expires {
            guard let seconds = Self.duration(expires), seconds >= 10, seconds <= 7 * 86_400 else {
                throw arguments.usageError("--expires takes a duration from 10s to 7d, such as 15m, not '\(expires)'")
            }
            lifetime = seconds
        } else {
            lifetime = 15 * 60
        }
    }

    func run(in console: Console) async throws {
        guard FileManager.default.fileExists(atPath: configPath) else {
            throw Problem.notFound("no configuration file at \(configPath)", hint: "run claim where capsule.conf is, or pass --config FILE")
        }
        let claim = ClaimCode(configPath: configPath)
        if cancel {
            claim.cancel()
            console.printError("gempaper: no claim code is waiting any more")
            return
        }
        let code = try claim.create(lifetime: lifetime)
        console.print(code)
        let minutes = Int((lifetime / 60).rounded())
        console.printError(
            "gempaper: visit /claim on the capsule with the certificate to authorize and type this code;"
                + " it works once, for \(minutes >= 1 ? "\(minutes) minute\(minutes == 1 ? "" : "s")" : "\(Int(lifetime)) seconds")")
    }

    private static func duration(_ text: String) -> Double? {
        let lower = text.lowercased()
        for (suffix, scale) in [("s", 1.0), ("m", 60.0), ("h", 3600.0), ("d", 86_400.0)] where lower.hasSuffix(suffix) {
            return Double(lower.dropLast()).map { $0 * scale }
        }
        return Double(lower)
    }
}
