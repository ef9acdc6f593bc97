/// When to use colour: the value of a `--color` option.
public enum ColorChoice: String, Sendable, CaseIterable {
    /// Colour when writing to a terminal, unless `NO_COLOR` is set (and not
    /// empty) or `TERM` is `dumb`.
    case auto
    /// Always colour, even into a file or pipe, and despite `NO_COLOR`.
    case always
    /// Never colour.
    case never

    /// Whether to colour output that goes to a terminal or not (`isTerminal`)
    /// in `environment`.
    public func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}
