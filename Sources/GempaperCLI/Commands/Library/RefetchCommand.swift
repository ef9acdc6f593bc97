import Fetch
import Foundation
import Problems
import ReadingList

/// `gempaper refetch ID...`: fetches articles again, or converts them again
/// from the pages kept in the library.
struct RefetchCommand: Command {
    static let name = "refetch"
    static let summary = "fetch articles again, or convert them again from their kept pages"
    static let help = """
        Usage: gempaper refetch ID... [--reconvert | --replace] [OPTIONS]
               gempaper refetch FILTER-OPTIONS [--reconvert | --replace] [OPTIONS]

        Fetches the articles again from their URLs and replaces their text; tags,
        title edits aside, and read state stay. An article whose fetch fails keeps
        the text it had (one that had none is marked failed with the reason).
        Use it to retry failed articles, or to refresh pages that changed. A
        page that turns out to be an article already in the library is merged
        into it. Only pictures still missing are downloaded again.

        A good copy is never replaced silently: when the page is not the same
        article any more (it keeps less than half of the saved text: a parked
        domain, a login wall, a "not found" page, another story), the saved
        copy stays and the article says the page changed; --replace takes the
        new page anyway.

        With --reconvert nothing is downloaded: each article is converted again
        from the original page the library kept when it was fetched. Do this
        after gempaper's converter improved. Articles saved without a page
        (imported with their text only) are skipped.

          --reconvert        convert again from the kept pages; no network
          --replace          take the new page even when it is no longer the same article
        \(FetchOptions.help(jobs: true))

        \(BulkChangeOptions.help(defaultState: "all"))

        Exit status: 0 when every article was done; else the status of the
        failure (1 when several failed differently).

        Examples:
          gempaper refetch 43
          gempaper refetch --fetch-state failed
          gempaper refetch --all --reconvert

        """

    let options: BulkChangeOptions
    let fetch: FetchOptions
    let reconvert: Bool
    let replace: Bool

    init(parsing arguments: inout Arguments) throws {
        reconvert = arguments.flag("--reconvert")
        replace = arguments.flag("--replace")
        if reconvert && replace {
            throw arguments.usageError("--reconvert downloads nothing, so there is nothing to --replace; use one")
        }
        fetch = try FetchOptions(parsing: &arguments, jobs: true)
        options = try BulkChangeOptions(parsing: &arguments, defaultState: .all)
        try arguments.finish()
    }

    func run(in console: Console) async throws {
        let library = try options.library.open(console, create: false)
        defer { library.close() }
        let ids: [ArticleID]
        switch options.targets.selection {
        case .ids(let named):
            var seen = Set<ArticleID>()
            ids = named.filter { seen.insert($0).inserted }
            _ = try library.articles(ids)
        case .matching(let filter):
            ids = try library.ids(filter, sort: ArticleSort(.saved, .ascending))
        }
        guard !ids.isEmpty else {
            console.print("no articles match; nothing to do")
            return
        }
        let saver = ArticleSaver(
            library: library, fetcher: PageFetcher(settings: fetch.settings(console)), pictures: fetch.pictures)
        let progress = ProgressReporter(reconvert ? "converting" : "fetching", total: ids.count, console: console)
        let tally = RefetchTally()
        let named = options.namedCount != nil
        let reconvert = self.reconvert
        let replace = self.replace
        let width = reconvert ? ProcessInfo.processInfo.activeProcessorCount : fetch.jobs ?? 3
        await ParallelRunner.run(ids, width: width) { id in
            let note: String?
            do {
                let result = reconvert ? try saver.reconvert(id) : try saver.refetch(id, replace: replace)
                note = tally.done(id, result)
            } catch let problem as Problem {
                let skipped = reconvert && !named && problem.kind == .notFound
                note = skipped ? tally.skip() : tally.fail(id, problem)
            } catch {
                note = tally.fail(id, Problem.internal("\(error)"))
            }
            progress.advance()
            // With one article, its failure is the command's error line.
            if let note, ids.count > 1 || note.hasPrefix("#\(id) is") { progress.note(note) }
        }
        progress.finish()
        console.print(tally.summary(reconverted: reconvert))
        if let problem = tally.problem() { throw problem }
    }
}

/// What a `refetch` run did.
private final class RefetchTally: @unchecked Sendable {
    private let lock = NSLock()
    private var updated = 0
    private var merged = 0
    private var skipped = 0
    private var failures: [Problem] = []

    func done(_ id: ArticleID, _ result: RefreshResult) -> String? {
        lock.lock()
        defer { lock.unlock() }
        switch result {
        case .updated:
            updated += 1
            return nil
        case .merged(into: let article):
            merged += 1
            return "#\(id) is the same article as \(SavedArticleText.describe(article)); merged into it"
        }
    }

    func skip() -> String? {
        lock.lock()
        defer { lock.unlock() }
        skipped += 1
        return nil
    }

    func fail(_ id: ArticleID, _ problem: Problem) -> String {
        lock.lock()
        defer { lock.unlock() }
        failures.append(problem)
        return "#\(id) failed: \(problem.description)"
    }

    func summary(reconverted: Bool) -> String {
        lock.lock()
        defer { lock.unlock() }
        var parts = ["\(reconverted ? "converted" : "fetched") \(articlesText(updated + merged)) again"]
        if merged > 0 { parts[0] += " (\(merged) merged into articles already in the library)" }
        if skipped > 0 { parts.append("\(skipped) skipped (no page kept)") }
        if !failures.isEmpty { parts.append("\(failures.count) failed") }
        return parts.joined(separator: "; ")
    }

    func problem() -> Problem? {
        lock.lock()
        defer { lock.unlock() }
        guard let first = failures.first else { return nil }
        if failures.count == 1 { return first }
        let kind = failures.allSatisfy { $0.kind == first.kind } ? first.kind : .permanent
        return Problem(kind, "\(articlesText(failures.count)) failed", hint: "see the lines above")
    }
}
