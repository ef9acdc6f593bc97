import Foundation
import ReadingList

/// Articles to fill test libraries with: real-looking gemtext with
/// headings, on a few sites, with tags.
enum SampleArticles {
    static let sites = ["alpha.example", "beta.example", "gamma.example"]
    static let base = Date(timeIntervalSince1970: 1_714_000_000)

    /// The gemtext of article `index`: a title, an introduction, and `sections` sections.
    static func gemtext(_ index: Int, title: String, sections: Int = 3) -> String {
        var text = "# \(title)\n\nIntroduction to article \(index), about writing capsules.\n"
        for section in 1...max(1, sections) {
            text += "\n## Part \(section) of \(index)\n\nText of part \(section): sqlite gemini swift.\n"
            if section == 2 { text += "\n### Detail of part 2\n\n* a list item\n> a quote\n" }
        }
        text += "\n```ascii art\n# not a heading\n=> not a link\n```\n"
        return text
    }

    /// Saves `count` articles: saved an hour apart (oldest first), every
    /// third archived, tags by index, lengths varying. Returns their ids.
    @discardableResult
    static func fill(_ library: Library, count: Int, startingAt start: Int = 0) throws -> [ArticleID] {
        var ids: [ArticleID] = []
        for index in start..<(start + count) {
            let title = "Article \(String(format: "%03d", index)) \(["on gardens", "about tea", "of rivers", "with trains"][index % 4])"
            var gemtext = gemtext(index, title: title)
            gemtext += String(repeating: "More words here. ", count: (index * 37) % 400)
            let content = ArticleContent(
                url: "https://\(sites[index % 3])/posts/\(index)", title: title, siteName: index % 2 == 0 ? "Site \(index % 3)" : nil,
                author: index % 5 == 0 ? "Ada <Lovelace> & co" : nil, publishedAt: base.addingTimeInterval(Double(index) * 3000),
                excerpt: "Excerpt of \(index) with <xml> & \"quotes\"", gemtext: gemtext)
            var tags: [String] = []
            if index % 2 == 0 { tags.append("even") }
            if index % 5 == 0 { tags.append("five") }
            if index % 7 == 0 { tags.append("c#") }
            let id = try library.save(content, tags: tags, savedAt: base.addingTimeInterval(Double(index) * 3600)).id
            if index % 3 == 2 { try library.archive(.ids([id]), at: base.addingTimeInterval(Double(index) * 3600 + 60)) }
            ids.append(id)
        }
        return ids
    }
}
