/// Reads the short lines a page shows under its headline without marking
/// them by class or tag: "By Peter Okafor | 12 May 2021", "Posted on
/// Monday, November 18, 2019 at 10:14 am". The extractor leaves such lines
/// out of the article's text (they are not the story), so the metadata
/// must read them or what they say is lost.
enum HeadlineLines {
    /// The most characters of a line read as a byline or a dateline.
    static let longestLine = 100

    /// The most words in a dateline that are neither part of the date nor
    /// words that announce one ("Published", "on", "at"): "Release 3.19.0
    /// 11 Apr 2022" is a dateline, "In May 2021, 12 people walked" is not.
    private static let otherWordsAllowed = 2

    /// Words that announce a date or stand between its parts, in the
    /// languages whose dates `ISODate` reads.
    private static let connectors: Set<String> = Set([
        "on", "at", "of", "published", "posted", "date", "dated", "am", "pm", "a.m", "p.m", "gmt", "utc",
        "et", "est", "edt", "ct", "cst", "cdt", "pt", "pst", "pdt", "bst", "cet", "cest", "ist", "aest", "aedt",
        "um", "uhr", "den", "le", "à", "de", "del", "el", "il", "alle", "às", "om", "г", "r", "في", "بتاريخ",
    ]).union(publicationWords)

    /// Words that say a date is the publication's ("Published", "Publié",
    /// Korean "입력", Chinese "发布"), and Zhihu's "编辑于" ("edited on"),
    /// the one date it shows for a post changed since it was published.
    private static let publicationWords: Set<String> = [
        "published", "posted", "publié", "publiée", "veröffentlicht", "publiziert", "publicado", "publicada", "pubblicato",
        "gepubliceerd", "opublikowano", "опубликовано", "입력", "등록", "발행", "기사입력", "公開", "公開日", "投稿",
        "投稿日", "配信", "掲載", "发布", "发表", "发布时间", "发布于", "发表于", "编辑于", "نشر", "نُشر",
    ]

    /// Words that mark a change's date rather than the publication's.
    private static let changeWords = [
        "updat", "modif", "edited", "revised", "aktualisiert", "aktualiz", "actualiz", "atualiz", "aggiornat",
        "mis à jour", "bijgewerkt", "обновлен", "수정", "更新", "修改", "تحديث", "تعديل",
    ]

    /// Separators between the parts of a line ("Jane Doe | 12 May 2021"),
    /// the ideographic space among them ("2024年03月05日 10:15　来源：新华社").
    private static let separators: Set<Character> = ["|", "·", "•", "—", "–", "\u{3000}"]

    /// The longest label before a full-width colon in a part of a line
    /// that is a labelled field ("来源：新华社", "責任編集：…").
    private static let longestLabel = 4

    /// Whether `part` is a field labelled as Chinese and Japanese pages label
    /// them, a short label and a full-width colon ("来源：示例新闻网", "作者：李明"):
    /// no words of a sentence.
    private static func isLabelledField(_ part: Substring) -> Bool {
        guard let colon = part.firstIndex(of: "：") else { return false }
        let label = String(part[..<colon]).trimmingEdges(" ")
        return !label.isEmpty && label.count <= longestLabel
    }

    /// The date in ISO 8601 form that `text` gives as its only content,
    /// a byline beside it aside ("By Jane Doe | 12 May 2021", "By Jane
    /// Doe, March 5, 2024", "JANE DOE 12 May 2021"), and a change's date
    /// after it ("Published March 1, updated March 5"): nil for a line
    /// that tells of something ("On May 12, 2021, the council voted…") or
    /// gives only a change's date. `order` reads dates of numbers whose day
    /// and month could be swapped ("05/03/2024").
    static func date(in text: String, order: DayOrder = .unknown) -> String? {
        guard text.utf8.count <= 4 * longestLine, ISODate.mayHoldDate(text),
            text.count <= longestLine, ISODate.normalize(text, order: order) != nil
        else { return nil }
        guard !endsASentence(text.lowercased()) else { return nil }
        var dateParts: [String] = []
        for part in text.split(whereSeparator: separators.contains) where !isLabelledField(part) {
            guard let kept = beforeChange(String(part)) else { break }
            // A byline's part: the date after its names.
            if AuthorNames.opensWithIntroduction(kept.trimmingEdges(" ")) {
                if let date = dateAfterNames(in: kept, order: order) { dateParts.append(date) }
            } else {
                dateParts.append(dateBeforeByline(in: kept, order: order) ?? kept)
            }
            if kept.utf8.count < part.utf8.count { break }  // what follows tells of the change
        }
        let dateText = dateParts.joined(separator: " ")
        var others = words(of: dateText.lowercased()).filter { !ISODate.isDateWord($0) && !connectors.contains($0) }
        // A byline without its "By" ("JANE DOE 12 May 2021"): the words of its names are no others either.
        if others.count > otherWordsAllowed, others.count <= otherWordsAllowed + AuthorNames.maximumWords {
            let nameWords = Set(dateParts.flatMap(AuthorNames.names).flatMap { words(of: $0.lowercased()) })
            others.removeAll(where: nameWords.contains)
        }
        guard others.count <= otherWordsAllowed else { return nil }
        return ISODate.normalize(dateText, order: order)
    }

    /// Whether `lower` (a word in lower case) says a date is the publication's ("published", "입력").
    static func isPublicationWord(_ lower: String) -> Bool { publicationWords.contains(lower) }

    /// Whether `text` says its date is the publication's ("Published March
    /// 1, 2021", "Written by Ingrid Holm. Published March 1, 2021"): a
    /// publication word or a byline's introduction.
    static func namesPublication(_ text: String) -> Bool {
        AuthorNames.opensWithIntroduction(text)
            || words(of: text.lowercased()).contains { publicationWords.contains($0) }
    }

    /// `part` up to the first word of a change ("Publié le 5 mars 2024, mis
    /// à jour le 6 mars" → "Publié le 5 mars 2024, "); nil when that leaves
    /// nothing, or when the word follows a date and gives none of its own,
    /// as Chinese, Japanese and Korean write it after the time it tells of
    /// (CSDN's "已于 2024-03-06 18:30:00 修改", "2024.03.06 수정"): that date is the change's.
    private static func beforeChange(_ part: String) -> String? {
        let lower = part.lowercased()
        guard let range = changeWords.compactMap({ lower.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound })
        else { return part }
        let kept = String(part.prefix(lower.distance(from: lower.startIndex, to: range.lowerBound)))
        // Right after a date, and no date of its own after it ("Published 5 March 2024 Updated 6 March" names its own).
        if kept.last(where: { !$0.isWhitespace })?.isNumber == true,
            ISODate.normalize(String(lower[range.upperBound...])) == nil
        {
            return nil
        }
        return kept.trimmingEdges(" ").isEmpty ? nil : kept
    }

    /// The date before a byline in `part` ("Posted on March 5, 2024 by Jane
    /// Doe" → "Posted on March 5, 2024"); nil when no byline follows a date.
    private static func dateBeforeByline(in part: String, order: DayOrder) -> String? {
        let words = part.split(separator: " ")
        for index in words.indices.dropFirst() where words[index].utf8.count <= 10 {
            guard AuthorNames.opensWithIntroduction(words[index...].joined(separator: " ")) else { continue }
            let before = words[..<index].joined(separator: " ")
            return ISODate.normalize(before, order: order) != nil ? before : nil
        }
        return nil
    }

    /// The date that follows the names in a byline ("By Jane Doe, March 5,
    /// 2024" → "March 5, 2024"; "Posted by admin on 2024-03-05"): the text
    /// from the first word that starts a date to the end.
    private static func dateAfterNames(in part: String, order: DayOrder) -> String? {
        let words = part.split(separator: " ")
        for index in words.indices.dropFirst() {
            let lower = words[index].lowercased().trimmingEdges(",.;:")
            guard lower.first?.isNumber == true || ISODate.isDateWord(lower) else { continue }
            let rest = words[index...].joined(separator: " ")
            if ISODate.normalize(rest, order: order) != nil { return rest }
        }
        return nil
    }

    /// The names of the people a line that opens with a byline's
    /// introduction gives ("By Peter Okafor | 12 May 2021" → Peter
    /// Okafor); empty for any other line.
    static func names(in text: String) -> [String] {
        guard text.count <= longestLine, AuthorNames.opensWithIntroduction(text) else { return [] }
        return AuthorNames.names(in: text)
    }

    /// Characters that set apart the parts of a line under a headline, the
    /// ideographic space of Chinese and Japanese pages among them.
    private static let partSeparators = "|·•—–\u{3000}"

    /// The part of a line after its first that opens with a byline's
    /// introduction and names someone ("2024年03月05日 10:15　来源：示例新闻网　作者：李明"
    /// → "作者：李明"); nil when none does.
    static func introducedPart(of line: String) -> String? {
        // Most lines have no separator: "|" or the first byte of the others' UTF-8 forms.
        guard line.utf8.contains(where: { $0 == 0x7C || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xE3 }),
            line.count <= longestLine
        else { return nil }
        for part in line.split(whereSeparator: partSeparators.contains).dropFirst() {
            let text = part.trimmingCharacters(in: .whitespaces)
            if AuthorNames.opensWithIntroduction(text), !AuthorNames.names(in: text).isEmpty { return text }
        }
        return nil
    }

    /// The names such a line gives when the page sets it on several lines
    /// (a `<br>` after the name): those of its first line when it names someone.
    static func names(inLines lines: [String]) -> [String] {
        let text = lines.joined(separator: " ")
        guard text.count <= longestLine, AuthorNames.opensWithIntroduction(text) else { return [] }
        return AuthorNames.names(inLines: lines)
    }

    /// Whether `lower` ends as a sentence does: a full stop, question or
    /// exclamation after a word that is not part of a date ("…we voted."; not
    /// "Nov. 18, 2019." nor "18 ноября 2019 г.").
    private static func endsASentence(_ lower: String) -> Bool {
        guard let last = lower.last, ".!?".contains(last), let word = words(of: lower).last else { return false }
        return !ISODate.isDateWord(word) && !connectors.contains(word)
    }

    /// The words of `lower`: runs of letters, digits, colons and dots.
    private static func words(of lower: String) -> [String] {
        lower.split { !($0.isLetter || $0.isNumber || $0 == ":" || $0 == ".") }.map { String($0).trimmingEdges(".") }
            .filter { !$0.isEmpty }
    }
}
