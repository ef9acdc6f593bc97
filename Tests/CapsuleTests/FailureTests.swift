import Capsule
import Foundation
import Gemini
import ReadingList
import TestSupport
import Testing

/// When the library fails, readers get a short 40 and the log the reason;
/// the capsule goes on serving.
@Suite struct FailureTests {
    @Test func aDamagedLibraryIsA40AndALogLineNeverACrash() async throws {
        let fixture = try CapsuleFixture()
        let library = try fixture.library()
        let ids = try SampleArticles.fill(library, count: 200)
        library.close()
        try fixture.start()
        // Damage every page of the file but the first (the header), as a
        // failing disk would, while the capsule has it open.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: fixture.libraryPath))
        let size = try handle.seekToEnd()
        var random = SeededRandom(seed: 7)
        for offset in stride(from: UInt64(4096), to: size, by: 4096) {
            try handle.seek(toOffset: offset)
            try handle.write(contentsOf: Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }))
        }
        try handle.close()
        for path in ["/articles/\(ids[150])", "/articles/\(ids[20])/sections/2", "/unread?sort=title"] {
            let response = try await fixture.request(path, as: .anonymous)
            #expect(response.status == .temporaryFailure, "\(path): \(response.header)")
            #expect(!response.meta.contains(fixture.libraryPath), "the path of the library is not for visitors")
        }
        #expect(fixture.errors.contains { $0.contains("damaged") })
        #expect(try await fixture.request("/robots.txt", as: .anonymous).status == .success)
    }
}
