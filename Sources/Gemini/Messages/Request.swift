/// One Gemini request as a handler sees it: the URL taken apart (path
/// decoded and normalised, query decoded), the client's certificate if it
/// sent one, its address, and the values of the route's `:parameters`.
public struct Request: Sendable {
    /// The URL the client sent.
    public let url: GeminiURL
    /// The decoded, normalised path (`/articles/12`).
    public let path: RequestPath
    /// The decoded query, nil when the URL has no `?`: the answer to an input
    /// prompt (which may hold line breaks, from a multi-line input box).
    public let query: String?
    /// The client certificate presented during the handshake, if any.
    public let certificate: ClientCertificate?
    /// The client's address, e.g. `127.0.0.1` or `::1`.
    public let remoteAddress: String
    /// The values of the matched route's `:name` segments (decoded).
    public internal(set) var parameters: [String: String] = [:]

    /// A request for `target` from `remoteAddress`, with an optional certificate.
    public init(
        target: RequestTarget, certificate: ClientCertificate? = nil, remoteAddress: String = "127.0.0.1",
        parameters: [String: String] = [:]
    ) {
        self.url = target.url
        self.path = target.path
        self.query = target.query
        self.certificate = certificate
        self.remoteAddress = remoteAddress
        self.parameters = parameters
    }

    /// The host the request names (lower-cased).
    public var host: String { url.host }

    /// The raw query split at `&` into `name=value` pairs, each decoded;
    /// pairs that do not decode are left out. For canonical list URLs such as
    /// `?sort=date&tag=rust`.
    public var queryItems: [(name: String, value: String)] {
        guard let raw = url.query, !raw.isEmpty else { return [] }
        return raw.split(separator: "&").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = try? PercentEncoding.decode(parts[0]),
                let value = try? PercentEncoding.decode(parts.count > 1 ? parts[1] : "")
            else { return nil }
            return (name, value)
        }
    }

    /// The value of the first query item called `name`.
    public func queryItem(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The fingerprint of the client certificate, or a 60 response for the
    /// handler to return when there is none:
    /// `guard let who = request.certificate else { return .certificateRequired() }` reads the same.
    public func requireCertificate(_ message: String = "this page needs a client certificate") throws
        -> ClientCertificate
    {
        guard let certificate else { throw ResponseError(.certificateRequired(message)) }
        guard certificate.isCurrentlyValid else {
            throw ResponseError(
                Response(.certificateNotValid, "your client certificate has expired or is not yet valid"))
        }
        return certificate
    }
}

/// A response thrown instead of returned, so that a helper deep inside a
/// handler can end the request with a particular answer.
public struct ResponseError: Error, Sendable {
    /// The answer to send.
    public let response: Response
    /// Ends the request with `response`.
    public init(_ response: Response) { self.response = response }
}
