import Foundation
import TestSupport
import Testing

@testable import Gemini

/// What a stopped server leaves behind: nothing.
@Suite struct ServerLifetimeTests {
    @Test func aStoppedServerFreesItsEventLoopsAndTheirDescriptors() throws {
        var server: TestGeminiServer? = try TestGeminiServer(router: Router())
        weak var loop = server?.server.loops.first
        #expect(loop != nil)
        server?.stop()
        server = nil
        // The loop's thread lets go of it as it ends; the loop closes its epoll and eventfd.
        let deadline = Date().addingTimeInterval(60)
        while loop != nil && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(loop == nil)
    }
}
