import Foundation
import Testing

@testable import Capsule

@Suite struct LibrarySettingsTests {
    func settings(_ text: String, environment: [String: String]) throws -> LibrarySettings {
        let file = try ConfigFile(parsing: text, path: "capsule.conf", folder: URL(fileURLWithPath: "/srv/capsule"))
        let reader = ConfigReader(file)
        let settings = LibrarySettings(reading: reader, environment: environment)
        try reader.rejectUnknown()
        return settings
    }

    @Test func theDefaultFollowsXDGDataHomeThenHome() {
        #expect(LibrarySettings.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]) == "/data/gempaper/library.sqlite")
        #expect(LibrarySettings.defaultPath(environment: ["HOME": "/home/a"]) == "/home/a/.local/share/gempaper/library.sqlite")
        // A relative XDG_DATA_HOME is ignored, as the XDG rules say.
        #expect(LibrarySettings.defaultPath(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/a"]) == "/home/a/.local/share/gempaper/library.sqlite")
    }

    @Test func theConfigFileNamesTheLibrary() throws {
        let environment = ["HOME": "/home/a"]
        #expect(try settings("", environment: environment).path == "/home/a/.local/share/gempaper/library.sqlite")
        #expect(try settings("library = /var/lib/gempaper.sqlite", environment: environment).path == "/var/lib/gempaper.sqlite")
        #expect(try settings("library = data/library.sqlite", environment: environment).path == "/srv/capsule/data/library.sqlite")
        #expect(try settings("library = ~/papers.sqlite", environment: environment).path == "/home/a/papers.sqlite")
    }
}
