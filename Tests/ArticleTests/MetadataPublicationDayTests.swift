import Foundation
import HTML
import Testing

@testable import Article

/// The publication day a reader of the publisher's calendar would give:
/// a timestamp in UTC gives way to the day the address or the dateline
/// shows when the moment falls on it somewhere in the world, and dates the
/// page shows are read when its header declares none.
@Suite struct MetadataPublicationDayTests {
    private func published(head: String = "", body: String, url: String) -> String? {
        let html = "<!DOCTYPE html><html lang=\"en\"><head>\(head)</head><body>\(body)</body></html>"
        return MetadataExtractor.extract(from: HTMLDocument.parse(html), url: URL(string: url)).published
    }

    private func jsonLD(_ date: String) -> String {
        "<script type=\"application/ld+json\">{\"@type\":\"NewsArticle\",\"datePublished\":\"\(date)\"}</script>"
    }

    private let text = "<p>" + String(repeating: "The council met and agreed to fund the library. ", count: 5) + "</p>"

    @Test func theAddressDayBeatsAUniversalTimestampThatFallsOnIt() {
        let story = "<h1>WeWork</h1>\(text)"
        // 04:58 UTC on the 19th is the evening of the 18th in the Americas.
        #expect(
            published(head: jsonLD("2019-11-19T04:58:46Z"), body: story, url: "https://tc.example/2019/11/18/wework/")
                == "2019-11-18")
        // A structured date written on that day is the better form of it.
        let local = jsonLD("2019-11-19T04:58:46Z") + "<meta name=\"sailthru.date\" content=\"2019-11-18 20:58:46\">"
        #expect(
            published(head: local, body: story, url: "https://tc.example/2019/11/18/wework/") == "2019-11-18T20:58:46")
        #expect(
            published(
                head: jsonLD("2019-11-20T01:50:59.403Z"), body: story,
                url: "https://lat.example/story/2019-11-19/disney")
                == "2019-11-19")
    }

    @Test func aTimestampKeepsItsDayWhenNoZoneReachesTheAddressDayOrItsZoneIsLocal() {
        let story = "<h1>WeWork</h1>\(text)"
        let address = "https://tc.example/2019/11/18/wework/"
        // 15:00 UTC on the 19th is the 19th from UTC−12 on: an address made the day before.
        #expect(published(head: jsonLD("2019-11-19T15:00:00Z"), body: story, url: address) == "2019-11-19T15:00:00Z")
        // The publisher's own zone says the 19th.
        #expect(
            published(head: jsonLD("2019-11-19T00:30:00-05:00"), body: story, url: address)
                == "2019-11-19T00:30:00-05:00")
        #expect(published(head: jsonLD("2019-11-18T22:00:00Z"), body: story, url: address) == "2019-11-18T22:00:00Z")
    }

    @Test func theDatelineShownUnderTheHeadlineBeatsAStructuredDateADayAway() {
        let url = "https://vb.example/wework-investigation/"
        let timeText = """
            <h1>WeWork</h1><p>Reuters <time datetime="2019-11-19T07:03:25+00:00">November 18, 2019 11:03 PM</time></p>\(text)
            """
        #expect(published(head: jsonLD("2019-11-19T07:03:25+00:00"), body: timeText, url: url) == "2019-11-18T23:03:00")
        // A zone labelled wrongly: the page shows the 19th, in its own zone.
        let dateline = """
            <h1>VW wagon</h1><div class="post-author-date"><span><a href="/author/chris/">Chris Davies</a></span> -
            <span>Nov 19, 2019, 10:31 pm CST</span></div>\(text)
            """
        #expect(published(head: jsonLD("2019-11-20T04:31:13-06:00"), body: dateline, url: url) == "2019-11-19T22:31:00")
        // The date shown agrees with the timestamp, the address's day does not: the date shown wins.
        let shownAgrees =
            "<h1>Hearings</h1><time datetime=\"2019-11-20T01:07:00-0500\">November 20, 2019 / 1:07 AM</time>\(text)"
        #expect(
            published(
                head: jsonLD("2019-11-20T06:07:01+0000"), body: shownAgrees,
                url: "https://cbs.example/news/hearings-2019-11-19/")
                == "2019-11-20T06:07:01Z")
        // A masthead's date above the headline is today's, not the article's.
        let masthead =
            "<header><span class=\"today-date\">Wednesday, November 20, 2019</span></header><h1>Games</h1>\(text)"
        #expect(published(head: jsonLD("2019-11-19T13:03:00.000Z"), body: masthead, url: url) == "2019-11-19T13:03:00Z")
    }

    @Test func datesThePageShowsAreReadWhenTheHeaderHasNone() {
        let url = "https://news.example/story"
        // Microdata without a machine-readable value: its text.
        #expect(
            published(
                body: "<h1>Swim</h1><span itemprop=\"datePublished\">Fri 6:45 PM, Feb 16, 2018</span>\(text)", url: url)
                == "2018-02-16T18:45:00")
        // A dateline in capitals.
        #expect(
            published(
                body: "<h1>Europa</h1><div class=\"author-name-date\"><span>19 NOV 2019 </span></div>\(text)", url: url)
                == "2019-11-19")
        // A `<meta>` name a site made up.
        #expect(
            published(head: "<meta name=\"sn-post-date\" content=\"2019/11/19\">", body: text, url: url) == "2019-11-19"
        )
        // A change's date, another thing's date or a verification code is none.
        let others = """
            <meta name="updated-date" content="2019-11-21"><meta name="foundingdate" content="1999-01-01">
            <meta name="msvalidate.01" content="20191119"><meta name="article:publisher" content="2019-11-19">
            """
        #expect(
            published(head: others, body: "<h1>T</h1><span class=\"date-updated\">Nov 21, 2019</span>\(text)", url: url)
                == nil)
        // The address's day stands when the date shown is another day.
        #expect(
            published(
                body: "<h1>T</h1><span class=\"date\">Nov 19, 2019</span>\(text)",
                url: "https://news.example/2019/11/18/story")
                == "2019-11-18")
    }
}
