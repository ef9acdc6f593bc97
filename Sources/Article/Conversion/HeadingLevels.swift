import Gemtext

/// How the headings of an article body map onto gemtext's three levels
/// under the title (`#`): by their rank among the levels the body uses, so
/// the body's top level becomes `##` and every deeper one `###`, whether
/// the page starts its headings at `<h1>`, `<h2>` or `<h4>`. Their outline
/// levels go on past gemtext's three (`outlineLevels`), so the contents
/// can nest an `<h4>` under its `<h3>` though both are `###`.
enum HeadingLevels {
    /// The gemtext level (2 or 3) for each HTML heading level (1...7) in `used`.
    static func mapping(_ used: [Int]) -> [Int: Int] {
        let distinct = Set(used).sorted()
        var mapping: [Int: Int] = [:]
        for (rank, level) in distinct.enumerated() { mapping[level] = rank == 0 ? 2 : 3 }
        return mapping
    }

    /// The outline level of each heading whose HTML levels are `levels`:
    /// 2 for the body's top level, 3 for the next, 4, 5, ... for deeper
    /// ones, by rank as in `mapping(_:)` (so the gemtext level is this
    /// one up to 3).
    static func outlineLevels(_ levels: [Int]) -> [Int] {
        let ranks = Dictionary(uniqueKeysWithValues: Set(levels).sorted().enumerated().map { ($1, $0 + 2) })
        return levels.map { ranks[$0]! }
    }

    /// `body` with its headings, whose HTML levels are `levels` in order,
    /// set to their gemtext levels.
    static func apply(_ levels: [Int], to body: GemtextDocument) -> GemtextDocument {
        let mapping = mapping(levels)
        var document = body
        var next = 0
        for index in document.lines.indices {
            guard case .heading(_, let text) = document.lines[index], next < levels.count else { continue }
            document.lines[index] = .heading(level: mapping[levels[next]] ?? 3, text: text)
            next += 1
        }
        return document
    }
}
