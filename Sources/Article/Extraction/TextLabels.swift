/// Short texts that label page furniture rather than say anything.
enum TextLabels {
    /// "Advertisement" and its kin, in the languages pages commonly use.
    private static let advertising: Set<String> = [
        "advertisement", "advertisements", "advert", "ad", "ads", "sponsored", "sponsored content",
        "advertisement - scroll to continue", "story continues below advertisement", "continue reading the main story",
        "anzeige", "werbung", "publicidade", "publicidad", "publicité", "pubblicità", "iklan", "реклама", "광고",
        "広告", "广告", "reklama", "reclame", "annonce", "mainos",
    ]

    /// Whether `text` is only an advertising label.
    static func isAdvertisingLabel(_ text: String) -> Bool {
        let trimmed = text.lowercased().trimmingEdges(" .:-|–—")
        return advertising.contains(trimmed)
    }
}
