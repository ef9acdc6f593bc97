/// An article of which the page gave only the opening: a paywalled page
/// says its article is for subscribers (schema.org's
/// `isAccessibleForFree: false`) and sends the first paragraphs of it, or
/// all of it hidden from view for search engines. The copy then ends with
/// a note saying so, so that a reader never takes two paragraphs for the
/// whole story; a page that sent the whole text gets no note.
enum OpeningOnly {
    /// The note after the body of such an article.
    static let note = "[The page gave only the opening of this article; the rest is for its subscribers.]"
    /// Fewer words than this are an opening, when the page does not say how many its article has:
    /// a paywalled story's teaser runs to one to three paragraphs, a whole story to several hundred words.
    static let wholeStoryWords = 200

    /// Whether `words` words of the page's text are only the opening of the
    /// article `metadata` describes: the page says the article is for
    /// subscribers, and its text is under half the words the page says the
    /// article has, or, when it says nothing of its length, under `wholeStoryWords`.
    static func isOpeningOnly(_ metadata: ArticleMetadata, words: Int) -> Bool {
        guard metadata.isForSubscribers == true else { return false }
        if let stated = metadata.statedWordCount, stated > 0 { return words * 2 < stated }
        return words < wholeStoryWords
    }
}
