import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Makes a file or folder read-only for as long as the value lives, even
/// for root: `chmod a-w` for a user, the immutable attribute (`chattr +i`)
/// for root, whom permissions do not stop. Checked by trying to write.
///
///     let protection = try #require(WriteProtection(folder.path))
///     ...                                  // writing there fails now
///     protection.release()                 // or let it go
public final class WriteProtection: @unchecked Sendable {
    private let path: String
    private let mode: mode_t
    private let immutable: Bool
    private var released = false

    /// Whether this machine lets a test write-protect a file (false for root
    /// without the right to set the immutable attribute).
    public static let isPossible: Bool = {
        guard let folder = try? TemporaryDirectory("gempaper-protect"),
            let file = try? folder.write("x", to: "probe")
        else { return false }
        return WriteProtection(file.path) != nil
    }()

    /// Protects `path`; nil when it cannot be made read-only here.
    public init?(_ path: String) {
        self.path = path
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        mode = status.st_mode & 0o7777
        immutable = getuid() == 0
        if immutable {
            guard Self.chattr("+i", path) else { return nil }
        } else {
            guard chmod(path, mode & ~0o222) == 0 else { return nil }
        }
        guard !Self.isWritable(path, folder: status.st_mode & S_IFMT == S_IFDIR) else {
            release()
            return nil
        }
    }

    /// Makes it writable again (also done when the value goes away).
    public func release() {
        guard !released else { return }
        released = true
        if immutable { _ = Self.chattr("-i", path) } else { chmod(path, mode) }
    }

    deinit { release() }

    private static func isWritable(_ path: String, folder: Bool) -> Bool {
        if folder {
            let probe = path + "/.write-probe-\(getpid())"
            let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            guard fd >= 0 else { return false }
            close(fd)
            unlink(probe)
            return true
        }
        let fd = open(path, O_WRONLY)
        guard fd >= 0 else { return false }
        close(fd)
        return true
    }

    private static func chattr(_ flag: String, _ path: String) -> Bool {
        (try? ChildProcess.run(executable: "/usr/bin/chattr", arguments: [flag, path]))?.status == 0
    }
}
