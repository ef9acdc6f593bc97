/// What the server asks the router beyond which handler answers: whose
/// requests its rate limit leaves alone, and which queries its access log
/// must not show.
///
///     router.exemptFromRateLimit { certificate in owners.contains(certificate) }
///     router.keepQueryOutOfLog(at: "/claim")    // a one-time code
extension Router {
    /// Requests made with a client certificate for which `exempt` is true
    /// are never slowed down by the server's rate limit (the capsule's owner
    /// reading their own capsule). Called once per request that has a certificate.
    public mutating func exemptFromRateLimit(_ exempt: @escaping @Sendable (ClientCertificate) -> Bool) {
        rateLimitExemption = exempt
    }

    /// The access log shows requests for `path` (with or without a trailing
    /// `/`) without their query: it writes `?[hidden]`, since the answer to
    /// a prompt there is a secret.
    public mutating func keepQueryOutOfLog(at path: String) {
        pathsWithSecretQueries.insert(RequestPath(segments: path.split(separator: "/").map(String.init)).description)
    }

    /// Whether a request with `certificate` is exempt from the rate limit.
    func isExemptFromRateLimit(_ certificate: ClientCertificate?) -> Bool {
        guard let certificate, let rateLimitExemption else { return false }
        return rateLimitExemption(certificate)
    }

    /// Whether the access log must leave out the query of a request for `path`.
    func hidesQuery(of path: RequestPath) -> Bool {
        !pathsWithSecretQueries.isEmpty
            && pathsWithSecretQueries.contains(RequestPath(segments: path.segments).description)
    }
}
