import Foundation
import Gemtext
import Testing

@testable import Article

/// Pages made before CSS: laid out in a table (a menu column beside the
/// text), prose in `<font>` broken into paragraphs by `<br><br>`, the
/// headline set in bold. The article is the text cell, paragraph by
/// paragraph, without the menu or the headline again.
@Suite struct TableLaidPageTests {
    static let paragraphs = [
        "We left on a Friday morning in the old car, with a tent, two sleeping bags and far too much food.",
        "The water was cold but clear, and we could see the stones on the bottom ten feet down from the boat.",
        "On Saturday it rained all day, and in the evening the clouds broke for the best sunset of the summer.",
    ]

    static func convert(_ body: String) throws -> Article {
        let page = "<html><head><title>My trip to the lakes</title></head><body>\(body)</body></html>"
        let url = URL(string: "http://members.example/~tom/lakes.html")
        return try ArticleConverter().convert(Array(page.utf8), url: url)
    }

    @Test func theTextCellIsTheArticleParagraphByParagraph() throws {
        let article = try Self.convert(
            """
            <table width="760"><tr><td width="150" valign="top"><a href="/">Home</a><br><a href="/trips">Trips</a>
            <br><a href="/links">Links</a></td><td valign="top"><font face="Verdana" size="2">
            <b><font size="4">My trip to the lakes</font></b><br><br>
            \(Self.paragraphs.joined(separator: "<br><br>\n"))</font></td></tr></table>
            <center><font size="1">Copyright 1999 Tom's Home Page</font></center>
            """)
        let body = article.gemtext.components(separatedBy: "\n").dropFirst(4).filter { !$0.isEmpty }
        #expect(Array(body) == Self.paragraphs, "\(article.gemtext)")
    }

    /// An essay laid out as Paul Graham's are: a column of menu pictures, then the headline drawn as
    /// lettering (a GIF 185 x 18 whose alt text is the title) over the text.
    static func essay(headline: String) -> String {
        """
        <table border="0" cellspacing="0" cellpadding="0" width="100%"><tr valign="top"><td width="1%" nowrap>\
        <img src="/nav.gif" width="69" height="357" usemap="#nav" border="0"></td><td>\
        <table border="0" cellspacing="0" cellpadding="0" width="435"><tr><td>\(headline)<br><br>\
        <font size="2" face="verdana">July 1999<br><br>\(Self.paragraphs.joined(separator: "<br><br>\n"))\
        </font></td></tr></table></td></tr></table>
        """
    }

    @Test func theHeadlineDrawnAsLetteringIsNoPicture() throws {
        let article = try Self.convert(
            Self.essay(headline: #"<img src="/lakes-2.gif" width="185" height="18" alt="My trip to the lakes">"#))
        #expect(!article.gemtext.contains("lakes-2.gif"), "\(article.gemtext)")
        for paragraph in Self.paragraphs { #expect(article.gemtext.contains("\n\(paragraph)\n")) }
    }

    @Test func aPhotoNamedAsTheHeadlineStays() throws {
        let article = try Self.convert(
            Self.essay(headline: #"<img src="/lakes.jpg" width="435" height="290" alt="My trip to the lakes">"#))
        #expect(article.gemtext.contains("=> http://members.example/lakes.jpg"), "\(article.gemtext)")
    }

    @Test func aTableWithProseInTwoCellsStaysWhole() throws {
        let article = try Self.convert(
            """
            <table><tr><td><font>\(Self.paragraphs[0])<br><br>\(Self.paragraphs[1])</font></td>
            <td><font>\(Self.paragraphs[2])<br><br>And a closing line of the second column's own text here.</font></td>
            </tr></table>
            """)
        for paragraph in Self.paragraphs { #expect(article.gemtext.contains("\n\(paragraph)\n"), "\(article.gemtext)") }
    }

    @Test func aDataTableKeepsItsRowsThoughACellBreaksItsText() throws {
        let article = try Self.convert(
            """
            <p>\(Self.paragraphs.joined(separator: " "))</p>
            <table><thead><tr><th>Lake</th><th>Notes</th></tr></thead>
            <tr><td>Ennis</td><td>Cold. <br><br> Clear.</td></tr><tr><td>Kells</td><td>Warm.</td></tr></table>
            """)
        #expect(article.gemtext.contains("```"), "\(article.gemtext)")
        #expect(article.gemtext.contains("Ennis"))
    }

    /// An essay's code set as Paul Graham's are: in `<font face=courier>` between `<br><br>`, its lines broken
    /// by `<br>` and indented with `&nbsp;`.
    static func essay(code: String) -> String {
        Self.essay(
            headline: "<b>Accumulators</b>"
        ).replacingOccurrences(
            of: "July 1999<br><br>",
            with: "July 1999<br><br>In Lisp you would write it like this:<br><br>\(code)<br><br>and that is all.<br><br>")
    }

    @Test func codeSetWithLineBreaksInACourierFontIsOneExactBlock() throws {
        let article = try Self.convert(
            Self.essay(
                code: "<font face=courier>(defun foo (n)<br>\n&nbsp;&nbsp;(lambda (i) (incf n i)))</font><br><br>"
                    + "<font face=\"Courier New\">sub foo {&nbsp;&nbsp;<br>&nbsp;&nbsp;my ($n) = @_;<br>"
                    + "&nbsp;&nbsp;sub {$n += shift}<br>}</font>"))
        #expect(
            article.gemtext.contains(
                "like this:\n\n```\n(defun foo (n)\n  (lambda (i) (incf n i)))\n```\n\n"
                    + "```\nsub foo {\n  my ($n) = @_;\n  sub {$n += shift}\n}\n```\n\nand that is all."),
            "\(article.gemtext)")
    }

    @Test func codeInTtBetweenLineBreaksIsABlock() throws {
        let article = try Self.convert(
            Self.essay(code: "<tt>x = load(\"lakes.csv\");<br>plot(x);</tt>"))
        #expect(article.gemtext.contains("```\nx = load(\"lakes.csv\");\nplot(x);\n```"), "\(article.gemtext)")
    }

    @Test func proseInTtBrokenIntoLinesStaysProse() throws {
        let article = try Self.convert(
            Self.essay(code: "<tt>We walked down to the water at dawn.<br>The mist (as ever) lay on the lake.</tt>"))
        #expect(!article.gemtext.contains("```"), "\(article.gemtext)")
        #expect(article.gemtext.contains("We walked down to the water at dawn."))
    }

    @Test func aBoldLineBetweenBreaksIsAHeading() throws {
        let essay = Self.essay(headline: "<b>Accumulators</b>").replacingOccurrences(
            of: "</font></td>",
            with: "<br><br><b>Notes</b><br><br>[1] The lake froze over in the winter of 1963.<br><br>"
                + "<b>Thanks</b> to Ann for reading drafts of this.</font></td>")
        let article = try Self.convert(essay)
        #expect(article.gemtext.contains("\n## Notes\n\n[1] The lake froze"), "\(article.gemtext)")
        #expect(article.gemtext.contains("\nThanks to Ann for reading drafts of this."), "\(article.gemtext)")
    }

    @Test func withoutATitleTheHeadlineLetteringTitlesThePage() throws {
        let page = "<html><head></head><body>"
            + Self.essay(headline: #"<img src="/lakes-2.gif" width="185" height="18" alt="My trip to the lakes">"#)
            + "</body></html>"
        let article = try ArticleConverter().convert(
            Array(page.utf8), url: URL(string: "http://members.example/~tom/lakes.html"))
        #expect(article.title == "My trip to the lakes", "\(article.gemtext)")
        #expect(!article.gemtext.contains("lakes-2.gif"), "\(article.gemtext)")
    }
}
