import Foundation
import Gemtext
import Testing

@testable import Article

/// Every cell of a data table keeps what it holds (words, links, pictures,
/// icons) through the whole pipeline, and header rows stay headers.
@Suite struct TableCellTests {
    static func body(inserting table: String) throws -> [GemtextDocument.Line] {
        try VerbatimTests.body(inserting: table)
    }

    static func table(in lines: [GemtextDocument.Line]) -> [String]? {
        for case .preformatted("table", let rows) in lines { return rows }
        return nil
    }

    @Test func aTableOfLinksBesideNumbersKeepsItsRowsAndLinks() throws {
        let lines = try Self.body(
            inserting: """
                <table><tr><td>Pos</td><td>Player</td><td>Club</td></tr>
                <tr><td>1</td><td><a href="/p/ann">Ann</a></td><td><a href="/c/harbour">Harbour</a></td></tr>
                <tr><td>2</td><td><a href="/p/bo">Bo</a></td><td><a href="/c/rovers">Rovers</a></td></tr></table>
                """)
        #expect(
            Self.table(in: lines) == [
                "Pos | Player | Club", "----+--------+--------", "  1 | Ann    | Harbour", "  2 | Bo     | Rovers",
            ])
        for (path, label) in [("p/ann", "Ann"), ("c/harbour", "Harbour"), ("p/bo", "Bo"), ("c/rovers", "Rovers")] {
            #expect(lines.contains(.link(url: "https://news.example.com/\(path)", label: label)))
        }
    }

    /// A table's `<caption>` titles it, whatever its class names say (the
    /// GOV.UK Design System's "govuk-table__caption"): no picture's caption
    /// loose in the text.
    @Test func aCaptionNamedSoStaysAboveItsTable() throws {
        let lines = try Self.body(
            inserting: """
                <table class="govuk-table"><caption class="govuk-table__caption govuk-table__caption--m">\
                Library loans by month</caption><thead class="govuk-table__head"><tr class="govuk-table__row">\
                <th scope="col" class="govuk-table__header">Month</th>\
                <th scope="col" class="govuk-table__header govuk-table__header--numeric">Books</th></tr></thead>\
                <tbody class="govuk-table__body"><tr class="govuk-table__row">\
                <th scope="row" class="govuk-table__header">January</th>\
                <td class="govuk-table__cell govuk-table__cell--numeric">4,120</td></tr>\
                <tr class="govuk-table__row"><th scope="row" class="govuk-table__header">February</th>\
                <td class="govuk-table__cell govuk-table__cell--numeric">3,980</td></tr></tbody></table>
                """)
        let caption = try #require(lines.firstIndex(of: .text("Library loans by month")))
        #expect(lines[caption...].contains { if case .preformatted("table", _) = $0 { true } else { false } })
        #expect(Self.table(in: lines)?.first == "Month    | Books")
    }

    @Test func aHeaderOfWordsAboveRowsOfLinksStaysAHeader() throws {
        let lines = try Self.body(
            inserting: """
                <table><tr><td>Name</td><td>Home page</td></tr>
                <tr><td><a href="/ann">Ann Smith</a></td><td><a href="https://ann.example/">ann.example</a></td></tr>
                <tr><td><a href="/bo">Bo Lee</a></td><td><a href="https://bo.example/">bo.example</a></td></tr></table>
                """)
        #expect(
            Self.table(in: lines) == [
                "Name      | Home page", "----------+------------", "Ann Smith | ann.example",
                "Bo Lee    | bo.example",
            ])
        #expect(lines.contains(.link(url: "https://bo.example/", label: "bo.example")))
        #expect(lines.contains(.link(url: "https://news.example.com/ann", label: "Ann Smith")))
    }

    @Test func aStatusTableOfIconsSaysWhatEachIconMeans() throws {
        let lines = try Self.body(
            inserting: """
                <table><tr><th>Feature</th><th>Chrome</th><th>Firefox</th></tr>
                <tr><td>Grid</td><td><img src="/yes.svg" alt="Yes"></td><td><img src="/no.svg" title="No"></td></tr>
                <tr><td>Flex</td><td><span class="icon" aria-label="supported"></span></td>\
                <td><img src="/tick.png" width="16" height="16" aria-label="✓"></td></tr></table>
                """)
        #expect(
            Self.table(in: lines) == [
                "Feature | Chrome    | Firefox", "--------+-----------+--------", "Grid    | Yes       | No",
                "Flex    | supported | ✓",
            ])
    }

    @Test func picturesAndWordlessLinksInCellsAreNamed() throws {
        let lines = try Self.body(
            inserting: """
                <table><tr><th>Hall</th><th>Photo</th><th>Site</th></tr>
                <tr><td>Old</td><td><img src="/old.jpg"></td><td><a href="https://old.example/"></a></td></tr>
                <tr><td>New</td><td><img src="/new.jpg" alt="The new hall"></td>\
                <td><a href="https://new.example/" title="New hall site"><i class="icon-globe"></i></a></td></tr>
                </table>
                """)
        #expect(
            Self.table(in: lines) == [
                "Hall | Photo        | Site", "-----+--------------+--------------",
                "Old  | Picture 1    | old.example/",
                "New  | The new hall | New hall site",
            ])
        #expect(lines.contains(.link(url: "https://news.example.com/old.jpg", label: "Picture 1")))
        #expect(lines.contains(.link(url: "https://old.example/", label: "old.example/")))
        #expect(lines.contains(.link(url: "https://new.example/", label: "New hall site")))
    }

    @Test func aLinkedPictureInACellLinksOnceWhereAnotherCellLinksAlready() throws {
        let lines = try Self.body(
            inserting: """
                <table><tr><th>Name</th><th>Site</th><th>Logo</th></tr>
                <tr><td>Alpha</td><td><a href="https://a.example/">a.example</a></td>\
                <td><a href="https://a.example/"><img src="/a.png" alt="Alpha logo"></a></td></tr>
                <tr><td>Beta</td><td>none</td>\
                <td><a href="https://b.example/"><img src="/b.png" alt="Beta logo"></a></td></tr>
                </table>
                """)
        #expect(Self.table(in: lines)?.last == "Beta  | none      | Beta logo")
        let targets = lines.compactMap { if case .link(let url, _) = $0 { url } else { nil } }
        #expect(
            targets == [
                "https://a.example/", "https://news.example.com/a.png", "https://news.example.com/b.png",
                "https://b.example/",
            ])
    }

    @Test func aGridOfLinksWithoutAHeaderIsStillAMenu() throws {
        let lines = try Self.body(
            inserting: """
                <table><tr><td><a href="/news">News</a></td><td><a href="/sport">Sport</a></td></tr>
                <tr><td><a href="/weather">Weather</a></td><td><a href="/about">About</a></td></tr></table>
                """)
        #expect(Self.table(in: lines) == nil)
        #expect(!lines.contains { if case .link = $0 { true } else { false } })
    }

    @Test func iconsDrawnInSVGSayWhatTheyMean() throws {
        let lines = try Self.body(
            inserting: """
                <table><tr><th>Feature</th><th>Basic</th><th>Pro</th></tr>
                <tr><td>Sync</td><td><svg role="img" aria-label="Yes"><path d="M0 0"/></svg></td>\
                <td><svg role="img"><title>Not included</title><path d="M0 0"/></svg></td></tr>
                <tr><td>Backup <svg aria-hidden="true"><title>info</title></svg></td><td>No</td><td>Yes</td></tr></table>
                """)
        #expect(
            Self.table(in: lines) == [
                "Feature | Basic | Pro", "--------+-------+-------------", "Sync    | Yes   | Not included",
                "Backup  | No    | Yes",
            ])
    }

    @Test func iconFilesSayWhatTheyMeanWithoutALinkLineEach() throws {
        let lines = try Self.body(
            inserting: """
                <table><tr><th>Station</th><th>Status</th><th>Chart</th></tr>
                <tr><td>Port Ellis</td><td><img src="/i/ok.svg" alt="working"></td>\
                <td><img src="/c/ellis.png" alt="Levels at Port Ellis"></td></tr>
                <tr><td>Kells Point</td><td><img src="/i/no.svg" alt="failed"></td>\
                <td><img src="/c/kells.png" alt="Levels at Kells Point"></td></tr></table>
                """)
        let rows = try #require(Self.table(in: lines))
        #expect(rows[2].hasPrefix("Port Ellis  | working | "), "\(rows)")
        #expect(rows[3].hasPrefix("Kells Point | failed  | "), "\(rows)")
        let links = lines.compactMap { line -> String? in if case .link(let url, _) = line { url } else { nil } }
        #expect(links == ["https://news.example.com/c/ellis.png", "https://news.example.com/c/kells.png"])
    }

    @Test func aDecorationBesideACellsWordsIsNoPicture() throws {
        let lines = try Self.body(
            inserting: """
                <table><tr><th>Country</th><th>Capital</th><th>Flag</th></tr>
                <tr><td><img src="/f/fr.png" alt="" width="23"> France</td><td>Paris</td>\
                <td><img src="/f/fr-big.png" alt=""></td></tr>
                <tr><td><img src="/f/de.png" alt="" width="23"> Germany</td><td>Berlin</td>\
                <td><img src="/f/de-big.png" alt="Flag of Germany"></td></tr></table>
                """)
        let rows = try #require(Self.table(in: lines))
        #expect(rows[2] == "France  | Paris   | Picture 1", "\(rows)")
        #expect(rows[3] == "Germany | Berlin  | Flag of Germany", "\(rows)")
        let pictures = lines.compactMap { line -> String? in if case .link(let url, _) = line { url } else { nil } }
        #expect(pictures == ["https://news.example.com/f/fr-big.png", "https://news.example.com/f/de-big.png"])
    }

    @Test func aButtonInACellIsTheCellsValue() throws {
        let lines = try Self.body(
            inserting: """
                <table><thead><tr><td></td><th>Chrome</th><th>Firefox</th></tr></thead>
                <tbody><tr><th scope="row"><div class="bc-table-row-header"><code>findLast</code></div></th>
                <td><button type="button" title="Toggle history">Full support 97</button></td>
                <td><button type="button" title="Toggle history">Full support 104</button></td></tr></tbody></table>
                """)
        #expect(
            Self.table(in: lines) == [
                "         | Chrome          | Firefox", "---------+-----------------+-----------------",
                "findLast | Full support 97 | Full support 104",
            ])
    }

    @Test func classNamesInACellOfATableWithHeadersNameNoFurniture() throws {
        let lines = try Self.body(
            inserting: """
                <table><tr><th>Race</th><th>Date</th><th>Winner</th></tr>
                <tr><td>Spring</td><td class="date">12 May 2021</td><td><span class="author">Ann Smith</span></td></tr>
                <tr><td>Autumn</td><td class="date">3 Oct 2021</td><td><span class="author">Bo Lee</span></td></tr></table>
                """)
        #expect(
            Self.table(in: lines) == [
                "Race   | Date        | Winner", "-------+-------------+----------", "Spring | 12 May 2021 | Ann Smith",
                "Autumn | 3 Oct 2021  | Bo Lee",
            ])
    }

    @Test func aColumnOfLinksUnderAHeadRowIsKept() throws {
        let lines = try Self.body(
            inserting: """
                <h2>Specifications</h2>
                <table><thead><tr><th scope="col">Specification</th></tr></thead>
                <tbody><tr><td><a href="https://tc39.es/ecma262/#sec-array.prototype.findlast">ECMAScript Language \
                Specification <br><small># sec-array.prototype.findlast</small></a></td></tr></tbody></table>
                """)
        #expect(
            lines.contains(
                .link(
                    url: "https://tc39.es/ecma262/#sec-array.prototype.findlast",
                    label: "ECMAScript Language Specification # sec-array.prototype.findlast")), "\(lines)")
    }

    /// A thread laid out in tables (Hacker News): each comment's row holds
    /// a spacer picture for its indent and a vote arrow without words
    /// beside the one cell that speaks. The comment reads as a paragraph;
    /// the arrow's address is no cell's text and no line.
    @Test func aRowOfSpacersAndAVoteArrowBesideACommentIsLayout() throws {
        let comment = "Ten centimetres is better than I hoped. Which sounder is it, and where did you buy it?"
        let lines = try Self.body(
            inserting: """
                <table class="comment-tree"><tr class="athing comtr" id="301"><td><table border="0"><tr>\
                <td class="ind" indent="1"><img src="s.gif" height="1" width="40"></td>\
                <td valign="top" class="votelinks"><center><a id="up_301" href="vote?id=301&amp;how=up">\
                <div class="votearrow" title="upvote"></div></a></center></td>\
                <td class="default"><div class="commtext c00">\(comment)</div></td></tr></table></td></tr></table>
                """)
        #expect(Self.table(in: lines) == nil, "\(lines)")
        #expect(lines.contains(.text(comment)), "\(lines)")
        #expect(!lines.contains { GemtextDocument([$0]).serialized().contains("vote?id") }, "\(lines)")
    }
}
