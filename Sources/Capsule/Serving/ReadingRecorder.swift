import Dispatch
import Foundation
import Problems
import ReadingList
import Synchronization

/// Records where the owner is reading, as pages are served. A visit is
/// written at once through a connection of its own that never waits for
/// another writer, so a page on an event loop is never held up; when the
/// library is busy (a fetch being stored, an import), the visit waits in
/// order with the ones after it and a background queue writes them as soon
/// as it can. `close()` writes what is waiting before the capsule stops.
final class ReadingRecorder: Sendable {
    private struct State {
        var waiting: [(ReadingVisit, Date)] = []
        var draining = false
    }

    private let immediate: Library
    private let patient: @Sendable (_ body: (Library) throws -> Void) throws -> Void
    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "gempaper.reading-recorder", qos: .utility)
    private let errorLog: @Sendable (String) -> Void

    /// A recorder for the library at `path`; `patient` runs a write that may
    /// wait for other writers (the capsule's writing connection).
    init(
        path: String, patient: @escaping @Sendable (_ body: (Library) throws -> Void) throws -> Void,
        errorLog: @escaping @Sendable (String) -> Void
    ) throws {
        immediate = try Library(path: path, options: Library.Options(createIfMissing: false, busyTimeout: 0))
        self.patient = patient
        self.errorLog = errorLog
    }

    /// Records `visit`, made now.
    func record(_ visit: ReadingVisit) {
        let date = Date()
        let queued = state.withLock { state in
            guard state.draining || !state.waiting.isEmpty else { return false }
            state.waiting.append((visit, date))
            return true
        }
        if queued { return }
        do {
            try immediate.recordVisit(visit, at: date)
        } catch let problem as Problem where problem.kind == .temporary {
            state.withLock { $0.waiting.append((visit, date)) }
            drain()
        } catch {
            errorLog("could not record the reading position in article \(visit.article): \(error)")
        }
    }

    /// Writes the visits waiting, in order, on the background queue.
    private func drain() {
        let start = state.withLock { state in
            defer { state.draining = true }
            return !state.draining
        }
        guard start else { return }
        queue.async { [self] in writeWaiting() }
    }

    private func writeWaiting() {
        while let (visit, date) = state.withLock({ $0.waiting.first }) {
            do {
                try patient { library in try library.recordVisit(visit, at: date) }
            } catch {
                errorLog("could not record the reading position in article \(visit.article): \(error)")
            }
            state.withLock { state in
                state.waiting.removeFirst()
                if state.waiting.isEmpty { state.draining = false }
            }
        }
    }

    /// Writes what is waiting, then closes the recorder's connection.
    func close() {
        queue.sync {}
        if state.withLock({ !$0.waiting.isEmpty && !$0.draining }) { writeWaiting() }
        immediate.close()
    }
}
