// The gemtext parser on raw bytes (any encoding, any line ends, any length):
// it never fails, and what it serialises is a fixed point: parsing the
// serialised document and serialising it again gives the same text.
import Foundation
import FuzzSupport
import Gemtext

func check(_ input: UnsafeBufferPointer<UInt8>) {
    let document = GemtextDocument(parsing: input)
    let once = document.serialized()
    let again = GemtextDocument(parsing: once)
    precondition(again.serialized() == once, "serialising the parsed serialisation changes it")
    _ = document.normalized
}

exit(
    runFuzzer { data, size in
        check(bytes(data, size))
        return 0
    })
