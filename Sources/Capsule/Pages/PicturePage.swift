import Gemini
import Gemtext
import ReadingList

/// `/articles/ID/pictures/N.EXT`: picture N of an article, its bytes
/// exactly as they were downloaded, with the MIME type read from them.
struct PicturePage: CapsulePage {
    let id: ArticleID
    let number: Int
    let fileExtension: String

    init(request: Request, id: Int64, file: String) throws {
        guard let id = ArticleID(String(id)) else { throw ResponseError(.notFound("no article with id \(id)")) }
        let parts = file.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, let number = Int(parts[0]), number > 0, String(number) == parts[0] else {
            throw ResponseError(.notFound("'\(file.prefix(40))' is not a picture of article \(id); pictures are N.EXT"))
        }
        self.id = id
        self.number = number
        fileExtension = String(parts[1])
        try Canonical.requireNoQuery(request)
    }

    var canonicalURL: String { CapsulePaths.picture(id, number, fileExtension) }

    func render(in context: PageContext) throws -> Response {
        _ = try context.library.article(id)
        guard let (picture, bytes) = try context.library.picture(number, of: id), let kept = picture.kept else {
            throw ResponseError(.notFound("article \(id) has no picture \(number) kept"))
        }
        guard kept.fileExtension == fileExtension else {
            return .redirect(to: CapsulePaths.picture(id, number, kept.fileExtension), permanent: true)
        }
        return .success([UInt8](bytes), mimeType: kept.mediaType)
    }
}

/// The link lines of an article's pictures in the capsule (see `PictureLinks`).
enum ArticlePictures {
    /// The gemtext of article `id` with its kept pictures linked to the
    /// capsule's copies, and the pictures themselves.
    static func document(_ gemtext: String, of id: ArticleID, in library: Library) throws
        -> (document: GemtextDocument, pictures: [ArticlePicture])
    {
        let document = GemtextDocument(parsing: gemtext)
        let pictures = try library.pictures(of: id)
        let linked = PictureLinks.apply(to: document, pictures: pictures) { picture, label in
            picture.kept.map { (CapsulePaths.picture(id, picture.number, $0.fileExtension), label) }
        }
        return (linked, pictures)
    }
}
