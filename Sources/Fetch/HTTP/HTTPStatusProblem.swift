import Problems

/// What an HTTP status other than success means for the person saving the
/// page: whether it may work later (`temporary`: retried by the queue) or
/// will fail the same way again.
enum HTTPStatusProblem {
    /// Nil for a success (2xx); otherwise the problem of `url` answering `status`.
    static func problem(status: Int, url: String) -> Problem? {
        let answered = "\(url) answered \(status) \(reason(status))"
        switch status {
        case 200..<300:
            return nil
        case 401, 403:
            return .permanent(
                answered, hint: "the page needs a login or refuses programs; gempaper fetches public pages")
        case 404:
            return .notFound(answered, hint: "check the URL")
        case 410:
            return Problem(.gone, answered, hint: "the page was removed")
        case 408, 425, 429, 500, 502, 503, 504:
            return .temporary(answered, hint: "try again later")
        case 300..<400:
            return .permanent("\(url) answered \(status) without a usable Location to go to")
        case 400..<500:
            return .permanent(answered)
        default:
            return .temporary(answered, hint: "try again later")
        }
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 300: "Multiple Choices"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 402: "Payment Required"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 406: "Not Acceptable"
        case 408: "Request Timeout"
        case 410: "Gone"
        case 414: "URI Too Long"
        case 418: "I'm a teapot"
        case 425: "Too Early"
        case 429: "Too Many Requests"
        case 451: "Unavailable For Legal Reasons"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: status < 500 ? "Client Error" : "Server Error"
        }
    }
}
