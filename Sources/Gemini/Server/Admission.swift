/// What becomes of a connection just accepted, given the connections open:
/// served; refused politely (a handshake, then `41` or `44` whatever it
/// asks); or closed before the handshake, when refusing politely would itself
/// cost too much.
enum Admission: Equatable {
    /// Why a connection is refused.
    enum Reason: Equatable {
        /// The server holds `max-connections` already.
        case serverFull
        /// This client holds `max-connections-per-client` already.
        case clientFull
    }

    case serve
    case refuse(Reason)
    case close

    /// Connections one client may have waiting for their `44` at a time
    /// beyond its limit; more are closed at once.
    static let politeRefusalsPerClient = 4
    /// The seconds a client over its connection limit is asked to wait.
    static let clientWaitSeconds = 5

    /// The answer for a connection that makes `open` connections in all and
    /// `fromClient` from its client, while `refusing` others are being refused.
    static func decide(open: Int, fromClient: Int, refusing: Int, configuration: ServerConfiguration) -> Admission {
        let overClient = fromClient - configuration.maxConnectionsPerClient
        let reason: Reason
        if overClient > 0 {
            guard overClient <= politeRefusalsPerClient else { return .close }
            reason = .clientFull
        } else if open > configuration.maxConnections {
            reason = .serverFull
        } else {
            return .serve
        }
        return refusing < refusalBudget(configuration) ? .refuse(reason) : .close
    }

    /// Connections that may be waiting for their refusal at once, in all.
    static func refusalBudget(_ configuration: ServerConfiguration) -> Int {
        max(16, configuration.maxConnections / 16)
    }

    /// The answer a refused connection gets.
    static func response(for reason: Reason) -> Response {
        switch reason {
        case .serverFull: Response(.serverUnavailable, "too many connections; try again in a moment")
        case .clientFull: .slowDown(seconds: clientWaitSeconds)
        }
    }
}
