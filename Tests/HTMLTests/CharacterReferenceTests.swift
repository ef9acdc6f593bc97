import Testing

@testable import HTML

/// The decoded value of attribute `title` in `<p title="…">`.
private func attribute(_ value: String, quote: String = "\"") -> String {
    HTMLDocument.parse("<p title=\(quote)\(value)\(quote)>").elements(.p)[0].attribute("title") ?? "(none)"
}

@Suite("Character references")
struct CharacterReferenceTests {
    @Test func theTableHasEveryWHATWGName() {
        #expect(NamedCharacterReferences.recordCount == 2231)
        var legacy = 0
        var position = 0
        let table = NamedCharacterReferences.records
        let base = table.utf8Start
        var names: [String] = []
        while position < table.utf8CodeUnitCount {
            let nameLength = Int(base[position])
            let name = String(
                decoding: UnsafeBufferPointer(start: base + position + 1, count: nameLength), as: UTF8.self)
            names.append(name)
            if !name.hasSuffix(";") { legacy += 1 }
            position += 1 + nameLength
            position += 1 + Int(base[position])
        }
        #expect(names.count == 2231)
        #expect(legacy == 106)
        #expect(names == names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        // Every name decodes through the tokenizer's lookup.
        for name in names {
            let bytes = Array(name.utf8)
            let match = bytes.withUnsafeBufferPointer { NamedCharacterReferences.exact($0) }
            #expect(match?.length == bytes.count, "\(name)")
        }
    }

    @Test func namedReferencesInText() {
        #expect(text("&amp; &lt;&gt; &quot;&apos; &nbsp;") == "& <> \"' \u{A0}")
        #expect(text("&AMP;&COPY;&copy;&eacute;&Eacute;") == "&©©éÉ")
        #expect(text("&CounterClockwiseContourIntegral;") == "\u{2233}")
        #expect(text("&NotEqualTilde;&nGt;&fjlig;") == "\u{2242}\u{338}\u{226B}\u{20D2}fj")
        #expect(text("&hellip;&mdash;&rsquo;&euro;") == "…—’€")
    }

    @Test func legacyNamesWorkWithoutSemicolon() {
        #expect(text("&amp &lt &copy2024 &eacutex") == "& < ©2024 éx")
        #expect(text("&notit;") == "¬it;")
        #expect(text("&notin;") == "∉")
        #expect(text("&ampx;") == "&x;")
        // Names that need their semicolon stay as written without it.
        #expect(text("&hellip &mdash x") == "&hellip &mdash x")
    }

    @Test func unknownNamesStayAsWritten() {
        #expect(text("&bogus; &; & x &#;&#x;&#xZ;") == "&bogus; &; & x &#;&#x;&#xZ;")
        #expect(text("AT&T R&D") == "AT&T R&D")
        #expect(text("a&") == "a&")
    }

    @Test func attributesKeepLegacyNamesBeforeEqualsOrAlphanumerics() {
        #expect(attribute("?a=1&copy=2&amp=3") == "?a=1&copy=2&amp=3")
        #expect(attribute("&copyx &ampy") == "&copyx &ampy")
        #expect(attribute("&copy &amp") == "© &")
        #expect(attribute("&copy;=2&amp;=3") == "©=2&=3")
        #expect(attribute("&notit;") == "&notit;")
        #expect(attribute("&lt;b&gt;", quote: "'") == "<b>")
        #expect(HTMLDocument.parse("<a href=x?a&amp;b=c&copy=d>").elements(.a)[0].attribute("href") == "x?a&b=c&copy=d")
    }

    @Test func numericReferences() {
        #expect(text("&#65;&#x41;&#X41;&#0065;&#65") == "AAAAA")
        #expect(text("&#x1F600;&#128512;") == "😀😀")
        #expect(text("&#233x") == "éx")
    }

    @Test func numericReplacements() {
        #expect(text("&#0;") == "\u{FFFD}")
        #expect(text("&#xD800;&#xDFFF;") == "\u{FFFD}\u{FFFD}")
        #expect(text("&#x110000;&#99999999999999999999;") == "\u{FFFD}\u{FFFD}")
        #expect(text("&#x80;&#x99;&#150;&#x9F;") == "€™–Ÿ")
        // Code points windows-1252 leaves undefined stay as they are.
        #expect(text("&#x81;&#x8D;") == "\u{81}\u{8D}")
        // Noncharacters and controls are kept (parse errors only).
        #expect(text("&#xFFFF;&#x1;") == "\u{FFFF}\u{1}")
    }
}
