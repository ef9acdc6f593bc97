#if canImport(Glibc)
    import Glibc
#endif

/// A file opened for reading, to be sent as a response body; closed when
/// the last reference goes away.
public final class OpenFile: @unchecked Sendable {
    /// The file descriptor, open for reading.
    let descriptor: Int32
    /// The file's size in bytes when it was opened.
    public let size: Int

    /// Opens the regular file at `path`; nil when it cannot be opened or is not a regular file.
    public convenience init?(path: String) {
        self.init(descriptor: open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK))
    }

    /// Takes `fd` (closing it when it is not a regular file); nil for a negative `fd`.
    convenience init?(descriptor fd: Int32) {
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            close(fd)
            return nil
        }
        self.init(descriptor: fd, info: info)
    }

    /// Takes `fd`, whose `fstat` is `info` (closing it when it is not a regular file).
    init?(descriptor fd: Int32, info: stat) {
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            return nil
        }
        descriptor = fd
        size = Int(info.st_size)
    }

    /// Reads up to `buffer.count` bytes at `offset`; 0 at the end, -1 on error.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int {
        while true {
            let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
            if count < 0 && errno == EINTR { continue }
            return count
        }
    }

    deinit { close(descriptor) }
}
