import Foundation

/// A fresh folder under the system's temporary folder, removed when the
/// value is released. Tests put libraries, certificates and files here.
public final class TemporaryDirectory: @unchecked Sendable {
    /// The folder.
    public let url: URL
    /// The folder's path.
    public var path: String { url.path }

    /// Creates the folder, named after `prefix`.
    public init(_ prefix: String = "gempaper-test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `text` to `name` inside the folder and returns its URL.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> URL {
        let target = file(name)
        try Data(text.utf8).write(to: target)
        return target
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
