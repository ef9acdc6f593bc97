import Problems

/// The problems writing a book can meet.
enum BookProblems {
    /// Past what a ZIP file without ZIP64 holds (4 GB, 65,535 entries).
    static let tooLarge = Problem.permanent(
        "the book would be larger than an EPUB file can be (4 GB or 65,535 files)",
        hint: "export fewer articles, or one book per article with --one-per-article")

    /// A book must have a chapter.
    static let empty = Problem.badInput(
        "there is no article with text to put in the book",
        hint: "choose other articles; articles still queued get their text from 'gempaper fetch'")
}
