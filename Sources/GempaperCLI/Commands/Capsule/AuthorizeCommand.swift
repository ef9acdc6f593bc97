import Capsule
import Foundation
import Gemini
import Problems

/// `gempaper authorize`: lists a client certificate as an owner of the capsule.
struct AuthorizeCommand: Command {
    static let name = "authorize"
    static let summary = "make a client certificate an owner of the capsule"
    static let help = """
        Usage: gempaper authorize FINGERPRINT|CERT-FILE [--config FILE]
               gempaper authorize --remove FINGERPRINT|CERT-FILE [--config FILE]
               gempaper authorize --list [--config FILE]

        Adds a client certificate to the capsule's owners: the 'owners' line of
        capsule.conf. Owners may save pages (/add), archive, tag, retitle and
        delete articles, and read a private capsule. Give the certificate's
        SHA-256 fingerprint (64 hex digits; colons and capitals are fine, as
        'openssl x509 -fingerprint -sha256' prints it), or the certificate's
        PEM file. The fingerprint of a certificate's public key works too, and
        stays the same when the certificate is renewed with the same key.

        Only the owners line changes: comments and every other line of the file
        stay as they are. A running capsule reads the owners again as soon as
        the file changes, without a restart.

        To add a device whose fingerprint is hard to get at (a phone), use
        'gempaper claim' instead.

        Options:
          --config FILE   the capsule's settings (default: ./capsule.conf;
                          created when missing)
          --remove        take the certificate off the owners instead
          --list          print the owners' fingerprints, one a line

        """

    let target: String?
    let configPath: String
    let remove: Bool
    let list: Bool

    init(parsing arguments: inout Arguments) throws {
        configPath = try arguments.option("--config") ?? "capsule.conf"
        remove = arguments.flag("--remove")
        list = arguments.flag("--list")
        let rest = try arguments.positionals()
        try arguments.finish()
        if list {
            guard rest.isEmpty, !remove else { throw arguments.usageError("--list takes no fingerprint") }
            target = nil
        } else {
            guard rest.count == 1 else {
                throw arguments.usageError(rest.isEmpty ? "authorize needs a fingerprint or a certificate file" : "authorize takes one fingerprint")
            }
            target = rest[0]
        }
    }

    func run(in console: Console) async throws {
        guard let target else {
            let file = try ConfigFile.load(path: configPath)
            let owners = try CapsuleSettings(reading: ConfigReader(file)).owners
            for owner in owners.sorted() { console.print(owner) }
            if owners.isEmpty { console.printError("gempaper: \(configPath) lists no owner yet") }
            return
        }
        let fingerprint = try Self.fingerprint(target)
        let editor = OwnersEditor(path: configPath)
        switch remove ? try editor.remove(fingerprint) : try editor.add(fingerprint) {
        case .added: console.printError("gempaper: \(fingerprint) is now an owner (\(configPath))")
        case .alreadyListed: console.printError("gempaper: \(fingerprint) is an owner already")
        case .removed: console.printError("gempaper: \(fingerprint) is no longer an owner (\(configPath))")
        case .notListed: throw Problem.notFound("\(fingerprint) is not an owner", hint: "'gempaper authorize --list' shows the owners")
        }
    }

    /// The fingerprint `text` names: itself, or that of the certificate in the file it names.
    static func fingerprint(_ text: String) throws -> String {
        if let fingerprint = Fingerprint.canonical(text) { return fingerprint }
        if FileManager.default.fileExists(atPath: text) { return try Certificate.load(pemFile: text).fingerprint }
        throw Problem.badInput(
            "'\(Problem.oneLine(text, maxBytes: 80))' is neither a SHA-256 fingerprint nor a certificate file",
            hint: "give 64 hex digits, or the path of the certificate (PEM)")
    }
}
