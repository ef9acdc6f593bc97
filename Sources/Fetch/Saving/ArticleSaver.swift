import Foundation
import Problems
import ReadingList

/// The save pipeline: fetch a page, convert it, store it in the library in
/// one transaction, with the page's original bytes so that it can be
/// converted again without the network. Nothing is ever half-saved: an
/// article is stored whole, or stored as failed (when trying again may
/// work), or not at all. What `gempaper add`, `refetch` and the queue
/// worker (`FetchWorker`) run.
///
/// Every method blocks while it fetches; each has an `async` form that
/// waits on a thread of its own.
public final class ArticleSaver: Sendable {
    /// The library articles are stored in.
    public let library: Library
    /// What fetches pages.
    public let fetcher: PageFetcher
    /// What turns pages into articles.
    public let converter: PageConverter
    /// How the pictures of a saved article are downloaded.
    public let pictures: PictureSettings

    /// A pipeline storing into `library`.
    public init(
        library: Library, fetcher: PageFetcher = PageFetcher(), converter: PageConverter = PageConverter(),
        pictures: PictureSettings = PictureSettings()
    ) {
        self.library = library
        self.fetcher = fetcher
        self.converter = converter
        self.pictures = pictures
    }

    /// Saves the article at `url` with `tags`. When the library already has
    /// the URL nothing is fetched (see `SaveResult`). Throws a `Problem`
    /// when nothing was stored: a malformed URL or tag, a failure that will
    /// repeat (404, a type gempaper does not save, a page over the size
    /// cap, ...), or a library that cannot be written.
    public func save(_ url: String, tags: [String] = [], cancellation: FetchCancellation? = nil) throws -> SaveResult {
        // A user name and password are neither sent nor kept.
        let trimmed = URLCredentials.strip(url.trimmingCharacters(in: .whitespacesAndNewlines)).url
        _ = try PageFetcher.scheme(of: trimmed)
        let tags = try TagName.normalize(tags)
        if let existing = try library.articleID(forURL: trimmed) {
            if !tags.isEmpty { try library.addTags(tags, to: .ids([existing])) }
            return .alreadySaved(try library.article(existing))
        }
        let content: ArticleContent
        do {
            content = try fetchAndConvert(trimmed, cancellation: cancellation)
        } catch let problem as Problem where problem.mayWorkLater || problem.kind == .internal {
            let outcome = try library.keepFailed(Bookmark(url: trimmed, tags: tags), message: problem.description)
            let article = try library.article(outcome.id)
            return outcome.isNew ? .failed(article, problem) : .alreadySaved(article)
        }
        let outcome = try keepingPictures(of: content) { try library.save(content, tags: tags) }
        let article = try library.article(outcome.id)
        return outcome.isNew ? .saved(article) : .alreadySaved(article)
    }

    /// Fetches article `id` again from its URL and replaces its content.
    /// On failure the problem is thrown and the article keeps what it had;
    /// one without content is marked failed with the problem. A page that
    /// is no longer the kept article (see `SameArticle`) does not replace
    /// it unless `replace`: the article keeps its copy and says the page
    /// changed.
    public func refetch(_ id: ArticleID, replace: Bool = false, cancellation: FetchCancellation? = nil) throws
        -> RefreshResult
    {
        let article = try library.article(id)
        let content: ArticleContent
        do {
            let before = article.hasContent ? try library.pictures(of: id) : []
            content = try fetchAndConvert(
                article.url, cancellation: cancellation, keeping: before,
                sameAs: article.hasContent && !replace ? id : nil)
        } catch let changed as PageChanged {
            try library.failFetch(id, message: changed.problem.description)
            throw changed.problem
        } catch let problem as Problem {
            if !article.hasContent && article.fetch.state != .fetching {
                try library.failFetch(id, message: problem.description)
            }
            throw problem
        }
        return try complete(id, with: content)
    }

    /// Converts article `id` again from the page kept in the library, without
    /// the network: what to do after the converter improved. Not found when
    /// no page was kept (an article imported with its text only).
    public func reconvert(_ id: ArticleID) throws -> RefreshResult {
        let article = try library.article(id)
        guard let original = try library.original(of: id) else {
            throw Problem.notFound(
                "article \(id) has no original page kept to convert again",
                hint: "fetch it again with 'gempaper refetch \(id)'")
        }
        var content = try converter.article(from: FetchedPage(url: article.url, original: original))
        content.pictures = content.pictures.map { PictureCarryOver.apply($0, keeping: (try? library.pictures(of: id)) ?? []) }
        return try complete(id, with: content)
    }

    /// Fetches a claimed queue job and completes or fails it in the library
    /// (retrying per `retry`); see `FetchOutcome`. Throws only when the
    /// library itself fails.
    public func process(_ job: FetchJob, retry: RetryPolicy = RetryPolicy(), cancellation: FetchCancellation? = nil)
        throws -> FetchOutcome
    {
        let content: ArticleContent
        do {
            let before = job.hasContent ? try library.pictures(of: job.id) : []
            content = try fetchAndConvert(
                job.url, cancellation: cancellation, keeping: before, sameAs: job.hasContent ? job.id : nil)
        } catch let changed as PageChanged {
            try library.failFetch(job.id, message: changed.problem.description)
            return .failed(changed.problem)
        } catch let problem as Problem {
            if cancellation?.isCancelled == true {
                try library.releaseFetch(job.id)
                return .interrupted
            }
            if let retryAt = retry.retryTime(after: job.attempt, failedWith: problem) {
                try library.failFetch(job.id, message: problem.description, retryAt: retryAt)
                return .willRetry(problem, at: retryAt)
            }
            try library.failFetch(job.id, message: problem.description)
            return .failed(problem)
        }
        switch try complete(job.id, with: content) {
        case .updated(let article): return .stored(article)
        case .merged(into: let article): return .duplicate(of: article)
        }
    }

    /// Fetches `url`, converts the page and downloads its pictures (those
    /// `before` did not have already); every failure is a `Problem`, but a
    /// page that is no longer article `sameAs` (`PageChanged`), found before
    /// its pictures are downloaded. A stop ends the wait for the conversion
    /// at once (the conversion itself ends within its time limit, its result
    /// dropped).
    func fetchAndConvert(
        _ url: String, cancellation: FetchCancellation?, keeping before: [ArticlePicture] = [],
        sameAs kept: ArticleID? = nil
    ) throws -> ArticleContent {
        let page = try fetcher.fetch(url, cancellation: cancellation)
        let converter = converter
        var content: ArticleContent
        do {
            content = try StoppableWork.run(cancellation: cancellation) { try converter.article(from: page) }
        } catch StoppableWork.Interruption.stopped {
            throw Problem.temporary("the conversion of \(page.finalURL) was stopped")
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem.internal("converting \(page.finalURL) failed: \(error)")
        }
        if let kept, let old = try library.gemtext(of: kept),
            let changed = SameArticle.change(of: kept.rawValue, url: url, kept: old, fresh: content.gemtext)
        {
            throw changed
        }
        if let fresh = content.pictures, !fresh.isEmpty {
            content.pictures = pictureDownloader.download(
                PictureCarryOver.apply(fresh, keeping: before), cancellation: cancellation)
        }
        return content
    }

    private var pictureDownloader: PictureDownloader {
        PictureDownloader(library: library, settings: pictures, fetchSettings: fetcher.settings) { url, settings, cancellation in
            try PictureHTTP.get(url, settings: settings, cancellation: cancellation)
        }
    }

    /// Runs `store`; when it fails, the pictures kept for `content` that no
    /// article names are removed again.
    private func keepingPictures<T>(of content: ArticleContent, _ store: () throws -> T) throws -> T {
        do {
            return try store()
        } catch {
            try? library.forgetUnusedPictures(content.pictures?.compactMap(\.kept) ?? [])
            throw error
        }
    }

    private func complete(_ id: ArticleID, with content: ArticleContent) throws -> RefreshResult {
        switch try keepingPictures(of: content, { try library.completeFetch(id, with: content) }) {
        case .stored(let stored): return .updated(try library.article(stored))
        case .duplicateOf(let other): return .merged(into: try library.article(other))
        }
    }
}

extension ArticleSaver {
    /// `save` on a thread of its own.
    public func save(_ url: String, tags: [String] = [], cancellation: FetchCancellation? = nil) async throws
        -> SaveResult
    {
        try await BlockingWork.run { try self.save(url, tags: tags, cancellation: cancellation) }
    }

    /// `refetch` on a thread of its own.
    public func refetch(_ id: ArticleID, replace: Bool = false, cancellation: FetchCancellation? = nil) async throws
        -> RefreshResult
    {
        try await BlockingWork.run { try self.refetch(id, replace: replace, cancellation: cancellation) }
    }

    /// `reconvert` on a thread of its own.
    public func reconvert(_ id: ArticleID) async throws -> RefreshResult {
        try await BlockingWork.run { try self.reconvert(id) }
    }
}
