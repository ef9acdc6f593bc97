import Foundation
import Gemtext
import Testing

@testable import Article

/// Tables: aligned columns, rows as lines, layout tables unwrapped.
@Suite struct ConversionTableTests {
    @Test func dataTablesBecomeAlignedPreformattedText() throws {
        let article = try Convert.article(
            """
            <table><caption>Results</caption>
            <thead><tr><th>Team</th><th>Points</th></tr></thead>
            <tbody><tr><td>Ajax</td><td>12</td></tr><tr><td><a href=/psv>PSV Eindhoven</a></td><td>9</td></tr></tbody>
            </table>
            """)
        let body = Convert.bodyLines(of: article.document)
        #expect(
            body.lines == [
                .text("Results"), .text(""),
                .preformatted(
                    alt: "table",
                    lines: [
                        "Team          | Points",
                        "--------------+-------",
                        "Ajax          |     12",
                        "PSV Eindhoven |      9",
                    ]),
                .link(url: "https://example.org/psv", label: "PSV Eindhoven"),
            ])
        // The plain text has one line per row, without padding.
        #expect(article.text == "Results\nTeam | Points\nAjax | 12\nPSV Eindhoven | 9\n")
    }

    /// `<div>`s with ARIA table roles (GitBook's tables) read as a table.
    @Test func divsWithTableRolesBecomeATable() throws {
        let body = Convert.bodyLines(
            of: try Convert.article(
                """
                <div role="table"><div role="rowgroup"><div role="row"><div role="columnheader"><p>Event</p></div>\
                <div role="columnheader"><p>Sent when</p></div></div></div><div role="rowgroup"><div role="row">\
                <div role="cell"><p><code>loan.created</code></p></div><div role="cell"><p>A book is lent.</p></div>\
                </div><div role="row"><div role="cell"><p><code>loan.returned</code></p></div>\
                <div role="cell"><p>It is back.</p></div></div></div></div>
                """
            ).document)
        #expect(
            body.lines == [
                .preformatted(
                    alt: "table",
                    lines: [
                        "Event         | Sent when",
                        "--------------+----------------",
                        "loan.created  | A book is lent.",
                        "loan.returned | It is back.",
                    ])
            ])
    }

    /// A grid of `<div>` cells whose classes name their columns (javadoc's
    /// member summaries) reads as a table, header row first.
    @Test func cellsLaidOutInAGridBecomeATable() throws {
        func row(_ kind: String, _ name: String, _ about: String) -> String {
            """
            <div class="kind-cell odd"><code>\(kind)</code></div><div class="name-cell odd"><code>\
            <a href="#\(name)">\(name)</a>()</code></div><div class="about-cell odd">\
            <div class="block">\(about)</div></div>
            """
        }
        let grid = """
            <div class="members three-wide"><div class="head kind-cell">Kind</div>\
            <div class="head name-cell">Name</div><div class="head about-cell">About</div>\
            \(row("int", "count", "The number of loans."))\
            \(row("void", "lend", "Lends one book."))</div>
            """
        let body = Convert.bodyLines(of: try Convert.article("<h2>Loans</h2>\(grid)").document)
        #expect(
            body.lines.contains(
                .preformatted(
                    alt: "table",
                    lines: [
                        "Kind | Name    | About",
                        "-----+---------+---------------------",
                        "int  | count() | The number of loans.",
                        "void | lend()  | Lends one book.",
                    ])), "\(body.serialized())")
        // Without a header row, three columns over two rows or more make a table too.
        let headless = Convert.bodyLines(
            of: try Convert.article(
                "<div class=\"members\">\(row("int", "count", "Loans."))\(row("void", "lend", "Lends."))</div>"
            ).document)
        let headlessTable = ["int  | count() | Loans.", "void | lend()  | Lends."]
        #expect(headless.lines.first == .preformatted(alt: "table", lines: headlessTable))
        // Questions and answers in turn are no table: two columns need a header row.
        let answers = try Convert.body(
            """
            <div class="faq"><div class="question">Can I renew?</div><div class="answer">Yes, twice.</div>\
            <div class="question">Is it free?</div><div class="answer">Always.</div></div>
            """)
        #expect(answers == "Can I renew?\n\nYes, twice.\n\nIs it free?\n\nAlways.\n", "\(answers)")
    }

    /// On a full page, a grid table's short cells and links are the table's, not link lists or furniture.
    @Test func aGridTableKeepsEveryCellOnAFullPage() {
        let rows = ["count", "lend", "renew", "close"].map { name in
            """
            <div class="col-first"><code>int</code></div><div class="col-second"><code><a href="#\(name)">\(name)</a>()\
            </code></div><div class="col-last"><div class="block">What \(name) does.</div></div>
            """
        }
        let probe = ExtractionProbe(
            TestPage.site(
                article: """
                    <h1>Library funding approved</h1>\(TestPage.paragraphs("body"))<h2>Method summary</h2>
                    <div class="members"><div class="table-header col-first">Kind</div><div class="table-header \
                    col-second">Method</div><div class="table-header col-last">About</div>\(rows.joined())</div>
                    """))
        for line in ["Kind", "Method", "count()", "close()", "What lend does."] {
            #expect(probe.keeps(line), "\(probe.lines)")
        }
    }

    @Test func spannedCellsKeepTheColumnsInLine() throws {
        let body = Convert.bodyLines(
            of: try Convert.article(
                "<table><tr><th>A</th><th>B</th><th>C</th></tr><tr><td colspan=2>wide</td><td>c1</td></tr><tr><td rowspan=2>tall</td><td>b2</td><td>c2</td></tr><tr><td>b3</td><td>c3</td></tr></table>"
            ).document)
        #expect(
            body.lines == [
                .preformatted(
                    alt: "table",
                    lines: ["A    | B  | C", "-----+----+---", "wide |    | c1", "tall | b2 | c2", "     | b3 | c3"])
            ])
    }

    @Test func tablesWithLongCellsBecomeOneItemPerRow() throws {
        let long = String(repeating: "a long note ", count: 6)
        let body = try Convert.body(
            "<table><tr><th>Name</th><th>Notes</th></tr><tr><td>Ada</td><td>\(long)</td></tr><tr><td>Bob</td><td>short</td></tr></table>"
        )
        #expect(body == "* Name: Ada; Notes: \(long.dropLast())\n* Name: Bob; Notes: short\n")
        let text = try Convert.text(
            "<table><tr><th>Name</th><th>Notes</th></tr><tr><td>Ada</td><td>\(long)</td></tr></table>")
        #expect(text == "Name | Notes\nAda | \(long.dropLast())\n")
    }

    @Test func layoutTablesAreReadAsOrdinaryContent() throws {
        let single = try Convert.body("<table><tr><td><p>Only cell</p><p>two paragraphs</p></td></tr></table>")
        #expect(single == "Only cell\n\ntwo paragraphs\n")
        let blocks = try Convert.body(
            "<table><tr><td><h2>Side</h2><p>text</p></td><td><ul><li>item</li></ul></td></tr></table>")
        #expect(blocks == "## Side\n\ntext\n\n* item\n")
        let oneColumn = try Convert.body("<table><tr><td>first row</td></tr><tr><td>second row</td></tr></table>")
        #expect(oneColumn == "first row\n\nsecond row\n")
    }

    @Test func footersGoLastAndOneThatRepeatsTheHeaderIsLeftOut() throws {
        let body = Convert.bodyLines(
            of: try Convert.article(
                """
                <table><thead><tr><th>Name</th><th>Age</th></tr></thead>
                <tfoot><tr><th>Name</th><th>Age</th></tr><tr><td>Total</td><td>70</td></tr></tfoot>
                <tbody><tr><td>Ann</td><td>30</td></tr><tr><td>Bo</td><td>40</td></tr></tbody></table>
                """
            ).document)
        #expect(
            body.lines == [
                .preformatted(
                    alt: "table", lines: ["Name  | Age", "------+----", "Ann   |  30", "Bo    |  40", "Total |  70"])
            ])
    }

    @Test func boldFirstRowsAndWordsAboveNumbersAreHeaders() throws {
        let bold = Convert.bodyLines(
            of: try Convert.article(
                "<table><tr><td><strong>City</strong></td><td> <b>Size</b> </td></tr><tr><td>Oslo</td><td>big</td></tr></table>"
            ).document)
        #expect(bold.lines == [.preformatted(alt: "table", lines: ["City | Size", "-----+-----", "Oslo | big"])])
        let numbers = Convert.bodyLines(
            of: try Convert.article(
                "<table><tr><td>Pos.</td><td>Points</td></tr><tr><td>1</td><td>5040</td></tr><tr><td>2</td><td>980</td></tr></table>"
            ).document)
        #expect(
            numbers.lines == [
                .preformatted(
                    alt: "table", lines: ["Pos. | Points", "-----+-------", "   1 |   5040", "   2 |    980"])
            ])
    }

    @Test func aOneRowTableOfALabelAndSentencesIsALabelledNote() throws {
        // An admonition set as a table: the label in one cell, the note in the other.
        let note = try Convert.body("""
            <table><tr><td class="icon"><div class="title">Warning</div></td>\
            <td class="content">Never delete the old key until every token it signed has expired.</td></tr></table>
            """)
        #expect(note == "Warning: Never delete the old key until every token it signed has expired.\n")
        // Two short cells in one row stay a table.
        let pair = try Convert.body("<table><tr><td>Port</td><td>1965</td></tr></table>")
        #expect(pair.hasPrefix("```"))
    }
}
