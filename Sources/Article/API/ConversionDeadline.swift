import Problems

/// The wall-clock limit of one conversion. The walks over a page (the
/// extractor's passes, the converter's walk) ask `isPassed` as they go; it
/// reads the clock every `stride` questions, and once the limit has passed
/// it stays passed, so every walk stops within a few hundred steps and the
/// converter throws `problem`.
///
/// It also tallies the work the walks report (`count(_:)`): nodes visited,
/// bytes of labels and subtree texts made. The tally decides nothing;
/// tests read it to check that a page's conversion costs in proportion to
/// the page, not to its square.
///
/// One deadline belongs to one conversion on one thread.
final class ConversionDeadline {
    /// How many questions pass between two readings of the clock.
    static let stride = 256

    private let limit: Duration?
    private let end: ContinuousClock.Instant?
    private let now: () -> ContinuousClock.Instant
    private var questionsLeft = 0
    private(set) var hasPassed = false
    /// The work reported so far (see `count(_:)`).
    private(set) var work = 0

    /// A deadline `limit` from now (none when `limit` is nil); `now` reads
    /// the clock (tests give their own).
    init(limit: Duration?, now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.limit = limit
        self.now = now
        self.end = limit.map { now() + $0 }
    }

    /// A deadline that never passes.
    static var none: ConversionDeadline { ConversionDeadline(limit: nil) }

    /// Whether the limit has passed (the clock is read now and then).
    @inline(__always)
    var isPassed: Bool {
        guard end != nil else { return false }
        if questionsLeft > 0 {
            questionsLeft -= 1
            return hasPassed
        }
        return readClock()
    }

    /// Adds `steps` of work (nodes visited, bytes looked at) to `work`.
    @inline(__always)
    func count(_ steps: Int) {
        work &+= steps
    }

    /// Reads the clock now: whether the limit has passed.
    @discardableResult
    func readClock() -> Bool {
        guard let end else { return false }
        questionsLeft = Self.stride
        if !hasPassed && now() >= end { hasPassed = true }
        return hasPassed
    }

    /// Throws `problem` when the limit has passed.
    func check() throws {
        if readClock() { throw problem }
    }

    /// What a conversion that ran out of time throws.
    var problem: Problem {
        let seconds = limit.map { Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18 } ?? 0
        let shown = seconds >= 1 ? "\(Int(seconds.rounded())) seconds" : "\(Int((seconds * 1000).rounded())) ms"
        return Problem.permanent(
            "converting the page took longer than \(shown)",
            hint: "the page is too large or too complex to convert; save a simpler version of it (a print or AMP page)")
    }
}
