import Foundation
import HTML
import Problems
import Testing

@_spi(Testing) @testable import Article

/// The wall-clock limit of a conversion: walks stop once it has passed and
/// the converter says why, so one pathological page cannot hold up a fetch
/// worker. Clocks here are the tests' own, so nothing depends on how busy
/// the machine is.
@Suite struct ConversionDeadlineTests {
    /// A clock that moves on by `step` each time it is read.
    final class SteppingClock: @unchecked Sendable {
        private var instant = ContinuousClock.now
        private(set) var readings = 0
        let step: Duration
        init(step: Duration) { self.step = step }
        func now() -> ContinuousClock.Instant {
            readings += 1
            instant = instant + step
            return instant
        }
    }

    static func paragraphs(_ count: Int) -> String {
        "<html><head><title>Many</title></head><body><article>"
            + (0..<count).map { "<p>Paragraph number \($0) of the long article, with some words.</p>" }.joined()
            + "</article></body></html>"
    }

    @Test func aConversionPastItsLimitThrowsAProblemThatSaysSo() throws {
        let page = Array(Self.paragraphs(50).utf8)
        #expect(throws: Never.self) { try ArticleConverter(timeLimit: .seconds(3600)).convert(page) }
        do {
            _ = try ArticleConverter(timeLimit: .zero).convert(page)
            Issue.record("a conversion with no time at all succeeded")
        } catch let problem as Problem {
            #expect(problem.kind == .permanent)
            #expect(problem.message == "converting the page took longer than 0 ms")
            #expect(problem.hint?.contains("too large or too complex") == true)
        }
        let seconds = ConversionDeadline(limit: .seconds(30)).problem
        #expect(seconds.message == "converting the page took longer than 30 seconds")
    }

    @Test func theDeadlineReadsTheClockOnlyNowAndThen() {
        let clock = SteppingClock(step: .seconds(1))
        let deadline = ConversionDeadline(limit: .seconds(5), now: clock.now)
        var questions = 0
        while !deadline.isPassed { questions += 1 }
        // Five readings pass the limit (one more was made to set it), each after `stride` questions.
        #expect(clock.readings == 6)
        #expect(questions == 4 * ConversionDeadline.stride + 4)
        #expect(deadline.isPassed && deadline.hasPassed)
        #expect(!ConversionDeadline.none.isPassed)
    }

    @Test func theBodyWalkStopsSoonAfterTheLimitPasses() throws {
        let document = HTMLDocument.parse(Self.paragraphs(20_000))
        let body = try #require(document.body)
        let content = ExtractedContent(roots: [body.id], excluded: [], nodeCount: document.nodeCount)
        // The limit passes at the third reading of the clock: after about 2 × 256 nodes.
        let clock = SteppingClock(step: .seconds(1))
        let deadline = ConversionDeadline(limit: .milliseconds(2500), now: clock.now)
        var converter = BodyConverter(
            document: document, content: content, links: LinkResolver(pageURL: nil, baseHref: nil), title: nil,
            deadline: deadline)
        converter.convert()
        let lines = converter.writer.plainText.split(separator: UInt8(ascii: "\n")).count
        #expect(lines > 0 && lines < 1_000, "\(lines) paragraphs written after the limit")
        #expect(deadline.hasPassed)
        // Without a limit the same walk writes every paragraph.
        var whole = BodyConverter(
            document: document, content: content, links: LinkResolver(pageURL: nil, baseHref: nil), title: nil)
        whole.convert()
        #expect(whole.writer.plainText.split(separator: UInt8(ascii: "\n")).count == 20_000)
    }

    @Test func aPageCutShortAtTheNodeLimitIsRefusedNotHalfSaved() throws {
        let page = Self.paragraphs(2_000)
        let cut = HTMLDocument.parse(page, options: HTMLParseOptions(maximumNodes: 1_000))
        #expect(cut.isCutShort)
        #expect(throws: ArticleConverter.tooManyNodes) { try ArticleConverter().convert(cut) }
        #expect(ArticleConverter.tooManyNodes.message.hasPrefix("the page has over a million elements"))
        #expect(throws: Never.self) { try ArticleConverter().convert(HTMLDocument.parse(page)) }
    }

    @Test func extractionStopsAndTheConverterThrowsWhenTheLimitPassesThere() throws {
        let document = HTMLDocument.parse(Self.paragraphs(2_000))
        let clock = SteppingClock(step: .seconds(1))
        let deadline = ConversionDeadline(limit: .milliseconds(1500), now: clock.now)
        #expect(throws: deadline.problem) {
            try ArticleConverter().convert(document, url: nil, deadline: deadline)
        }
    }
}
