import Foundation
import Gemtext
import Testing

@testable import Article

/// Text a CSS framework's classes hide from a sighted reader on a wide
/// screen stays out, through the whole pipeline and in the converter
/// alone; text they show there stays in.
@Suite struct HiddenTextTests {
    static func body(inserting html: String) throws -> String {
        GemtextDocument(try VerbatimTests.body(inserting: html)).serialized()
    }

    @Test func utilityClassesThatHideLeaveTheirTextOut() throws {
        for hidden in [
            #"<span class="d-none">2</span>"#, #"<span class="hidden">2</span>"#,
            #"<span class="d-block d-lg-none">2</span>"#, #"<span class="md:flex lg:hidden">2</span>"#,
            #"<span class="visible-xs">2</span>"#, #"<span class="invisible">2</span>"#,
        ] {
            let html = "<p>The third keeper kept the light alone for eleven years.\(hidden)</p>"
            #expect(try Self.body(inserting: html).contains("eleven years.\n"), "\(hidden)")
            #expect(try Convert.body(html).contains("eleven years.\n"), "\(hidden)")
        }
    }

    @Test func classesThatShowItOnAWideScreenKeepTheText() throws {
        for shown in [
            #"<span class="d-none d-md-inline">Ann Tregarthen</span>"#,
            #"<span class="hidden md:inline">Ann Tregarthen</span>"#,
            #"<span class="hidden-xs">Ann Tregarthen</span>"#, #"<span class="sr-only">Ann Tregarthen</span>"#,
        ] {
            let html = "<p>The third keeper kept the light alone for eleven years: \(shown).</p>"
            #expect(try Convert.body(html).contains("eleven years: Ann Tregarthen."), "\(shown)")
        }
    }

    @Test func aHeadingNoSightedReaderSeesIsNoSection() throws {
        for heading in [
            #"<h3 class="hidden">Legend</h3>"#, #"<h3 class="visually-hidden">Legend</h3>"#,
            #"<h3 class="sr-only">Legend</h3>"#, #"<h3 class="u-screen-reader-text">Legend</h3>"#,
        ] {
            let html = heading + "<p>The third keeper kept the light alone for eleven years after the gale.</p>"
            let body = try Self.body(inserting: html)
            #expect(!body.contains("Legend"), "\(heading)")
            #expect(body.contains("after the gale."))
            #expect(try !Convert.body(html).contains("Legend"), "\(heading)")
        }
        let shown = #"<h3 class="sr-only md:not-sr-only">Legend</h3><p>The keeper's log.</p>"#
        #expect(try Convert.body(shown).contains("## Legend"))
    }
}
