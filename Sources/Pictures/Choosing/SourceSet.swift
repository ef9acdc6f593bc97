/// One address in a `srcset`, with what it says about its size: a width
/// descriptor (`800w`), a pixel density (`2x`), or neither (`1x`).
public struct PictureCandidate: Sendable, Hashable {
    /// The address as written (not resolved).
    public var url: String
    /// The picture's width in pixels, from a `w` descriptor.
    public var width: Int?
    /// The pixel density, from an `x` descriptor; 1 when neither is given.
    public var density: Double

    /// A candidate with every field given.
    public init(url: String, width: Int? = nil, density: Double = 1) {
        self.url = url
        self.width = width
        self.density = density
    }

    /// The candidates of a `srcset` value, in order (the WHATWG parsing
    /// rules, much simplified: addresses end at whitespace, or at commas
    /// that end them; descriptors run to the next comma outside
    /// parentheses). `data:` addresses are left out.
    public static func parse(srcset: String) -> [PictureCandidate] {
        var candidates: [PictureCandidate] = []
        var rest = Substring(srcset)
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "," }
            guard !rest.isEmpty else { return candidates }
            var url = rest.prefix { !$0.isWhitespace }
            rest = rest.dropFirst(url.count)
            var descriptors = Substring("")
            if url.last == "," {
                while url.last == "," { url = url.dropLast() }
            } else {
                var depth = 0
                let end =
                    rest.firstIndex { character in
                        if character == "(" { depth += 1 }
                        if character == ")" { depth = max(0, depth - 1) }
                        return character == "," && depth == 0
                    } ?? rest.endIndex
                descriptors = rest[..<end]
                rest = rest[end...]
            }
            guard !url.isEmpty, !url.lowercased().hasPrefix("data:") else { continue }
            var candidate = PictureCandidate(url: String(url))
            for descriptor in descriptors.split(whereSeparator: \.isWhitespace) {
                guard let unit = descriptor.last?.lowercased() else { continue }
                let number = descriptor.dropLast()
                if unit == "w", let width = Int(number), width > 0 {
                    candidate.width = width
                } else if unit == "x", let density = Double(number), density > 0, density.isFinite {
                    candidate.density = density
                }
            }
            candidates.append(candidate)
        }
    }
}
