import Foundation

/// Where the library file is: `library = PATH` in capsule.conf (relative to
/// the file's folder, `~/` for the home folder), else the default,
/// `$XDG_DATA_HOME/gempaper/library.sqlite`, or
/// `~/.local/share/gempaper/library.sqlite` when XDG_DATA_HOME is unset.
public struct LibrarySettings: Sendable, Equatable {
    /// The library file.
    public var path: String

    /// Settings naming `path`.
    public init(path: String) {
        self.path = path
    }

    /// Reads `library` through `reader`; the default when it is not set.
    public init(reading reader: ConfigReader, environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let value = reader.string("library"), value.hasPrefix("~/") {
            path = URL(fileURLWithPath: Self.home(environment)).appendingPathComponent(String(value.dropFirst(2))).path
        } else {
            path = reader.path("library") ?? Self.defaultPath(environment: environment)
        }
    }

    /// The default library file for the user `environment` describes.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        // The XDG base directory rules: only an absolute XDG_DATA_HOME counts.
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("gempaper/library.sqlite").path
        }
        return URL(fileURLWithPath: home(environment)).appendingPathComponent(".local/share/gempaper/library.sqlite")
            .path
    }

    private static func home(_ environment: [String: String]) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }
}
