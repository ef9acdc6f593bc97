import Capsule
import Foundation
import Problems
import ReadingList

/// How every library command finds the library: `--library PATH`, else
/// `library = PATH` in the configuration (`--config FILE`, else
/// `./capsule.conf` when there is one), else the default location.
struct LibraryOptions {
    /// `--library`, as given.
    let library: String?
    /// `--config`, as given.
    let config: String?

    /// The lines every library command's `--help` lists for these options.
    static let help = """
          --library PATH    the library file; default: 'library' in the configuration,
                            else $XDG_DATA_HOME/gempaper/library.sqlite
                            (~/.local/share/gempaper/library.sqlite)
          --config FILE     the configuration to read 'library' from
                            (default: ./capsule.conf when it exists)
        """

    /// Takes `--library` and `--config` from `arguments`.
    init(parsing arguments: inout Arguments) throws {
        library = try arguments.option("--library")
        config = try arguments.option("--config")
    }

    /// The library file these options name.
    func path(environment: [String: String], currentDirectory: String = FileManager.default.currentDirectoryPath) throws
        -> String
    {
        let folder = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        if let library {
            guard !library.isEmpty else { throw Problem.badInput("--library needs a file name") }
            return URL(fileURLWithPath: library, relativeTo: folder).standardizedFileURL.path
        }
        let configPath: String
        if let config {
            configPath = URL(fileURLWithPath: config, relativeTo: folder).standardizedFileURL.path
        } else {
            configPath = folder.appendingPathComponent("capsule.conf").path
            guard FileManager.default.fileExists(atPath: configPath) else {
                return LibrarySettings.defaultPath(environment: environment)
            }
        }
        let file = try ConfigFile.load(path: configPath)
        return LibrarySettings(reading: ConfigReader(file), environment: environment).path
    }

    /// Opens the library these options name. With `create` false, a missing
    /// library is an error instead of a new file. With `readingOnly`
    /// (commands that change nothing), a library in a read-only file or
    /// folder opens for reading; otherwise it is refused as read-only.
    /// `cacheMegabytes` bounds SQLite's page cache.
    func open(_ console: Console, create: Bool = true, readingOnly: Bool = false, cacheMegabytes: Int = 64) throws
        -> Library
    {
        let path = try path(environment: console.environment)
        let options = Library.Options(createIfMissing: create, cacheMegabytes: cacheMegabytes)
        do {
            return readingOnly
                ? try Library.openForReading(path: path, options: options) : try Library(path: path, options: options)
        } catch let problem as Problem where problem.kind == .notFound {
            throw Problem.notFound(
                "there is no library at \(path) yet",
                hint:
                    "save the first article with 'gempaper add URL' or import bookmarks with 'gempaper import FILE', or name the library with --library PATH"
            )
        }
    }
}
