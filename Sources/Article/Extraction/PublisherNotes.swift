/// Lines in which the publisher speaks about its page, not the story: where
/// the story appeared in print (the New York Times' "A version of this
/// article appears in print on …"), an offer to license a picture
/// ("Purchase Licensing Rights"), a note that the story comes from a news
/// agency's feed unedited, a paywall's line after the teaser, the label of
/// the story read aloud ("Listen to this article · 5:32 min") and the
/// readers' rating of a recipe ("4.87 from 23 votes"). Each is read by its words, whatever the
/// page calls its box.
enum PublisherNotes {
    /// The longest line read as such a note, in characters.
    static let longest: Int32 = 400

    /// Whether `text` is a line about the print edition the story appeared
    /// in ("A version of this article appears in print on Nov. 20, 2019,
    /// Section A, Page 1 …", "This article appeared in the Britain section
    /// of the print edition under the headline …").
    static func isPrintEditionLine(_ text: String) -> Bool {
        // Every opening starts with "a" or "t": the first letter spares other blocks the lowercasing.
        guard text.utf8.count <= Int(longest), let first = text.utf8.first(where: { $0 > 0x20 }),
            first | 0x20 == UInt8(ascii: "a") || first | 0x20 == UInt8(ascii: "t")
        else { return false }
        let lower = text.lowercased()
        guard printOpenings.contains(where: lower.hasPrefix) else { return false }
        return lower.contains("in print") || lower.contains("print edition")
    }

    /// How a line about the print edition opens.
    private static let printOpenings = [
        "a version of this article appear", "a version of this story appear", "a version of this review appear",
        "a version of this essay appear", "a version of this column appear", "this article appear",
        "this story appear", "this article was published in print", "an earlier version of this article appear",
    ]

    /// Whether `text` says the story came from a news agency's feed as it
    /// is, as India's papers note under wire copy ("(Except for the
    /// headline, this story has not been edited by NDTV staff and is
    /// published from a syndicated feed.)", "This story has been published
    /// from a wire agency feed without modifications to the text.").
    static func isSyndicationNote(_ text: String) -> Bool {
        guard text.utf8.count <= 300, text.utf8.count >= 30, mentions(text, anyOf: [Array("feed".utf8)]) else {
            return false
        }
        let lower = text.lowercased()
        return feedWords.contains { lower.contains($0) } && (lower.contains("edited") || lower.contains("modif")
            || lower.contains("reworked") || lower.contains("auto-generated") || lower.contains("published from"))
    }

    /// How such a note names the feed.
    private static let feedWords = ["syndicated feed", "agency feed", "wire feed", "news feed without"]

    /// Whether `text` is the line a paywall ends a teaser with: how much of
    /// the story is left for subscribers ("Il vous reste 60.52% de cet
    /// article à lire. La suite est réservée aux abonnés.", "You have 65% of
    /// this article left to read"), or that the rest is theirs only
    /// ("Questo contenuto è riservato agli abbonati"). The teaser before it
    /// is the story's.
    static func isPaywallLine(_ text: String) -> Bool {
        guard text.utf8.count <= 200 else { return false }
        let hasPercent = text.utf8.contains(UInt8(ascii: "%"))
        // Every line says "%" or names subscribers: other blocks are spared the lowercasing.
        guard hasPercent || mentions(text, anyOf: subscriberStems) else { return false }
        let lower = text.lowercased()
        if hasPercent, remainderWords.contains(where: lower.contains) { return true }
        return subscribersOnly.contains(where: lower.contains)
    }

    /// What every phrase of `subscribersOnly` holds, in ASCII lower case.
    private static let subscriberStems = ["abonn", "abbon", "subscri", "suscri", "assinant"].map { Array($0.utf8) }

    /// Whether `text`, its ASCII letters in lower case, holds one of `stems`
    /// (ASCII, lower case): a cheap test before the words are looked for.
    private static func mentions(_ text: String, anyOf stems: [[UInt8]]) -> Bool {
        let bytes = text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return stems.contains { ByteSearch.contains(bytes, $0) }
    }

    /// How a paywall says how much of the story is left ("60% of this article remains").
    private static let remainderWords = [
        "il vous reste", "of this article left", "of this article remain", "of the article remain",
        "of this story remain", "of this story left", "te queda", "le queda", "ti resta", "restam",
    ]

    /// How a paywall says the rest is for subscribers only.
    private static let subscribersOnly = [
        "réservée aux abonnés", "réservé aux abonnés", "reserved for subscribers", "for subscribers only",
        "exclusive to subscribers", "riservato agli abbonati", "exclusivo para suscriptores",
        "exclusivo para assinantes", "nur für abonnenten", "exklusiv für abonnenten",
    ]

    /// Whether `text`, a link's words, offers to license or buy the picture
    /// it sits beside ("Purchase Licensing Rights", "Buy Photo").
    static func offersPictureRights(_ text: String) -> Bool {
        guard text.utf8.count <= 40 else { return false }
        return pictureOffers.contains(text.lowercased().trimmingEdges(" \u{A0}.:|–—-»›>"))
    }

    /// The words of links that offer a picture for sale or licensing.
    private static let pictureOffers: Set<String> = [
        "purchase licensing rights", "buy licensing rights", "licensing rights", "license this photo",
        "license this image", "license this picture", "license this content", "buy photo", "buy this photo",
        "buy image", "buy this image", "purchase photo", "purchase this photo", "buy a print", "buy print",
        "order a print", "purchase a print",
    ]

    /// Whether `text` labels the story read aloud by a machine, a player
    /// the page sets before it ("Listen to this article · 5:32 min", "This
    /// audio is auto-generated. Please let us know if you have feedback.").
    static func isSpokenVersionLine(_ text: String) -> Bool {
        guard text.utf8.count <= 100 else { return false }
        let lower = text.lowercased().trimmingEdges(" \u{A0}🎧🔊▶►")
        guard let opening = spokenVersionOpenings.first(where: lower.hasPrefix) else { return false }
        // After the label, a few words at most: its length, "Learn more", who reads it.
        return WordSequence.words(String(lower.dropFirst(opening.count))).count <= 8
    }

    /// How a label of the story read aloud opens.
    private static let spokenVersionOpenings = [
        "listen to this article", "listen to this story", "listen to article", "listen to the article",
        "listen to story", "listen to this post", "hear this article", "audio version of this article",
        "this audio is auto-generated", "this audio is automatically generated", "voiced by amazon polly",
        "powered by trinity audio", "écouter cet article", "écouter l'article", "écouter l’article",
        "artikel anhören", "artikel vorlesen", "escuchar este artículo", "escuchar artículo", "ouvir este artigo",
        "ascolta l'articolo", "ascolta l’articolo", "ascolta questo articolo",
    ]

    /// Whether `text` is only the readers' rating of the page's recipe or
    /// product, in stars or numbers ("4.87 from 23 votes", "★★★★★ 4.8 from
    /// 120 reviews", "5 stars (3 ratings)").
    static func isRatingLine(_ text: String) -> Bool {
        // A rating holds a number or a star: other blocks are spared the splitting.
        guard text.utf8.count <= 80, text.unicodeScalars.contains(where: mayRate) else { return false }
        let words = text.lowercased().split { $0.isWhitespace || "()[],:·|".contains($0) }
            .filter { !$0.allSatisfy(starGlyphs.contains) }
        guard let count = words.firstIndex(where: { countNouns.contains($0) }), count > 0 else {
            // Stars alone: "★★★★☆".
            return words.isEmpty && text.contains(where: starGlyphs.contains)
        }
        // Before the noun: a score and its number ("4.87 from 23"), with the words between them.
        let before = words[..<count]
        return before.contains { $0.first?.isNumber == true } && count + 1 == words.count
            && before.allSatisfy { word in word.allSatisfy { $0.isNumber || $0 == "." } || ratingWords.contains(word) }
    }

    /// Whether `scalar` is a digit or one of `starGlyphs`.
    private static func mayRate(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0xBD, 0x2605, 0x2606, 0x2729...0x2730, 0x2B50: return true
        default: return false
        }
    }

    private static let starGlyphs: Set<Character> = ["★", "☆", "⭐", "✩", "✪", "✫", "✭", "✮", "✯", "✰", "½"]
    /// What a rating counts.
    private static let countNouns: Set<Substring> = [
        "votes", "vote", "reviews", "review", "ratings", "rating",
    ]
    /// The words a rating line puts between its numbers.
    private static let ratingWords: Set<Substring> = [
        "from", "of", "out", "stars", "star", "based", "on", "rated", "average", "avg", "/5", "/",
    ]
}
