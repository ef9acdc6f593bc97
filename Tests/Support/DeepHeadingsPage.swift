import Foundation

/// A guide whose headings go five levels deep (`<h1>` title, `<h2>` to
/// `<h5>`), for checking that every table of contents nests them at their
/// true depth, though gemtext writes `<h3>`, `<h4>` and `<h5>` all as `###`.
///
///     let server = try TestHTTPServer { _ in .html(DeepHeadingsPage.html) }
public enum DeepHeadingsPage {
    /// Where tests serve it.
    public static let path = "/guides/deep-harbour"
    /// The title (`<h1>`).
    public static let title = "Deep harbour pilot guide"
    /// The headings under the title in order, with their HTML levels.
    public static let headings: [(title: String, level: Int)] = [
        ("Approach", 2), ("Buoys", 3), ("Red buoys", 4), ("Lit red buoys", 5), ("Green buoys", 4), ("Lights", 3),
        ("Mooring", 2),
    ]
    /// How deep each heading sits under the first one's level: its HTML level less 2.
    public static var depths: [Int] { headings.map { $0.level - 2 } }

    /// The page's HTML: a site's navigation, then the article.
    public static var html: String {
        var body = "<!doctype html><html lang=en><head><meta charset=utf-8><title>\(title)</title></head><body>"
        body += "<nav><a href=\"/\">Home</a> <a href=\"/guides\">Guides</a></nav><article><h1>\(title)</h1>"
        body += "<p>\(paragraph("harbour"))</p>"
        for (index, heading) in headings.enumerated() {
            body += "<h\(heading.level)>\(heading.title)</h\(heading.level)><p>\(paragraph("part\(index)"))</p>"
        }
        return body + "</article><footer>About this site</footer></body></html>"
    }

    private static func paragraph(_ word: String) -> String {
        "Pilots entering the deep harbour keep to the marked channel, where the \(word) notes below say what each "
            + "mark means and how far to stay from it at low water, in fog and after dark, as the harbour master asks."
    }
}
