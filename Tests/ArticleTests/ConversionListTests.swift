import Foundation
import Gemtext
import Testing

@testable import Article

/// Lists: items, numbers, nesting, items of several paragraphs.
@Suite struct ConversionListTests {
    @Test func unorderedListsBecomeListItems() throws {
        let body = try Convert.body("<p>Before</p><ul><li>One</li><li> Two <b>bold</b></li></ul><p>After</p>")
        #expect(body == "Before\n\n* One\n* Two bold\n\nAfter\n")
    }

    @Test func orderedListsKeepTheirNumbers() throws {
        #expect(try Convert.body("<ol><li>a</li><li>b</li></ol>") == "* 1. a\n* 2. b\n")
        #expect(
            try Convert.body("<ol start=4><li>a</li><li value=9>b</li><li>c</li></ol>") == "* 4. a\n* 9. b\n* 10. c\n")
        #expect(try Convert.body("<ol reversed><li>a</li><li>b</li><li>c</li></ol>") == "* 3. a\n* 2. b\n* 1. c\n")
        #expect(try Convert.body("<ol type=i><li>a</li><li>b</li></ol>") == "* i. a\n* ii. b\n")
    }

    @Test func nestedListsKeepTheirOrderAndShowTheirDepth() throws {
        let body = try Convert.body(
            "<ol><li>First<ul><li>inner a</li><li>inner b<ol><li>deep</li></ol></li></ul></li><li>Second</li></ol>")
        #expect(body == "* 1. First\n* – inner a\n* – inner b\n* – – 1. deep\n* 2. Second\n")
        #expect(try Convert.text("<ol><li>First<ul><li>inner</li></ul></li></ol>") == "First\ninner\n")
    }

    @Test func listsNestedDeeperThanAReaderFollowsShowNoDeeper() throws {
        // Thousands of nested lists (the parser keeps 512 levels) must not make
        // every item's line a kilobyte of dashes: a 10 MB page made gigabytes.
        let html = String(repeating: "<ul><li>level", count: 2_000) + String(repeating: "<li>item", count: 100)
        let body = try Convert.body(html)
        let deepest = String(repeating: "– ", count: BodyConverter.shownListDepth)
        #expect(body.hasSuffix("* \(deepest)item\n"), "\(body.suffix(200))")
        let lines = body.split(separator: "\n")
        #expect(lines.count > 100)
        #expect(
            lines.allSatisfy { $0.utf8.count <= 2 + deepest.utf8.count + "level".utf8.count },
            "\(lines.max { $0.count < $1.count } ?? "")")
    }

    @Test func anItemsFurtherParagraphsFollowItAsText() throws {
        let body = try Convert.body("<ul><li><p>Lead para</p><p>More about it</p></li><li>Next</li></ul>")
        #expect(body == "* Lead para\nMore about it\n* Next\n")
    }

    @Test func linksInItemsAreListedAfterTheItem() throws {
        let body = try Convert.body("<ul><li>See <a href=/a>this</a></li><li>plain</li></ul>")
        #expect(body == "* See this\n=> https://example.org/a See this\n* plain\n")
    }

    @Test func definitionListsAreParagraphs() throws {
        #expect(try Convert.body("<dl><dt>Term</dt><dd>Meaning</dd></dl>") == "Term\n\nMeaning\n")
    }

    @Test func aTaskListSaysWhichTasksAreDone() throws {
        let html = """
            <ul class="contains-task-list">
            <li><input type="checkbox" disabled checked> Transcribe the 1871–1900 logs</li>
            <li><input type="checkbox" disabled> Transcribe the 1901–1952 logs</li>
            <li><p><input type="checkbox" checked=""> Scan the charts</p></li></ul>
            <ol><li><input type="checkbox" checked> Index the names</li><li>Publish</li></ol>
            """
        #expect(
            try Convert.body(html)
                == "* [x] Transcribe the 1871–1900 logs\n* [ ] Transcribe the 1901–1952 logs\n* [x] Scan the charts\n\n"
                + "* 1. [x] Index the names\n* 2. Publish\n")
        let lines = try VerbatimTests.body(inserting: html)
        #expect(lines.contains(.listItem("[ ] Transcribe the 1901–1952 logs")), "\(lines)")
        // A checkbox that is not the item's first word is a form's, not a task's state.
        #expect(try Convert.body("<ul><li>Remember me <input type=checkbox checked></li></ul>") == "* Remember me\n")
        // Blank checkboxes the reader may tick (ingredients while cooking) show no state.
        #expect(
            try Convert.body("<ul><li><input type=checkbox> ½ cup butter</li><li><input type=checkbox> 2 eggs</li></ul>")
                == "* ½ cup butter\n* 2 eggs\n")
    }

    @Test func listsNumberedByTheirStyleAreNumbered() throws {
        #expect(
            try Convert.body(#"<ul style="list-style-type: decimal"><li>Brown the butter</li><li>Bake</li></ul>"#)
                == "* 1. Brown the butter\n* 2. Bake\n")
        #expect(
            try Convert.body(
                #"<ul><li style="list-style-type: decimal;">Brown the butter</li>"#
                    + #"<li style="list-style-type: decimal;">Bake</li></ul>"#) == "* 1. Brown the butter\n* 2. Bake\n")
        #expect(
            try Convert.body(#"<ul style="list-style-position: inside; list-style: upper-roman"><li>a</li></ul>"#)
                == "* I. a\n")
        #expect(try Convert.body(#"<ul style="list-style: square inside"><li>a</li></ul>"#) == "* a\n")
    }

    @Test func itemsWhoseBulletIsABoxOfItsOwnAreAList() throws {
        // A page builder's list: each item a box with the bullet drawn in one box and the words in the next.
        func item(_ words: String) -> String {
            #"<div class="bulleted-block"><div style="display: flex"><div><div>•</div></div><div>"#
                + words + "</div></div></div>"
        }
        let body = try Convert.body(
            "<p>Reviews are blameless.</p>" + item("Action items, each with an owner.") + item("A timeline, in UTC.")
                + "<h2>Next</h2>" + item("One more."))
        #expect(body == """
            Reviews are blameless.

            * Action items, each with an owner.
            * A timeline, in UTC.

            ## Next

            * One more.

            """)
        // A bullet alone with no item after it says nothing.
        #expect(try Convert.body("<p>Words.</p><div>•</div>") == "Words.\n")
    }

    @Test func anItemThatWritesItsOwnNumberIsNotNumberedTwice() throws {
        // A journal's references: the number set in a span of its own inside each item of an <ol>.
        let html =
            #"<ol><li><span class="label">1. </span>Lowe M. Harbour lights. Coast. 1998;4: 12.</li>"#
            + #"<li><span class="label">2. </span>Reid A. Keepers' logs. 2001.</li></ol>"#
        #expect(
            try Convert.body(html)
                == "* 1. Lowe M. Harbour lights. Coast. 1998;4: 12.\n* 2. Reid A. Keepers' logs. 2001.\n")
        #expect(try Convert.body("<ol><li>1) Lowe M.</li></ol>") == "* 1) Lowe M.\n")
        // A number that is the item's own text, or another item's number, is no marker.
        #expect(
            try Convert.body("<ol><li>1.5 kg of lime</li><li>3. Reid</li></ol>")
                == "* 1. 1.5 kg of lime\n* 2. 3. Reid\n")
        #expect(try Convert.body("<ol><li>1 cup of lime</li></ol>") == "* 1. 1 cup of lime\n")
        #expect(try Convert.body("<blockquote><ol><li>1. Lowe M.</li></ol></blockquote>") == "> 1. Lowe M.\n")
    }
}
