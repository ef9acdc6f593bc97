import Gemini
import ReadingList
import Synchronization

/// Rendered pages in memory, up to a number of bytes. Every page belongs
/// to one library revision: the first lookup at a newer revision empties
/// the cache. When full, the pages stored first go first.
public final class MemoryPageCache: PageCache {
    private struct State {
        var revision: LibraryRevision?
        var pages: [PageKey: Response] = [:]
        var order: [PageKey] = []
        var head = 0
        var bytes = 0
    }

    /// The most bytes the pages (and their keys) may take.
    public let limit: Int
    private let state = Mutex(State())

    /// A cache of at most `limit` bytes.
    public init(limit: Int) {
        self.limit = limit
    }

    /// How many pages are kept now.
    public var count: Int { state.withLock { $0.pages.count } }

    public func page(for key: PageKey, at revision: LibraryRevision) -> Response? {
        state.withLock { state in
            guard state.revision == revision else {
                if state.revision != nil { state = State() }
                return nil
            }
            return state.pages[key]
        }
    }

    public func store(_ page: Response, for key: PageKey, at revision: LibraryRevision) {
        let size = Self.size(of: page, key)
        guard size <= limit / 4 else { return }
        state.withLock { state in
            if state.revision != revision {
                state = State()
                state.revision = revision
            }
            if let replaced = state.pages.updateValue(page, forKey: key) {
                state.bytes += size - Self.size(of: replaced, key)
            } else {
                state.order.append(key)
                state.bytes += size
            }
            while state.bytes > limit, state.head < state.order.count {
                let oldest = state.order[state.head]
                state.head += 1
                if let removed = state.pages.removeValue(forKey: oldest) {
                    state.bytes -= Self.size(of: removed, oldest)
                }
            }
            if state.head > 1024 && state.head * 2 > state.order.count {
                state.order.removeFirst(state.head)
                state.head = 0
            }
        }
    }

    private static func size(of page: Response, _ key: PageKey) -> Int {
        page.bodyCount + page.meta.utf8.count + key.size
    }
}
