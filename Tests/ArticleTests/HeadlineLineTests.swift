import Foundation
import HTML
import Testing

@testable import Article

/// Pages that mark neither byline nor date: the lines under the headline
/// ("By Peter Okafor | 12 May 2021") still give the author and the date,
/// which the article's text leaves out; lines that tell of something do not.
@Suite struct HeadlineLineTests {
    private func metadata(headline: String = "<h1>A walk along the canal</h1>", _ lines: String) -> ArticleMetadata {
        let page = """
            <html><head><title>A walk along the canal</title></head><body><article>\(headline)\(lines)
            <p>The canal path runs for eleven miles from the old mill to the lock at Stanton, and on a spring
            morning you can walk the whole of it without meeting more than a handful of people.</p>
            </article></body></html>
            """
        let url = URL(string: "https://walks.example/canal")
        return MetadataExtractor.extract(from: HTMLDocument.parse(page), url: url)
    }

    @Test func aLineUnderTheHeadlineGivesTheAuthorAndTheDate() {
        let result = metadata("<p><em>By Peter Okafor</em> | 12 May 2021</p>")
        #expect(result.author == "Peter Okafor")
        #expect(result.published == "2021-05-12")
    }

    @Test(arguments: [
        ("<p>Posted on Monday, November 18, 2019 at 10:14 am</p>", "2019-11-18T10:14:00"),
        ("<div><span>18 NOV 2019</span></div>", "2019-11-18"),
        ("<p>Published: 3 June 2020</p>", "2020-06-03"),
        ("<p>JANE DOE 18. November 2019</p>", "2019-11-18"),
        ("<p>Von Anna Schmidt · 18.11.2019</p>", "2019-11-18"),
        ("<p>Release 3.19.0 11 Apr 2022</p>", "2022-04-11"),
    ])
    func aLineThatIsOnlyADateGivesTheDate(line: String, expected: String) {
        #expect(metadata(line).published == expected)
    }

    @Test(arguments: [
        "<p>In May 2021, 12 people walked it.</p>",
        "<p>Updated 12 May 2021</p>",
        "<h2>12 May 2021</h2>",
        "<p>On November 18, 2019, the council voted.</p>",
        "<div class=\"related-posts\"><ul><li><span>Nov 18, 2019</span> <b>Other story</b></li></ul></div>",
        "<p>On May 12, 2021, we voted.</p>",
    ])
    func linesThatTellOfSomethingOrGiveAChangeGiveNoDate(line: String) {
        #expect(metadata(line).published == nil)
    }

    @Test func aBylineRunningIntoItsDateGivesOnlyTheNames() {
        let result = metadata("<p>By Mike Wuerthele and Malcolm Owen Monday, November 18, 2019, 04:05 pm</p>")
        #expect(result.author == "Mike Wuerthele, Malcolm Owen")
        #expect(metadata("<p>By Theresa May</p>").author == "Theresa May")
    }

    @Test func aTeaserLinkOrALineAboveTheHeadlineIsNoByline() {
        #expect(metadata(#"<p><a href="/other">By Ann Lee: why canals matter</a></p>"#).author == nil)
        let above = metadata(headline: "<p>By Ann Lee</p><h1>A walk along the canal</h1>", "")
        #expect(above.author == nil)
        #expect(metadata(#"<div class="related"><p>By Bo Chen</p></div>"#).author == nil)
    }
}
