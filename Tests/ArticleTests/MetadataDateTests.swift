import Foundation
import Testing

@testable import Article

/// Date forms found on pages, written as ISO 8601.
@Suite struct MetadataDateTests {
    @Test(arguments: [
        ("2019-11-19", "2019-11-19"),
        ("2019-11-19T10:07:00Z", "2019-11-19T10:07:00Z"),
        ("2019-11-19T10:07:00+00:00", "2019-11-19T10:07:00Z"),
        ("2019-11-19T10:07:00.123-05:00", "2019-11-19T10:07:00-05:00"),
        ("2019-11-19T10:07:00-0500", "2019-11-19T10:07:00-05:00"),
        ("2019-11-19 10:07:00", "2019-11-19T10:07:00"),
        ("2019-11-19T10:07", "2019-11-19T10:07:00"),
        ("2019/11/19", "2019-11-19"),
        ("20191119", "2019-11-19"),
        (" 2019-11-19T10:07:00 UTC ", "2019-11-19T10:07:00Z"),
        ("Tue, 19 Nov 2019 10:07:00 GMT", "2019-11-19T10:07:00Z"),
        ("Tue, 19 Nov 2019 10:07:00 +0100", "2019-11-19T10:07:00+01:00"),
        ("November 19, 2019", "2019-11-19"),
        ("Nov. 19, 2019 3:07 pm", "2019-11-19T15:07:00"),
        ("19 November 2019", "2019-11-19"),
        ("November 19th, 2019 12:30 AM", "2019-11-19T00:30:00"),
        ("18 NOV 2019", "2019-11-18"),
        ("Fri 6:45 PM, Feb 16, 2018", "2018-02-16T18:45:00"),
        ("19. November 2019", "2019-11-19"),
        ("19 novembre 2019", "2019-11-19"),
        ("19 de noviembre de 2019", "2019-11-19"),
        ("19 de março de 2019", "2019-03-19"),
        ("19 mei 2019", "2019-05-19"),
        ("19 ноября 2019 г.", "2019-11-19"),
        ("19 listopada 2019", "2019-11-19"),
        ("19.11.2019 14:30", "2019-11-19T14:30:00"),
        // A time written with a dot beside the word that says it is one.
        ("Veröffentlicht am 4. März 2024, 10.12 Uhr", "2024-03-04T10:12:00"),
        ("4.3.2024 klo 10.12", "2024-03-04T10:12:00"),
        ("4. mars 2024 kl. 10.12", "2024-03-04T10:12:00"),
        ("4. März 2024, 10.5 Millionen", "2024-03-04"),
        // A number away from the month counts something else: the day is the one beside it.
        ("6 min read · Jan 18, 2024", "2024-01-18"),
        ("3 comments · 12 May 2021", "2021-05-12"),
        ("Monday the 18th of November 2019", "2019-11-18"),
    ])
    func normalises(input: String, expected: String) {
        #expect(ISODate.normalize(input) == expected)
    }

    /// A month's name that is also a writer's ("Jan", "May") before the date
    /// is not its month: the month with the day beside it is.
    @Test(arguments: [
        ("Door Jan Jansen 4 maart 2024, 10:12", "2024-03-04T10:12:00"),
        ("Jan Kowalski 4 marca 2024", "2024-03-04"),
        ("By May Lee, June 4, 2024", "2024-06-04"),
        ("4 Jan 2024 · Jan Jansen", "2024-01-04"),
    ])
    func readsTheMonthBesideItsDay(input: String, expected: String) {
        #expect(ISODate.normalize(input) == expected)
    }

    @Test(arguments: [
        "", "yesterday", "2019-13-01", "2019-02-40", "12:30", "2019-11-19T25:00:00", "Nov 2019", "Release 3.19.0",
        "11.19.2019", "2 days ago, 2019",
        "5 min read · May 2021",
    ])
    func rejects(input: String) {
        #expect(ISODate.normalize(input) == nil)
    }

    @Test func datesAreMoments() {
        #expect(ISODate.date(from: "2019-11-19") == Date(timeIntervalSince1970: 1_574_121_600))
        #expect(ISODate.date(from: "2019-11-19T10:07:00-05:00") == Date(timeIntervalSince1970: 1_574_176_020))
    }
}
