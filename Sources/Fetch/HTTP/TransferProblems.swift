import Foundation
import Gemini
import Problems

#if canImport(Glibc)
    import Glibc
#endif

/// The problems a failed HTTP transfer is reported as, written for the
/// person who saved the page. `place` is `host:port`, `url` the URL asked.
enum TransferProblems {
    /// The server said nothing for `seconds`.
    static func silent(_ place: String, seconds: TimeInterval) -> Problem {
        .temporary("\(place) did not answer within \(Self.seconds(seconds))", hint: "try again later")
    }

    /// The whole fetch took longer than the total timeout.
    static func tookTooLong(_ url: String, seconds: TimeInterval) -> Problem {
        .temporary("\(url) took longer than \(Self.seconds(seconds)) to fetch", hint: "the site is slow; try again later")
    }

    /// The fetch was cancelled.
    static func stopped(_ url: String) -> Problem {
        .temporary("the fetch of \(url) was stopped")
    }

    /// The host name has no address.
    static func unknownHost(_ host: String) -> Problem {
        .temporary("cannot find the address of \(host)", hint: "check the URL, or the network connection")
    }

    /// No address of the host took the connection.
    static func cannotConnect(_ place: String, errno failure: Int32) -> Problem {
        switch failure {
        case ECONNREFUSED:
            return .temporary("\(place) refused the connection", hint: "the site may be down; try again later")
        case ENETUNREACH, EHOSTUNREACH, ENETDOWN:
            return .temporary("\(place) cannot be reached", hint: "check the network connection; try again later")
        default:
            return .temporary(
                "cannot connect to \(place): \(String(cString: strerror(failure)))", hint: "try again later")
        }
    }

    /// The connection broke off in the middle.
    static func broken(_ place: String) -> Problem {
        .temporary("the connection to \(place) broke off", hint: "try again later")
    }

    /// The answer is not a well-formed HTTP response.
    static func malformed(_ place: String, _ error: HTTPResponseError) -> Problem {
        switch error {
        case .noResponse:
            return .temporary("\(place) closed the connection without answering", hint: "try again later")
        case .truncatedHead, .truncatedBody:
            return .temporary("the connection to \(place) broke off: \(error)", hint: "try again later")
        case .notHTTP:
            return .permanent("\(place) did not answer with HTTP", hint: "check the URL's scheme and port")
        default:
            return .permanent("\(place) sent a malformed answer: \(error)", hint: "the site is broken; try it later")
        }
    }

    /// The body could not be decoded.
    static func undecodable(_ url: String, _ failure: ContentDecoder.Failure, maxBytes: Int) -> Problem {
        switch failure {
        case .tooLarge:
            return Problem.tooLarge(url, limit: maxBytes)
        case .unsupported(let coding):
            return .permanent(
                "\(url) came compressed as '\(Problem.oneLine(coding, maxBytes: 40))', which gempaper does not decode",
                hint: "the site ignored what gempaper asked for (gzip or deflate)")
        case .damaged(let reason):
            return .permanent("\(url) came compressed, but the data is damaged (\(reason))")
        case .truncated:
            return .temporary("\(url) came compressed, and the data ends early", hint: "try again later")
        }
    }

    /// The secure connection failed.
    static func insecure(_ place: String, _ error: TLSConnectionError) -> Problem {
        switch error {
        case .untrusted(let reason):
            return .permanent(
                "the certificate of \(place) is not trusted (\(reason))",
                hint: "the site's certificate may be invalid or expired; gempaper does not fetch such pages")
        case .handshakeFailed(let reason):
            return .temporary("the secure (TLS) connection to \(place) failed (\(reason))", hint: "try again later")
        case .closed, .failed:
            return broken(place)
        }
    }

    /// `1 second`, `20 seconds`, `2.5 seconds`.
    static func seconds(_ interval: TimeInterval) -> String {
        if interval == 1 { return "1 second" }
        return interval == interval.rounded() ? "\(Int(interval)) seconds" : String(format: "%.1f seconds", interval)
    }
}
