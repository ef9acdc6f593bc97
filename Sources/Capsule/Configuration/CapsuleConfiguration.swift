import Foundation

/// Everything `capsule.conf` says, read in one go: the server's settings,
/// where the library is, and the capsule's own settings. Unknown keys are
/// errors naming their line.
public struct CapsuleConfiguration: Sendable {
    /// The file it was read from.
    public var path: String
    /// The Gemini server's settings.
    public var server: ServerSettings
    /// Where the library file is.
    public var library: LibrarySettings
    /// The capsule's own settings.
    public var capsule: CapsuleSettings

    /// Settings from their parts (tests build them without a file).
    public init(path: String, server: ServerSettings, library: LibrarySettings, capsule: CapsuleSettings) {
        self.path = path
        self.server = server
        self.library = library
        self.capsule = capsule
    }

    /// Reads the file at `path` whole.
    public static func load(
        path: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> CapsuleConfiguration {
        let file = try ConfigFile.load(path: path)
        let reader = ConfigReader(file)
        let server = try ServerSettings(reading: reader)
        let library = LibrarySettings(reading: reader, environment: environment)
        let capsule = try CapsuleSettings(reading: reader)
        try reader.rejectUnknown()
        return CapsuleConfiguration(path: path, server: server, library: library, capsule: capsule)
    }
}
