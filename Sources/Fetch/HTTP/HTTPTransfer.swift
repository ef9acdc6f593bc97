import Foundation
import Problems

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What one HTTP exchange brought back; redirects are not followed.
struct HTTPAnswer {
    /// The URL asked for.
    let url: URL
    /// The status code.
    let status: Int
    /// The header fields, names in lower case.
    let headers: [String: String]
    /// The body, decompressed.
    let body: Data

    /// The value of the header field `name` (lower case).
    func header(_ name: String) -> String? { headers[name] }
}

/// One HTTP GET through URLSession (libcurl underneath; gzip and deflate
/// are decoded by it): no redirects followed, no cookies, no cache; the
/// body stops at `maxBytes`, the whole exchange at `deadline`, and either
/// ends the transfer at once. `inspect` sees the status and header fields
/// first and may refuse the body before it is downloaded.
///
/// A body over the cap is dropped as soon as the delegate sees it, and the
/// task cancelled; libcurl stops within milliseconds at network speeds. (A
/// sender on loopback pushing gigabytes a second keeps URLSession's queue
/// busy enough that the cancel lands only after a few seconds; the bytes
/// are still discarded, never kept.)
final class HTTPTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// Looks at a response's status and header fields; a problem refuses it.
    typealias Inspector = @Sendable (_ status: Int, _ headers: [String: String]) -> Problem?

    private let url: URL
    private let maxBytes: Int
    private let inspect: Inspector
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var response: HTTPURLResponse?
    private var body = Data()
    private var refusal: Problem?
    private var error: Error?

    private init(url: URL, maxBytes: Int, inspect: @escaping Inspector) {
        self.url = url
        self.maxBytes = maxBytes
        self.inspect = inspect
    }

    /// Fetches `url` once; throws a `Problem` for a network failure, a
    /// timeout, a body over the cap, a cancellation or a refusal by `inspect`.
    static func get(
        _ url: URL, settings: FetchSettings, deadline: Date, cancellation: FetchCancellation?,
        inspect: @escaping Inspector = { _, _ in nil }
    ) throws -> HTTPAnswer {
        let transfer = HTTPTransfer(url: url, maxBytes: settings.maxBytes, inspect: inspect)
        return try transfer.run(settings: settings, deadline: deadline, cancellation: cancellation)
    }

    private func run(settings: FetchSettings, deadline: Date, cancellation: FetchCancellation?) throws -> HTTPAnswer {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = settings.idleTimeout
        configuration.timeoutIntervalForResource = settings.totalTimeout
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
        defer { session.invalidateAndCancel() }

        var request = URLRequest(url: url)
        request.setValue(settings.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue(Self.accept, forHTTPHeaderField: "Accept")
        let task = session.dataTask(with: request)
        let watch = cancellation?.watch { [weak self] in
            self?.refuse(
                Problem.temporary("the fetch of \(self?.url.absoluteString ?? "a page") was stopped"), task: task)
        }
        defer { if let watch { cancellation?.stopWatching(watch) } }
        task.resume()

        if finished.wait(timeout: .now() + max(deadline.timeIntervalSinceNow, 0)) == .timedOut {
            refuse(
                Problem.temporary(
                    "\(url.absoluteString) took longer than \(Self.seconds(settings.totalTimeout)) to fetch",
                    hint: "the site is slow; try again later"),
                task: task)
            _ = finished.wait(timeout: .now() + 5)
        }
        lock.lock()
        defer { lock.unlock() }
        if let refusal { throw refusal }
        if let error { throw TransferProblems.problem(for: error, url: url, settings: settings) }
        guard let response else { throw Problem.temporary("\(url.host ?? url.absoluteString) sent no answer") }
        return HTTPAnswer(url: url, status: response.statusCode, headers: Self.fields(of: response), body: body)
    }

    /// The media types asked for: articles first, anything else last, so
    /// that a refusal can name what the server has.
    static let accept = "text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8,text/gemini;q=0.8,*/*;q=0.1"

    /// Ends the transfer with `problem` (the first reason wins).
    private func refuse(_ problem: Problem, task: URLSessionTask) {
        lock.lock()
        if refusal == nil { refusal = problem }
        lock.unlock()
        task.cancel()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let http = response as? HTTPURLResponse else {
            refuse(Problem.permanent("\(url.absoluteString) did not answer with HTTP"), task: dataTask)
            return completionHandler(.cancel)
        }
        lock.lock()
        self.response = http
        lock.unlock()
        let headers = Self.fields(of: http)
        if let problem = inspect(http.statusCode, headers) {
            refuse(problem, task: dataTask)
            return completionHandler(.cancel)
        }
        let encoded = headers["content-encoding"].map { $0.lowercased() != "identity" } ?? false
        if (200..<300).contains(http.statusCode), !encoded, let length = headers["content-length"].flatMap(Int64.init),
            length > maxBytes
        {
            refuse(TransferProblems.tooLarge(url, maxBytes: maxBytes), task: dataTask)
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        guard refusal == nil else { return lock.unlock() }
        body.append(data)
        let over = body.count > maxBytes
        if over { body = Data() }
        lock.unlock()
        if over { refuse(TransferProblems.tooLarge(url, maxBytes: maxBytes), task: dataTask) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        // Redirects are followed by HTTPPageFetcher, which counts them.
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        lock.lock()
        self.error = error
        if self.response == nil, let http = task.response as? HTTPURLResponse { self.response = http }
        lock.unlock()
        finished.signal()
    }

    /// The header fields of `response`, names in lower case.
    private static func fields(of response: HTTPURLResponse) -> [String: String] {
        var fields: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            guard let name = name as? String, let value = value as? String else { continue }
            fields[name.lowercased()] = value
        }
        return fields
    }

    static func seconds(_ interval: TimeInterval) -> String {
        if interval == 1 { return "1 second" }
        return interval == interval.rounded() ? "\(Int(interval)) seconds" : String(format: "%.1f seconds", interval)
    }
}
