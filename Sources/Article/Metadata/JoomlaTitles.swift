import Foundation

/// The site's name in the `<title>` of a page Joomla made. Joomla joins a
/// page's title and the site's name with " - " (its `JPAGETITLE`, "%1$s -
/// %2$s"), after the headline or before it as the site's settings say,
/// and adds nothing else; its pages tell which software made them in
/// `<meta name="generator" content="Joomla! - Open Source Content
/// Management">`. So on such a page whatever stands beside the headline
/// across " - " is the site's name, though the page's data name no site
/// and the name spells nothing of the domain.
enum JoomlaTitles {
    /// The site's name that `pageTitle` sets before or after `headline`,
    /// on a page whose `generator` is Joomla; nil otherwise.
    static func siteName(pageTitle: String, headline: String, generator: String?) -> String? {
        guard let generator, generator.utf8.starts(with: "Joomla".utf8) else { return nil }
        let title = TitleCleaner.collapse(pageTitle)
        let wanted = TitleCleaner.comparable(headline)
        guard !wanted.isEmpty else { return nil }
        let separator = " - "
        var name: Substring?
        if let last = title.range(of: separator, options: .backwards),
            TitleCleaner.comparable(String(title[..<last.lowerBound])) == wanted
        {
            name = title[last.upperBound...]
        } else if let first = title.range(of: separator),
            TitleCleaner.comparable(String(title[first.upperBound...])) == wanted
        {
            name = title[..<first.lowerBound]
        }
        return name.flatMap { SiteNames.cleaned(String($0)) }
    }
}
