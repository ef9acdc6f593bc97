/// One visit of the owner to an article's page or to one of its sections,
/// as the capsule records it: which article, which section (numbered as in
/// `/articles/ID/sections/N`), that section's heading and how many sections
/// the article has, so the place can be shown without reading the article.
public struct ReadingVisit: Sendable, Equatable {
    /// The article.
    public var article: ArticleID
    /// The section opened (1-based); nil for the article's own page.
    public var section: Int?
    /// The heading of `section`.
    public var heading: String?
    /// How many (numbered) sections the article has.
    public var sectionCount: Int

    /// A visit to `section` (nil: the article's page) of an article with `sectionCount` sections.
    public init(article: ArticleID, section: Int?, heading: String?, sectionCount: Int) {
        self.article = article
        self.section = section
        self.heading = heading
        self.sectionCount = sectionCount
    }

    /// Whether the visit reaches the article's end: its last section, or the
    /// article's page of an article without sections (nothing to read on to).
    public var reachesTheEnd: Bool {
        if let section { return section >= sectionCount }
        return sectionCount == 0
    }
}
