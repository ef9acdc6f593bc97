import Foundation
import Testing

@testable import HTML

/// The body text of `bytes` parsed with `contentType`, and the encoding chosen.
private func decode(_ bytes: [UInt8], contentType: String? = nil) -> (String, HTMLEncodingChoice) {
    let document = HTMLDocument.parse(bytes, contentType: contentType)
    return (document.body?.textContent() ?? "", document.encoding)
}

private func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite("Character encodings")
struct EncodingTests {
    @Test func utf8ByDefault() {
        let (text, choice) = decode(ascii("<p>caf") + [0xC3, 0xA9])
        #expect(text == "café")
        #expect(choice == HTMLEncodingChoice(encoding: .utf8, source: .defaultUTF8))
    }

    @Test func invalidUTF8WithoutDeclarationIsWindows1252() {
        let (text, choice) = decode(ascii("<p>caf") + [0xE9, 0x20, 0x80, 0x93, 0x94])
        #expect(text == "café €“”")
        #expect(choice == HTMLEncodingChoice(encoding: .windows1252, source: .invalidUTF8Fallback))
    }

    @Test func invalidUTF8DeclaredAsUTF8BecomesReplacementCharacters() {
        // One U+FFFD per maximal invalid subpart (WHATWG UTF-8 decoder).
        let bytes =
            ascii("<meta charset=utf-8><p>a") + [0xC0, 0x80] + ascii("b") + [0xED, 0xA0, 0x80] + ascii("c")
            + [0xF0, 0x9F, 0x98] + ascii("d") + [0xE2, 0x82]
        let (text, choice) = decode(bytes)
        #expect(text == "a\u{FFFD}\u{FFFD}b\u{FFFD}\u{FFFD}\u{FFFD}c\u{FFFD}d\u{FFFD}")
        #expect(choice.source == .metaTag)
    }

    @Test func httpHeaderCharset() {
        let (text, choice) = decode(ascii("<p>") + [0x80, 0xE9], contentType: "text/html; charset=ISO-8859-1")
        #expect(text == "€é")
        #expect(choice == HTMLEncodingChoice(encoding: .windows1252, source: .httpHeader))
        #expect(decode(ascii("<p>") + [0xE9], contentType: #"text/html;charset="windows-1252""#).0 == "é")
    }

    @Test func metaCharsetAndHTTPEquiv() {
        let charset = decode(ascii("<html><head><meta charset=\"windows-1252\"></head><p>") + [0x93, 0x94])
        #expect(charset.0 == "“”")
        #expect(charset.1 == HTMLEncodingChoice(encoding: .windows1252, source: .metaTag))
        let equiv = decode(
            ascii(#"<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>"#) + [0xE9])
        #expect(equiv.0 == "é")
        // content= without http-equiv does not count.
        #expect(decode(ascii(#"<meta content="text/html; charset=iso-8859-1"><p>"#) + [0xC3, 0xA9]).0 == "é")
    }

    @Test func prescanSkipsCommentsAndOtherTags() {
        let hidden = decode(
            ascii("<!-- <meta charset=iso-8859-1> --><p title='<meta charset=iso-8859-1>'>") + [0xC3, 0xA9])
        #expect(hidden.0 == "é")
        #expect(hidden.1.source == .defaultUTF8)
        let late =
            ascii("<script>" + String(repeating: "x", count: 3000) + "</script><meta charset=latin1><p>") + [0xE9]
        #expect(decode(late).0 == "é")
    }

    @Test func headerBeatsMetaAndByteOrderMarkBeatsBoth() {
        let page = ascii("<meta charset=iso-8859-1><p>") + [0xC3, 0xA9]
        #expect(decode(page, contentType: "text/html; charset=utf-8").0 == "é")
        let marked = [0xEF, 0xBB, 0xBF] + page
        let (text, choice) = decode(marked, contentType: "text/html; charset=iso-8859-1")
        #expect(text == "é")
        #expect(choice == HTMLEncodingChoice(encoding: .utf8, source: .byteOrderMark))
    }

    @Test func unknownLabelsAreIgnored() {
        let page = ascii("<meta charset=windows-1252><p>") + [0xE9]
        let (text, choice) = decode(page, contentType: "text/html; charset=no-such-thing")
        #expect(text == "é")
        #expect(choice.source == .metaTag)
        let (fallback, fallbackChoice) = decode(ascii("<meta charset=klingon><p>ok"))
        #expect(fallback == "ok")
        #expect(fallbackChoice.source == .defaultUTF8)
    }

    @Test func metaDeclaringUTF16MeansUTF8() {
        let (text, choice) = decode(ascii("<meta charset=utf-16><p>") + [0xC3, 0xA9])
        #expect(text == "é")
        #expect(choice.encoding == .utf8)
    }

    @Test func utf16WithByteOrderMarks() {
        let text = "<p>h\u{E9}llo \u{1F600}</p>"
        let little: [UInt8] =
            [0xFF, 0xFE] + text.utf16.flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big: [UInt8] =
            [0xFE, 0xFF] + text.utf16.flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(decode(little) == ("héllo 😀", HTMLEncodingChoice(encoding: .utf16LittleEndian, source: .byteOrderMark)))
        #expect(decode(big).0 == "héllo 😀")
        // A lone surrogate and an odd trailing byte become U+FFFD.
        #expect(decode([0xFF, 0xFE] + ascii("<\0p\0>\0") + [0x00, 0xD8, 0x41, 0x00, 0x42]).0 == "\u{FFFD}A\u{FFFD}")
    }

    @Test func byteOrderMarksAreNotText() {
        #expect(HTMLDocument.parse("\u{FEFF}<p>x").body?.textContent() == "x")
        #expect(HTMLDocument.parse([0xEF, 0xBB, 0xBF] + ascii("<p>x"), encoding: .utf8).body?.textContent() == "x")
        #expect(HTMLDocument.parse(ascii("<p>") + [0xE9], encoding: .windows1252).body?.textContent() == "é")
    }

    @Test func lineBreaksAreNormalised() {
        #expect(decode(ascii("<p>a\r\nb\rc\n\rd")).0 == "a\nb\nc\n\nd")
        #expect(decode(ascii("<p>a\r\nb") + [0xE9], contentType: "text/html; charset=latin1").0 == "a\nbé")
        #expect(HTMLDocument.parse("<p title='x\r\ny'>").elements(.p)[0].attribute("title") == "x\ny")
    }

    @Test func legacyEncodingsThroughFoundation() {
        // "日本" in Shift_JIS, "Привет" in windows-1251.
        #expect(decode(ascii("<p>") + [0x93, 0xFA, 0x96, 0x7B], contentType: "text/html; charset=Shift_JIS").0 == "日本")
        #expect(
            decode(ascii("<meta charset=windows-1251><p>") + [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2]).0 == "Привет")
        #expect(HTMLEncoding(label: " SJIS ") == .legacy("Shift_JIS"))
        #expect(HTMLEncoding(label: "gb2312") == .legacy("GBK"))
        #expect(HTMLEncoding(label: "latin1") == .windows1252)
        #expect(HTMLEncoding(label: "nonsense") == nil)
    }

    @Test func damagedLegacyTextKeepsWhatDecodes() {
        // A Shift_JIS page cut in the middle of a character.
        let (text, _) = decode(ascii("<p>ok\n") + [0x93, 0xFA, 0x96], contentType: "text/html; charset=shift_jis")
        #expect(text.hasPrefix("ok\n"))
        #expect(text.contains("\u{FFFD}"))
    }
}

/// Pages that declare one encoding and are written in another: the bytes win.
@Suite("Mislabelled encodings")
struct MislabelledEncodingTests {
    @Test func validUTF8DeclaredAsGB2312IsUTF8() {
        let bytes = ascii("<html><head><meta charset=\"gb2312\"></head><p>") + Array("中文网页".utf8)
        let (text, choice) = decode(bytes)
        #expect(text == "中文网页")
        #expect(choice == HTMLEncodingChoice(encoding: .utf8, source: .validUTF8OverDeclaration))
    }

    @Test func validUTF8ServedAsISO88591IsUTF8() {
        let (text, choice) = decode(ascii("<p>") + Array("naïve café – 10 €".utf8), contentType: "text/html; charset=ISO-8859-1")
        #expect(text == "naïve café – 10 €")
        #expect(choice.source == .validUTF8OverDeclaration)
    }

    @Test func realLegacyBytesKeepTheirDeclaredEncoding() {
        // "中文" in GBK is not valid UTF-8.
        let (chinese, gbk) = decode(ascii("<meta charset=gb2312><p>") + [0xD6, 0xD0, 0xCE, 0xC4])
        #expect(chinese == "中文")
        #expect(gbk.source == .metaTag)
        let (latin, latin1) = decode(ascii("<p>caf") + [0xE9], contentType: "text/html; charset=ISO-8859-1")
        #expect(latin == "café")
        #expect(latin1 == HTMLEncodingChoice(encoding: .windows1252, source: .httpHeader))
    }

    @Test func asciiOnlyPagesKeepTheDeclaration() {
        let (_, choice) = decode(ascii("<meta charset=iso-8859-1><p>plain"))
        #expect(choice == HTMLEncodingChoice(encoding: .windows1252, source: .metaTag))
    }

    @Test func aByteOrderMarkIsNeverOverruled() {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("<p>é".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let (text, choice) = decode(bytes)
        #expect(text == "é")
        #expect(choice.source == .byteOrderMark)
    }

    @Test func undeclaredPagesAreSniffedByteOrderMarkThenMetaThenUTF8ThenWindows1252() {
        #expect(decode([0xEF, 0xBB, 0xBF] + ascii("<meta charset=iso-8859-1><p>") + [0xC3, 0xA9]).1.source == .byteOrderMark)
        #expect(decode(ascii("<meta charset=windows-1252><p>") + [0x93, 0x94]).0 == "“”")
        #expect(decode(ascii("<p>") + [0xC3, 0xA9]).1 == HTMLEncodingChoice(encoding: .utf8, source: .defaultUTF8))
        #expect(
            decode(ascii("<p>") + [0x93, 0xE9, 0x94]).1
                == HTMLEncodingChoice(encoding: .windows1252, source: .invalidUTF8Fallback))
    }
}
