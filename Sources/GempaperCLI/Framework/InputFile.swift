import Foundation
import Problems

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the input a command names: a file, or standard input for `-`.
/// Anything that cannot be read becomes a one-line `Problem` that names the
/// file and says what is wrong.
enum InputFile {
    /// All bytes of `path`, or of standard input when `path` is `-`.
    static func read(_ path: String, console: Console) throws -> Data {
        if path == "-" { return try console.readAllInput() }
        let descriptor = Glibc.open(path, O_RDONLY)
        guard descriptor >= 0 else { throw problem("'\(path)'", errno) }
        defer { close(descriptor) }
        return try readAll(descriptor: descriptor, name: "'\(path)'")
    }

    /// The file at `path` opened for reading (the caller closes it); a
    /// problem naming it when it is missing, unreadable or a folder.
    static func open(_ path: String) throws -> Int32 {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw problem("'\(path)'", errno) }
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw problem("'\(path)'", EISDIR)
        }
        return descriptor
    }

    /// What errors about standard input call it.
    static let standardInput = "standard input"

    /// All bytes left in the open file `descriptor`, called `name` in errors.
    static func readAll(descriptor: Int32, name: String) throws -> Data {
        var status = stat()
        let known = fstat(descriptor, &status) == 0
        if known && (status.st_mode & S_IFMT) == S_IFDIR { throw problem(name, EISDIR) }
        // A regular file's size is known: it comes in one read and the end
        // in a second, with a buffer no larger than that needs (zeroing 1 MB
        // for a 40 KB page cost more than reading it). A pipe or terminal
        // says nothing of what is coming: 1 MB at a time.
        let regular = known && (status.st_mode & S_IFMT) == S_IFREG
        let size = regular ? max(Int(status.st_size), 0) : 0
        var data = Data(capacity: regular ? size + 1 : 1 << 16)
        var buffer = [UInt8](repeating: 0, count: regular ? min(max(size + 1, 4096), 1 << 20) : 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count == 0 {
                return data
            } else if errno != EINTR {
                throw problem(name, errno)
            }
        }
    }

    private static func problem(_ name: String, _ code: Int32) -> Problem {
        switch code {
        case ENOENT, ENOTDIR:
            return .notFound("no such file \(name)", hint: "check the path")
        case EACCES, EPERM:
            return .badInput("cannot read \(name): permission denied", hint: "check the file's permissions")
        case EISDIR:
            let hint = name == standardInput ? "redirect a file into it, not a folder" : "give the path of a file"
            return .badInput("cannot read \(name): it is a folder, not a file", hint: hint)
        default:
            return .badInput("cannot read \(name): \(String(cString: strerror(code)).lowercased())")
        }
    }
}
