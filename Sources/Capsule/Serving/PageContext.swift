import Gemini
import Gemtext
import ReadingList

/// What a page is rendered with: a library connection of its own, who is
/// looking, the capsule's settings, and the URL the capsule is reached at.
struct PageContext {
    /// The library, for reading.
    let library: Library
    /// Owners see their actions; visitors do not.
    let audience: Audience
    /// The capsule's settings.
    let settings: CapsuleSettings
    /// `gemini://host[:port]` as the request named it, for absolute links (feeds).
    let base: String
    /// The language of the capsule's gemtext, if configured.
    let lang: String?

    /// Whether an owner is looking.
    var isOwner: Bool { audience == .owner }

    /// `20 text/gemini` with the document `builder` made.
    func gemtext(_ builder: GemtextBuilder) -> Response {
        .success(builder.document.serializedBytes(), mimeType: MIMEType.gemtext(lang: lang))
    }
}

/// A page the capsule serves: made from a request (its parameters checked,
/// its URL canonical), then rendered, perhaps from the page cache.
protocol CapsulePage {
    /// The canonical path and query of the page, the key it is cached under.
    var canonicalURL: String { get }
    /// Renders the page.
    func render(in context: PageContext) throws -> Response
}
