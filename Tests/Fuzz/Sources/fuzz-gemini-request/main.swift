// The Gemini request-line rules on raw bytes: finding the line (CR LF, the
// 1024-byte limit), then checking and decoding it as the server does.
// Whatever comes in, the answer is a refusal with 53 or 59, or a request
// whose path is normalised (no empty, `.` or `..` segment, no `/` inside
// one) and stays the same when written out and read again; and the router
// finds an answer for it.
import Foundation
import FuzzSupport
import Gemini

nonisolated(unsafe) var router: Router = {
    var router = Router()
    router.route("/") { _ in .gemtext("# home") }
    router.route("/articles/:id") { (_, id: Int) in .plainText("\(id)") }
    router.route("/articles/:id/sections/:n") { (_, id: Int, n: Int) in .plainText("\(id) \(n)") }
    router.route("/tags/:name/") { (_, name: String) in .plainText(name) }
    return router
}()

func check(_ input: UnsafeRawBufferPointer) {
    // The line the server would parse: the bytes before CR LF when scan finds
    // them, otherwise the whole input (so parse sees every kind of byte too).
    var line = input
    switch RequestLine.scan(input) {
    case .rejected(let rejection):
        precondition(rejection.status == .badRequest, "scan refused with \(rejection.status)")
    case .line(let length):
        precondition(length <= RequestLine.maximumLength && input[length] == 0x0D && input[length + 1] == 0x0A)
        line = UnsafeRawBufferPointer(rebasing: input[..<length])
    case .incomplete:
        precondition(input.count <= RequestLine.maximumLength + 1)
    }
    let target: RequestTarget
    do {
        target = try RequestLine.parse(line)
    } catch {
        precondition(error.status == .badRequest || error.status == .proxyRequestRefused, "refused with \(error.status)")
        return
    }
    precondition(target.url.scheme == "gemini" && !target.url.host.isEmpty)
    let segments = target.path.segments
    precondition(!segments.contains { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("/" as Character) })
    precondition((try? RequestPath(decoding: Substring(target.path.encoded))) == target.path, "normalising twice differs")
    if case .run(_, let request, _) = router.match(Request(target: target)) {
        precondition(request.path == target.path)
    }
}

exit(
    runFuzzer { data, size in
        check(UnsafeRawBufferPointer(bytes(data, size)))
        return 0
    })
