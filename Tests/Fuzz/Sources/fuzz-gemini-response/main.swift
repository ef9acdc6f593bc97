// The Gemini client's response parser on raw bytes: a header line (status,
// meta) and a body. Whatever comes in, the answer is a response with a
// status from 10 to 69 and valid UTF-8 meta of at most 1024 bytes, whose
// body is there only for a success, or a refusal as a problem.
import Foundation
import FuzzSupport
@_spi(Fuzzing) import Gemini

let url = try! GeminiURL("gemini://fuzz.example/page")

func check(_ input: UnsafeBufferPointer<UInt8>) {
    guard let response = try? GeminiClient.parse(Array(input), url: url, fingerprint: "fuzz") else { return }
    precondition((10...69).contains(response.status.rawValue), "status \(response.status.rawValue)")
    precondition(response.meta.utf8.count <= 1024, "meta of \(response.meta.utf8.count) bytes")
    precondition(response.status.isSuccess || response.body.isEmpty, "a body with status \(response.status.rawValue)")
}

exit(
    runFuzzer { data, size in
        check(bytes(data, size))
        return 0
    })
