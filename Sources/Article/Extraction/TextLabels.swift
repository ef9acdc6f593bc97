/// Short texts that label page furniture rather than say anything.
enum TextLabels {
    /// "Advertisement" and its kin, in the languages pages commonly use.
    private static let advertising: Set<String> = [
        "advertisement", "advertisements", "advert", "ad", "ads", "sponsored", "sponsored content",
        "advertisement - scroll to continue", "story continues below advertisement", "continue reading the main story",
        "anzeige", "werbung", "publicidade", "publicidad", "publicité", "pubblicità", "iklan", "реклама", "광고",
        "広告", "广告", "reklama", "reclame", "annonce", "mainos",
    ]

    /// Phrases of the requests that end articles: follow us, subscribe,
    /// read more, download the app (in the languages pages commonly use).
    private static let callsToAction = [
        "follow us", "subscribe", "sign up", "newsletter", "join our", "download the", "get the latest", "have a tip",
        "news tip", "more great", "don't miss", "don’t miss", "see more", "read more", "also read", "you may also like",
        "recommended for you", "related stories", "related articles", "more stories", "click here", "all rights reserved",
        "copyright ©", "listen back", "get access to", "lesen sie auch", "mehr zum thema", "folgen sie", "lire aussi",
        "suivez-nous", "lee también", "síguenos", "leia também", "siga-nos", "leggi anche", "seguici",
        "what you think", "what do you think", "leave a comment", "leave a reply", "post a comment",
        "join the discussion", "join the conversation", "like to hear",
    ]

    /// The most characters of a block that is a request wherever its words stand.
    static let shortRequest = 160

    /// Whether `text` asks the reader to do something other than read the
    /// article: follow someone on a social network, subscribe, read more.
    /// In a longer block the request must open it, or come with an
    /// address or a handle to write to: an author's own "leave a comment"
    /// at the end of a paragraph of prose stays.
    static func isCallToAction(_ text: String) -> Bool {
        let lower = text.lowercased()
        let networks = ["twitter", "facebook", "instagram", "youtube", "linkedin", "tiktok"]
        let isShort = lower.count <= shortRequest || lower.contains("@")
        let searched = isShort ? lower[...] : lower.prefix(40)
        if callsToAction.contains(where: { searched.contains($0) }) { return true }
        return isShort && lower.contains("follow") && networks.contains { lower.contains($0) }
    }

    /// Whether `text` is only an advertising label.
    static func isAdvertisingLabel(_ text: String) -> Bool {
        let trimmed = text.lowercased().trimmingEdges(" .:-|–—")
        return advertising.contains(trimmed)
    }
}
