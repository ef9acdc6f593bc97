import COpenSSL

/// The scheduling niceness of the server's threads. On Linux each thread has
/// its own, inherited from the thread that created it rather than from the
/// process: threads started from a Swift task or a Dispatch queue (whose
/// threads Dispatch sets to 0 for the default quality of service) would not
/// run at the niceness the process was started with, and
/// `nice -n -10 gempaper serve` would leave the event loops at 0, behind
/// every other program asking for the CPU. The server's threads take the
/// process's niceness (its main thread's) when they start.
enum ThreadNiceness {
    /// The process's niceness: its main thread's, the one `nice` set.
    static var ofProcess: Int32 { gp_process_niceness() }

    /// The calling thread's niceness.
    static var ofCurrentThread: Int32 { gp_niceness_of_thread(gp_thread_id()) }

    /// Gives the calling thread `niceness`. Best effort: going below the
    /// thread's current niceness needs the privilege the process was started
    /// with, which it has when it was started below it.
    static func adopt(_ niceness: Int32) {
        if ofCurrentThread != niceness { _ = gp_set_thread_niceness(niceness) }
    }
}
