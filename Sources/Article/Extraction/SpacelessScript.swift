/// Chinese and Japanese, written without spaces, read by the byte in UTF-8.
///
/// Link density counts characters, and that is fair to scripts written
/// with spaces only: in "Professor <a>Yamada</a> of the <a>University of
/// Tokyo</a> is known for…" the words between links are several letters
/// and a space each, where in "<a>東京大学</a>の<a>山田教授</a>は…" they are a
/// character or two ("の", "は", "是", "和"), and a sentence that holds
/// three names reads as a list of links (0.55 against 0.4). A character of
/// these scripts outside links counts twice, which brings such sentences
/// level with their English; a menu, a list of other stories or a tag
/// line, all links, stays as dense as before. Korean, written with spaces
/// between words, counts as other scripts do.
enum SpacelessScript {
    /// Whether `byte`, after `previous` in UTF-8 text, is where a character
    /// of these scripts is counted: the lead byte of U+3000–U+9FFF (their
    /// punctuation, kana, ideographs), or the second byte of U+F900–U+FAFF
    /// (compatibility ideographs) and U+FF00–U+FFBF (full-width
    /// punctuation "，：（）" and half-width kana) after the lead byte 0xEF;
    /// not U+FFFD, the mark a page's broken bytes leave.
    @inline(__always) static func startsCharacter(_ byte: UInt8, after previous: UInt8) -> Bool {
        if byte >= 0xE3 && byte <= 0xE9 { return true }
        return previous == 0xEF && ((byte >= 0xA4 && byte <= 0xAB) || (byte >= 0xBC && byte <= 0xBE))
    }
}
