import DarkscreenState
import TerminalAppearance

/// The run loop's one way in (Bubble Tea's `Program.Send`): every source of change — the files
/// (`LiveSync`), `--apply`'s results (`ApplyShell`), the desktop setting, start-up — posts
/// its events here with `send(_:)`, and only the run loop takes them out and hands them to the
/// update step, in the order they were sent. Safe to send from any thread: the first event of a
/// batch writes a byte to `fileDescriptor`, which the run loop polls with the terminal, so a
/// sender on another thread wakes it.
public final class EventInbox: Sendable {
    private struct Queue {
        var events: [AppEvent] = []
        /// A byte is in the pipe (written by the send that found the queue empty).
        var signalled = false
    }

    private let queue = Locked(Queue())
    private let wakePipe = WakePipe()

    public init() {}

    /// Readable while events wait (nil when no pipe could be made: then only the loop's own
    /// passes, which take the inbox every time, see the events).
    public var fileDescriptor: Int32? { wakePipe.fileDescriptor }

    /// Posts an event for the run loop (from any thread).
    public func send(_ event: AppEvent) {
        let wake = queue.withLock { queue -> Bool in
            queue.events.append(event)
            guard !queue.signalled else { return false }
            queue.signalled = true
            return true
        }
        if wake { wakePipe.wake() }
    }

    /// Whether events wait.
    public var isEmpty: Bool { queue.withLock { $0.events.isEmpty } }

    /// Takes every waiting event, oldest first (the run loop's side).
    public func take() -> [AppEvent] {
        // The pipe is emptied first: a byte written after this belongs to events taken now or
        // later, and costs at most one pass that finds the inbox empty.
        wakePipe.drain()
        return queue.withLock { queue in
            defer { queue = Queue() }
            return queue.events
        }
    }
}
