import Testing

@testable import HTML

@Suite("Tree builder: document structure")
struct DocumentStructureTests {
    @Test func impliesHTMLHeadAndBody() {
        #expect(
            tree("<title>T</title>Hello", whole: true)
                == lines(
                    "| <html>", "|   <head>", "|     <title>", "|       \"T\"", "|   <body>", "|     \"Hello\""))
    }

    @Test func emptyInputStillHasHTMLHeadBody() {
        #expect(tree("", whole: true) == lines("| <html>", "|   <head>", "|   <body>"))
    }

    @Test func doctypeAndCommentsOutsideHTML() {
        #expect(
            tree("<!DOCTYPE html><!--a--><html><body></body></html><!--b-->", whole: true)
                == lines(
                    "| <!DOCTYPE html>", "| <!-- a -->", "| <html>", "|   <head>", "|   <body>", "| <!-- b -->"))
    }

    @Test func contentAfterBodyAndHTMLEndTagsGoesIntoBody() {
        #expect(tree("<body>a</body>b</html>c") == lines("| \"abc\""))
    }

    @Test func headContentAfterHeadGoesIntoHead() {
        let document = HTMLDocument.parse("<head></head><meta charset=utf-8><p>x")
        #expect(document.head?.children.map(\.tagName) == ["meta"])
    }

    @Test func secondHTMLAndBodyTagsMergeAttributes() {
        let document = HTMLDocument.parse("<html lang=en><body class=a><html lang=fr dir=ltr><body id=b class=c>")
        #expect(document.documentElement?.attribute("lang") == "en")
        #expect(document.documentElement?.attribute("dir") == "ltr")
        #expect(document.body?.attribute("class") == "a")
        #expect(document.body?.attribute("id") == "b")
    }

    @Test func quirksModeFollowsTheDoctype() {
        #expect(HTMLDocument.parse("<p>x").isQuirksMode)
        #expect(!HTMLDocument.parse("<!DOCTYPE html><p>x").isQuirksMode)
        #expect(HTMLDocument.parse(#"<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">"#).isQuirksMode)
        // In quirks mode a table does not close an open p.
        #expect(tree("<p><table></table>") == lines("| <p>", "|   <table>"))
        #expect(tree("<!DOCTYPE html><p><table></table>") == lines("| <p>", "| <table>"))
    }

    @Test func framesetReplacesABodyWithoutContent() {
        #expect(
            tree("<div><frameset><frame src=a>", whole: true)
                == lines("| <html>", "|   <head>", "|   <frameset>", "|     <frame>", "|       src=\"a\""))
        // Once the body has text, a frameset is ignored.
        #expect(tree("<div>x<frameset>") == lines("| <div>", "|   \"x\""))
    }

    @Test func strayDoctypeDoesNotSplitText() {
        #expect(tree("a<!DOCTYPE html>b") == lines("| \"ab\""))
    }

    @Test func framesetPage() {
        #expect(
            tree("<frameset><frame src=a><frame src=b></frameset>", whole: true)
                == lines(
                    "| <html>", "|   <head>", "|   <frameset>", "|     <frame>", "|       src=\"a\"", "|     <frame>",
                    "|       src=\"b\""))
    }
}

@Suite("Tree builder: implied end tags")
struct ImpliedEndTagTests {
    @Test func paragraphs() {
        #expect(tree("<p>One<p>Two") == lines("| <p>", "|   \"One\"", "| <p>", "|   \"Two\""))
    }

    @Test func blocksAndHeadingsCloseParagraphs() {
        #expect(tree("<p>a<div>b</div>") == lines("| <p>", "|   \"a\"", "| <div>", "|   \"b\""))
        #expect(tree("<p>a<h2>b</h2>c") == lines("| <p>", "|   \"a\"", "| <h2>", "|   \"b\"", "| \"c\""))
        #expect(tree("<p>a<ul><li>b</ul>") == lines("| <p>", "|   \"a\"", "| <ul>", "|   <li>", "|     \"b\""))
        #expect(tree("<p>a<hr>b") == lines("| <p>", "|   \"a\"", "| <hr>", "| \"b\""))
    }

    @Test func headingsCloseHeadings() {
        #expect(tree("<h1>a<h2>b") == lines("| <h1>", "|   \"a\"", "| <h2>", "|   \"b\""))
        #expect(tree("<h1>a</h3>b") == lines("| <h1>", "|   \"a\"", "| \"b\""))
    }

    @Test func endTagPWithoutOpenPMakesAnEmptyOne() {
        #expect(tree("a</p>b") == lines("| \"a\"", "| <p>", "| \"b\""))
    }

    @Test func listItems() {
        #expect(
            tree("<ul><li>a<li>b<div><li>c</div></ul>")
                == lines(
                    "| <ul>", "|   <li>", "|     \"a\"", "|   <li>", "|     \"b\"", "|     <div>", "|   <li>",
                    "|     \"c\""))
        // A nested list keeps its items inside the outer item.
        #expect(
            tree("<ul><li>a<ul><li>b</ul><li>c</ul>")
                == lines(
                    "| <ul>", "|   <li>", "|     \"a\"", "|     <ul>", "|       <li>", "|         \"b\"", "|   <li>",
                    "|     \"c\""))
    }

    @Test func definitionLists() {
        #expect(
            tree("<dl><dt>a<dd>b<dt>c</dl>")
                == lines("| <dl>", "|   <dt>", "|     \"a\"", "|   <dd>", "|     \"b\"", "|   <dt>", "|     \"c\""))
    }

    @Test func options() {
        #expect(
            tree("<select><option>a<option>b<optgroup><option>c</select>")
                == lines(
                    "| <select>", "|   <option>", "|     \"a\"", "|   <option>", "|     \"b\"", "|   <optgroup>",
                    "|     <option>", "|       \"c\""))
    }

    @Test func voidElements() {
        #expect(
            tree("<p>a<br>b<img src=x>c<input>d</p>")
                == lines(
                    "| <p>", "|   \"a\"", "|   <br>", "|   \"b\"", "|   <img>", "|     src=\"x\"", "|   \"c\"",
                    "|   <input>", "|   \"d\""))
        #expect(tree("a</br>b") == lines("| \"a\"", "| <br>", "| \"b\""))
    }

    @Test func selfClosingNonVoidElementsStayOpen() {
        #expect(tree("<div/>x") == lines("| <div>", "|   \"x\""))
    }

    @Test func preAndTextareaDropTheirFirstNewline() {
        #expect(tree("<pre>\nx\n</pre>") == lines("| <pre>", "|   \"x\n\""))
        #expect(tree("<textarea>\n\nx</textarea>") == lines("| <textarea>", "|   \"\nx\""))
    }

    @Test func strayEndTagsAreIgnored() {
        #expect(tree("</div>a</span>b</table></tr>") == lines("| \"ab\""))
        #expect(tree("<div><span>a</div>b") == lines("| <div>", "|   <span>", "|     \"a\"", "| \"b\""))
    }

    @Test func endTagOfAnUnknownElementClosesIt() {
        #expect(
            tree("<my-el><span>x</my-el>y")
                == lines("| <my-el>", "|   <span>", "|     \"x\"", "| \"y\""))
    }

    @Test func secondFormIsIgnored() {
        #expect(tree("<form><form><input></form>x") == lines("| <form>", "|   <input>", "| \"x\""))
    }
}

@Suite("Tree builder: misnested formatting")
struct FormattingTests {
    @Test func formattingAcrossABlock() {
        #expect(
            tree("<b>1<p>2</b>3</p>")
                == lines("| <b>", "|   \"1\"", "| <p>", "|   <b>", "|     \"2\"", "|   \"3\""))
    }

    @Test func overlappingFormatting() {
        #expect(
            tree("<b>1<i>2</b>3</i>") == lines("| <b>", "|   \"1\"", "|   <i>", "|     \"2\"", "| <i>", "|   \"3\""))
    }

    @Test func nestedLinksCloseTheOuterOne() {
        #expect(
            tree("<a href=1>x<a href=2>y</a>")
                == lines("| <a>", "|   href=\"1\"", "|   \"x\"", "| <a>", "|   href=\"2\"", "|   \"y\""))
    }

    @Test func formattingReopensAfterABlock() {
        #expect(
            tree("<p><b>x</p><p>y")
                == lines("| <p>", "|   <b>", "|     \"x\"", "| <p>", "|   <b>", "|     \"y\""))
    }

    @Test func atMostThreeIdenticalFormattingElementsReopen() {
        let document = HTMLDocument.parse("<p><b><b><b><b>x</p>y")
        #expect(document.body?.children.map(\.tagName) == ["p", "b"])
        // Four in the first paragraph, three re-opened around "y".
        #expect(document.elements(.b).count == 7)
    }
}

@Suite("Tree builder: tables")
struct TableTests {
    @Test func impliedTableBodyAndCells() {
        #expect(
            tree("<table><tr><td>1<td>2<tr><td>3</table>")
                == lines(
                    "| <table>", "|   <tbody>", "|     <tr>", "|       <td>", "|         \"1\"", "|       <td>",
                    "|         \"2\"", "|     <tr>", "|       <td>", "|         \"3\""))
    }

    @Test func textInATableIsMovedBeforeIt() {
        #expect(
            tree("<table>x<tr><td>y</table>")
                == lines("| \"x\"", "| <table>", "|   <tbody>", "|     <tr>", "|       <td>", "|         \"y\""))
        #expect(
            tree("<table><b>x</b><tr><td>y</td></tr></table>")
                == lines(
                    "| <b>", "|   \"x\"", "| <table>", "|   <tbody>", "|     <tr>", "|       <td>", "|         \"y\""))
    }

    @Test func whitespaceStaysInTheTable() {
        #expect(
            tree("<table> <tr> </tr> </table>")
                == lines("| <table>", "|   \" \"", "|   <tbody>", "|     <tr>", "|       \" \"", "|     \" \""))
    }

    @Test func captionsColumnsAndSections() {
        #expect(
            tree("<table><caption>c<col><thead><tr><th>h<tbody><tr><td>d</table>")
                == lines(
                    "| <table>", "|   <caption>", "|     \"c\"", "|   <colgroup>", "|     <col>", "|   <thead>",
                    "|     <tr>", "|       <th>", "|         \"h\"", "|   <tbody>", "|     <tr>", "|       <td>",
                    "|         \"d\""))
    }

    @Test func nestedTablesAndCellsClosedByNewRows() {
        #expect(
            tree("<table><tr><td><table><tr><td>in</table>out</td></tr></table>")
                == lines(
                    "| <table>", "|   <tbody>", "|     <tr>", "|       <td>", "|         <table>",
                    "|           <tbody>", "|             <tr>", "|               <td>", "|                 \"in\"",
                    "|         \"out\""))
    }

    @Test func tableInsideTableClosesTheFirst() {
        #expect(
            tree("<table><tr><td>a</td></tr><table>")
                == lines(
                    "| <table>", "|   <tbody>", "|     <tr>", "|       <td>", "|         \"a\"", "| <table>"))
    }
}

@Suite("Tree builder: SVG and MathML")
struct ForeignContentTests {
    @Test func svgElementsCloseThemselves() {
        #expect(
            tree(#"<svg viewBox="0 0 1 1"><path d="M0"/><circle r=1 /></svg><p>x"#)
                == lines(
                    "| <svg svg>", "|   viewbox=\"0 0 1 1\"", "|   <svg path>", "|     d=\"M0\"", "|   <svg circle>",
                    "|     r=\"1\"", "| <p>", "|   \"x\""))
    }

    @Test func htmlTagBreaksOutOfSVG() {
        #expect(tree("<svg><g><p>x") == lines("| <svg svg>", "|   <svg g>", "| <p>", "|   \"x\""))
    }

    @Test func svgTitleAndStyleAreNotRawText() {
        let document = HTMLDocument.parse("<title>Page</title><svg><title>Icon <b>x</b></title><style>a</style></svg>")
        #expect(document.title == "Page")
        #expect(tree("<svg><style><a>x</a></style></svg>").contains("<svg a>"))
    }

    @Test func foreignObjectHoldsHTML() {
        #expect(
            tree("<svg><foreignObject><p>x</p></foreignObject></svg>")
                == lines("| <svg svg>", "|   <svg foreignobject>", "|     <p>", "|       \"x\""))
    }

    @Test func mathML() {
        #expect(
            tree("<math><mi>x</mi><mo>+</mo></math>")
                == lines("| <math math>", "|   <math mi>", "|     \"x\"", "|   <math mo>", "|     \"+\""))
    }

    @Test func cdataInSVG() {
        #expect(tree("<svg><![CDATA[a<b]]></svg>") == lines("| <svg svg>", "|   \"a<b\""))
    }
}

@Suite("Tree builder: raw text and noscript")
struct RawTextTreeTests {
    @Test func scriptsAndStylesHoldText() {
        #expect(
            tree("<script>a<b</script><style>p{}</style>", whole: true)
                == lines(
                    "| <html>", "|   <head>", "|     <script>", "|       \"a<b\"", "|     <style>", "|       \"p{}\"",
                    "|   <body>"))
    }

    @Test func noscriptIsRawTextWithScripting() {
        #expect(tree("<body><noscript><img src=x></noscript>") == lines("| <noscript>", "|   \"<img src=x>\""))
    }

    @Test func noscriptIsMarkupWithoutScripting() {
        #expect(
            tree("<body><noscript><img src=x></noscript>", options: HTMLParseOptions(scripting: false))
                == lines("| <noscript>", "|   <img>", "|     src=\"x\""))
    }

    @Test func noscriptContentCanBeParsedOnDemand() throws {
        let document = HTMLDocument.parse(#"<img data-src="a.jpg"><noscript><img src="a.jpg" alt="A"></noscript>"#)
        let noscript = try #require(document.elements(.noscript).first)
        let inner = try #require(noscript.parseContentAsHTML())
        #expect(inner.elements(.img).first?.attribute("src") == "a.jpg")
        #expect(inner.elements(.img).first?.attribute("alt") == "A")
        #expect(document.elements(.p).first?.parseContentAsHTML() == nil)
    }

    @Test func templateContentIsRawText() {
        #expect(tree("<body><template><p>x</p></template>y") == lines("| <template>", "|   \"<p>x</p>\"", "| \"y\""))
    }

    @Test func unterminatedScriptAndCommentKeepTheirText() {
        #expect(tree("<p>a<script>var x = 1") == lines("| <p>", "|   \"a\"", "|   <script>", "|     \"var x = 1\""))
        #expect(tree("<p>a<!-- rest") == lines("| <p>", "|   \"a\"", "|   <!--  rest -->"))
    }
}
