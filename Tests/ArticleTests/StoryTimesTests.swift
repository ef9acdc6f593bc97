import Foundation
import Testing

@testable import Article

/// Times and units that carry meaning in the story stay, though their
/// elements are named as dates or kept for screen readers: a live blog
/// entry's time, a transcript's timestamp, a recipe's times with their
/// units; times relative to when the page was served, and screen-reader
/// words with no twin shown, still go.
@Suite struct StoryTimesTests {
    private func gemtext(_ story: String) throws -> String { try storyGemtext(story) }

    private let opening = "<p>\(TestPage.prose("one"))</p><p>\(TestPage.prose("two"))</p>"
    private let closing = "<p>\(TestPage.prose("three"))</p><p>\(TestPage.prose("four"))</p>"

    /// A live blog's entry times stay (the untitled entry keeps its own),
    /// while "12 min ago", relative to when the page was served, goes.
    @Test func liveEntryTimesStayAndRelativeTimesGo() throws {
        let entries = """
            <div class="entry" id="e2"><div class="entry-time"><a href="#e2"><time datetime="2026-11-20T11:48:00Z">\
            11:48</time></a><span class="entry-time__ago">12 min ago</span></div>
            <h2>Vote after lunch</h2><div><p>The chair says the vote will be taken after lunch.</p></div></div>
            <div class="entry" id="e1"><div class="entry-time"><a href="#e1"><time datetime="2026-11-20T11:21:00Z">\
            11:21</time></a><span class="entry-time__ago">39 min ago</span></div>
            <div><p>A reader has handed in a petition with 400 names.</p></div></div>
            """
        let text = try gemtext("<div class=\"story-body\">\(opening)\(entries)\(closing)</div>")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("11:48"))
        #expect(lines.contains("11:21"))
        #expect(!text.contains("min ago"))
        let entry = try #require(lines.firstIndex(of: "11:21"))
        #expect(lines.firstIndex { $0.contains("a petition") }.map { $0 > entry } == true)
    }

    /// A transcript's timestamp named so is part of its sentence.
    @Test func aTimestampInASentenceStays() throws {
        let said = """
            <p><span class="speaker">Ada Brooks:</span> <span class="timestamp">[12:40]</span> The branch pays \
            for itself within a decade in the visits it saves the main library.</p>
            """
        let text = try gemtext("<div class=\"story-body\">\(opening)\(said)\(closing)</div>")
        #expect(text.contains("Ada Brooks: [12:40] The branch pays"))
    }

    /// A recipe's times in a box named as the post's metadata, each named
    /// as a time, stay; so does a unit said for screen readers beside the
    /// abbreviation shown to the eye.
    @Test func recipeTimesInAMetaBoxKeepTheirUnits() throws {
        func time(_ label: String, _ value: String, _ spoken: String, _ shown: String) -> String {
            """
            <div class="card-block card-time-container"><span class="card-label">\(label) </span>\
            <span class="card-time"><span class="card-minutes">\(value)<span class="sr-only"> \(spoken)</span></span>\
            <span class="card-unit" aria-hidden="true">\(shown)</span></span></div>
            """
        }
        let box = """
            <div class="card-meta-container card-times-container">\(time("Prep Time", "15", "minutes", "mins"))\
            \(time("Bake Time", "1", "hour", "hr"))</div>
            """
        let text = try gemtext("<div class=\"story-body\">\(opening)\(box)\(closing)</div>")
        #expect(text.contains("Prep Time: 15 minutes"))
        #expect(text.contains("Bake Time: 1 hour"))
        #expect(!text.contains("mins"))
    }

    /// Words for screen readers with no twin shown to the eye still go.
    @Test func screenReaderWordsWithoutATwinGo() throws {
        let said = """
            <p>The figures come from the <a href="https://stats.example.org/">statistics office\
            <span class="sr-only">, opens new tab</span></a>, which publishes them every spring for each branch.</p>
            """
        let text = try gemtext("<div class=\"story-body\">\(opening)\(said)\(closing)</div>")
        #expect(text.contains("statistics office, which publishes"))
        #expect(!text.contains("opens new tab"))
    }
}
