import Foundation
import Problems

/// Downloads one picture over http or https through gempaper's HTTP client,
/// with the page fetcher's rules (redirects followed, counted and checked
/// for loops; timeouts; the size cap stopping the transfer as it streams),
/// asking for pictures.
enum PictureHTTP {
    static let accept = "image/avif,image/webp,image/png,image/jpeg,image/gif,image/svg+xml;q=0.9,*/*;q=0.1"

    static func get(_ url: String, settings: FetchSettings, cancellation: FetchCancellation?) throws -> Data {
        try HTTPClient(settings: settings).get(url, accept: accept, cancellation: cancellation).body
    }
}
