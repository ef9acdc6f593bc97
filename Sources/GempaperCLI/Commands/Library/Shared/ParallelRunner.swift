import Foundation

/// Runs blocking work for each of a list of items on a few threads of its
/// own (never on Swift concurrency's), and waits for all of it.
enum ParallelRunner {
    /// Calls `work` for every item, at most `width` at once, in any order.
    static func run<Item: Sendable>(_ items: [Item], width: Int, _ work: @escaping @Sendable (Item) -> Void) async {
        let queue = ItemQueue(items)
        let threads = max(1, min(width, items.count))
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let finished = Countdown(threads) { continuation.resume() }
            for _ in 0..<threads {
                Thread {
                    while let item = queue.next() { work(item) }
                    finished.done()
                }.start()
            }
        }
    }
}

/// Hands out items one at a time to several threads.
private final class ItemQueue<Item: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Item]
    private var index = 0

    init(_ items: [Item]) { self.items = items }

    func next() -> Item? {
        lock.lock()
        defer { lock.unlock() }
        guard index < items.count else { return nil }
        index += 1
        return items[index - 1]
    }
}

/// Calls `action` once `count` calls of `done()` have been made.
private final class Countdown: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: Int
    private let action: @Sendable () -> Void

    init(_ count: Int, action: @escaping @Sendable () -> Void) {
        remaining = count
        self.action = action
    }

    func done() {
        lock.lock()
        remaining -= 1
        let last = remaining == 0
        lock.unlock()
        if last { action() }
    }
}
