/// Shows long text through a pager such as `less`, the way `git` and `man` do.
///
/// The pager runs in gempaper's own process group, which is the terminal's
/// foreground group, so it may read keys and draw on the terminal; while it
/// runs gempaper ignores Ctrl-C (SIGINT) and Ctrl-\ (SIGQUIT), leaving them
/// to the pager, and a pager that quits before reading everything does not
/// end gempaper with SIGPIPE. Ctrl-Z stops gempaper and the pager together,
/// and `fg` brings both back.
public enum Pager {
    /// The pager used when neither `GEMPAPER_PAGER` nor `PAGER` is set:
    /// `less`, keeping colours (`-R`) and scrolling lines wider than the
    /// screen sideways instead of wrapping them (`-S`), so preformatted text
    /// and long URLs stay whole.
    public static let defaultCommand = "less -RS"

    /// What `LESS` is set to when it is unset: quit at once when the text
    /// fits on one screen (`F`), keep colours (`R`), and leave the text on
    /// the screen after quitting (`X`).
    public static let defaultLessOptions = "FRX"

    /// The environment variables naming the pager, the first one set wins.
    public static let environmentVariables = ["GEMPAPER_PAGER", "PAGER"]

    /// The pager command for `environment`: `GEMPAPER_PAGER`, else `PAGER`,
    /// else `defaultCommand`; nil when the first of them that is set is
    /// empty (meaning: no pager).
    public static func command(in environment: [String: String]) -> String? {
        for name in environmentVariables {
            guard let pager = environment[name] else { continue }
            return pager.allSatisfy({ $0 == " " || $0 == "\t" }) ? nil : pager
        }
        return defaultCommand
    }

    /// Runs `command` through `/bin/sh -c` with `text` on its standard input
    /// and this process's standard output and error, and waits for it to
    /// end. The pager gets `environment`, with `LESS` set to
    /// `defaultLessOptions` when unset.
    ///
    /// Returns false when the pager could not be started (the shell could
    /// not run it: exit status 127, or no shell), and the caller should
    /// print the text itself; quitting the pager early is not a failure.
    public static func show(_ text: String, command: String, environment: [String: String]) -> Bool {
        var environment = environment
        if environment["LESS"] == nil { environment["LESS"] = defaultLessOptions }
        return SignalsWhilePaging.leftToThePager {
            guard let pager = PagerProcess(shellCommand: command, environment: environment) else { return false }
            pager.feed(text)
            let status = pager.waitForExit()
            return !(status.exited && status.code == 127)
        }
    }
}
