import Foundation

/// Everything the owner's reading left on one article: whether it is a
/// favourite, where it was left, its highlights. What exports carry and
/// imports restore.
public struct ArticleReadingState: Sendable, Equatable {
    /// A kept passage, without the library's numbering.
    public struct KeptPassage: Sendable, Equatable {
        /// The passage.
        public var passage: String
        /// The note, if any.
        public var note: String?
        /// The section holding it.
        public var section: Int?
        /// When it was kept.
        public var createdAt: Date

        /// A kept passage with every field given.
        public init(passage: String, note: String? = nil, section: Int? = nil, createdAt: Date) {
            self.passage = passage
            self.note = note
            self.section = section
            self.createdAt = createdAt
        }
    }

    /// When it was made a favourite; nil when it is not one.
    public var favoritedAt: Date?
    /// Where it was left, when it is started and not finished.
    public var position: ReadingPosition?
    /// Its highlights, oldest first.
    public var highlights: [KeptPassage]

    /// A state with every field given.
    public init(favoritedAt: Date? = nil, position: ReadingPosition? = nil, highlights: [KeptPassage] = []) {
        self.favoritedAt = favoritedAt
        self.position = position
        self.highlights = highlights
    }

    /// Whether there is nothing to keep.
    public var isEmpty: Bool { favoritedAt == nil && position == nil && highlights.isEmpty }
}
