import Foundation

/// What a handler learns about the certificate a client presented. Gemini
/// identifies a client by the SHA-256 fingerprint of its certificate's DER
/// encoding, in lowercase hex: what `openssl x509 -outform der | sha256sum` prints.
public struct ClientCertificate: Sendable, Hashable {
    /// SHA-256 of the certificate's DER encoding, 64 lowercase hex digits.
    public let fingerprint: String
    /// SHA-256 of the DER-encoded public key (SubjectPublicKeyInfo), lowercase hex:
    /// stays the same when a client renews its certificate with the same key.
    public let publicKeyFingerprint: String
    /// The subject's common name, if it has one (often the user's chosen name).
    public let commonName: String?
    /// Start of the validity period.
    public let notBefore: Date?
    /// End of the validity period.
    public let notAfter: Date?

    /// A certificate description from its parts.
    public init(
        fingerprint: String, publicKeyFingerprint: String, commonName: String?, notBefore: Date?, notAfter: Date?
    ) {
        self.fingerprint = fingerprint
        self.publicKeyFingerprint = publicKeyFingerprint
        self.commonName = commonName
        self.notBefore = notBefore
        self.notAfter = notAfter
    }

    /// Whether `date` (now by default) lies within the validity period.
    public func isValid(at date: Date = Date()) -> Bool {
        if let notBefore, date < notBefore { return false }
        if let notAfter, date > notAfter { return false }
        return true
    }

    /// Whether the certificate is valid now.
    public var isCurrentlyValid: Bool { isValid() }

    /// The first 8 hex digits of the fingerprint, as the access log shows it.
    public var shortFingerprint: String { String(fingerprint.prefix(8)) }
}
