// The HTTP/1.1 response parser on raw bytes, as a server could send them:
// the first byte says where the rest is cut into two pieces (the network
// hands bytes over in any pieces), and the parser must read the pieces
// exactly as it reads the whole: the same head, the same body bytes, the
// same error. It never reads a body past its framing.
import Fetch
import Foundation
import FuzzSupport

/// What parsing `pieces` one after the other gave: the head's status, the
/// body, whether the response was complete, or the error.
func parse(_ pieces: [UnsafeRawBufferPointer]) -> String {
    var parser = HTTPResponseParser()
    var body: [UInt8] = []
    var head: HTTPResponseHead?
    do {
        for piece in pieces {
            try parser.feed(piece, onHead: { head = $0 }) { body += $0 }
            if parser.isComplete { break }
        }
        try parser.finish()
    } catch {
        return "error \(error) after \(String(describing: head)), \(body.count) body bytes"
    }
    precondition(head == parser.head, "the head handed over is not the parser's")
    return "\(String(describing: head)), body \(body), complete \(parser.isComplete)"
}

func check(_ input: UnsafeBufferPointer<UInt8>) {
    guard let first = input.first else { return }
    let rest = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: input[1...]))
    let cut = rest.isEmpty ? 0 : Int(first) % (rest.count + 1)
    let whole = parse([rest])
    let pieces = parse([UnsafeRawBufferPointer(rebasing: rest[..<cut]), UnsafeRawBufferPointer(rebasing: rest[cut...])])
    precondition(whole == pieces, "whole: \(whole)\npieces at \(cut): \(pieces)")
}

exit(
    runFuzzer { data, size in
        check(bytes(data, size))
        return 0
    })
