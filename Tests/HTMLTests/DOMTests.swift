import Testing

@testable import HTML

private let page = """
    <!DOCTYPE html>
    <html lang="en"><head><title> The  Title </title><meta name="author" content="A. Writer"></head>
    <body class="post">
      <nav id="menu"><a href="/">Home</a></nav>
      <article id="main" class="story  lead" data-kind="news">
        <h1>Heading</h1>
        <p>First <b>bold</b> and <a href="/x?a=1&amp;b=2">link</a>.</p>
        <script>var ignored = 1;</script>
        <p>Second&nbsp;one.</p>
        <img src="a.png" alt="A picture">
      </article>
    </body></html>
    """

@Suite("DOM queries")
struct DOMTests {
    let document = HTMLDocument.parse(page)

    @Test func documentParts() throws {
        #expect(document.documentElement?.attribute("lang") == "en")
        #expect(document.head?.tag == .head)
        #expect(document.body?.hasClass("post") == true)
        #expect(document.title == "The Title")
        #expect(document.root.kind == .document)
        #expect(document.root.firstChild?.kind == .doctype)
        #expect(document.root.firstChild?.data == "html")
    }

    @Test func elementsByTagAndID() throws {
        #expect(document.elements(.p).count == 2)
        #expect(document.elements(.a).map { $0.attribute("href") } == ["/", "/x?a=1&b=2"])
        let article = try #require(document.element(withID: "main"))
        #expect(article.tag == .article)
        #expect(document.element(withID: "nope") == nil)
    }

    @Test func attributes() throws {
        let article = try #require(document.element(withID: "main"))
        #expect(article.attribute("data-kind") == "news")
        #expect(article.attribute("DATA-KIND") == nil)
        #expect(article.hasAttribute("class"))
        #expect(!article.hasAttribute("style"))
        #expect(article.classNames == ["story", "lead"])
        #expect(article.hasClass("lead") && article.hasClass("story") && !article.hasClass("stor"))
        #expect(article.attributes.map(\.name) == ["id", "class", "data-kind"])
        #expect(article.attributeCount == 3)
        let image = try #require(document.elements(.img).first)
        #expect(image.attribute("alt") == "A picture")
        #expect(image.attributeEquals("src", "a.png"))
    }

    @Test func navigation() throws {
        let article = try #require(document.element(withID: "main"))
        #expect(article.elementChildren.map(\.tagName) == ["h1", "p", "script", "p", "img"])
        #expect(article.parent == document.body)
        #expect(article.ancestors.map(\.tagName) == ["body", "html", "#document"])
        #expect(article.depth == 3)
        #expect(document.body?.depth == 2)
        let heading = try #require(article.elementChildren.first)
        #expect(heading.nextSibling?.isText == true)
        #expect(heading.previousSibling?.isText == true)
        #expect(article.firstChild?.isText == true)
        #expect(article.lastChild?.isText == true)
        #expect(document.body?.contains(heading) == true)
        #expect(heading.contains(article) == false)
    }

    @Test func descendantsInDocumentOrder() throws {
        let article = try #require(document.element(withID: "main"))
        let tags = article.descendants.filter(\.isElement).map(\.tagName)
        #expect(tags == ["h1", "p", "b", "a", "script", "p", "img"])
        #expect(document.root.descendants.contains { $0.tag == .nav })
        // Every node is reached exactly once from the root.
        #expect(Set(document.root.descendants.map(\.id)).count == document.nodeCount - 1)
    }

    @Test func walkingCanSkipSubtreesAndStop() throws {
        let body = try #require(document.body)
        var seen: [String] = []
        body.walkDescendants { node in
            guard node.isElement else { return .skipChildren }
            seen.append(node.tagName)
            if node.tag == .nav { return .skipChildren }
            return node.tag == .script ? .stop : .enterChildren
        }
        #expect(seen == ["nav", "article", "h1", "p", "b", "a", "script"])
    }

    @Test func boundedWalksVisitTheirLimitAndSayWhetherTheyRanOut() throws {
        let paragraph = try #require(document.elements(.p).first)
        // "First ", <b>, "bold", " and ", <a>, "link", "."
        var texts: [String] = []
        let ranThrough = paragraph.walkDescendants(limit: 3) { node in
            texts.append(node.isText ? node.data : node.tagName)
            return .enterChildren
        }
        #expect(texts == ["First ", "b", "bold"] && !ranThrough)
        var count = 0
        #expect(paragraph.walkDescendants(limit: 7) { _ in count += 1; return .enterChildren } && count == 7)
        // Stopped by the visit, not by the limit.
        #expect(paragraph.walkDescendants(limit: 3) { _ in .stop })

        let article = try #require(document.element(withID: "main"))
        var tags: [String] = []
        #expect(!article.walkElements(limit: 4) { tags.append($0.tagName); return .enterChildren })
        #expect(tags == ["h1", "p", "b", "a"])
        tags = []
        #expect(article.walkElements(limit: 7) { tags.append($0.tagName); return .enterChildren })
        #expect(tags == ["h1", "p", "b", "a", "script", "p", "img"])
    }

    @Test func textContent() throws {
        let article = try #require(document.element(withID: "main"))
        let paragraph = try #require(document.elements(.p).first)
        #expect(paragraph.textContent() == "First bold and link.")
        #expect(document.elements(.p)[1].textContent() == "Second\u{A0}one.")
        #expect(
            article.textContent(collapsingWhitespace: true, excluding: .nonRendered)
                == "Heading First bold and link. Second\u{A0}one.")
        #expect(article.textContent(collapsingWhitespace: true).contains("var ignored = 1;"))
        #expect(article.textContent().hasPrefix("\n    "))
        #expect(paragraph.textLength() == "First bold and link.".utf8.count)
        #expect(
            article.textLength(collapsingWhitespace: true, excluding: .nonRendered)
                == "Heading First bold and link. Second\u{A0}one.".utf8.count)
        // A bounded text is the whole text up to the limit, nil past it.
        let text = article.textContent(collapsingWhitespace: true, excluding: .nonRendered)
        let length = text.utf8.count
        for limit in [0, length - 1, length, length + 1, 1_000] {
            let bounded = article.textContent(atMost: limit, collapsingWhitespace: true, excluding: .nonRendered)
            #expect(bounded == (length <= limit ? text : nil), "\(limit)")
        }
        let textNode = try #require(paragraph.firstChild)
        #expect(textNode.data == "First ")
        #expect(Array(textNode.utf8Data) == Array("First ".utf8))
    }

    @Test func nodeIDsIndexSideTables() throws {
        var marks = [Bool](repeating: false, count: document.nodeCount)
        for node in document.root.descendants where node.tag == .p { marks[node.id.index] = true }
        #expect(marks.filter { $0 }.count == 2)
        let first = try #require(document.elements(.p).first)
        #expect(document.node(first.id) == first)
        #expect(document.node(HTMLNodeID(index: 0)).kind == .document)
    }

    @Test func tagsAndTagSets() {
        #expect(HTMLTag(named: "DIV") == .div)
        #expect(HTMLTag(named: "annotation-xml") == .annotationXML)
        #expect(HTMLTag(named: "my-widget") == .unknown)
        #expect(HTMLTag.foreignObject.name == "foreignobject")
        for tag in HTMLTag.allCases where tag != .unknown {
            #expect(HTMLTag(named: tag.name) == tag, "\(tag.name)")
        }
        #expect(HTMLTagSet.headings.contains(.h3) && !HTMLTagSet.headings.contains(.p))
        let set: HTMLTagSet = [.xmp, .a]
        #expect(set.contains(.xmp) && set.contains(.a) && !set.contains(.b))
        #expect(set.union([.b]).contains(.b))
    }

    @Test func serialization() throws {
        let paragraph = try #require(document.elements(.p).first)
        #expect(paragraph.outerHTML == #"<p>First <b>bold</b> and <a href="/x?a=1&amp;b=2">link</a>.</p>"#)
        #expect(paragraph.innerHTML == #"First <b>bold</b> and <a href="/x?a=1&amp;b=2">link</a>."#)
        let again = HTMLDocument.parse(document.html)
        #expect(again.debugTree == document.debugTree)
        #expect(
            HTMLDocument.parse("<p title='a\"b'>1 &lt; 2&nbsp;<br></p>").elements(.p)[0].outerHTML
                == #"<p title="a&quot;b">1 &lt; 2&nbsp;<br></p>"#)
        #expect(HTMLDocument.parse("<script>a<b</script>").elements(.script)[0].outerHTML == "<script>a<b</script>")
    }

    @Test func unknownElementsKeepTheirNames() throws {
        let custom = try #require(HTMLDocument.parse("<my-widget data-x=1>hi</my-widget>").body?.firstChild)
        #expect(custom.tag == .unknown)
        #expect(custom.tagName == "my-widget")
        #expect(custom.attribute("data-x") == "1")
    }
}
