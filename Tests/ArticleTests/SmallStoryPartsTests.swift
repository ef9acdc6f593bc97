import Foundation
import Testing

@testable import Article

/// The gemtext of a typical site's page whose article is the headline
/// `title` and `story`, converted as the pipeline does.
func storyGemtext(title: String = "Library funding approved", _ story: String) throws -> String {
    let html = TestPage.site(article: "<h1>\(title)</h1>\(story)", head: "<title>\(title)</title>")
    let article = try ArticleConverter().convert(
        Array(html.utf8), contentType: "text/html", url: URL(string: "https://news.example.com/story"))
    return article.document.serialized()
}

/// Small parts of the story that carry meaning (a transcript's heading and
/// the notes before it, a player, a section heading that shares the
/// title's words, a file to download) stay in the article, while the
/// furniture beside them goes.
@Suite struct SmallStoryPartsTests {
    private func gemtext(title: String = "Library funding approved", _ story: String) throws -> String {
        try storyGemtext(title: title, story)
    }

    private let opening = "<p>\(TestPage.prose("one"))</p><p>\(TestPage.prose("two"))</p>"
    private let closing = "<p>\(TestPage.prose("three"))</p><p>\(TestPage.prose("four"))</p>"

    /// A transcript named as a body, in a disclosure under its heading, is
    /// one part of the episode's page: the notes before it stay.
    @Test func aTranscriptBodyInADisclosureKeepsTheNotesBeforeIt() throws {
        let lines = (1...6).map { "<p>Host: \(TestPage.prose("said \($0)", sentences: 2))</p>" }.joined()
        let story = """
            <div class="episode-content"><h2>Episode notes</h2>
            <p>The librarian joins us to talk about the new branch, what it will hold, and why the council \
            changed its mind after ten years of saying no to the reading room on the river.</p>
            <h3>In this episode</h3><ul><li>(00:00) Welcome</li><li>(04:10) The vote</li></ul>
            <h2>Transcript</h2><details open><summary>Show the transcript</summary>
            <div class="transcript-body">\(lines)</div></details></div>
            """
        let text = try gemtext(story)
        #expect(text.contains("## Episode notes"))
        #expect(text.contains("changed its mind after ten years"))
        #expect(text.contains("* (04:10) The vote"))
        #expect(text.contains("## Transcript"))
        #expect(text.contains("(said 6 2)"))
    }

    /// A recording's player stays beside a box of links to listen elsewhere.
    @Test func anAudioPlayerStaysBesideItsListenOnLinks() throws {
        let player = """
            <div class="episode-player"><audio controls src="https://news.example.com/media/vote.mp3">\
            <a href="https://news.example.com/media/vote.mp3">Download MP3</a></audio>
            <div class="subscribe-links"><span>Listen on:</span><a href="https://podcasts.apple.com/p/id1">Apple \
            Podcasts</a><a href="https://open.spotify.com/show/1">Spotify</a><a href="/feed.xml">RSS</a></div></div>
            """
        let text = try gemtext("<div class=\"story-body\">\(opening)\(player)\(closing)</div>")
        #expect(text.contains("=> https://news.example.com/media/vote.mp3"))
        #expect(text.contains("(four 4)"))
    }

    /// A section heading further down with part of the title's words heads
    /// its section; the same words heading the story are the headline's.
    @Test func aSectionHeadingSharingTheTitlesWordsStays() throws {
        let story = """
            <div class="story-body"><p>Hi all,</p><p>\(TestPage.prose("intro", sentences: 2))</p>
            <h2>The reading room winter test</h2><p>\(TestPage.prose("winter"))</p>
            <h2>The bus nobody wanted</h2><p>\(TestPage.prose("bus"))</p>
            <h2>Issue #12: The reading room winter test | Newsletters</h2></div>
            """
        let text = try gemtext(title: "Issue #12: The reading room winter test", story)
        #expect(text.contains("## The reading room winter test"))
        #expect(!text.contains("| Newsletters"))
        let atTop = "<div class=\"story-body\"><h2>The reading room winter test</h2>\(opening)\(closing)</div>"
        let top = try gemtext(title: "Issue #12: The reading room winter test", atTop)
        #expect(!top.contains("## The reading room winter test"))
    }

    /// A recipe card's name under a longer post title heads the card.
    @Test func aRecipeCardNameUnderTheLongerTitleStays() throws {
        let card = """
            <div class="recipe-card"><h2 class="recipe-name">Brown Butter Rye Bread</h2>
            <h3>Ingredients</h3><ul><li>500 g flour</li><li>350 g water</li></ul>
            <h3>Method</h3><ol><li>Mix, rest an hour, and bake for forty minutes.</li></ol></div>
            """
        let story = "<div class=\"story-body\">\(opening)\(card)</div>"
        let text = try gemtext(title: "Brown Butter Rye Bread (No Knead)", story)
        #expect(text.contains("## Brown Butter Rye Bread\n"))
    }

    /// A file to download stays before a row of buttons, labelled with its
    /// name, without the "Download" button's word.
    @Test func aFileBlockBeforeButtonsStaysWithoutItsButtonsWord() throws {
        let file = """
            <div class="wp-block-file"><a id="f1" href="https://news.example.com/files/branch-plan.pdf">Branch plan \
            (PDF, 1.2 MB)</a><a href="https://news.example.com/files/branch-plan.pdf" class="wp-block-file__button" \
            download aria-describedby="f1">Download</a></div>
            <div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" \
            href="https://news.example.com/join">Become a member</a></div><div class="wp-block-button">\
            <a class="wp-block-button__link" href="https://news.example.com/events">See upcoming events</a></div></div>
            """
        let text = try gemtext("<div class=\"story-body\">\(opening)\(file)<p>See you there.</p></div>")
        #expect(text.contains("=> https://news.example.com/files/branch-plan.pdf Branch plan (PDF, 1.2 MB)\n"))
    }

    /// A file block's "Download" button, a link to the same file, adds no word to the file's label.
    @Test func aFileBlocksDownloadButtonAddsNoWordToItsLabel() throws {
        let file = """
            <div class="wp-block-file"><a href="https://news.example.com/files/budget.pdf">Branch budget (PDF, 3 MB)</a>\
            <a href="https://news.example.com/files/budget.pdf" class="wp-block-file__button" download>Download</a></div>
            """
        let text = try gemtext("<div class=\"story-body\">\(opening)\(file)\(closing)</div>")
        #expect(text.contains("=> https://news.example.com/files/budget.pdf Branch budget (PDF, 3 MB)\n"))
    }
}
