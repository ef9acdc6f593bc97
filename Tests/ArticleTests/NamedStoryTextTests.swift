import Foundation
import Testing

@testable import Article

/// Elements whose class or id names page furniture but whose own text is
/// the story's: kept where they stand in the story, left out where they
/// stand apart from it or the page hides them.
@Suite struct NamedStoryTextTests {
    /// An article of two paragraphs, `insert`, and two more.
    private func probe(inserting insert: String, after ending: String = "") -> ExtractionProbe {
        let article = """
            <h1>Library funding approved</h1><div class="story-body">
            <p>\(TestPage.prose("one"))</p><p>\(TestPage.prose("two"))</p>
            \(insert)
            <p>\(TestPage.prose("three"))</p><p>\(TestPage.prose("four"))</p>
            \(ending)
            </div>
            """
        return ExtractionProbe(TestPage.site(article: article))
    }

    private let quote = """
        "Budgets are promises," said Ada Brooks, who chairs the board. "This one we mean to keep, every year."
        """

    @Test func aParagraphNamedAfterAnAdIsTheStorysBetweenItsParagraphs() {
        let insert = """
            <div class="ad ad--inline"><span class="ad__label">Advertisement</span>\
            <a class="ad__skip" href="#after-ad-1">Skip advertisement</a></div>
            <p id="after-ad-1">\(quote)</p>
            """
        let probe = probe(inserting: insert)
        #expect(probe.keeps("Budgets are promises"))
        #expect(probe.keeps("(three 4)"))
        #expect(!probe.keeps("Advertisement"))
    }

    @Test func storyParagraphsInAPaywallBoxStayWhileTheBioAfterTheStoryGoes() {
        let paywalled = "<div class=\"paywall\"><p>\(quote)</p><p>\(TestPage.prose("walled"))</p></div>"
        let bio = """
            <div class="author-bio"><p>Ada Brooks covers libraries and city budgets for the Example News. \
            She is based in Springfield, and she reads everything.</p></div>
            """
        let probe = probe(inserting: paywalled, after: bio)
        #expect(probe.keeps("Budgets are promises"))
        #expect(probe.keeps("(walled 4)"))
        #expect(!probe.keeps("covers libraries"))
    }

    /// A sidebar set in the story (a box with a title and paragraphs, as
    /// Asciidoctor typesets one) is the story's, at its end too.
    @Test func aSidebarOfProseAfterTheLastParagraphStays() {
        let sidebar = """
            <div class="sidebarblock"><div class="content"><div class="title">A note on late returns</div>\
            <div class="paragraph"><p>Late books are never fined in the first week. After that the fine is \
            ten cents a day, capped at the price of the book.</p></div></div></div>
            """
        let probe = probe(inserting: "", after: sidebar)
        #expect(probe.keeps("(four 4)"))
        #expect(probe.keeps("A note on late returns"))
        #expect(probe.keeps("ten cents a day"))
    }

    @Test func aSignUpBoxStillGoesThoughItsSentenceSitsAmidTheStory() {
        let box = """
            <div class="newsletter"><p>Get the morning briefing, with the day's news from the council and the \
            courts, in your inbox every day.</p><form><input type="email"><button>Sign up</button></form></div>
            """
        let probe = probe(inserting: box)
        #expect(probe.keeps("(three 4)"))
        #expect(!probe.keeps("morning briefing"))
    }

    @Test func aTimeNameLeavesOutDatesAndWhatLeadsTheStoryNotARecipesTimes() {
        let times = """
            <div class="recipe-time-container"><span class="label">Prep Time </span>\
            <span class="recipe-time">15 mins</span></div>
            <div class="recipe-time-container"><span class="label">Cook Time </span>\
            <span class="recipe-time">1 hr</span></div>
            <p class="post-date">March 3, 2021</p><span class="time">10:42 GMT</span>
            """
        let probe = probe(inserting: times)
        #expect(probe.keeps("Prep Time 15 mins"))
        #expect(probe.keeps("Cook Time 1 hr"))
        #expect(!probe.keeps("March 3"))
        #expect(!probe.keeps("10:42"))
        let leading = """
            <h1>Library funding approved</h1><div class="story-body">
            <p class="estimated-read-time">Tempo de leitura: 1 minuto</p>
            <p>\(TestPage.prose("one"))</p><p>\(TestPage.prose("two"))</p></div>
            """
        let reading = ExtractionProbe(TestPage.site(article: leading))
        #expect(reading.keeps("(one 4)"))
        #expect(!reading.keeps("Tempo de leitura"))
    }

    @Test func wordsNamedAsATagInsideASentenceAreTheSentences() {
        let sentence = """
            <p>We counted the visits in every branch. Table <a href="#T1"><span class="ltx_text ltx_ref_tag">1\
            </span></a> gives the totals, and the figure shows the busiest hours of each week.</p>
            <figure><img src="/chart.png" alt="Chart"><figcaption><span class="ltx_tag ltx_tag_figure">Figure 1: \
            </span>Visits per hour across all branches.</figcaption></figure>
            """
        let probe = probe(inserting: sentence)
        #expect(probe.keeps("Table 1 gives the totals"))
        #expect(probe.keeps("Figure 1: Visits per hour"))
    }

    @Test func whatThePageHidesGoesEvenInsideASentence() {
        let sentence = """
            <p>The branch on Elm Street<span class="visually-hidden"> (opens in a new window)</span> stays open \
            late<span class="sr-only"> footnote</span> on Thursdays, and the council funds it in full this year.</p>
            """
        let probe = probe(inserting: sentence)
        #expect(probe.keeps("Elm Street stays open late on Thursdays"))
        #expect(!probe.keeps("new window"))
    }

    @Test func aBlockNamedAsTagsWithoutALinkIsNoTagList() {
        // mandoc names every option list "Bl-tag"; a list of tags links to the site's tag pages.
        let options = """
            <p>The options are as follows:</p>
            <dl class="Bl-tag"><dt id="c"><a class="permalink" href="#c"><code>-c</code></a></dt><dd>Print a count of matching lines per file every time the count \
            changes.</dd><dt>-i</dt><dd>Ignore case when matching.</dd><dt>-n lines</dt><dd>Before following, search the last lines already \
            in each file. The default is 0, which starts at the current end of file.</dd><dt>-s</dt><dd>Poll interval where \
            <a href="/man7/inotify.7.html">inotify(7)</a> is not available, such as NFS.</dd></dl>
            """
        let tags = #"<div class="tags">Tags: <a href="/tag/budget">budget</a>, <a href="/tag/library">library</a></div>"#
        let probe = probe(inserting: "", after: options + tags)
        #expect(probe.keeps("Print a count of matching lines"))
        #expect(probe.keeps("Ignore case when matching."))
        #expect(probe.keeps("is not available, such as NFS."))
        #expect(!probe.keeps("Tags:"))
    }
}
