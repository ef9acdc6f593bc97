/// The outline levels of an article's headings as the library keeps them:
/// the numbers in order, separated by commas (`1,2,3,4,3`).
enum HeadingLevelsText {
    static func text(_ levels: [Int]) -> String {
        levels.map(String.init).joined(separator: ",")
    }

    /// The levels in `text`, or nil when it is not such a list.
    static func levels(_ text: String) -> [Int]? {
        guard !text.isEmpty else { return [] }
        var levels: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let level = Int(part), level >= 1 else { return nil }
            levels.append(level)
        }
        return levels
    }
}
