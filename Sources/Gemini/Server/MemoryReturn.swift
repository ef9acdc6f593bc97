import COpenSSL
import Synchronization

/// Hands the memory that connections freed back to the system while the
/// server is running, as a garbage-collected runtime's scavenger does.
///
/// A TLS handshake borrows some 40 KB (OpenSSL's 22 KB handshake buffer,
/// its record buffers, key shares) and keeps about 15 KB once it is done.
/// When many handshakes overlap, the borrowed memory lies between the kept
/// parts of other connections: malloc reuses it but never returns it, so a
/// burst of a thousand silent connections left the server holding two or
/// three times what they need. `malloc_trim` releases the whole free pages
/// inside malloc's heaps. The loops say how many handshakes finished and
/// connections closed (`released`); the trim runs for the whole process at
/// most once an `interval`, only when memory was freed since the last one,
/// and when the loop that reports it found nothing to do for a while (`idle`)
/// or `busyInterval` has passed: an idle server pays nothing, and a busy one
/// does not give back, every second, pages its next handshakes take again
/// (under a steady load the trim cost a third of a page fault per request).
final class MemoryReturn: Sendable {
    /// Handshakes finished and connections closed since the last trim, over all loops.
    private let freed = Atomic<Int>(0)
    /// When the last trim ran (monotonic nanoseconds).
    private let lastTrim = Atomic<UInt64>(0)
    private let interval: UInt64
    private let busyInterval: UInt64

    init(interval: UInt64 = 1_000_000_000) {
        self.interval = interval
        self.busyInterval = interval * 10
    }

    /// A loop saw `count` handshakes finish or connections close since it
    /// last said so; trims when the last trim is `interval` ago and the loop
    /// is `idle`, or `busyInterval` ago. Returns whether this call trimmed.
    @discardableResult
    func released(_ count: Int, now: UInt64, idle: Bool = true) -> Bool {
        let total = freed.add(count, ordering: .relaxed).newValue
        let last = lastTrim.load(ordering: .relaxed)
        guard total > 0, now >= last &+ (idle ? interval : busyInterval) else { return false }
        // One loop wins the turn; the others carry on serving.
        guard lastTrim.compareExchange(expected: last, desired: now, ordering: .relaxed).exchanged else {
            return false
        }
        freed.store(0, ordering: .relaxed)
        malloc_trim(0)
        return true
    }
}
