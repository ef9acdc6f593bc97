import Foundation
import Problems

/// Whether a page fetched again is still the article that was kept: by its
/// text, not by rules about sites. The kept article's runs of three words
/// are looked for in the new page; when less than half of them are still
/// there, the page is something else now (a parked domain, a login wall, a
/// "not found" served as a success, another article) and the kept copy
/// stays. An article that grew (an update, comments) still keeps its text.
struct SameArticle {
    /// The share of the kept text's word runs the new page must still have.
    static let threshold = 0.5

    /// The share of `kept`'s three-word runs that `fresh` has, from 0 to 1
    /// (1 when `kept` has too few words to tell).
    static func share(of kept: String, in fresh: String) -> Double {
        let old = shingles(kept)
        guard old.count >= 5 else { return 1 }
        let new = shingles(fresh)
        return Double(old.intersection(new).count) / Double(old.count)
    }

    /// The problem of a page that is no longer article `id`, when `fresh`
    /// keeps too little of `kept`; nil when it is the same article.
    static func change(of id: Int64, url: String, kept: String, fresh: String) -> PageChanged? {
        let share = share(of: kept, in: fresh)
        guard share < threshold else { return nil }
        let percent = Int((share * 100).rounded())
        return PageChanged(
            problem: Problem.permanent(
                "\(url) is no longer the article that was saved: the page keeps \(percent)% of its text, so the saved copy stays",
                hint: "to take the new page instead, run 'gempaper refetch --replace \(id)'"))
    }

    /// The set of hashed runs of three words of `gemtext`'s readable text
    /// (link lines without their address), lower case.
    static func shingles(_ gemtext: String) -> Set<Int> {
        var words: [Substring] = []
        for line in gemtext.split(separator: "\n") {
            var text = line[...]
            if text.hasPrefix("=>") {
                text = text.dropFirst(2).drop { $0 == " " || $0 == "\t" }.drop { $0 != " " && $0 != "\t" }
            }
            words += text.split { !$0.isLetter && !$0.isNumber }
        }
        var result = Set<Int>()
        guard words.count >= 3 else { return result }
        for index in 0...(words.count - 3) {
            var hasher = Hasher()
            for word in words[index..<(index + 3)] { hasher.combine(word.lowercased()) }
            result.insert(hasher.finalize())
        }
        return result
    }
}

/// A page fetched again that is not the kept article any more.
struct PageChanged: Error {
    let problem: Problem
}
