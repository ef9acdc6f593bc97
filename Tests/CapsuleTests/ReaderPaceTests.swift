import Foundation
import Testing

@testable import Capsule
@testable import Gemini

/// The capsule's default rate limit against people and programs, on a
/// clock of the test's own: a person reading never meets it, a program
/// fetching as fast as it can does.
@Suite struct ReaderPaceTests {
    static let second: UInt64 = 1_000_000_000

    /// The limit `gempaper serve` uses when capsule.conf says nothing of it.
    static func defaultLimiter() throws -> RateLimiter {
        let reader = ConfigReader(
            try ConfigFile(parsing: "", path: "capsule.conf", folder: URL(fileURLWithPath: "/srv")))
        return RateLimiter(try #require(try ServerSettings(reading: reader).server.rateLimit))
    }

    @Test func aPersonClickingThroughEightyEightArticlesIsNeverSlowedDown() throws {
        let limiter = try Self.defaultLimiter()
        var now = 1_000 * Self.second
        var refused = 0
        func ask(_ requests: Int) {
            for _ in 0..<requests { if limiter.admit(1, now: now) != nil { refused += 1 } }
        }
        // The home page, a list and its next page at once; then article after
        // article, a click a second (faster than anyone reads), every eighth
        // click two requests (a redirect to the canonical address).
        ask(3)
        for click in 0..<88 {
            now += Self.second
            ask(click % 8 == 0 ? 2 : 1)
        }
        #expect(refused == 0)
    }

    @Test func aClientOpeningThirtyPagesAtOnceIsNotSlowedDown() throws {
        let limiter = try Self.defaultLimiter()
        let now = 1_000 * Self.second
        for page in 0..<30 { #expect(limiter.admit(2, now: now) == nil, "page \(page)") }
    }

    @Test func aProgramFetchingAsFastAsItCanIsSlowedDown() throws {
        let limiter = try Self.defaultLimiter()
        var now = 1_000 * Self.second
        var refused = 0
        // Ten requests a second for a minute.
        for _ in 0..<600 {
            now += Self.second / 10
            if limiter.admit(3, now: now) != nil { refused += 1 }
        }
        #expect(refused > 400)
    }
}
