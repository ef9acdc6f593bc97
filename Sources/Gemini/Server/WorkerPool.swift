import Foundation

/// A few threads that run blocking work (handlers marked `.workerPool`)
/// off the event loops, in the order it was submitted. It is also the task
/// executor of `async` handlers, so they never wait for (or hold) Swift
/// concurrency's shared threads.
final class WorkerPool: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [@Sendable () -> Void] = []
    private var head = 0
    private var stopping = false
    private var threads: [Thread] = []
    private var running = 0

    /// Starts `count` threads (at least one), at `niceness` (see `ThreadNiceness`).
    init(threads count: Int, niceness: Int32 = ThreadNiceness.ofProcess) {
        for index in 0..<max(1, count) {
            let thread = Thread { [unowned self] in
                ThreadNiceness.adopt(niceness)
                self.work()
            }
            thread.name = "gemini-worker-\(index)"
            thread.stackSize = 1 << 20
            running += 1
            threads.append(thread)
            thread.start()
        }
    }

    /// Runs `job` on one of the threads.
    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        queue.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs a task's job on one of the threads (`TaskExecutor`).
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        submit { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// Finishes the jobs already submitted, then ends the threads.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while head == queue.count && !stopping { condition.wait() }
            if head == queue.count {
                running -= 1
                condition.broadcast()
                condition.unlock()
                return
            }
            let job = queue[head]
            head += 1
            if head > 64 && head * 2 > queue.count {
                queue.removeFirst(head)
                head = 0
            }
            condition.unlock()
            job()
        }
    }
}
