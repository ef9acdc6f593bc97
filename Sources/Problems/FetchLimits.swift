/// The problems of a fetch that goes past a limit, worded the same for
/// every protocol gempaper fetches (HTTP and Gemini).
extension Problem {
    /// `url` is larger than `limit` bytes, the most a fetch takes.
    public static func tooLarge(_ url: String, limit: Int) -> Problem {
        .permanent(
            "\(url) is larger than \(ByteSize.text(limit)), the most gempaper fetches",
            hint: "it is probably not an article")
    }

    /// `asked` redirected back to `target`, where it had been before.
    public static func redirectLoop(_ asked: String, after count: Int, at target: String) -> Problem {
        .permanent(
            "\(asked) redirects in a loop: after \(count) redirect\(count == 1 ? "" : "s") it is back at \(target)",
            hint: "the site is misconfigured; try again later or report it to its owner")
    }

    /// `asked` redirected more than `limit` times, the last time to `last`.
    public static func tooManyRedirects(_ asked: String, limit: Int, last: String) -> Problem {
        .permanent(
            "\(asked) redirects more than \(limit) times (last to \(last))",
            hint: "the site is misconfigured; try the last URL yourself")
    }
}

/// Sizes in words: `20 MB`, `1.5 KB`, `900 bytes` (powers of 1000, as disks are sold).
public enum ByteSize {
    /// `bytes` in the largest unit that keeps it at 1 or more.
    public static func text(_ bytes: Int) -> String {
        if bytes >= 1_000_000 { return formatted(Double(bytes) / 1_000_000, "MB") }
        if bytes >= 1000 { return formatted(Double(bytes) / 1000, "KB") }
        return "\(bytes) bytes"
    }

    private static func formatted(_ value: Double, _ unit: String) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths)) \(unit)" : "\(tenths) \(unit)"
    }
}
