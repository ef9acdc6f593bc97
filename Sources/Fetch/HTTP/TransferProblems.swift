import Foundation
import Problems

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The problems a failed HTTP transfer is reported as, written for the
/// person who saved the page.
enum TransferProblems {
    /// The page is larger than the cap.
    static func tooLarge(_ url: URL, maxBytes: Int) -> Problem {
        Problem.permanent(
            "\(url.absoluteString) is larger than \(byteText(maxBytes)), the most gempaper fetches",
            hint: "it is probably not an article")
    }

    /// The problem for a transfer that ended with `error`.
    static func problem(for error: Error, url: URL, settings: FetchSettings) -> Problem {
        let host: String
        if let name = url.host { host = url.port.map { "\(name):\($0)" } ?? name } else { host = url.absoluteString }
        guard let code = (error as? URLError)?.code else {
            return .temporary(
                "fetching \(url.absoluteString) failed: \(error.localizedDescription)", hint: "try again later")
        }
        switch code {
        case .timedOut:
            return .temporary(
                "\(host) did not answer within \(HTTPTransfer.seconds(settings.idleTimeout))", hint: "try again later")
        case .cannotFindHost, .dnsLookupFailed:
            return .temporary(
                "cannot find the address of \(url.host ?? host)", hint: "check the URL, or the network connection")
        case .cannotConnectToHost:
            return .temporary("\(host) refused the connection", hint: "the site may be down; try again later")
        case .networkConnectionLost:
            return .temporary("the connection to \(host) broke off", hint: "try again later")
        case .notConnectedToInternet:
            return .temporary("there is no network connection", hint: "try again when online")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return .permanent(
                "the secure (TLS) connection to \(host) failed",
                hint: "the site's certificate may be invalid or expired")
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
            return .permanent("\(host) sent a malformed answer for \(url.absoluteString)")
        case .badURL, .unsupportedURL:
            return .badInput("'\(url.absoluteString)' is not a URL gempaper can fetch")
        case .cancelled:
            return .temporary("the fetch of \(url.absoluteString) was cancelled")
        default:
            return .temporary(
                "fetching \(url.absoluteString) failed: \(error.localizedDescription)", hint: "try again later")
        }
    }

    /// `20 MB`, `512 KB`, `900 bytes`.
    static func byteText(_ bytes: Int) -> String {
        if bytes >= 1_000_000 { return formatted(Double(bytes) / 1_000_000, "MB") }
        if bytes >= 1000 { return formatted(Double(bytes) / 1000, "KB") }
        return "\(bytes) bytes"
    }

    private static func formatted(_ value: Double, _ unit: String) -> String {
        value == value.rounded() ? "\(Int(value)) \(unit)" : String(format: "%.1f \(unit)", value)
    }
}
