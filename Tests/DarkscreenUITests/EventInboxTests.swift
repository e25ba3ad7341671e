#if canImport(Glibc)
    import Glibc
#endif
import Testing
import DarkscreenCore
import DarkscreenState
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

@Suite struct EventInboxTests {
    /// Whether the inbox's descriptor is readable within `milliseconds` (what the run loop's poll sees).
    func readable(_ inbox: EventInbox, within milliseconds: Int32) throws -> Bool {
        var entry = pollfd(fd: try #require(inbox.fileDescriptor), events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) == 1
    }

    @Test("events come out once, in the order sent; the descriptor is readable while they wait")
    func order() throws {
        let inbox = EventInbox()
        #expect(try !readable(inbox, within: 0))
        inbox.send(.clock("12:01"))
        inbox.send(.resumed)
        inbox.send(.notice(.apply, "tmux refused"))
        #expect(try readable(inbox, within: 0))
        #expect(inbox.take() == [.clock("12:01"), .resumed, .notice(.apply, "tmux refused")])
        #expect(try !readable(inbox, within: 0), "taken: the run loop sleeps again")
        #expect(inbox.take().isEmpty)
    }

    @Test("a send from another thread wakes a run loop asleep in poll, and nothing sent is lost")
    func otherThread() throws {
        let inbox = EventInbox()
        let sender = BackgroundWork {
            for minute in 0..<1_000 { inbox.send(.clock("12:\(minute)")) }
            return true
        }
        #expect(try readable(inbox, within: 5_000))
        var taken: [AppEvent] = []
        for _ in 0..<1_000 where taken.count < 1_000 {
            guard try readable(inbox, within: 5_000) else { break }
            taken += inbox.take()
        }
        #expect(sender.value())
        taken += inbox.take()
        #expect(taken == (0..<1_000).map { .clock("12:\($0)") })
    }
}
