import Foundation
import Gemtext
import Testing

@testable import Article

/// Widgets come out as a reader needs them: every panel of a set of tabs
/// after its tab's words, the body of an expander after its question, and
/// none of the words of controls that only act on the article (a code
/// block's "Copy", Quarto's folded "Code", a notebook's "In [2]:").
@Suite struct PageWidgetTests {
    /// The article's body through the whole pipeline, with `insert` among its paragraphs.
    static func body(inserting insert: String) throws -> String {
        GemtextDocument(try VerbatimTests.body(inserting: insert)).serialized()
    }

    @Test func everyTabPanelFollowsItsTabsWords() throws {
        let tabs = """
            <div class="tabs"><ul role="tablist"><li role="tab" aria-selected="true">Shell</li>\
            <li role="tab" aria-selected="false">PowerShell</li></ul><div>\
            <div role="tabpanel"><pre><code>rm -rf build</code></pre></div>\
            <div role="tabpanel" hidden><pre><code>Remove-Item build -Recurse</code></pre></div></div></div>
            """
        let body = try Self.body(inserting: tabs)
        #expect(body.contains("Shell\n\n```\nrm -rf build\n```"), "\(body)")
        #expect(body.contains("PowerShell\n\n```\nRemove-Item build -Recurse\n```"), "\(body)")
    }

    @Test func tabsDrawnAsLinksToTheirPanelsNameEachPanel() throws {
        // Bootstrap's tabs: a list of in-page links, then the panels in one box.
        let bootstrap = """
            <ul class="nav nav-tabs"><li class="active"><a data-toggle="tab" href="#py">Python</a></li>\
            <li><a data-toggle="tab" href="#rb">Ruby</a></li></ul>
            <div class="tab-content"><div id="py" class="tab-pane fade in active"><pre><code>print(line)</code></pre></div>\
            <div id="rb" class="tab-pane fade"><pre><code>puts line</code></pre></div></div>
            """
        let body = try Self.body(inserting: bootstrap)
        #expect(body.contains("Python\n\n```\nprint(line)\n```"), "\(body)")
        #expect(body.contains("Ruby\n\n```\nputs line\n```"), "\(body)")
        #expect(!body.contains("PythonRuby") && !body.contains("Python Ruby"), "\(body)")
        // jQuery UI's: the panels right after the list.
        let jQuery = """
            <div id="tabs"><ul><li><a href="#tabs-1">Summer</a></li><li><a href="#tabs-2">Winter</a></li></ul>\
            <div id="tabs-1"><p>In summer the ferry sails every hour from seven in the morning until the last light.</p></div>\
            <div id="tabs-2"><p>In winter the ferry sails twice a day, weather permitting, and not at all on Sundays.</p></div></div>
            """
        let second = try Self.body(inserting: jQuery)
        #expect(second.contains("Summer\n\nIn summer the ferry"), "\(second)")
        #expect(second.contains("Winter\n\nIn winter the ferry"), "\(second)")
    }

    @Test func aContentsListOverItsSectionsNamesNoPanels() throws {
        let contents = """
            <ul><li><a href="#sum">Summer</a></li><li><a href="#win">Winter</a></li></ul>\
            <div><section id="sum"><h2>Summer</h2><p>In summer the ferry sails every hour from seven in the morning \
            until the last light.</p></section><section id="win"><h2>Winter</h2><p>In winter the ferry sails twice \
            a day, weather permitting, and not at all on Sundays.</p></section></div>
            """
        let body = try Self.body(inserting: contents)
        #expect(body.contains("## Summer\n\nIn summer") && !body.contains("Summer\n\n## Summer"), "\(body)")
    }

    @Test func anIconFontsNamesAreNoWords() throws {
        let html = """
            <p>The <a href="/blog"><i class="material-icons">chevron_left</i> back link</a> sits above the \
            headline, and the <span class="material-symbols-outlined">search</span> button opens the index of every post.</p>
            """
        let body = try Self.body(inserting: html)
        #expect(body.contains("back link") && body.contains("button opens the index"), "\(body)")
        #expect(!body.contains("chevron_left") && !body.contains("search button"), "\(body)")
    }

    @Test func aPanelIsNamedByTheTabThatControlsIt() throws {
        // The panels in another order than the tabs: the ARIA links say which is which.
        let tabs = """
            <div role="tablist"><button role="tab" id="t-a" aria-controls="p-a">Summer</button>\
            <button role="tab" id="t-b" aria-controls="p-b">Winter</button></div>\
            <section id="p-b" role="tabpanel" style="display: none"><p>In winter the ferry sails twice a day, \
            weather permitting, and not at all on Sundays.</p></section>\
            <section id="p-a" role="tabpanel" aria-labelledby="t-a"><p>In summer the ferry sails every hour from \
            seven in the morning until the last light.</p></section>
            """
        let body = try Self.body(inserting: tabs)
        #expect(body.contains("Winter\n\nIn winter the ferry sails twice a day"), "\(body)")
        #expect(body.contains("Summer\n\nIn summer the ferry sails every hour"), "\(body)")
    }

    @Test func whatIsHiddenOutsideTabsStaysHidden() throws {
        let body = try Self.body(
            inserting: #"<div hidden><p>A draft paragraph the page never shows to anyone at all.</p></div>"#)
        #expect(!body.contains("draft paragraph"))
    }

    @Test func anExpandersBodyFollowsItsQuestion() throws {
        let expander = """
            <div class="expand-container"><div id="control-7" class="expand-control" aria-expanded="false">\
            <span class="expand-control-text">What if the council rejects the plan?</span></div>\
            <div id="content-7" class="expand-content expand-hidden"><p>The library stays open on the old hours \
            until the next budget, and the staff keep their posts.</p></div></div>
            """
        let body = try Self.body(inserting: expander)
        #expect(body.contains("What if the council rejects the plan?"))
        #expect(body.contains("The library stays open on the old hours"), "\(body)")
    }

    @Test func aBlockOpenedByAButtonNamingItIsKept() throws {
        let accordion = """
            <div class="accordion"><h3><button aria-controls="answer-1">Who pays for the new wing?</button></h3>\
            <div id="answer-1" class="hidden"><p>The county pays two thirds and a bequest from a former librarian \
            pays the rest.</p></div></div>
            """
        let body = try Self.body(inserting: accordion)
        #expect(body.contains("The county pays two thirds"), "\(body)")
    }

    /// What a plain button (naming nothing it opens) opens over the page
    /// stays hidden: a menu of controls, a modal dialog; the words it
    /// unfolds in the story (a transcript) are shown.
    @Test(arguments: [
        """
        <button class="btn">More</button><ul style="display:none"><li><button>Save this story for later</button></li>\
        <li><button>Report a problem with this page</button></li><li><button>Change the size of the text</button></li>\
        </ul>
        """,
        """
        <button type="button">Privacy settings</button><div hidden aria-modal="true"><p>We and our partners use \
        cookies to store and access information on your device to personalise the content.</p></div>
        """,
    ])
    func whatAPlainButtonOpensOverThePageStaysHidden(widget: String) throws {
        let body = try Self.body(inserting: widget)
        for words in ["Save this story", "Report a problem", "We and our partners"] {
            #expect(!body.contains(words), "\(words): \(body)")
        }
    }

    @Test func aTranscriptAPlainButtonUnfoldsIsKept() throws {
        let body = try Self.body(
            inserting: """
                <button>Show transcript</button><div style="display:none"><p>HOST: Welcome back to the show. Today \
                we talk about the library vote and what it means for the town.</p></div>
                """)
        #expect(body.contains("HOST: Welcome back to the show."), "\(body)")
    }

    @Test func aCodeBlocksToolbarButtonsAreLeftOut() throws {
        let block = """
            <div class="code-block"><div role="button" tabindex="0">Plain Text</div>\
            <div role="button" tabindex="0">Copy</div><pre>09:00  doors open
            09:30  council meets</pre></div>
            """
        let body = try Self.body(inserting: block)
        #expect(body.contains("```\n09:00  doors open\n09:30  council meets\n```"), "\(body)")
        #expect(!body.contains("Plain Text"))
        #expect(!body.contains("Copy"))
        // A button that opens what follows keeps its words.
        let question = """
            <div role="button" aria-expanded="false">Show the minutes</div><div><pre>09:00  doors open</pre></div>
            """
        #expect(try Self.body(inserting: question).contains("Show the minutes"))
    }

    @Test func aFoldedCodeBlockLosesItsCodeLabel() throws {
        let fold = """
            <details class="code-fold"><summary>Code</summary>\
            <div class="sourceCode"><pre><code>budget &lt;- 120000</code></pre></div></details>
            """
        let body = try Self.body(inserting: fold)
        #expect(body.contains("```\nbudget <- 120000\n```"), "\(body)")
        #expect(!body.contains("Code\n"))
        // A summary with words of its own stays, over code too.
        let named = "<details><summary>How the budget was split</summary><pre>budget / 3</pre></details>"
        #expect(try Self.body(inserting: named).contains("How the budget was split"))
    }

    @Test func aNotebooksPromptsAreLeftOut() throws {
        let cells = """
            <div class="cell"><div class="prompt">In&nbsp;[4]:</div><div class="input"><div class="highlight">\
            <pre>visits.mean()</pre></div></div></div>\
            <div class="output"><div class="prompt">Out[4]:</div><div class="text"><pre>812.5</pre></div></div>
            """
        let body = try Self.body(inserting: cells)
        #expect(body.contains("```\nvisits.mean()\n```"), "\(body)")
        #expect(body.contains("```\n812.5\n```"))
        #expect(!body.contains("In [4]:") && !body.contains("In\u{A0}[4]:"))
        #expect(!body.contains("Out[4]:"))
        let waiting = #"<div class="prompt">In [ ]:</div><div class="input"><pre>visits.sum()</pre></div>"#
        #expect(try !Self.body(inserting: waiting).contains("In [ ]:"))
        let sentence = #"<p>In [4]: we take the mean.</p><div class="input"><pre>visits.mean()</pre></div>"#
        #expect(try Self.body(inserting: sentence).contains("In [4]: we take the mean."))
    }

    @Test func tabsThatFilterOnePanelGiveItNoLabel() throws {
        let filter = """
            <div role="tablist"><button role="tab" aria-controls="ops">All Methods</button>\
            <button role="tab" aria-controls="ops">Static Methods</button></div>\
            <div id="ops" role="tabpanel"><p>The methods that open, read and close the ledger of the branch \
            libraries, in the order a clerk calls them.</p></div>
            """
        let body = try Self.body(inserting: filter)
        #expect(body.contains("The methods that open, read and close"))
        #expect(!body.contains("All Methods"), "\(body)")
    }
}
