import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The built `gempaper` (or another program, such as a Gemini client) run
/// under a pseudo-terminal, the way a person runs it in a terminal window:
/// util-linux `script` gives it a new session whose controlling terminal is
/// a pty, and forwards what the test types to it and what it draws back.
/// For testing the pager and other interactive parts.
///
/// The terminal is 80 columns by 24 lines (`COLUMNS`, `LINES`, and the
/// pty's own size for programs that ask the terminal), `TERM` is
/// `xterm`. If the program is still running when the value goes away,
/// `script` is killed, by its PID, which hangs up the terminal and ends
/// everything running on it.
public final class TerminalSession: @unchecked Sendable {
    /// The PID of `script`.
    public let pid: Int32
    private let process: ChildProcess
    private let keyboard: FileHandle
    private let lock = NSCondition()
    private var screenText = ""

    /// Starts `gempaper arguments...` on a new pseudo-terminal, with
    /// `environment` added to a small fixed one (`PATH`, `HOME`, `TERM`,
    /// `SHELL`, `LINES`, `COLUMNS`); nothing else of the test's environment
    /// (`PAGER`, `LESS`) leaks in.
    public convenience init(_ arguments: [String], environment: [String: String] = [:]) throws {
        try self.init(program: BuiltBinary.url.path, arguments, environment: environment)
    }

    /// Starts `program arguments...` (a path, or a name looked up in `PATH`)
    /// on a new pseudo-terminal, with the same environment as `init(_:environment:)`.
    public init(program: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        // exec: the program alone in the terminal's foreground process group,
        // as under an interactive shell (which keeps itself out of it), so
        // Ctrl-C reaches it and what it starts, and no shell around it. The
        // pty starts with no size (script's input is not a terminal): stty
        // gives it the one LINES and COLUMNS name.
        let command =
            "stty rows 24 cols 80 && exec " + ([program] + arguments).map(Self.shellQuoted).joined(separator: " ")
        var env = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": FileManager.default.temporaryDirectory.path,
            "TERM": "xterm", "SHELL": "/bin/sh", "LINES": "24", "COLUMNS": "80",
        ]
        env.merge(environment) { _, new in new }
        // --return: exit with the program's status; the log goes nowhere.
        process = try ChildProcess(
            executable: "/usr/bin/script", arguments: ["--quiet", "--return", "--command", command, "/dev/null"],
            environment: env)
        pid = process.pid
        keyboard = process.standardInput
        // What `script` draws comes on its output; its own complaints on its errors.
        for screen in [process.standardOutput, process.standardError] {
            Thread { [weak self] in
                while true {
                    let data = screen.readAvailable()
                    guard !data.isEmpty, let self else { return }
                    self.lock.lock()
                    self.screenText += String(decoding: data, as: UTF8.self)
                    self.lock.broadcast()
                    self.lock.unlock()
                }
            }.start()
        }
    }

    /// Everything the program has written to the terminal so far, escape
    /// sequences included.
    public var screen: String {
        lock.lock()
        defer { lock.unlock() }
        return screenText
    }

    /// What the terminal shows, without its escape sequences (colours,
    /// cursor moves, hyperlinks): the words drawn, with a space where the
    /// cursor jumped. Full-screen programs redraw only what changed, so a
    /// word may come in pieces; look for text drawn all at once.
    public var visibleText: String {
        Self.withoutEscapes(screen)
    }

    /// `text` without ANSI escape sequences: CSI (`ESC [ ... letter`), OSC
    /// (`ESC ] ... BEL` or `ESC ] ... ESC backslash`) and two-character ones
    /// (`ESC ( B`, `ESC =`), each replaced by a space.
    static func withoutEscapes(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let escape = rest.firstIndex(of: "\u{1B}") {
            result += rest[..<escape]
            rest = rest[rest.index(after: escape)...]
            guard let kind = rest.first else { break }
            rest = rest.dropFirst()
            switch kind {
            case "[":
                rest = rest.drop { !($0.isLetter || $0 == "~") }.dropFirst()
            case "]":
                if let end = rest.firstIndex(where: { $0 == "\u{07}" || $0 == "\u{1B}" }) {
                    rest = rest[end...].dropFirst(rest[end] == "\u{1B}" ? 2 : 1)
                } else {
                    rest = ""
                }
            case "(", ")": rest = rest.dropFirst()
            default: break
            }
            result += " "
        }
        return result + rest
    }

    /// Waits until the terminal has shown `text`; false after `timeout` seconds.
    public func waitForScreen(containing text: String, timeout: Double = 60) -> Bool {
        waitForScreen(timeout: timeout) { $0.contains(text) }
    }

    /// Waits until `visibleText` holds `text`; false after `timeout` seconds.
    public func waitForVisibleText(containing text: String, timeout: Double = 60) -> Bool {
        waitForScreen(timeout: timeout) { Self.withoutEscapes($0).contains(text) }
    }

    /// Waits until everything shown so far satisfies `condition`; false after `timeout` seconds.
    private func waitForScreen(timeout: Double, until condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while !condition(screenText) {
            if !lock.wait(until: deadline) { return condition(screenText) }
        }
        return true
    }

    /// Types `keys` on the terminal's keyboard (`"q"`, `"\u{03}"` for Ctrl-C).
    public func type(_ keys: String) {
        try? keyboard.write(contentsOf: Data(keys.utf8))
    }

    /// Waits for the program to exit and returns its exit status (128 + N
    /// when signal N killed it), or nil when it is still running after
    /// `timeout` seconds.
    public func waitForExit(timeout: Double = 60) -> Int32? {
        process.waitForExit(timeout: timeout)
    }

    /// `text` as one word for `/bin/sh`.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    deinit {
        try? keyboard.close()
        if process.isRunning {
            process.send(SIGKILL)
            _ = process.waitForExit(timeout: 60)
        }
    }
}
