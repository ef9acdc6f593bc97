import Foundation
import Gemini

/// An owner's certificate must last: one that expires within a day (some
/// clients offer one-hour identities) would make an owner who is locked out
/// tomorrow, or leave a fingerprint in capsule.conf that nobody holds.
/// `/claim` refuses it, saying to make a long-lived one.
enum ShortLivedCertificate {
    /// How long a certificate must still be valid to claim the capsule.
    static let minimumLifetime: TimeInterval = 24 * 60 * 60

    /// The answer refusing `certificate`, or nil when it lasts long enough.
    static func refusal(_ certificate: ClientCertificate, now: Date = Date()) -> Response? {
        guard let end = certificate.notAfter, end < now.addingTimeInterval(minimumLifetime) else { return nil }
        return Response(
            .certificateNotValid,
            "this certificate expires within a day (\(DateText.timestamp(end))): make a new identity in your client that lasts a year or more, and claim the capsule with that")
    }
}
