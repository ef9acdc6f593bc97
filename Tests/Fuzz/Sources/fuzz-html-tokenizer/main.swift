// The HTML tokenizer on raw bytes (not decoded first, so any byte sequence
import Foundation
// reaches it), with CDATA sections allowed or not.
import FuzzSupport
@_spi(Testing) import HTML

exit(
    runFuzzer { data, size in
        let input = bytes(data, size)
        _ = HTMLTokenizerCheck.tokenize(input, allowingCDATA: size > 0 && input[0] & 1 == 1)
        return 0
    })
