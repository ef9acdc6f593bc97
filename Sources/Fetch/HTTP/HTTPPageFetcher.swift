import Foundation
import Problems

/// Fetches http and https pages through `HTTPClient`: refuses a page whose
/// type gempaper cannot save before downloading it, and names the media
/// type (sniffed when the server gave none) and charset of what came back.
struct HTTPPageFetcher {
    let settings: FetchSettings

    func fetch(_ text: String, cancellation: FetchCancellation?) throws -> FetchedPage {
        let download = try HTTPClient(settings: settings).get(text, cancellation: cancellation, check: Self.inspect)
        let declared = download.contentType.flatMap(MediaType.init)
        let mediaType = declared?.essence ?? ContentSniffer.mediaType(of: download.body, url: download.finalURL)
        _ = try PageKind.of(mediaType, url: download.finalURL)
        return FetchedPage(
            url: text, finalURL: download.finalURL, bytes: download.body, mediaType: mediaType,
            charset: declared?.charset)
    }

    /// Refuses, from its header fields, a successful answer of a type gempaper does not save.
    private static let inspect: HTTPClient.HeadCheck = { head, url in
        guard let type = head.fields["content-type"].flatMap(MediaType.init) else { return nil }
        do {
            _ = try PageKind.of(type.essence, url: url)
            return nil
        } catch let problem as Problem {
            return problem
        } catch {
            return nil
        }
    }
}
