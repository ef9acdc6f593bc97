import Problems

/// The problems of redirects that go nowhere, worded the same for HTTP and Gemini.
enum RedirectProblems {
    /// `asked` redirected back to `target`, where it had been.
    static func loop(_ asked: String, after count: Int, at target: String) -> Problem {
        .permanent(
            "\(asked) redirects in a loop: after \(count) redirect\(count == 1 ? "" : "s") it is back at \(target)",
            hint: "the site is misconfigured; try again later or report it to its owner")
    }

    /// `asked` redirected more than `limit` times, the last time to `last`.
    static func tooMany(_ asked: String, limit: Int, last: String) -> Problem {
        .permanent(
            "\(asked) redirects more than \(limit) times (last to \(last))",
            hint: "the site is misconfigured; try the last URL yourself")
    }
}
