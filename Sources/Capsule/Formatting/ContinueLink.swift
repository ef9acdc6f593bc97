import ReadingList

/// The link back to where the owner stopped in an article:
/// "Continue: TITLE, section HEADING" to that section's page.
enum ContinueLink {
    /// The section's page, or the article's when only that was opened.
    static func url(_ reading: ReadingProgress) -> String {
        reading.position.section.map { CapsulePaths.section(reading.article.id, $0) }
            ?? CapsulePaths.article(reading.article.id)
    }

    /// "Continue: TITLE, section HEADING" (or just the title).
    static func label(_ reading: ReadingProgress) -> String {
        let title = reading.article.displayTitle
        guard let heading = reading.position.heading, reading.position.section != nil else {
            return "Continue: \(title)"
        }
        return "Continue: \(title), section \(heading)"
    }

    /// "section 3 of 7", or "not started" when only the article's page was opened.
    static func place(_ position: ReadingPosition) -> String {
        position.section.map { "section \($0) of \(position.sectionCount)" } ?? "opened, no section yet"
    }
}
