import Foundation
import Gemini
import Problems

/// Fetches gemini:// pages with the project's Gemini client: redirects
/// (at most 5, the protocol's rule), servers trusted on first use in the
/// known-hosts file, the size cap, timeouts. A status other than success
/// becomes a problem saying what the capsule wanted.
struct GeminiPageFetcher {
    let settings: FetchSettings

    func fetch(_ url: String, cancellation: FetchCancellation?) throws -> FetchedPage {
        var configuration = GeminiClient.Configuration(trust: .knownHosts(KnownHosts(path: settings.knownHostsPath)))
        configuration.maxRedirects = min(settings.maxRedirects, 5)
        configuration.timeout = settings.idleTimeout
        configuration.maxBodyBytes = settings.maxBytes
        let client = GeminiClient(configuration)
        let response: GeminiResponse
        do {
            response = try StoppableWork.run(cancellation: cancellation, within: settings.totalTimeout) {
                try client.get(url)
            }
        } catch StoppableWork.Interruption.stopped {
            throw TransferProblems.stopped(url)
        } catch StoppableWork.Interruption.outOfTime {
            throw Problem.temporary(
                "\(url) took longer than \(TransferProblems.seconds(settings.totalTimeout)) to fetch",
                hint: "the capsule is slow; try again later")
        }
        let finalURL = response.url.description
        if let problem = Self.problem(for: response, url: finalURL) { throw problem }
        let declared = MediaType(response.meta)
        let mediaType = response.mimeType ?? "text/gemini"
        _ = try PageKind.of(mediaType, url: finalURL)
        return FetchedPage(
            url: url, finalURL: finalURL, bytes: Data(response.body), mediaType: mediaType, charset: declared?.charset)
    }

    /// The problem a response other than success stands for.
    static func problem(for response: GeminiResponse, url: String) -> Problem? {
        let meta = Problem.oneLine(response.meta, maxBytes: 300)
        let said = meta.isEmpty ? "" : ": \(meta)"
        switch response.status.category {
        case 2:
            return nil
        case 1:
            return .permanent(
                "\(url) asks for input (\(meta.isEmpty ? "no prompt" : "'\(meta)'")), not a page gempaper can save",
                hint: "save the page the answer leads to instead")
        case 3:
            return .permanent("\(url) redirects too often\(said)")
        case 4:
            if response.status == .slowDown {
                return .temporary("\(url) asks to slow down for \(meta) seconds", hint: "try again later")
            }
            return .temporary("\(url) failed for now (\(response.status)\(said))", hint: "try again later")
        case 6:
            return Problem(
                .certificateRequired, "\(url) needs a client certificate (\(response.status)\(said))",
                hint: "gempaper saves pages anyone can read")
        default:
            switch response.status {
            case .notFound: return .notFound("\(url) was not found (51\(said))", hint: "check the URL")
            case .gone: return Problem(.gone, "\(url) is gone (52\(said))")
            default: return .permanent("\(url) failed (\(response.status)\(said))")
            }
        }
    }
}
