// capsule-bench: the capsule over a library of 100,000 generated articles
// (built by library-bench, or --library PATH to reuse one).
// 1. Server time per page, rendered without the page cache (and served
//    from it): /unread first page and a deep page, a tag page, article and
//    section pages. Median of repeated renders; target < 10 ms.
// 2. Throughput through the real TLS server (in this process) under
//    gemload from ../shared/tools: a static page of the same size, then the
//    capsule's pages, with requests/s, latency and this process's CPU per
//    request; target: within 10% of the static page's throughput.
// 3. Saving through /add while loaded: p99 latency of other clients on
//    /unread, before and while pages are added (fetched from a local HTTP
//    server, converted, stored); target: at most 2x.
// Run with `scripts/bench capsule-bench` (release build).
//   capsule-bench [--library PATH] [--articles N] [--seconds S] [--clients C] [--rounds R] [--library-calls] [--render-only]
// --library-calls adds the times of the library calls behind the list pages;
// --render-only stops after the server times.
import BenchSupport
import Capsule
import Fetch
import Foundation
import Gemini
import Gemtext
import ReadingList
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments
func argument(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let articleCount = argument("--articles").flatMap(Int.init) ?? 100_000
let seconds = argument("--seconds").flatMap(Int.init) ?? 5
let clients = argument("--clients").flatMap(Int.init) ?? 16
let repeats = 25
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("capsule-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder.appendingPathComponent("static"), withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
say("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8).split(separator: " ").prefix(3).joined(separator: " ")) ?? "?")")

// MARK: The library and the capsule's settings

let libraryPath: String
if let given = argument("--library") {
    libraryPath = given
    say("library: \(given)")
} else {
    libraryPath = folder.appendingPathComponent("library.sqlite").path
    say("building a library of \(articleCount) articles with library-bench ...")
    _ = try run(products.appendingPathComponent("library-bench").path, ["--build-only", "--keep", libraryPath, "--articles", String(articleCount)])
}
let owner = try TLSIdentity.generate(name: "owner", purpose: .client, days: 30)
let serverIdentity = try TLSIdentity.generate(name: "localhost")
let certificatePath = folder.appendingPathComponent("localhost.crt").path
let keyPath = folder.appendingPathComponent("localhost.key").path
try serverIdentity.write(certificatePath: certificatePath, keyPath: keyPath)
let configPath = folder.appendingPathComponent("capsule.conf").path
try Data(
    """
    library = \(libraryPath)
    owners = \(owner.certificate.fingerprint)
    static = static
    hostname = localhost
    certificate = \(certificatePath)
    key = \(keyPath)
    listen = 127.0.0.1
    port = 0
    log = off
    rate-limit = off

    """.utf8
).write(to: URL(fileURLWithPath: configPath))
let configuration = try CapsuleConfiguration.load(path: configPath)
let library = try Library(path: libraryPath)
let counts = try library.counts()
say("  \(counts.unread) unread, \(counts.archived) archived, \(counts.tags) tags")

// MARK: 1. Server time per page

let ownerCertificate = ClientCertificate(
    fingerprint: owner.certificate.fingerprint, publicKeyFingerprint: owner.certificate.publicKeyFingerprint,
    commonName: "owner", notBefore: nil, notAfter: nil)

func request(_ path: String, asOwner: Bool = true) throws -> Request {
    let line = Array("gemini://localhost\(path)".utf8)
    let target = try line.withUnsafeBytes { try RequestLine.parse($0) }
    return Request(target: target, certificate: asOwner ? ownerCertificate : nil)
}

func links(_ response: Response) -> [(url: String, label: String)] {
    guard case .bytes(let bytes) = response.body else { return [] }
    return GemtextDocument(parsing: bytes).lines.compactMap { line in
        if case .link(let url, let label) = line { return (url, label ?? "") }
        return nil
    }
}

/// This thread's CPU time so far, in milliseconds.
func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// Serves `path` with `router` the way the server does, on this thread:
/// the handler the route names, called directly. Wall-clock and CPU time.
func serve(_ router: Router, _ path: String, asOwner: Bool = true) throws -> (wall: Double, cpu: Double, response: Response) {
    let start = DispatchTime.now().uptimeNanoseconds
    let cpu = threadCPUMilliseconds()
    let response: Response
    switch router.match(try request(path, asOwner: asOwner)) {
    case .run(_, let request, let handler):
        do { response = try handler(request) } catch { response = Router.response(for: error) }
    case .runAsync:
        throw BenchFailure("\(path) has an async handler")
    }
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, threadCPUMilliseconds() - cpu, response)
}

let uncached = try Capsule(configuration: configuration, cache: NoPageCache())
let uncachedRouter = try uncached.router()

// A deep page: 400 pages (20,000 articles) into /unread, reached by its links.
var deep = "/unread"
for _ in 0..<400 {
    guard let next = links(try serve(uncachedRouter, deep).response).first(where: { $0.label.hasPrefix("Next") })
    else { break }
    deep = next.url
}
let topTag = try library.tags().max { $0.articles < $1.articles }!
var random = SeededRandom(seed: 42)
let sampleIDs = try library.ids(.everything, sort: .newestFirst)
let articleIDs = (0..<25).map { _ in sampleIDs[Int.random(in: 0..<sampleIDs.count, using: &random)] }
// Sections of articles that have at least two headings.
var sectionPaths: [String] = []
for id in sampleIDs.shuffled(using: &random) where sectionPaths.count < 25 {
    if let text = try library.gemtext(of: id), GemtextDocument(parsing: text).outline.numbered.count >= 2 {
        sectionPaths.append("/articles/\(id)/sections/2")
    }
}

struct PageCase {
    let name: String
    let paths: [String]
    var asOwner = true
}
let cases = [
    PageCase(name: "/unread, first page", paths: ["/unread"]),
    PageCase(name: "/unread, 400 pages deep", paths: [deep]),
    PageCase(name: "/tags/\(topTag.name) (\(topTag.articles) articles)", paths: ["/tags/\(topTag.name)"]),
    PageCase(name: "/articles/ID (25 articles)", paths: articleIDs.map { "/articles/\($0)" }),
    PageCase(name: "/articles/ID/sections/2 (25 articles)", paths: sectionPaths),
    PageCase(name: "/ (home)", paths: ["/"]),
    PageCase(name: "/ (home, as a visitor sees it)", paths: ["/"], asOwner: false),
    PageCase(name: "/all?sort=title", paths: ["/all?sort=title"]),
    PageCase(name: "/search?history (worker pool)", paths: ["/search?history"]),
    PageCase(name: "/tags/\(topTag.name)?state=unread", paths: ["/tags/\(topTag.name)?state=unread"]),
]

// The static page: the /unread page as a file, so both are the same size.
let unreadBody: [UInt8] = {
    guard case .bytes(let bytes) = try! serve(uncachedRouter, "/unread").response.body else { return [] }
    return bytes
}()
try Data(unreadBody).write(to: folder.appendingPathComponent("static/page.gmi"))

say("\nserver time per page, rendered without the cache, median of \(repeats) (ms): wall clock (CPU of the thread); target < 10 ms")
let cachedCapsule = try Capsule(configuration: configuration, cache: MemoryPageCache(limit: 64 << 20))
let cachedRouter = try cachedCapsule.router()
var renderMedians: [String: (wall: Double, cpu: Double)] = [:]
for page in cases {
    var walls: [Double] = []
    var cpus: [Double] = []
    var status = ""
    var bytes = 0
    for index in 0..<repeats {
        let (wall, cpu, response) = try serve(uncachedRouter, page.paths[index % page.paths.count], asOwner: page.asOwner)
        walls.append(wall)
        cpus.append(cpu)
        status = "\(response.status.rawValue)"
        bytes = max(bytes, response.bodyCount)
    }
    var hits: [Double] = []
    for index in 0..<repeats {
        let path = page.paths[index % page.paths.count]
        _ = try serve(cachedRouter, path, asOwner: page.asOwner)
        hits.append(try serve(cachedRouter, path, asOwner: page.asOwner).wall)
    }
    renderMedians[page.name] = (median(walls), median(cpus))
    say(String(format: "  %-44@ %6.2f ms (CPU %5.2f)  slowest %6.2f; from the cache %.3f ms; status %@, up to %d bytes",
               page.name as NSString, median(walls), median(cpus), walls.max()!, median(hits), status, bytes))
}
// Recording where the owner reads. An owner's visit that moves the place
// is handed to the recorder, which writes it on a thread of its own; the
// owner's next page first waits for what is still being written. Over the
// same 25 unread articles' pages: a visit that records (another article
// each time, the previous write finished) against the same page opened again
// (nothing to record); then pages requested back to back, each waiting for
// the write of the one before; and the write itself, timed on its own.
let unreadIDs = try library.ids(.unread, sort: .newestFirst)
let readIDs = (0..<25).map { _ in unreadIDs[Int.random(in: 0..<unreadIDs.count, using: &random)] }
var recorded: [(wall: Double, cpu: Double)] = []
var again: [(wall: Double, cpu: Double)] = []
var backToBack: [(wall: Double, cpu: Double)] = []
for pass in 0..<3 {
    for id in readIDs {
        usleep(20_000)  // the write of the visit before is done
        let moving = try serve(uncachedRouter, "/articles/\(id)")
        usleep(20_000)
        let same = try serve(uncachedRouter, "/articles/\(id)")
        guard pass > 0 else { continue }  // the first pass warms the pages up
        recorded.append((moving.wall, moving.cpu))
        again.append((same.wall, same.cpu))
    }
}
for (index, id) in readIDs.enumerated() {
    let moving = try serve(uncachedRouter, "/articles/\(id)")
    if index > 0 { backToBack.append((moving.wall, moving.cpu)) }
}
let writer = try Library(path: libraryPath)
var writes: [(wall: Double, cpu: Double)] = []
for (index, id) in readIDs.enumerated() {
    let start = DispatchTime.now().uptimeNanoseconds
    let cpu = threadCPUMilliseconds()
    try writer.recordVisit(ReadingVisit(article: id, section: index % 3 + 1, heading: "bench", sectionCount: 9))
    writes.append((Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, threadCPUMilliseconds() - cpu))
}
func line(_ name: String, _ times: [(wall: Double, cpu: Double)]) {
    say(String(format: "  %-44@ %6.3f ms (CPU %6.3f)", name as NSString, median(times.map(\.wall)), median(times.map(\.cpu))))
}
line("/articles/ID, owner, the visit recorded", recorded)
line("/articles/ID, owner, same place (no visit)", again)
line("/articles/ID, owner, back to back", backToBack)
line("the write of one visit (recorder's thread)", writes)
// The owner's home page (where they left off, what they read, favourites,
// highlights) against the visitor's, taken in turns so both see the same load.
var ownerHome: [(wall: Double, cpu: Double)] = []
var visitorHome: [(wall: Double, cpu: Double)] = []
for _ in 0..<repeats {
    let owner = try serve(uncachedRouter, "/")
    ownerHome.append((owner.wall, owner.cpu))
    let visitor = try serve(uncachedRouter, "/", asOwner: false)
    visitorHome.append((visitor.wall, visitor.cpu))
}
line("/ (home), the owner's, in turns", ownerHome)
line("/ (home), a visitor's, in turns", visitorHome)
let recordingCost = median(recorded.map(\.wall)) - median(again.map(\.wall))
say(String(format: "  recording adds %.3f ms to an article page's server time (%.1f%% wall, %.1f%% CPU); target <= 5%%",
           recordingCost, recordingCost / median(again.map(\.wall)) * 100,
           (median(recorded.map(\.cpu)) - median(again.map(\.cpu))) / median(again.map(\.cpu)) * 100))
// Leave a reused library as it was: finish what the benchmark started.
for item in try writer.reading(limit: 1000).items where readIDs.contains(item.article.id) {
    try writer.recordVisit(ReadingVisit(article: item.article.id, section: 1, heading: nil, sectionCount: 1))
}
writer.close()

var staticTimes: [Double] = []
for _ in 0..<repeats { staticTimes.append(try serve(cachedRouter, "/page.gmi").wall) }
say(String(format: "  for comparison, the static file /page.gmi (%d bytes): %.3f ms", unreadBody.count, median(staticTimes)))
uncached.close()
cachedCapsule.close()

if arguments.contains("--library-calls") {
    say("\nthe library calls behind the list pages, median of \(repeats) (ms)")
    func time(_ name: String, _ work: () throws -> Void) rethrows {
        var times: [Double] = []
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            try work()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        say(String(format: "  %-50@ %7.2f ms", name as NSString, median(times)))
    }
    let tagFilter = ArticleFilter(state: .all, tags: [topTag.name])
    try time("counts()") { _ = try library.counts() }
    try time("continueReading(), readingCount(), favoriteCount(), highlightCount()") {
        _ = try library.continueReading()
        _ = try library.readingCount()
        _ = try library.favoriteCount()
        _ = try library.highlightCount()
    }
    try time("page(unread, newest, 10)") { _ = try library.page(ArticleQuery(filter: .unread, limit: 10)) }
    try time("count(unread)") { _ = try library.count(.unread) }
    try time("page(unread, newest, 50)") { _ = try library.page(ArticleQuery(filter: .unread)) }
    try time("count(tag \(topTag.name))") { _ = try library.count(tagFilter) }
    try time("page(tag \(topTag.name), newest, 50)") { _ = try library.page(ArticleQuery(filter: tagFilter)) }
    try time("tags()") { _ = try library.tags() }
}

if arguments.contains("--render-only") { exit(0) }

// MARK: 2. Throughput through the real server

let capsule = try Capsule(configuration: configuration)
let server = try GeminiServer(configuration: configuration.server.server, router: try capsule.router(), errorLog: { say("server: \($0)") })
try server.start()
let port = server.port
let client = GeminiClient({
    var settings = GeminiClient.Configuration(trust: .anyCertificate, identity: owner)
    settings.connectTo = "127.0.0.1"
    return settings
}())
func url(_ path: String) -> String { "gemini://localhost:\(port)\(path)" }

let rounds = argument("--rounds").flatMap(Int.init) ?? 3
let load = LoadGenerator(gemload: try LoadGenerator.locate(packageRoot: packageRoot), clients: clients, seconds: seconds)
say("\nthroughput: gemload, \(clients) clients, \(seconds) s a run, a new TLS handshake per request, no client certificate;")
say("\(rounds) rounds, each running every page once in a rotated order; ratios are to the static page in the same round")
let targets: [(String, String)] = [
    ("static /page.gmi (\(unreadBody.count) bytes)", "/page.gmi"), ("/unread, first page", "/unread"),
    ("/unread, 400 pages deep", deep), ("/tags/\(topTag.name)", "/tags/\(topTag.name)"),
    ("/articles/\(articleIDs[0])", "/articles/\(articleIDs[0])"),
]
for (_, path) in targets { _ = try client.get(url(path)) }
var results: [[LoadResult]] = Array(repeating: [], count: targets.count)
for round in 0..<rounds {
    for step in 0..<targets.count {
        let index = (step + round) % targets.count
        let result = try load.load(port: port, url: url(targets[index].1))
        results[index].append(result)
        say(String(format: "  round %d  %-36@ %@", round + 1, targets[index].0 as NSString, result.line))
    }
}
say("medians over the rounds:")
for (index, target) in targets.enumerated() {
    let rates = results[index].map(\.requestsPerSecond)
    let cpu = results[index].map(\.cpuPerRequest)
    let ratios = zip(results[index], results[0]).map { $0.requestsPerSecond / $1.requestsPerSecond * 100 }
    say(String(format: "  %-36@ %7.0f req/s  %5.0f µs CPU/request  p99 %6.2f ms  %5.1f%% of the static page (per-round ratios %@)",
               target.0 as NSString, median(rates), median(cpu), median(results[index].map(\.p99)), median(ratios),
               ratios.map { String(format: "%.0f%%", $0) }.joined(separator: ", ")))
}

// MARK: 3. Saving through /add while loaded

let corpus = (try? ArticleCorpus.pages()) ?? []
let htmlWorks = corpus.first.map { page in
    (try? PageConverter().article(from: FetchedPage(url: page.url, finalURL: page.url, bytes: page.html, mediaType: "text/html", charset: "utf-8"))) != nil
} ?? false
let gemtextPage = try library.gemtext(of: library.ids(.everything, sort: ArticleSort(.length, .descending)).first!) ?? "# Page\n"
let web = try TestHTTPServer { request in
    let index = Int(request.path.split(separator: "/").last ?? "0") ?? 0
    if htmlWorks, !corpus.isEmpty {
        return .ok(corpus[index % corpus.count].html, contentType: "text/html; charset=utf-8")
    }
    return .ok(Data(gemtextPage.utf8), contentType: "text/gemini; charset=utf-8")
}
try capsule.startFetching(settings: FetchSettings(knownHostsPath: folder.appendingPathComponent("known_hosts").path), interval: 1)
say("\nsaving through /add while \(clients) clients load /unread (\(htmlWorks ? "corpus web pages, converted from HTML" : "gemtext pages: HTML conversion is not in this build"))")
let before = try load.load(port: port, url: url("/unread"))
say("  before:      \(before.line)")
final class Adder: @unchecked Sendable {
    var added: [ArticleID] = []
    var running = true
    let lock = NSLock()
}
let adder = Adder()
let adding = Thread {
    var number = 0
    while adder.lock.withLock({ adder.running }) {
        number += 1
        let page = web.url("/pages/\(getpid())-\(Date().timeIntervalSince1970)/\(number)")
        if let response = try? client.get(url("/add"), input: { _, _ in page }), let id = ArticleID(String(response.url.path.dropFirst(10))) {
            adder.lock.withLock { adder.added.append(id) }
        }
        Thread.sleep(forTimeInterval: 0.25)
    }
}
adding.start()
let during = try load.load(port: port, url: url("/unread"))
adder.lock.withLock { adder.running = false }
say("  while saving: \(during.line)")
usleep(3_000_000)
let added = adder.lock.withLock { adder.added }
let saved = added.filter { (try? library.article($0).fetch.state) == .ready }.count
say(String(format: "  %d pages added through /add during the run, %d fetched and stored by now; p99 %.2f ms -> %.2f ms (%.2fx); target <= 2x",
           added.count, saved, before.p99, during.p99, during.p99 / max(before.p99, 0.001)))

server.stop()
capsule.close()
// Leave a reused library as it was.
_ = try? library.delete(.ids(added))
say("\nsummary")
for name in ["/unread, first page", "/unread, 400 pages deep", "/tags/\(topTag.name) (\(topTag.articles) articles)", "/articles/ID (25 articles)", "/ (home)"] {
    let times = renderMedians[name] ?? (-1, -1)
    say(String(format: "  render %-40@ %6.2f ms, CPU %5.2f ms (target < 10)", name as NSString, times.wall, times.cpu))
}
