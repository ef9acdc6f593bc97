import Pictures

/// A picture that belongs to an article's story, as the converter met it:
/// `Article.pictures` lists them in order, each with the address its link
/// line names, so that a library can download and keep them.
public struct StoryPicture: Sendable, Hashable {
    /// Its number in the article, from 1 ("Picture 3").
    public let number: Int
    /// The address of the picture (absolute when the page's address is
    /// known), exactly as the gemtext's link line names it.
    public let url: String
    /// Its caption (the figure's `figcaption`), if any.
    public let caption: String?
    /// Its alt text (or title), if any.
    public let alt: String?
    /// Where the picture links to, when it sits inside a link to a page.
    public let link: String?

    /// A picture with every field given.
    public init(number: Int, url: String, caption: String? = nil, alt: String? = nil, link: String? = nil) {
        self.number = number
        self.url = url
        self.caption = caption
        self.alt = alt
        self.link = link
    }

    /// What its link line is labelled with: the caption, else the alt
    /// text, else "Picture N".
    public var label: String { PictureLabel.text(caption: caption, alt: alt, number: number) }
}
