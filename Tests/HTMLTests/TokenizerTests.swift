import Testing

@testable import HTML

@Suite("Tokenizer: tags and attributes")
struct TagTokenizerTests {
    @Test func quotedUnquotedAndEmptyAttributes() {
        #expect(
            tokens(#"<a href="x y" title='it"s' data-n=5 hidden>"#)
                == [#"start a href=x y title=it"s data-n=5 hidden="#])
    }

    @Test func namesAreLowerCased() {
        #expect(tokens("<DIV CLASS=Big ID=X></DIV>") == ["start div class=Big id=X", "end div"])
    }

    @Test func firstOfDuplicateAttributesWins() {
        #expect(tokens(#"<p id=a ID="b" class=c id=d>"#) == ["start p id=a class=c"])
    }

    @Test func duplicatesAmongManyAttributesAreDropped() {
        let many = (0..<40).map { "a\($0)=\($0)" }.joined(separator: " ")
        let token = tokens("<p \(many) a3=x a39=y>")[0]
        #expect(token.hasPrefix("start p a0=0 a1=1"))
        #expect(token.hasSuffix("a39=39"))
        #expect(!token.contains("=x") && !token.contains("=y"))
    }

    @Test func selfClosingFlag() {
        #expect(tokens("<br/><img src=x />") == ["start br /", "start img src=x /"])
        // A slash inside an unquoted value belongs to it.
        #expect(tokens("<a href=/x/>") == ["start a href=/x/"])
    }

    @Test func oddAttributeSyntax() {
        #expect(tokens("<p =x>") == ["start p =x="])
        #expect(tokens(#"<p a="1"b="2">"#) == ["start p a=1 b=2"])
        #expect(tokens("<p a = 1 b>") == ["start p a=1 b="])
        #expect(tokens("<p a=>") == ["start p a="])
        #expect(tokens("<p / a / >") == ["start p a="])
        #expect(tokens(#"<p "x"=1 a<b=2>"#) == [#"start p "x"=1 a<b=2"#])
    }

    @Test func endTagsDropAttributes() {
        #expect(tokens("</div class=x>") == ["end div"])
    }

    @Test func lessThanThatOpensNothingIsText() {
        #expect(tokens("a < b <3 <") == [#"text "a < b <3 <""#])
        #expect(tokens("</") == [#"text "</""#])
    }

    @Test func tagCutOffByEndOfInputIsDropped() {
        #expect(tokens(#"x<div class="a"#) == [#"text "x""#])
        #expect(tokens("x<div") == [#"text "x""#])
        #expect(tokens("x</div") == [#"text "x""#])
    }

    @Test func nulBytes() {
        #expect(tokens("a\u{0}b") == [#"text "ab""#])
        #expect(tokens("<p title=\"a\u{0}b\" x\u{0}y=1>") == ["start p title=a\u{FFFD}b x\u{FFFD}y=1"])
        #expect(tokens("<a\u{0}b>") == ["start a\u{FFFD}b"])
    }

    @Test func unknownTagsKeepTheirNames() {
        #expect(tokens("<My-Widget x=1></my-widget>") == ["start my-widget x=1", "end my-widget"])
    }
}

@Suite("Tokenizer: comments, doctypes, CDATA")
struct MarkupTokenizerTests {
    @Test func comments() {
        #expect(tokens("<!-- a -->") == [#"comment " a ""#])
        #expect(tokens("<!---->x") == [#"comment """#, #"text "x""#])
        #expect(tokens("<!-- a -- b -->") == [#"comment " a -- b ""#])
        #expect(tokens("<!--a--->") == [#"comment "a-""#])
        #expect(tokens("<!--<!-- x -->") == [#"comment "<!-- x ""#])
    }

    @Test func malformedComments() {
        #expect(tokens("<!-->x") == [#"comment """#, #"text "x""#])
        #expect(tokens("<!--->x") == [#"comment """#, #"text "x""#])
        #expect(tokens("<!--a--!>x") == [#"comment "a""#, #"text "x""#])
        #expect(tokens("<!--a--!b-->") == [#"comment "a--!b""#])
        #expect(tokens("<!--a\u{0}b-->") == ["comment \"a\u{FFFD}b\""])
    }

    @Test func unterminatedComments() {
        #expect(tokens("<!--abc") == [#"comment "abc""#])
        #expect(tokens("<!--abc-") == [#"comment "abc""#])
        #expect(tokens("<!--abc--") == [#"comment "abc""#])
        #expect(tokens("<!--abc--!") == [#"comment "abc""#])
        #expect(tokens("<!--") == [#"comment """#])
        #expect(tokens("<!--<p>never closed") == [#"comment "<p>never closed""#])
    }

    @Test func bogusComments() {
        #expect(tokens(#"<?xml version="1.0"?>x"#) == [#"comment "?xml version="1.0"?""#, #"text "x""#])
        #expect(tokens("</ >x") == [#"comment " ""#, #"text "x""#])
        #expect(tokens("</3>") == [#"comment "3""#])
        #expect(tokens("<!ELEMENT br EMPTY>") == [#"comment "ELEMENT br EMPTY""#])
        #expect(tokens("a</>b") == [#"text "ab""#])
        #expect(tokens("<?unclosed") == [#"comment "?unclosed""#])
    }

    @Test func doctypes() {
        #expect(tokens("<!DOCTYPE html>") == ["doctype html"])
        #expect(tokens("<!doctype HTML>") == ["doctype html"])
        #expect(
            tokens(#"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">"#)
                == [#"doctype html public="-//W3C//DTD HTML 4.01//EN" system="http://www.w3.org/TR/html4/strict.dtd""#]
        )
        #expect(
            tokens("<!DOCTYPE html SYSTEM 'about:legacy-compat'>") == [#"doctype html system="about:legacy-compat""#])
        #expect(tokens("<!DOCTYPE>") == ["doctype (none) quirks"])
        #expect(tokens("<!DOCTYPE html PUBLIC>") == ["doctype html quirks"])
        #expect(tokens("<!DOCTYPE html bogus>x") == ["doctype html quirks", #"text "x""#])
        #expect(tokens("<!DOCTYPE html") == ["doctype html quirks"])
    }

    @Test func cdataOnlyInForeignContent() {
        #expect(tokens("<![CDATA[a<b]]>c", cdata: true) == [#"text "a<bc""#])
        #expect(tokens("<![CDATA[a<b]]>c") == [#"comment "[CDATA[a<b]]""#, #"text "c""#])
        #expect(tokens("<![CDATA[unterminated", cdata: true) == [#"text "unterminated""#])
        // Found by fuzzing: an empty section made an empty text token.
        #expect(tokens("\u{E3}<![CDATA[", cdata: true) == ["text \"\u{E3}\""])
        #expect(tokens("<![CDATA[]]><![CDATA[]]>x", cdata: true) == [#"text "x""#])
        #expect(tokens(String(repeating: "<![CDATA[]]>", count: 100_000), cdata: true).isEmpty)
    }
}

@Suite("Tokenizer: raw text elements")
struct RawTextTokenizerTests {
    @Test func scriptEndsAtItsEndTagOnly() {
        #expect(
            tokens("<script>if (a < b && c) x = '</div>';</script>z")
                == ["start script", #"text "if (a < b && c) x = '</div>';""#, "end script", #"text "z""#])
        #expect(
            tokens("<script>a</scripty>b</SCRIPT >c") == [
                "start script", #"text "a</scripty>b""#, "end script", #"text "c""#,
            ])
    }

    @Test func scriptEscapedAndDoubleEscaped() {
        // Inside <!-- … -->, <script> nests, so the first </script> does not end it.
        #expect(
            tokens("<script><!--<script>x</script>y--></script>z")
                == ["start script", #"text "<!--<script>x</script>y-->""#, "end script", #"text "z""#])
        // Escaped but not double escaped: </script> ends it.
        #expect(
            tokens("<script><!-- x </script>y")
                == ["start script", #"text "<!-- x ""#, "end script", #"text "y""#])
        // <!--> leaves the escape at once.
        #expect(
            tokens("<script><!--><script></script>y")
                == ["start script", #"text "<!--><script>""#, "end script", #"text "y""#])
    }

    @Test func unterminatedScriptRunsToTheEnd() {
        #expect(tokens("<script>var a = '<p>';") == ["start script", #"text "var a = '<p>';""#])
        #expect(tokens("<script></scr") == ["start script", #"text "</scr""#])
    }

    @Test func rawTextElementsKeepMarkupAsText() {
        for name in ["style", "xmp", "iframe", "noembed", "noframes", "noscript", "template"] {
            #expect(
                tokens("<\(name)><b>&amp;</b></\(name)>x")
                    == ["start \(name)", #"text "<b>&amp;</b>""#, "end \(name)", #"text "x""#], "\(name)")
        }
    }

    @Test func rcdataDecodesReferences() {
        #expect(tokens("<title>A &amp; <b>B</title>") == ["start title", #"text "A & <b>B""#, "end title"])
        #expect(tokens("<textarea>&lt;p&gt;</textarea>") == ["start textarea", #"text "<p>""#, "end textarea"])
    }

    @Test func plaintextTakesEverything() {
        #expect(tokens("<plaintext><b>x</plaintext>y") == ["start plaintext", #"text "<b>x</plaintext>y""#])
    }

    @Test func nulInRawTextIsReplaced() {
        #expect(tokens("<style>a\u{0}b</style>") == ["start style", "text \"a\u{FFFD}b\"", "end style"])
    }
}
