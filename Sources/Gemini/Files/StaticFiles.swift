import COpenSSL

#if canImport(Glibc)
    import Glibc
#endif

/// Serves the files of one folder: `index.gmi` for a folder, the right MIME
/// type for each file, nothing outside the folder (no `..`, no symbolic link
/// leading out) and no hidden files.
public struct StaticFiles: Sendable {
    /// The folder's real path.
    public let root: String
    /// The language added to gemtext's MIME type (`lang=`), if any.
    public let lang: String?
    /// The folder, open: files are opened beneath it in one call.
    private let folder: OpenFolder

    /// Files under `root`; fails when `root` is not a readable folder.
    public init(root: String, lang: String? = nil) throws(GeminiURL.ParseError) {
        guard let real = realpath(root, nil) else { throw GeminiURL.ParseError("cannot open the folder \(root)") }
        defer { free(real) }
        self.root = String(cString: real)
        self.lang = lang
        var info = stat()
        guard stat(self.root, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
            let folder = OpenFolder(path: self.root)
        else {
            throw GeminiURL.ParseError("\(root) is not a folder")
        }
        self.folder = folder
    }

    /// The response for `path` (relative to the folder); `fullPath` is the
    /// request's whole path, used for the redirect from `dir` to `dir/`.
    public func response(for path: RequestPath, fullPath: RequestPath) -> Response {
        guard !path.segments.contains(where: { $0.hasPrefix(".") }) else { return .notFound() }
        if let response = openedBeneath(path, fullPath: fullPath) { return response }
        let joined = path.segments.isEmpty ? root : root + "/" + path.segments.joined(separator: "/")
        guard let real = realpath(joined, nil) else { return .notFound() }
        let resolved = String(cString: real)
        free(real)
        guard resolved == root || resolved.hasPrefix(root + "/") else { return .notFound() }
        var info = stat()
        guard stat(resolved, &info) == 0 else { return .notFound() }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            if let redirect = Self.folderRedirect(path, fullPath: fullPath) { return redirect }
            return file(resolved + "/index.gmi", name: "index.gmi")
        }
        return file(resolved, name: path.segments.last ?? "")
    }

    /// `dir` names a folder: the redirect to `dir/` (none for the root or `dir/` itself).
    private static func folderRedirect(_ path: RequestPath, fullPath: RequestPath) -> Response? {
        guard !path.segments.isEmpty && !path.hasTrailingSlash else { return nil }
        return .redirect(to: RequestPath(segments: fullPath.segments, hasTrailingSlash: true).encoded, permanent: true)
    }

    private func file(_ path: String, name: String) -> Response {
        guard let file = OpenFile(path: path) else { return .notFound() }
        return Response(.success, MIMEType.forFile(named: name, lang: lang), body: .file(file))
    }

    /// The response found by opening `path` beneath the folder in one call
    /// (openat2), which also refuses any way out of it; nil when that cannot
    /// decide (no openat2, or a symbolic link written as an absolute path,
    /// which may still lead inside): the path is then resolved the long way.
    private func openedBeneath(_ path: RequestPath, fullPath: RequestPath) -> Response? {
        let relative = path.segments.isEmpty ? "." : path.segments.joined(separator: "/")
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY
        let fd = gp_open_beneath(folder.descriptor, relative, flags)
        guard fd >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR, EACCES, ELOOP, ENAMETOOLONG: return .notFound()
            default: return nil
            }
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            close(fd)
            return .notFound()
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            guard let file = OpenFile(descriptor: fd, info: info) else { return .notFound() }
            return Response(.success, MIMEType.forFile(named: path.segments.last ?? "", lang: lang), body: .file(file))
        }
        defer { close(fd) }
        if let redirect = Self.folderRedirect(path, fullPath: fullPath) { return redirect }
        let index = gp_open_beneath(fd, "index.gmi", flags)
        guard index >= 0 else { return errno == EXDEV || errno == ENOSYS ? nil : .notFound() }
        guard let file = OpenFile(descriptor: index) else { return .notFound() }
        return Response(.success, MIMEType.forFile(named: "index.gmi", lang: lang), body: .file(file))
    }
}

/// A folder held open (for `openat2`), closed with the last reference.
private final class OpenFolder: Sendable {
    let descriptor: Int32

    init?(path: String) {
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }
}
