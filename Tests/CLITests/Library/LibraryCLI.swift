import Foundation
import TestSupport

/// Runs the built `gempaper` against a library in a temporary folder, with
/// HOME and XDG_DATA_HOME inside that folder too, so no test ever touches
/// the real default library.
final class LibraryCLI: @unchecked Sendable {
    let folder: TemporaryDirectory
    /// The library file `run` passes with --library.
    let library: String

    init() throws {
        folder = try TemporaryDirectory("gempaper-cli")
        library = folder.file("library.sqlite").path
    }

    /// HOME, XDG_DATA_HOME and TZ for the binary.
    var environment: [String: String] {
        ["HOME": folder.file("home").path, "XDG_DATA_HOME": folder.file("data").path, "TZ": "UTC"]
    }

    /// Runs `gempaper COMMAND --library LIBRARY ARGUMENTS...` in the temporary folder.
    @discardableResult
    func run(
        _ arguments: [String], input: String = "", library useLibrary: Bool = true, timeout: TimeInterval = 60
    ) throws -> BuiltBinary.Run {
        var full = arguments
        if useLibrary && !full.isEmpty { full.insert(contentsOf: ["--library", library], at: 1) }
        return try BuiltBinary.run(
            full, input: Data(input.utf8), environment: environment, currentDirectory: folder.url, timeout: timeout)
    }

    /// `run` for async tests: the binary is waited for on a thread of its own.
    @discardableResult
    func run(_ arguments: [String], input: String = "", library useLibrary: Bool = true) async throws -> BuiltBinary.Run {
        var full = arguments
        if useLibrary && !full.isEmpty { full.insert(contentsOf: ["--library", library], at: 1) }
        return try await BuiltBinary.run(full, input: Data(input.utf8), environment: environment, currentDirectory: folder.url)
    }

    /// Writes `text` to `name` in the folder and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        try folder.write(text, to: name).path
    }

    /// A gempaper JSON export of `count` fetched articles: titles
    /// "Article i", sites site(i % 3).example, saved i hours after a day in
    /// 2024, i % 4 == 3 archived, tags "even"/"odd", a body with a word
    /// unique to the article ("marker-i") and i + 1 hundred words.
    static func export(_ count: Int) -> String {
        let records = (0..<count).map { i -> String in
            let saved = 1_704_067_200 + i * 3600
            let archived = i % 4 == 3 ? ", \"archived\": \"\(iso(saved + 60))\"" : ""
            let body = "# Article \(i)\\n\\nmarker\(i) " + String(repeating: "word ", count: (i + 1) * 100)
            return """
                {"url": "https://site\(i % 3).example/\(i)", "title": "Article \(i)", "saved": "\(iso(saved))"\(archived), \
                "tags": ["\(i % 2 == 0 ? "even" : "odd")"], "gemtext": "\(body)"}
                """
        }
        return "{\"format\": \"gempaper-library\", \"version\": 1, \"articles\": [\n" + records.joined(separator: ",\n")
            + "\n]}\n"
    }

    /// Imports `export(count)`.
    func seed(_ count: Int) throws {
        let path = try file("seed.json", Self.export(count))
        let result = try run(["import", path])
        precondition(result.status == 0, result.stderr)
    }

    static func iso(_ seconds: Int) -> String {
        ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: Double(seconds)))
    }

    /// The ids `gempaper list ... --format ids` prints.
    func ids(_ arguments: [String]) throws -> [Int] {
        let result = try run(["list"] + arguments + ["--format", "ids"])
        precondition(result.status == 0, result.stderr)
        return result.stdout.split(separator: "\n").compactMap { Int($0) }
    }
}
