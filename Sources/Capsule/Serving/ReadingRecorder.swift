import Dispatch
import Foundation
import Problems
import ReadingList

/// Records where the owner is reading, as pages are served, off the event
/// loops: a page only hands its visit over (a lock and an append), and a
/// thread of the recorder's own writes the visits in the order they were
/// made, through a connection of its own that may wait for another writer
/// (an import, a fetch being stored) without holding anyone up. Before the
/// capsule serves the owner another page, `flush` lets the visits still
/// waiting be written, so the owner always sees their own reading (the
/// home page's "Continue", `/reading`). `close()` writes what is waiting.
final class ReadingRecorder: @unchecked Sendable {
    private struct State {
        var waiting: [(ReadingVisit, Date)] = []
        var writing = false
        var closing = false
    }

    private let library: Library
    private let state: NSCondition
    private var current = State()  // guarded by `state`
    private let queue = DispatchQueue(label: "gempaper.reading-recorder", qos: .utility)
    private let errorLog: @Sendable (String) -> Void

    /// A recorder for the library at `path`.
    init(path: String, errorLog: @escaping @Sendable (String) -> Void) throws {
        library = try Library(path: path, options: Library.Options(createIfMissing: false))
        state = NSCondition()
        self.errorLog = errorLog
    }

    /// Records `visit`, made now.
    func record(_ visit: ReadingVisit) {
        let start = withState { state in
            state.waiting.append((visit, Date()))
            defer { state.writing = true }
            return !state.writing
        }
        if start { queue.async { [self] in writeWaiting() } }
    }

    /// Waits until the visits recorded so far are written, at most
    /// `timeout` seconds (a library busy for longer is not waited for).
    func flush(timeout: TimeInterval = 0.25) {
        state.lock()
        defer { state.unlock() }
        let deadline = Date().addingTimeInterval(timeout)
        while current.writing && state.wait(until: deadline) {}
    }

    private func writeWaiting() {
        while let (visit, date) = withState({ $0.waiting.first }) {
            do {
                try library.recordVisit(visit, at: date)
            } catch let problem as Problem where problem.kind == .temporary && !withState({ $0.closing }) {
                continue  // still busy after the connection's own wait: try again
            } catch {
                errorLog("could not record the reading position in article \(visit.article): \(error)")
            }
            withState { state in
                state.waiting.removeFirst()
                if state.waiting.isEmpty { state.writing = false }
            }
        }
    }

    /// Writes what is waiting (giving up on what a busy library still
    /// refuses after one more wait), then closes the recorder's connection.
    func close() {
        withState { $0.closing = true }
        queue.sync {}
        library.close()
    }

    private func withState<T>(_ body: (inout State) -> T) -> T {
        state.lock()
        defer {
            state.broadcast()
            state.unlock()
        }
        return body(&current)
    }
}
