/// A failure written for the person who meets it: what went wrong, what to do
/// next, and how it reads as a Gemini status and as a command-line exit code.
///
/// Every module throws `Problem` for anything a person may see; the capsule
/// turns it into a Gemini header and the command line into one line on stderr.
public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    /// What sort of failure this is; decides the Gemini status and exit code.
    public enum Kind: Sendable, Equatable {
        /// The input (an argument, a URL, a request, a file) is malformed.
        case badInput
        /// The thing asked for does not exist.
        case notFound
        /// The thing existed and was removed for good.
        case gone
        /// The request clashes with what is already there (a duplicate, say).
        case conflict
        /// A client certificate is needed and none was given.
        case certificateRequired
        /// The client certificate given is not allowed here.
        case certificateNotAuthorized
        /// The client certificate given is malformed or expired.
        case certificateNotValid
        /// The client must wait this many seconds before asking again.
        case slowDown(seconds: Int)
        /// Something outside us failed and may work later (network, a busy server).
        case temporary
        /// The service is not available (shutting down, overloaded).
        case unavailable
        /// It failed and will fail the same way again.
        case permanent
        /// Our own fault: a bug or a broken database. Logged, never shown raw.
        case `internal`
    }

    /// The kind of failure.
    public var kind: Kind
    /// One line saying what went wrong, e.g. `no article with id 42`.
    public var message: String
    /// One line saying what to do next, e.g. `run 'gempaper list' to see ids`.
    public var hint: String?

    /// A problem of `kind` with a message and, when there is one, a next step.
    public init(_ kind: Kind, _ message: String, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.hint = hint
    }

    /// The message and the hint on one line.
    public var description: String {
        guard let hint, !hint.isEmpty else { return message }
        return "\(message); \(hint)"
    }

    /// The two-digit Gemini status this problem is answered with.
    public var geminiStatus: Int {
        switch kind {
        case .badInput: 59
        case .notFound: 51
        case .gone: 52
        case .conflict: 50
        case .certificateRequired: 60
        case .certificateNotAuthorized: 61
        case .certificateNotValid: 62
        case .slowDown: 44
        case .temporary, .internal: 40
        case .unavailable: 41
        case .permanent: 50
        }
    }

    /// The Gemini META for this problem: at most 1024 bytes, one line.
    /// For `44` it is the number of seconds, as the protocol requires.
    public var geminiMeta: String {
        if case .slowDown(let seconds) = kind { return String(seconds) }
        let text = kind == .internal ? "internal error: \(message)" : description
        return Problem.oneLine(text, maxBytes: 1024)
    }

    /// The process exit code for this problem (see README, "Exit codes").
    public var exitCode: Int32 {
        switch kind {
        case .badInput: 2
        case .notFound, .gone: 3
        case .conflict: 4
        case .temporary, .unavailable, .slowDown: 5
        case .certificateRequired, .certificateNotAuthorized, .certificateNotValid: 6
        case .permanent: 1
        case .internal: 70
        }
    }

    /// `text` with control characters replaced by spaces, cut at a character
    /// boundary so that its UTF-8 form is at most `maxBytes` long.
    public static func oneLine(_ text: String, maxBytes: Int) -> String {
        var result = ""
        var used = 0
        for scalar in text.unicodeScalars {
            let clean: Unicode.Scalar = scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar
            let size = String(clean).utf8.count
            if used + size > maxBytes { break }
            result.unicodeScalars.append(clean)
            used += size
        }
        return result
    }
}

extension Problem {
    /// Malformed input.
    public static func badInput(_ message: String, hint: String? = nil) -> Problem {
        Problem(.badInput, message, hint: hint)
    }
    /// Something asked for that does not exist.
    public static func notFound(_ message: String, hint: String? = nil) -> Problem {
        Problem(.notFound, message, hint: hint)
    }
    /// A failure that will repeat.
    public static func permanent(_ message: String, hint: String? = nil) -> Problem {
        Problem(.permanent, message, hint: hint)
    }
    /// A failure that may go away if tried later.
    public static func temporary(_ message: String, hint: String? = nil) -> Problem {
        Problem(.temporary, message, hint: hint)
    }
    /// Our own fault.
    public static func `internal`(_ message: String, hint: String? = nil) -> Problem {
        Problem(.internal, message, hint: hint)
    }
}
