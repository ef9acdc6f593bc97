// library-bench: the library with 100,000 generated articles (realistic
// lengths, words, sites, tags and original pages). Prints the median time
// of one 50-row page for every sort and filter (first page and a deep page
// reached by cursor), full-text searches, the home page counts, adding one
// already-fetched article, the library's size on disk, and importing 10,000
// bookmarks from a Netscape file.
// Run with `scripts/bench library-bench` (release build).
//   library-bench [--articles N] [--keep PATH] [--build-only] [--reuse PATH] [--search-only]
//                 [--search TEXT]... [--repeats N]
// --keep leaves the library at PATH (for EXPLAIN QUERY PLAN with sqlite3);
// --build-only stops after building it; --reuse measures a library kept
// before (built with the same --articles) instead of building one;
// --search-only measures only the full-text searches (and changes nothing,
// so the same kept library can be measured again and again); --search
// (repeatable) measures these searches instead of the usual ones, and
// --repeats runs each measurement N times instead of 15 (for a profiler).
import BenchSupport
import Foundation
import TestSupport
import ReadingList

let arguments = CommandLine.arguments
func argument(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let articleCount = argument("--articles").flatMap(Int.init) ?? 100_000
let keep = argument("--keep") ?? argument("--reuse")
let reuse = argument("--reuse") != nil

let repeats = argument("--repeats").flatMap(Int.init).map { max($0, 1) } ?? 15

/// Milliseconds of CPU time this thread has used: on a machine shared
/// with other work, wall time includes waiting for a processor; CPU time
/// shows what the work itself costs.
func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// Wall and CPU time of one run, in milliseconds.
struct Timing {
    var wall: Double
    var cpu: Double

    var text: String { String(format: "%.2f ms (CPU %.2f ms)", wall, cpu) }
}

func milliseconds<T>(_ work: () throws -> T) rethrows -> (Double, T) {
    let (timing, result) = try timed(work)
    return (timing.wall, result)
}

func timed<T>(_ work: () throws -> T) rethrows -> (Timing, T) {
    let start = DispatchTime.now().uptimeNanoseconds
    let cpu = cpuMilliseconds()
    let result = try work()
    return (Timing(wall: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, cpu: cpuMilliseconds() - cpu), result)
}


/// Median wall and median CPU time over `runs` runs.
func medianTime(_ runs: Int = repeats, _ work: () throws -> Void) rethrows -> Timing {
    let timings = try (0..<runs).map { _ in try timed(work).0 }
    return Timing(wall: median(timings.map(\.wall)), cpu: median(timings.map(\.cpu)))
}

/// The machine's load average over the last minute (other work competing for it).
func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)).map { String($0.prefix { $0 != " " }) } ?? "?"
}

func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("library-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let path = keep ?? folder.appendingPathComponent("library.sqlite").path
if keep != nil && !reuse { try? FileManager.default.removeItem(atPath: path) }

// 1. Build the library through the public API, 1,000 articles a transaction.
say(
    (reuse ? "measuring the library \(path)" : "building a library of \(articleCount) articles")
        + "; load average \(loadAverage()) on \(ProcessInfo.processInfo.activeProcessorCount) processors")
var corpus = Corpus()
var generated = 0.0
var stored = Timing(wall: 0, cpu: 0)
var textBytes = 0
var originalBytes = 0
if !reuse {
    let library = try Library(path: path)
    var number = 0
    while number < articleCount {
        let batch = min(1_000, articleCount - number)
        let (generateTime, entries) = milliseconds {
            (0..<batch).map { offset -> ImportEntry in
                let (content, tags, saved, archived) = corpus.article(number + offset)
                textBytes += content.gemtext.utf8.count
                originalBytes += content.original?.bytes.count ?? 0
                return ImportEntry(
                    bookmark: Bookmark(url: content.url, tags: tags, savedAt: saved, archivedAt: archived),
                    content: content,
                    location: "article \(number + offset)")
            }
        }
        let (storeTime, _) = try timed { try library.importEntries(entries, batchSize: 1_000) }
        generated += generateTime
        stored.wall += storeTime.wall
        stored.cpu += storeTime.cpu
        number += batch
    }
    library.close()
    say(
        String(
            format:
                "  generated in %.1f s; stored in %.1f s, CPU %.1f s (%.0f articles/s); %.0f MB of gemtext, %.0f MB of original pages",
            generated / 1000, stored.wall / 1000, stored.cpu / 1000, Double(articleCount) / (stored.wall / 1000),
            Double(textBytes) / 1e6, Double(originalBytes) / 1e6))
}

if arguments.contains("--build-only") { exit(0) }
let searchOnly = arguments.contains("--search-only")
let library = try Library(path: path)
let counts = try library.counts()
let tagCounts = try library.tags()
say(
    "  \(counts.unread) unread, \(counts.archived) archived, \(counts.tags) tags; most used: "
        + tagCounts.sorted { $0.articles > $1.articles }.prefix(3).map { "\($0.name) (\($0.articles))" }.joined(
            separator: ", "))

if !searchOnly {
    // 2. One page of 50 for every filter and sort, first and deep.
    let rareTag = tagCounts.filter { $0.articles >= 60 }.min { $0.articles < $1.articles }!.name
    let newest = try library.page(ArticleQuery(filter: .everything, limit: 1000)).articles
    let busiestSite = Dictionary(grouping: newest, by: \.site).max { $0.value.count < $1.value.count }!.key
    let filters: [(String, ArticleFilter)] = [
        ("unread", .unread),
        ("archived", .archived),
        ("all", .everything),
        ("tag later (common)", ArticleFilter(state: .all, tags: ["later"])),
        ("tag \(rareTag) (rare)", ArticleFilter(state: .all, tags: [rareTag])),
        ("unread, tags tech + later", ArticleFilter(state: .unread, tags: ["tech", "later"])),
        ("site \(busiestSite)", ArticleFilter(state: .all, site: busiestSite)),
        ("search filter 'system'", ArticleFilter(state: .all, search: "system")),
        ("search filter '\(corpus.words[800])'", ArticleFilter(state: .all, search: corpus.words[800])),
        ("tag \(rareTag) + search 'system'", ArticleFilter(state: .all, tags: [rareTag], search: "system")),
    ]
    let sorts = ArticleSort.Key.allCases.filter { $0 != .relevance }.flatMap { key in
        ArticleSort.Direction.allCases.map { ArticleSort(key, $0) }
    }
    say("\none page of 50 rows as 'list' shows it (no snippets), median of \(repeats), wall ms:")
    say("first page / deep page (about 10,000 rows in, by cursor, or the last page); load average \(loadAverage())")
    var pageTimes: [Timing] = []
    var worst = (Timing(wall: 0, cpu: 0), "")
    for (name, filter) in filters {
        let total = try library.count(filter)
        var line = "  " + "\(name) [\(total)]".padding(toLength: 36, withPad: " ", startingAt: 0)
        for sort in sorts {
            let first = try medianTime {
                _ = try library.page(ArticleQuery(filter: filter, sort: sort, includeSnippets: false))
            }
            // Follow cursors of 1,000 rows (cheaper to walk) to about 10,000 rows deep.
            var cursor: PageCursor?
            var walk = ArticleQuery(filter: filter, sort: sort, limit: 1_000, includeSnippets: false)
            for _ in 0..<10 {
                let page = try library.page(walk)
                guard let next = page.next else { break }
                cursor = next
                walk.cursor = next
            }
            // A cursor of a 1,000-row page is valid for 50-row pages of the same sort.
            let deep = try medianTime {
                _ = try library.page(ArticleQuery(filter: filter, sort: sort, cursor: cursor, includeSnippets: false))
            }
            pageTimes += [first, deep]
            for (time, which) in [(first, "first"), (deep, "deep")] where time.wall > worst.0.wall {
                worst = (time, "\(name), \(sort.key.rawValue) \(sort.direction.rawValue), \(which)")
            }
            let arrow = sort.direction == .ascending ? "↑" : "↓"
            line += String(format: " %@ %.2f/%.2f", sort.key.rawValue.prefix(4) + arrow, first.wall, deep.wall)
        }
        say(line)
    }
    say(
        "  pages: median \(Timing(wall: median(pageTimes.map(\.wall)), cpu: median(pageTimes.map(\.cpu))).text), "
            + "slowest \(worst.0.text) (\(worst.1)); target < 10 ms")
}

// 3. Full-text search, ranked, first page with snippets.
let chosenSearches = arguments.indices.dropLast().filter { arguments[$0] == "--search" }.map { arguments[$0 + 1] }
let usualSearches = [
    corpus.words[30], corpus.words[800], corpus.words[8_000], corpus.words[30_000],
    "\(corpus.words[300]) \(corpus.words[900])", "\"\(Corpus.phrases[0])\"",
    String(corpus.words[2_000].prefix(4)) + "*",
    "\(corpus.words[500]) -\(corpus.words[40])", "\(corpus.words[700]) OR \(corpus.words[1_400])",
]
let searches = chosenSearches.isEmpty ? usualSearches : chosenSearches
say("\nfull-text search, best 50 by relevance with snippets, median of \(repeats); load average \(loadAverage()):")
var searchTimes: [Timing] = []
for text in searches {
    let query = ArticleQuery(filter: ArticleFilter(state: .all, search: text), sort: ArticleSort(.relevance))
    let matches = try library.count(query.filter)
    let time = try medianTime { _ = try library.page(query) }
    searchTimes.append(time)
    say(String(format: "  %-28@ %6d matches  ", "'\(text)'" as NSString, matches) + time.text)
}
say(
    "  search: median \(Timing(wall: median(searchTimes.map(\.wall)), cpu: median(searchTimes.map(\.cpu))).text), "
        + "slowest \(searchTimes.max { $0.wall < $1.wall }!.text); target < 50 ms")

if searchOnly {
    library.close()
    exit(0)
}

// 4. The capsule's home page: counts and tags.
let countsTime = try medianTime { _ = try library.counts() }
let tagsTime = try medianTime { _ = try library.tags() }
say("\nhome page: counts \(countsTime.text), tags with counts \(tagsTime.text)")

// 5. Adding one already-fetched article (its own transaction each).
var addTimes: [Timing] = []
var extra = Corpus(seed: 7)
for number in 0..<200 {
    var (content, tags, _, _) = extra.article(articleCount + number)
    content.url = "https://added.example/\(getpid())/\(number)"
    addTimes.append(try timed { _ = try library.save(content, tags: tags) }.0)
}
say(
    "add one fetched article (with a \(extra.lastOriginalSize / 1000) KB original page): median "
        + Timing(wall: median(addTimes.map(\.wall)), cpu: median(addTimes.map(\.cpu))).text
        + String(format: " of 200, slowest %.2f ms; target < 5 ms", addTimes.map(\.wall).max()!))

// 6. Size on disk.
library.close()
let size = fileSize(path) + fileSize(path + "-wal")
say(
    String(
        format: "library size on disk: %.0f MB for %d articles (%.1f KB each)", Double(size) / 1e6,
        articleCount + 200, Double(size) / 1e3 / Double(articleCount + 200))
        + (reuse
            ? ""
            : String(
                format: "; it holds %.0f MB of gemtext and %.0f MB of original pages", Double(textBytes) / 1e6,
                Double(originalBytes) / 1e6)))

// 7. Import 10,000 bookmarks from a Netscape file, without fetching: into
// a new library, and into the big one.
var file = "<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<TITLE>Bookmarks</TITLE>\n<H1>Bookmarks</H1>\n<DL><p>\n"
var folderRandom = SeededRandom(seed: 99)
for folderNumber in 0..<20 {
    file += "<DT><H3>\(folderNumber == 0 ? "Archive" : "Folder \(folderNumber)")</H3>\n<DL><p>\n"
    for i in 0..<500 {
        let number = folderNumber * 500 + i
        let tags = (0..<folderRandom.below(3)).map { _ in corpus.tags[folderRandom.zipf(corpus.tags.count)] }
        file +=
            "<DT><A HREF=\"https://bookmarks.example/\(corpus.words[number % 40_000])/\(number)\" ADD_DATE=\"\(1_600_000_000 + number * 60)\" TAGS=\"\(tags.joined(separator: ","))\">Bookmark \(number): \(corpus.words[number % 5_000]) \(corpus.words[(number * 7) % 5_000])</A>\n"
    }
    file += "</DL><p>\n"
}
file += "</DL><p>\n"
let fileData = Data(file.utf8)
for (name, target) in [
    ("a new library", folder.appendingPathComponent("import.sqlite").path),
    ("the \(articleCount)-article library", path),
] where !reuse || !name.hasPrefix("the") {
    let importing = try Library(path: target)
    let (time, results) = try timed { () -> [ImportResult] in
        let (_, entries) = try ImportFile.read(fileData, name: "bookmarks.html")
        return try importing.importEntries(entries)
    }
    let added = results.filter { if case .added = $0 { true } else { false } }.count
    say(
        String(
            format: "import 10,000 bookmarks (%.1f MB Netscape file) into %@: %.2f s (CPU %.2f s; %d added); target < 10 s",
            Double(fileData.count) / 1e6, name, time.wall / 1000, time.cpu / 1000, added))
    importing.close()
}
