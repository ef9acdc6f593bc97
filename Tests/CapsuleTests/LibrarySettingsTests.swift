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
        #expect(
            LibrarySettings.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"])
                == "/data/gempaper/library.sqlite")
        #expect(
            LibrarySettings.defaultPath(environment: ["HOME": "/home/a"])
                == "/home/a/.local/share/gempaper/library.sqlite")
        // A relative XDG_DATA_HOME is ignored, as the XDG rules say.
        #expect(
            LibrarySettings.defaultPath(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/a"])
                == "/home/a/.local/share/gempaper/library.sqlite")
    }

    @Test func theSampleShowsTheDefault() async throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("capsule.conf")
        let line = try #require(
            try String(contentsOf: sample, encoding: .utf8).split(separator: "\n").first {
                $0.hasPrefix("# library = ")
            })
        let environment = ["HOME": "/home/a"]
        #expect(
            try settings(String(line.dropFirst(2)), environment: environment).path
                == LibrarySettings.defaultPath(environment: environment))
    }

    @Test func theConfigFileNamesTheLibrary() async throws {
        let environment = ["HOME": "/home/a"]
        #expect(try settings("", environment: environment).path == "/home/a/.local/share/gempaper/library.sqlite")
        #expect(
            try settings("library = /var/lib/gempaper.sqlite", environment: environment).path
                == "/var/lib/gempaper.sqlite")
        #expect(
            try settings("library = data/library.sqlite", environment: environment).path
                == "/srv/capsule/data/library.sqlite")
        #expect(try settings("library = ~/papers.sqlite", environment: environment).path == "/home/a/papers.sqlite")
    }
}

@Suite struct LibraryKeyInServerConfigTests {
    @Test func theServerAcceptsTheLibraryKeyAndStillRejectsTypos() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gempaper-conf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.conf")
        try Data("library = data/library.sqlite\nport = 1966\n".utf8).write(to: good)
        #expect(try ServerSettings.load(path: good.path).server.port == 1966)
        let typo = folder.appendingPathComponent("typo.conf")
        try Data("libary = data/library.sqlite\n".utf8).write(to: typo)
        #expect(throws: (any Error).self) { try ServerSettings.load(path: typo.path) }
    }
}
