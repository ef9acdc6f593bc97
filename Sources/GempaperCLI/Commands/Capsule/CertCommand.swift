import Foundation
import Gemini
import Problems

/// `gempaper cert`: makes a self-signed certificate and key on purpose, or
/// prints the fingerprint of one.
struct CertCommand: Command {
    static let name = "cert"
    static let summary = "make a certificate for the capsule or a client, or show a fingerprint"
    static let help = """
        Usage: gempaper cert --hostname HOST [--cert FILE] [--key FILE] [--days N] [--force]
               gempaper cert --client NAME [--cert FILE] [--key FILE] [--days N] [--force]
               gempaper cert --fingerprint FILE

        Makes a self-signed EC P-256 certificate and its private key (PEM; the
        key file gets mode 0600), and prints the certificate's SHA-256
        fingerprint.

        With --hostname, a server certificate for HOST (its subject alt name),
        written by default to certs/HOST.crt and certs/HOST.key, where
        capsule.conf looks for it. With --client, a client certificate whose
        common name is NAME, for 'gempaper get --cert FILE --key FILE' and Gemini
        clients, written by default to NAME.crt and NAME.key.

        Existing files are never replaced unless --force is given. Gemini
        clients trust a capsule's certificate on first use and pin it: a new
        certificate makes every client that visited before warn that the
        capsule may be impersonated. Keep the files (back them up) for as long
        as the capsule lives.

        With --fingerprint, prints the SHA-256 fingerprint of the certificate in
        FILE (the same as 'openssl x509 -outform der | sha256sum').

        Options:
          --hostname HOST     make a server certificate for HOST
          --client NAME       make a client certificate named NAME
          --cert FILE         where to write the certificate
          --key FILE          where to write the key
          --days N            validity in days (default: 36500, about 100 years)
          --force             replace existing files (clients that pinned the
                              old certificate will warn)
          --fingerprint FILE  print the fingerprint of the certificate in FILE

        """

    enum Mode {
        case server(String)
        case client(String)
        case fingerprint(String)
    }

    let mode: Mode
    let certificatePath: String?
    let keyPath: String?
    let days: Int
    let force: Bool

    init(parsing arguments: inout Arguments) throws {
        let hostname = try arguments.option("--hostname")
        let client = try arguments.option("--client")
        let fingerprint = try arguments.option("--fingerprint")
        certificatePath = try arguments.option("--cert")
        keyPath = try arguments.option("--key")
        days = try arguments.intOption("--days", in: 1...100_000) ?? 36_500
        force = arguments.flag("--force")
        try arguments.finish()
        switch (hostname, client, fingerprint) {
        case (let host?, nil, nil):
            guard !host.isEmpty, !host.contains("/"), !host.contains(" ") else {
                throw arguments.usageError("'\(host)' is not a host name")
            }
            mode = .server(host)
        case (nil, let name?, nil): mode = .client(name)
        case (nil, nil, let file?): mode = .fingerprint(file)
        case (nil, nil, nil):
            throw arguments.usageError("cert needs --hostname HOST, --client NAME or --fingerprint FILE")
        default: throw arguments.usageError("give only one of --hostname, --client and --fingerprint")
        }
    }

    func run(in console: Console) async throws {
        let identity: TLSIdentity
        let certificate: String
        let key: String
        switch mode {
        case .fingerprint(let file):
            console.print(try Certificate.load(pemFile: file).fingerprint)
            return
        case .server(let host):
            certificate = certificatePath ?? "certs/\(host).crt"
            key = keyPath ?? "certs/\(host).key"
            try refuseToReplace([certificate, key])
            identity = try TLSIdentity.generate(name: host, purpose: .server, days: days)
        case .client(let name):
            let base = name.replacingOccurrences(of: "/", with: "_")
            certificate = certificatePath ?? "\(base).crt"
            key = keyPath ?? "\(base).key"
            try refuseToReplace([certificate, key])
            identity = try TLSIdentity.generate(name: name, purpose: .client, days: days)
        }
        try identity.write(certificatePath: certificate, keyPath: key, overwrite: force)
        console.printError("gempaper: wrote \(certificate) and \(key) (mode 0600)")
        console.print(identity.certificate.fingerprint)
    }

    private func refuseToReplace(_ paths: [String]) throws {
        guard !force, let existing = paths.first(where: { FileManager.default.fileExists(atPath: $0) }) else { return }
        throw Problem(
            .conflict,
            "\(existing) already exists: Gemini clients pin a certificate on first use, so replacing it makes them warn of an impersonation",
            hint: "keep it (and back it up), or pass --force to replace it on purpose")
    }
}
