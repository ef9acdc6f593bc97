#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where a command reads and writes: the process's standard streams, or, in
/// tests, buffers that capture what a command printed.
public final class Console: @unchecked Sendable {
    /// The environment the command sees (`NO_COLOR`, `PAGER`, `HOME`, ...).
    public let environment: [String: String]
    /// Whether standard output is a terminal (decides colour, pager, width).
    public let stdoutIsTerminal: Bool
    /// Whether standard error is a terminal (decides progress bars).
    public let stderrIsTerminal: Bool
    /// Whether standard input is a terminal (decides whether to prompt).
    public let stdinIsTerminal: Bool

    private let writeOut: (String) -> Void
    private let writeOutBytes: (([UInt8]) -> Void)?
    private let writeErr: (String) -> Void
    private let readIn: () throws -> Data
    private let readLineIn: () -> String?
    private let lock = NSLock()

    /// A console over arbitrary sinks; tests use this to capture output.
    public init(
        environment: [String: String] = [:],
        stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false, stdinIsTerminal: Bool = false,
        stdin: @escaping () throws -> Data = { Data() },
        readLine: (() -> String?)? = nil,
        stdout: @escaping (String) -> Void, stderr: @escaping (String) -> Void,
        stdoutBytes: (([UInt8]) -> Void)? = nil
    ) {
        self.writeOutBytes = stdoutBytes
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.stdinIsTerminal = stdinIsTerminal
        self.readIn = stdin
        self.readLineIn = readLine ?? LineSource(stdin).next
        self.writeOut = stdout
        self.writeErr = stderr
    }

    /// The console of this process: file descriptors 0, 1 and 2.
    public static func standard() -> Console {
        Console(
            environment: ProcessInfo.processInfo.environment,
            stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1, stdinIsTerminal: isatty(0) == 1,
            stdin: { try InputFile.readAll(descriptor: 0, name: InputFile.standardInput) },
            readLine: { Swift.readLine(strippingNewline: true) },
            stdout: { FileDescriptorWriter.write($0, to: 1) },
            stderr: { FileDescriptorWriter.write($0, to: 2) },
            stdoutBytes: { FileDescriptorWriter.write($0, to: 1) })
    }

    /// Writes `text` to standard output as it is (no newline added).
    public func write(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        writeOut(text)
    }

    /// Writes `bytes` to standard output unchanged (a binary body, say).
    /// A console without a byte sink gets them as UTF-8 text.
    public func write(bytes: [UInt8]) {
        lock.lock(); defer { lock.unlock() }
        if let writeOutBytes { writeOutBytes(bytes) } else { writeOut(String(decoding: bytes, as: UTF8.self)) }
    }

    /// Writes `line` and a newline to standard output.
    public func print(_ line: String = "") { write(line + "\n") }

    /// Writes `text` to standard error as it is.
    public func writeError(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        writeErr(text)
    }

    /// Writes `line` and a newline to standard error.
    public func printError(_ line: String) { writeError(line + "\n") }

    /// Reads all of standard input; throws a `Problem` when it cannot be read.
    public func readAllInput() throws -> Data { try readIn() }

    /// Reads one line of standard input (without its newline); nil at the end.
    public func readLine() -> String? { readLineIn() }

    /// The terminal's width in columns when standard output is a terminal.
    public var terminalColumns: Int? {
        guard stdoutIsTerminal else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// The lines of some input, read all at once on first use (for consoles
/// built over a `Data` source).
private final class LineSource: @unchecked Sendable {
    private let source: () throws -> Data
    private var lines: [String]?
    private let lock = NSLock()

    init(_ source: @escaping () throws -> Data) { self.source = source }

    func next() -> String? {
        lock.lock()
        defer { lock.unlock() }
        if lines == nil {
            lines = String(decoding: (try? source()) ?? Data(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
            if lines?.last == "" { lines?.removeLast() }
        }
        return lines!.isEmpty ? nil : lines!.removeFirst()
    }
}

/// Writes whole strings to a file descriptor, retrying short writes and
/// ignoring a closed pipe (so `gempaper list | head` ends quietly).
enum FileDescriptorWriter {
    static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0), to: fd) }
    }

    static func write(_ bytes: [UInt8], to fd: Int32) {
        bytes.withUnsafeBytes { write($0, to: fd) }
    }

    static func write(_ buffer: UnsafeRawBufferPointer, to fd: Int32) {
        var offset = 0
        while offset < buffer.count {
            let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n > 0 { offset += n; continue }
            if n < 0 && errno == EINTR { continue }
            return
        }
    }
}
