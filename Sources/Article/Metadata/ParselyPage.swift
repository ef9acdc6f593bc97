import Foundation

/// The `parsely-page` `<meta>` tag: a JSON object that Parse.ly's older
/// sites give its tracker instead of the separate `parsely-*` tags
/// (`{"title": …, "author": "Rosa Lindqvist", "pub_date": "2024-02-19T07:15:00Z"}`).
struct ParselyPage {
    /// The authors it names (`author`, a name or a list of them, or `authors`).
    private(set) var authors: [String] = []
    /// Its `pub_date`, as written.
    private(set) var publishedDate: String?

    /// The fields of `content`, the tag's value; none when it is no JSON object.
    init(content: String?) {
        guard let content, content.utf8.count <= 10_000, let data = content.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return }
        publishedDate = object["pub_date"] as? String
        for key in ["authors", "author"] {
            if let name = object[key] as? String {
                authors = [name]
            } else if let names = object[key] as? [Any] {
                authors = names.compactMap { $0 as? String }
            }
            if !authors.isEmpty { break }
        }
    }
}
