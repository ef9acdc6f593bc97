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

    /// Files under `root`; fails when `root` is not a readable folder.
    public init(root: String, lang: String? = nil) throws(GeminiURL.ParseError) {
        guard let real = realpath(root, nil) else { throw GeminiURL.ParseError("cannot open the folder \(root)") }
        defer { free(real) }
        self.root = String(cString: real)
        self.lang = lang
        var info = stat()
        guard stat(self.root, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw GeminiURL.ParseError("\(root) is not a folder")
        }
    }

    /// The response for `path` (relative to the folder); `fullPath` is the
    /// request's whole path, used for the redirect from `dir` to `dir/`.
    public func response(for path: RequestPath, fullPath: RequestPath) -> Response {
        guard !path.segments.contains(where: { $0.hasPrefix(".") }) else { return .notFound() }
        let joined = path.segments.isEmpty ? root : root + "/" + path.segments.joined(separator: "/")
        guard let real = realpath(joined, nil) else { return .notFound() }
        let resolved = String(cString: real)
        free(real)
        guard resolved == root || resolved.hasPrefix(root + "/") else { return .notFound() }
        var info = stat()
        guard stat(resolved, &info) == 0 else { return .notFound() }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            if !path.segments.isEmpty && !path.hasTrailingSlash {
                return .redirect(
                    to: RequestPath(segments: fullPath.segments, hasTrailingSlash: true).encoded, permanent: true)
            }
            return file(resolved + "/index.gmi", name: "index.gmi")
        }
        return file(resolved, name: path.segments.last ?? "")
    }

    private func file(_ path: String, name: String) -> Response {
        guard let file = OpenFile(path: path) else { return .notFound() }
        return Response(.success, MIMEType.forFile(named: name, lang: lang), body: .file(file))
    }
}
