/// What a piece of rendered text is, which decides how it looks.
enum Role: Hashable {
    case plain
    case heading(level: Int)
    case headingMarker(level: Int)
    case bullet
    case quoteBar
    case quoteText
    case linkNumber(LinkKind)
    case linkLabel(LinkKind)
    case linkTarget
    case caption
    case contentsTitle
    case contentsNumber

    /// The ANSI SGR parameters for this role ("" for none).
    var parameters: String {
        switch self {
        case .plain: ""
        case .heading(let level): ["1;4;36", "1;32", "1;33"][min(max(level, 1), 3) - 1]
        case .headingMarker(let level): ["36", "32", "33"][min(max(level, 1), 3) - 1]
        case .bullet: "1"
        case .quoteBar: "2"
        case .quoteText: "3"
        case .linkNumber(let kind): "1;" + kind.colour
        case .linkLabel(let kind): "4;" + kind.colour
        case .linkTarget: "2"
        case .caption: "2;3"
        case .contentsTitle: "1"
        case .contentsNumber: "2"
        }
    }
}

/// The colours and escape sequences of a render: all empty without colour.
struct Palette {
    let colour: Bool
    private var cache: [Role: [UInt8]] = [:]

    /// `ESC [ 0 m`: back to the terminal's default style.
    static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

    init(colour: Bool) {
        self.colour = colour
    }

    /// The escape sequence that starts `role`'s style, or nothing.
    mutating func codes(for role: Role) -> [UInt8] {
        guard colour, role != .plain else { return [] }
        if let codes = cache[role] { return codes }
        let codes = Array("\u{1B}[\(role.parameters)m".utf8)
        cache[role] = codes
        return codes
    }
}
