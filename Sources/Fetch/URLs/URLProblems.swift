import Problems

/// What is wrong with a URL someone typed, and what to type instead.
enum URLProblems {
    /// A port outside 1–65535.
    static func badPort(_ port: Int, in url: String) -> Problem {
        .badInput(
            "'\(url)' has the port \(port), but ports go from 1 to 65535",
            hint: "leave the port out for the usual one (80 for http, 443 for https, 1965 for gemini)")
    }
}
