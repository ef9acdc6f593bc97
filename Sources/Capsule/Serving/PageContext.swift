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
    /// Where a page puts the owner's visit it shows (an article or a section).
    var visit = VisitSlot()

    /// Whether an owner is looking.
    var isOwner: Bool { audience == .owner }

    /// `20 text/gemini` with the document `builder` made, in the capsule's
    /// language (`lang`).
    func gemtext(_ builder: GemtextBuilder) -> Response {
        .success(builder.document.serializedBytes(), mimeType: MIMEType.gemtext(lang: lang))
    }

    /// `20 text/gemini` with the document `builder` made, in `language` (an
    /// article's, from its page) when that is a well-formed language tag,
    /// else in the capsule's: clients pick fonts and hyphenation by it.
    func gemtext(_ builder: GemtextBuilder, language: String?) -> Response {
        let tag = language.flatMap(LanguageTag.init)?.text ?? lang
        return .success(builder.document.serializedBytes(), mimeType: MIMEType.gemtext(lang: tag))
    }
}

/// A page the capsule serves: made from a request (its parameters checked,
/// its URL canonical), then rendered, perhaps from the page cache.
protocol CapsulePage {
    /// The canonical path and query of the page, the key it is cached under.
    var canonicalURL: String { get }
    /// Whether only an owner may see it (visitors get 60 or 61).
    var isOwnerOnly: Bool { get }
    /// Renders the page.
    func render(in context: PageContext) throws -> Response
}

extension CapsulePage {
    var isOwnerOnly: Bool { false }
}

/// The reading visit a page showed, if any: the capsule records it when
/// the page was rendered for an owner.
final class VisitSlot: @unchecked Sendable {
    /// The visit, set by the page while it renders.
    var visit: ReadingVisit?

    /// Notes that the page shows `visit`.
    func record(_ visit: ReadingVisit) { self.visit = visit }
}
