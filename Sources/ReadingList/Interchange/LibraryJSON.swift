import Foundation
import Problems

/// gempaper's JSON form of articles: `gempaper list --format json` prints
/// it, `gempaper export --format json` writes it with each article's
/// gemtext, and `gempaper import` reads such an export back, storing the
/// articles without fetching them again.
///
/// An export is `{"format": "gempaper-library", "version": 2, "exported":
/// DATE, "articles": [RECORD, ...]}`; dates are ISO 8601 in UTC, but for
/// `published`, written in the publisher's offset when known
/// (`2019-11-18T23:04:24-05:00`, kept on import; see `PublicationTime`). A record
/// may carry the owner's reading state (`favorited`, `reading_position`,
/// `highlights`); files without them import as before.
///
/// Format versions: 1 carried the gemtext and metadata. 2 (a complete
/// backup) adds to each record its `original` page (`bytes` in base64,
/// exactly as fetched, with its `content_type`, `charset`, `final_url` and
/// `fetched` date), where its text starts (`text_start`), and its
/// `pictures` (number, url, caption, alt, link, state, reason; a kept one
/// names its `file`, `pictures/SHA256.EXT` beside the export, and its
/// `media_type` and `sha256`). Version 1 files import as before. A record
/// of a converted article may also carry its `heading_levels` (the outline
/// level of each heading line of its gemtext, see
/// `ArticleContent.headingLevels`); records without them import as before.
public enum LibraryJSON {
    /// The value of `format` in an export.
    public static let format = "gempaper-library"
    /// The newest export format version this gempaper writes and reads;
    /// an export of a newer version is refused, naming both.
    public static let version = 2
    /// The folder beside an export that holds its pictures.
    public static let picturesFolder = "pictures"

    /// One article as JSON.
    public struct Record: Codable, Sendable, Equatable {
        /// The id in the library it came from.
        public var id: Int64?
        /// The URL as saved.
        public var url: String
        /// The canonical URL.
        public var canonicalURL: String?
        /// The title.
        public var title: String?
        /// The site (host).
        public var site: String?
        /// The name the site gives itself.
        public var siteName: String?
        /// The author.
        public var author: String?
        /// The language (BCP 47).
        public var language: String?
        /// A short summary.
        public var excerpt: String?
        /// When it was published, in the publisher's offset when known.
        public var published: PublicationTime?
        /// When it was saved.
        public var saved: Date?
        /// When it was archived; absent for unread.
        public var archived: Date?
        /// Words in the gemtext.
        public var wordCount: Int?
        /// Minutes to read.
        public var readingMinutes: Int?
        /// Where it is in the fetch queue.
        public var state: FetchState?
        /// Why the last fetch failed.
        public var lastError: String?
        /// Its tags.
        public var tags: [String]?
        /// A search snippet (lists only).
        public var snippet: String?
        /// The article's gemtext (exports only).
        public var gemtext: String?
        /// When the owner made it a favourite (to the millisecond); absent when it is not one.
        public var favorited: PreciseDate?
        /// Where the owner left it, when started and not finished.
        public var readingPosition: Position?
        /// The page it was converted from, exactly as fetched (exports, version 2).
        public var original: Original?
        /// Where the article's own text starts in `gemtext`, in bytes (exports, version 2).
        public var textStart: Int?
        /// The outline level of each heading line of `gemtext` (exports; absent when not kept).
        public var headingLevels: [Int]?
        /// Its pictures (exports, version 2).
        public var pictures: [Picture]?
        /// The passages the owner kept from it, oldest first.
        public var highlights: [KeptPassage]?

        /// A reading position as JSON.
        public struct Position: Codable, Sendable, Equatable {
            /// The last section opened; absent when only the article's page was.
            public var section: Int?
            /// Its heading.
            public var heading: String?
            /// How many sections the article had.
            public var sectionCount: Int?
            /// When it was opened (to the millisecond).
            @PreciseDate public var visited: Date
        }

        /// A highlight as JSON.
        public struct KeptPassage: Codable, Sendable, Equatable {
            /// The passage.
            public var passage: String
            /// The owner's note.
            public var note: String?
            /// The section holding it.
            public var section: Int?
            /// When it was kept (to the millisecond).
            @PreciseDate public var created: Date
        }

        /// The record of `article`, with its gemtext, snippet and the owner's reading state when given.
        public init(
            _ article: SavedArticle, gemtext: String? = nil, snippet: String? = nil, reading: ArticleReadingState? = nil
        ) {
            id = article.id.rawValue
            url = article.url
            canonicalURL = article.canonicalURL
            title = article.title
            site = article.site
            siteName = article.siteName
            author = article.author
            language = article.language
            excerpt = article.excerpt
            published = article.published
            saved = article.savedAt
            archived = article.archivedAt
            wordCount = article.wordCount
            readingMinutes = article.readingMinutes
            state = article.fetch.state
            lastError = article.fetch.lastError
            tags = article.tags
            self.snippet = snippet
            self.gemtext = gemtext
            if let reading, !reading.isEmpty { self.reading = reading }
        }

        /// The owner's reading state the record carries.
        public var reading: ArticleReadingState {
            get {
                ArticleReadingState(
                    favoritedAt: favorited?.wrappedValue,
                    position: readingPosition.map {
                        ReadingPosition(
                            section: $0.section, heading: $0.heading, sectionCount: $0.sectionCount ?? 0,
                            visitedAt: $0.visited)
                    },
                    highlights: (highlights ?? []).map {
                        ArticleReadingState.KeptPassage(
                            passage: $0.passage, note: $0.note, section: $0.section, createdAt: $0.created)
                    })
            }
            set {
                favorited = newValue.favoritedAt.map(PreciseDate.init(wrappedValue:))
                readingPosition = newValue.position.map {
                    Position(
                        section: $0.section, heading: $0.heading, sectionCount: $0.sectionCount, visited: $0.visitedAt)
                }
                highlights =
                    newValue.highlights.isEmpty
                    ? nil
                    : newValue.highlights.map {
                        KeptPassage(passage: $0.passage, note: $0.note, section: $0.section, created: $0.createdAt)
                    }
            }
        }
    }

    /// An original page in a record.
    public struct Original: Codable, Sendable, Equatable {
        public var contentType: String
        public var charset: String?
        public var finalURL: String?
        public var fetched: Date?
        /// The page's bytes, in base64.
        public var bytes: Data

        /// The record of `page`.
        public init(_ page: OriginalPage) {
            contentType = page.contentType
            charset = page.charset
            finalURL = page.finalURL
            fetched = page.fetchedAt
            bytes = page.bytes
        }

        var page: OriginalPage {
            OriginalPage(
                bytes: bytes, contentType: contentType, charset: charset, finalURL: finalURL,
                fetchedAt: fetched ?? Date())
        }
    }

    /// A picture in a record; a kept one's bytes are in `file` beside the export.
    public struct Picture: Codable, Sendable, Equatable {
        public var number: Int
        public var url: String
        public var caption: String?
        public var alt: String?
        public var link: String?
        public var state: ArticlePicture.State
        public var reason: String?
        public var file: String?
        public var mediaType: String?
        public var sha256: String?
        public var width: Int?
        public var height: Int?
        public var size: Int?

        /// The record of `picture`.
        public init(_ picture: ArticlePicture) {
            number = picture.number
            url = picture.url
            caption = picture.caption
            alt = picture.alt
            link = picture.link
            state = picture.state
            reason = picture.reason
            file = picture.kept.map(LibraryJSON.pictureFile)
            mediaType = picture.kept?.mediaType
            sha256 = picture.kept?.hash
            width = picture.kept?.width
            height = picture.kept?.height
            size = picture.kept?.byteCount
        }

        var picture: ArticlePicture {
            var kept: KeptPicture?
            if state == .kept, let sha256, let mediaType {
                kept = KeptPicture(hash: sha256, mediaType: mediaType, width: width, height: height, byteCount: size ?? 0)
            }
            return ArticlePicture(
                number: number, url: url, caption: caption, alt: alt, link: link,
                state: kept == nil && state == .kept ? .missing : state, reason: reason, kept: kept)
        }
    }

    /// Where a kept picture's bytes are written beside an export: `pictures/SHA256.EXT`.
    public static func pictureFile(_ kept: KeptPicture) -> String {
        "\(picturesFolder)/\(kept.hash).\(kept.fileExtension)"
    }

    private struct Export: Decodable {
        var articles: [Record]
    }

    /// What an export says of itself, read before its articles.
    private struct Header: Decodable {
        var format: String?
        var version: Int?
        /// Whether `version` is there but no whole number (`"3"`, `2.5`).
        var versionIsUnreadable: Bool
        var hasArticles: Bool

        enum Key: String, CodingKey {
            case format, version, articles
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            format = try? container.decode(String.self, forKey: .format)
            version = try? container.decode(Int.self, forKey: .version)
            versionIsUnreadable = version == nil && container.contains(.version)
            hasArticles = container.contains(.articles)
        }
    }

    /// The encoder for records: snake_case keys, sorted; ISO 8601 dates in
    /// whole seconds (a reading position and a highlight keep their
    /// milliseconds: see `JSONDates`).
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// One record as a line of JSON.
    public static func line(_ record: Record) throws -> String {
        String(decoding: try encoder().encode(record), as: UTF8.self)
    }

    /// The start of an export, up to the opening of the article list.
    public static func exportHeader(exportedAt: Date) -> String {
        let date = ISO8601DateFormatter().string(from: exportedAt)
        return "{\"format\": \"\(format)\", \"version\": \(version), \"exported\": \"\(date)\", \"articles\": [\n"
    }

    /// The end of an export.
    public static let exportFooter = "\n]}\n"

    /// The entries of an export (or of a bare array of records, as `list
    /// --format json` prints). Bad input, saying which, for what is not JSON,
    /// JSON that is not gempaper's, an export of a newer version, or an
    /// article that cannot be read.
    static func read(_ data: Data, name: String) throws -> [ImportEntry] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = JSONDates.decoding
        let records: [Record]
        if data.first(where: { !$0.isWhitespace }) == UInt8(ascii: "[") {
            records = try decode([Record].self, from: data, name: name, with: decoder)
        } else {
            try checkHeader(of: data, name: name, with: decoder)
            records = try decode(Export.self, from: data, name: name, with: decoder).articles
        }
        return records.enumerated().map { index, record in
            var bookmark = Bookmark(
                url: record.url, title: record.title, savedAt: record.saved, archivedAt: record.archived)
            FolderRules.addTags(record.tags ?? [], to: &bookmark)
            let content = record.gemtext.map { gemtext in
                ArticleContent(
                    url: record.url, canonicalURL: record.canonicalURL, title: record.title ?? "",
                    siteName: record.siteName,
                    author: record.author, publishedAt: record.published?.instant,
                    publishedOffset: record.published?.offset, language: record.language,
                    excerpt: record.excerpt, gemtext: gemtext, wordCount: record.wordCount,
                    textStart: record.textStart ?? 0, headingLevels: record.headingLevels,
                    original: record.original?.page,
                    pictures: record.pictures?.map(\.picture))
            }
            let reading = record.reading
            return ImportEntry(
                bookmark: bookmark, content: content, location: "article \(index + 1)",
                reading: reading.isEmpty ? nil : reading)
        }
    }

    /// Refuses JSON that is not a gempaper export, or an export newer than this gempaper.
    private static func checkHeader(of data: Data, name: String, with decoder: JSONDecoder) throws {
        let header = try decode(Header.self, from: data, name: name, with: decoder)
        if let other = header.format, other != format {
            throw notOurs(name, "its format is '\(Problem.oneLine(other, maxBytes: 80))'")
        }
        guard header.format != nil || header.hasArticles else {
            throw notOurs(name, "it has no \"format\": \"\(format)\"")
        }
        if header.versionIsUnreadable {
            throw Problem.badInput(
                "\(name) is a gempaper export whose \"version\" is not a whole number, so it cannot be read safely",
                hint:
                    "export the library again; gempaper writes the version as a number, such as \"version\": \(version)"
            )
        }
        if let newer = header.version, newer > version {
            throw Problem.badInput(
                "\(name) was exported by a newer gempaper (export format version \(newer); this gempaper reads version \(version) and older)",
                hint: "update gempaper, then import the file again")
        }
    }

    private static func notOurs(_ name: String, _ why: String) -> Problem {
        Problem.badInput(
            "\(name) is JSON, but not a gempaper export (\(why))",
            hint: "gempaper imports its own JSON export ('gempaper export --format json'); give other bookmarks as a list of URLs")
    }

    /// `type` from `data`, with a failure said in a person's words.
    private static func decode<T: Decodable>(_ type: T.Type, from data: Data, name: String, with decoder: JSONDecoder)
        throws -> T
    {
        do {
            return try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            throw problem(error, name: name)
        }
    }

    /// What a decoding error means for the file called `name`.
    private static func problem(_ error: DecodingError, name: String) -> Problem {
        let context: DecodingError.Context
        var missing: String?
        switch error {
        case .keyNotFound(let key, let found):
            context = found
            missing = key.stringValue
        case .dataCorrupted(let found), .typeMismatch(_, let found), .valueNotFound(_, let found):
            context = found
        @unknown default:
            return Problem.badInput("\(name) cannot be read as a gempaper export")
        }
        let path = context.codingPath
        guard !path.isEmpty || missing != nil else {
            if case .dataCorrupted = error {
                return Problem.badInput(
                    "\(name) is not valid JSON", hint: "check that the file is whole; it may have been cut short")
            }
            return notOurs(name, "it is not a JSON object with a list of articles")
        }
        guard let position = path.firstIndex(where: { $0.intValue != nil }), let index = path[position].intValue else {
            return notOurs(name, missing.map { "it has no '\(snakeCase($0))'" } ?? "its article list is not a list")
        }
        let inside = path[(position + 1)...].last(where: { $0.intValue == nil })?.stringValue
        let what: String
        if let missing {
            what = "has no '\(snakeCase(missing))'"
        } else if let inside {
            what = "has a malformed '\(snakeCase(inside))'"
        } else if context.debugDescription.lowercased().contains("date") {
            what = "has a malformed date (dates look like 2024-05-01T12:00:00Z)"
        } else if position == 0 {
            // A bare list whose items are not records.
            return notOurs(name, "it is a list of something other than articles")
        } else {
            what = "is not an article record"
        }
        return Problem.badInput(
            "article \(index + 1) in \(name) \(what)",
            hint: "the export is damaged; export it again, or remove that article from the file")
    }

    /// `canonicalURL` as the file spells it: `canonical_url`.
    private static func snakeCase(_ key: String) -> String {
        var out = ""
        for character in key {
            if character.isUppercase {
                out += "_" + character.lowercased()
            } else {
                out.append(character)
            }
        }
        return out.replacingOccurrences(of: "u_r_l", with: "url")
    }
}

extension UInt8 {
    fileprivate var isWhitespace: Bool { self == 32 || self == 9 || self == 10 || self == 13 }
}
