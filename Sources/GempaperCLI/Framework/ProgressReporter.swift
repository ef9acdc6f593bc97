import Foundation

/// Shows how far a long job has got on standard error: a bar redrawn in place
/// on a terminal, or a line every few seconds when stderr is a file or pipe.
public final class ProgressReporter: @unchecked Sendable {
    private let console: Console
    private let title: String
    private let total: Int
    private var done = 0
    private var lastDraw = Date.distantPast
    private var lastDrawnDone = -1
    private let interval: TimeInterval
    private let lock = NSLock()

    /// A reporter for `total` steps of the job called `title`.
    public init(_ title: String, total: Int, console: Console) {
        self.console = console
        self.title = title
        self.total = max(total, 0)
        self.interval = console.stderrIsTerminal ? 0.1 : 5
    }

    /// Marks `steps` more steps done and redraws when it is time.
    public func advance(by steps: Int = 1) {
        lock.lock(); defer { lock.unlock() }
        done = min(done + steps, total)
        let now = Date()
        if now.timeIntervalSince(lastDraw) >= interval || done == total {
            lastDraw = now
            draw(final: false)
        }
    }

    /// Prints a message above the bar without breaking it.
    public func note(_ line: String) {
        lock.lock(); defer { lock.unlock() }
        if console.stderrIsTerminal { console.writeError("\r\u{1B}[K") }
        console.printError(line)
        if console.stderrIsTerminal && done < total { draw(final: false) }
    }

    /// Ends the bar with its final count (a periodic line is not repeated
    /// when the last one already showed it).
    public func finish() {
        lock.lock(); defer { lock.unlock() }
        if console.stderrIsTerminal || lastDrawnDone != done { draw(final: true) }
    }

    private func draw(final: Bool) {
        lastDrawnDone = done
        let percent = total == 0 ? 100 : done * 100 / total
        if console.stderrIsTerminal {
            let width = 30
            let filled = total == 0 ? width : done * width / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            console.writeError("\r\u{1B}[K\(title) \(bar) \(done)/\(total) \(percent)%" + (final ? "\n" : ""))
        } else {
            console.printError("\(title): \(done)/\(total) (\(percent)%)")
        }
    }
}
