import COpenSSL
import Foundation
import Problems

/// A certificate and its private key: a capsule's server identity, or a
/// user's client identity.
public struct TLSIdentity: Sendable {
    /// What a generated certificate is for.
    public enum Purpose: Sendable {
        /// A server certificate for a host name (subject alt name DNS or IP).
        case server
        /// A client certificate naming a person or an identity.
        case client
    }

    /// The certificate.
    public let certificate: Certificate
    /// Its private key.
    public let key: PrivateKey

    /// An identity from a certificate and its key.
    public init(certificate: Certificate, key: PrivateKey) {
        self.certificate = certificate
        self.key = key
    }

    /// Loads the PEM files at `certificatePath` and `keyPath`, checking that they belong together.
    public static func load(certificatePath: String, keyPath: String) throws -> TLSIdentity {
        let identity = TLSIdentity(
            certificate: try Certificate.load(pemFile: certificatePath), key: try PrivateKey.load(pemFile: keyPath))
        guard X509_check_private_key(identity.certificate.x509, identity.key.pkey) == 1 else {
            _ = OpenSSLError.drain()
            throw Problem.badInput(
                "\(keyPath) is not the key of \(certificatePath)",
                hint: "configure the key that belongs to the certificate")
        }
        return identity
    }

    /// A new self-signed EC P-256 certificate valid from yesterday until
    /// `days` days and `seconds` seconds from now.
    /// For `.server`, `name` is the host name (also its subject alt name);
    /// for `.client`, the common name the identity shows.
    public static func generate(name: String, purpose: Purpose = .server, days: Int = 36_500, seconds: Int = 0) throws
        -> TLSIdentity
    {
        let key = try PrivateKey.generateP256()
        guard let x509 = X509_new() else { throw Problem.internal("cannot create a certificate") }
        let certificate = Certificate(owning: x509)
        var serial = [UInt8](repeating: 0, count: 16)
        RAND_bytes(&serial, Int32(serial.count))
        serial[0] &= 0x7F
        let number = BN_bin2bn(serial, Int32(serial.count), nil)
        BN_to_ASN1_INTEGER(number, X509_get_serialNumber(x509))
        BN_free(number)
        X509_set_version(x509, 2)
        X509_gmtime_adj(X509_getm_notBefore(x509), -86_400)
        X509_time_adj_ex(X509_getm_notAfter(x509), Int32(days), seconds, nil)
        X509_set_pubkey(x509, key.pkey)
        let subject = X509_get_subject_name(x509)
        X509_NAME_add_entry_by_txt(subject, "CN", MBSTRING_UTF8, name, -1, -1, 0)
        X509_set_issuer_name(x509, subject)
        var extensions = [
            (NID_basic_constraints, "critical,CA:FALSE"),
            (NID_key_usage, "critical,digitalSignature"),
            (NID_subject_key_identifier, "hash"),
        ]
        switch purpose {
        case .server:
            let san =
                IPAddress.isIPv4(name) || IPAddress.isIPv6(name)
                ? "IP:\(name)" : "DNS:\(HostName.canonical(name) ?? name)"
            extensions += [(NID_subject_alt_name, san), (NID_ext_key_usage, "serverAuth")]
        case .client:
            extensions += [(NID_ext_key_usage, "clientAuth")]
        }
        var context = X509V3_CTX()
        X509V3_set_ctx(&context, x509, x509, nil, nil, 0)
        for (nid, value) in extensions {
            guard let ext = X509V3_EXT_conf_nid(nil, &context, nid, value) else {
                throw Problem.badInput("cannot put '\(value)' in a certificate: \(OpenSSLError.drain())")
            }
            X509_add_ext(x509, ext, -1)
            X509_EXTENSION_free(ext)
        }
        guard X509_sign(x509, key.pkey, EVP_sha256()) > 0 else {
            throw Problem.internal("cannot sign the certificate: \(OpenSSLError.drain())")
        }
        return TLSIdentity(certificate: certificate, key: key)
    }

    /// Writes the certificate (mode 0644) and key (mode 0600) as PEM files,
    /// creating missing folders. Refuses to replace an existing file unless
    /// `overwrite` is true.
    public func write(certificatePath: String, keyPath: String, overwrite: Bool = false) throws {
        if !overwrite {
            for path in [certificatePath, keyPath] where FileManager.default.fileExists(atPath: path) {
                throw Problem(
                    .conflict, "\(path) already exists", hint: "keep it, or remove it first to make a new one")
            }
        }
        try Self.writeFile(keyPath, key.pem, mode: 0o600, overwrite: overwrite)
        try Self.writeFile(certificatePath, certificate.pem, mode: 0o644, overwrite: overwrite)
    }

    private static func writeFile(_ path: String, _ text: String, mode: mode_t, overwrite: Bool) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        // Written to a temporary name created with its final mode, then renamed:
        // a key is never readable by others, not even for a moment.
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else {
            throw Problem.permanent(
                "cannot write \(path): \(String(cString: strerror(errno)))", hint: "check the folder's permissions")
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        fchmod(fd, mode)
        close(fd)
        guard written == bytes.count else {
            unlink(temporary)
            throw Problem.permanent("cannot write \(path)")
        }
        let moved = overwrite ? rename(temporary, path) : link(temporary, path)
        let failure = errno
        if !overwrite || moved != 0 { unlink(temporary) }
        guard moved == 0 else {
            if failure == EEXIST {
                throw Problem(.conflict, "\(path) already exists", hint: "keep it, or remove it first")
            }
            throw Problem.permanent("cannot write \(path): \(String(cString: strerror(failure)))")
        }
    }
}

extension TLSIdentity {
    /// Makes a new server certificate and key for `host` at the configured
    /// paths when neither file exists, and returns it; returns nil when both
    /// exist (they are never replaced: clients pinned them). Throws when only
    /// one of the two exists.
    public static func createIfMissing(for host: ServerConfiguration.Host) throws -> TLSIdentity? {
        let files = FileManager.default
        let haveCertificate = files.fileExists(atPath: host.certificatePath)
        let haveKey = files.fileExists(atPath: host.keyPath)
        switch (haveCertificate, haveKey) {
        case (true, true):
            return nil
        case (false, false):
            let identity = try generate(name: host.name, purpose: .server)
            try identity.write(certificatePath: host.certificatePath, keyPath: host.keyPath)
            return identity
        case (true, false):
            throw Problem.badInput(
                "\(host.certificatePath) exists but its key \(host.keyPath) does not",
                hint:
                    "restore the key from a backup; making a new pair makes every client that pinned the old certificate warn"
            )
        case (false, true):
            throw Problem.badInput(
                "\(host.keyPath) exists but its certificate \(host.certificatePath) does not",
                hint: "restore the certificate from a backup, or remove the key to have a new pair made")
        }
    }
}
