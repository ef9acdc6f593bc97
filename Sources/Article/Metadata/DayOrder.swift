/// Which comes first in a date written in numbers alone with slashes or
/// dashes ("05/03/2024"): the day, as most of the world writes it, or the
/// month, as the United States does. A part over 12 settles it whatever
/// the order ("25/03/2024", "3/25/2024").
enum DayOrder: Sendable {
    case dayFirst
    case monthFirst
    /// Not known (the page declares no language): a date whose day and
    /// month could be swapped is not read.
    case unknown

    /// Regions whose English writes the month first (the United States and
    /// the places that write as it does).
    private static let monthFirstRegions: Set<Substring> = ["US", "PH", "PR", "UM", "AS", "GU", "MP", "VI", "FM"]

    /// The order pages in `language` (a BCP 47 tag) write: the month first
    /// in American English (also English without a region, as CLDR's `en`)
    /// and Filipino, the day first in every other language.
    init(language: String?) {
        guard let language, !language.isEmpty else {
            self = .unknown
            return
        }
        let subtags = language.split(separator: "-")
        let primary = subtags.first?.lowercased() ?? ""
        let region = subtags.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        switch primary {
        case "en": self = region.map { Self.monthFirstRegions.contains($0) } ?? true ? .monthFirst : .dayFirst
        case "fil": self = .monthFirst
        default: self = .dayFirst
        }
    }
}
