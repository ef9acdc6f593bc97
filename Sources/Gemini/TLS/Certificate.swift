import COpenSSL
import Foundation
import Problems

/// An X.509 certificate: its fingerprints, name and validity, and its PEM text.
public final class Certificate: @unchecked Sendable {
    let x509: OpaquePointer

    /// Takes ownership of `x509`.
    init(owning x509: OpaquePointer) { self.x509 = x509 }

    deinit { X509_free(x509) }

    /// The first certificate in the PEM text `pem`.
    public convenience init(pem: String) throws {
        let bio = MemoryBIO(pem)
        guard let x509 = PEM_read_bio_X509(bio.pointer, nil, nil, nil) else {
            throw Problem.badInput("not a PEM certificate: \(OpenSSLError.drain())")
        }
        self.init(owning: x509)
    }

    /// The first certificate in the PEM file at `path`.
    public static func load(pemFile path: String) throws -> Certificate {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw Problem.notFound("cannot read the certificate \(path)", hint: "check the path and its permissions")
        }
        do { return try Certificate(pem: text) } catch let problem as Problem {
            throw Problem.badInput("\(path) is \(problem.message)")
        }
    }

    /// SHA-256 of the DER encoding in lowercase hex (`openssl x509 -outform der | sha256sum`).
    public var fingerprint: String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        X509_digest(x509, EVP_sha256(), &digest, &length)
        return Hex.string(digest.prefix(Int(length)))
    }

    /// SHA-256 of the DER-encoded public key (SubjectPublicKeyInfo) in lowercase hex.
    public var publicKeyFingerprint: String {
        guard let key = X509_get0_pubkey(x509) else { return "" }
        var buffer: UnsafeMutablePointer<UInt8>? = nil
        let length = i2d_PUBKEY(key, &buffer)
        guard length > 0, let buffer else { return "" }
        defer { gp_OPENSSL_free(buffer) }
        return Hex.sha256(UnsafeRawBufferPointer(start: buffer, count: Int(length)))
    }

    /// The subject's common name (CN), if any.
    public var commonName: String? {
        guard let name = X509_get_subject_name(x509) else { return nil }
        var buffer = [CChar](repeating: 0, count: 256)
        let length = X509_NAME_get_text_by_NID(name, NID_commonName, &buffer, Int32(buffer.count))
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Start of the validity period.
    public var notBefore: Date? { Self.date(X509_get0_notBefore(x509)) }
    /// End of the validity period.
    public var notAfter: Date? { Self.date(X509_get0_notAfter(x509)) }

    /// The certificate as PEM text.
    public var pem: String {
        let bio = MemoryBIO()
        PEM_write_bio_X509(bio.pointer, x509)
        return bio.text
    }

    /// What a handler is told about this certificate.
    var clientCertificate: ClientCertificate {
        ClientCertificate(
            fingerprint: fingerprint, publicKeyFingerprint: publicKeyFingerprint, commonName: commonName,
            notBefore: notBefore, notAfter: notAfter)
    }

    private static func date(_ time: UnsafePointer<ASN1_TIME>?) -> Date? {
        guard let time else { return nil }
        var parts = tm()
        guard ASN1_TIME_to_tm(time, &parts) == 1 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
    }
}

/// A private key (EC P-256 when generated here) and its PEM text.
public final class PrivateKey: @unchecked Sendable {
    let pkey: OpaquePointer

    init(owning pkey: OpaquePointer) { self.pkey = pkey }

    deinit { EVP_PKEY_free(pkey) }

    /// A new EC P-256 key.
    public static func generateP256() throws -> PrivateKey {
        guard let key = gp_generate_p256_key() else {
            throw Problem.internal("cannot generate an EC key: \(OpenSSLError.drain())")
        }
        return PrivateKey(owning: key)
    }

    /// The key in the PEM text `pem` (unencrypted).
    public convenience init(pem: String) throws {
        let bio = MemoryBIO(pem)
        guard let key = PEM_read_bio_PrivateKey(bio.pointer, nil, nil, nil) else {
            throw Problem.badInput("not a PEM private key (or it is encrypted): \(OpenSSLError.drain())")
        }
        self.init(owning: key)
    }

    /// The key in the PEM file at `path`.
    public static func load(pemFile path: String) throws -> PrivateKey {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw Problem.notFound("cannot read the key \(path)", hint: "check the path and its permissions")
        }
        do { return try PrivateKey(pem: text) } catch let problem as Problem {
            throw Problem.badInput("\(path) is \(problem.message)")
        }
    }

    /// The key as PKCS#8 PEM text.
    public var pem: String {
        let bio = MemoryBIO()
        PEM_write_bio_PrivateKey(bio.pointer, pkey, nil, nil, 0, nil, nil)
        return bio.text
    }
}

/// A memory BIO, freed with the value.
final class MemoryBIO {
    let pointer: OpaquePointer

    init() { pointer = BIO_new(BIO_s_mem()) }

    init(_ text: String) {
        let bytes = Array(text.utf8)
        pointer = BIO_new(BIO_s_mem())
        bytes.withUnsafeBytes { _ = BIO_write(pointer, $0.baseAddress, Int32($0.count)) }
    }

    var text: String {
        var data: UnsafeMutablePointer<CChar>? = nil
        let length = gp_BIO_get_mem_data(pointer, &data)
        guard length > 0, let data else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
    }

    deinit { BIO_free(pointer) }
}
