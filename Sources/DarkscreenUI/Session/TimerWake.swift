import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools
import DarkscreenState

/// The one timer of the run loop (Bubble Tea's `Tick`): carries out `AppEffect.after(ms, event)`
/// by posting `event` into the inbox once `ms` have passed on the monotonic clock. No
/// descriptor; its interval is the time to the earliest deadline (nil with none waiting, so an
/// idle darkscreen is never woken for it). A fade's frames, the re-query's delay through tmux
/// and the schedule's next switch all wait here; what each means is the update step's to say.
public final class TimerWake: WakeSource {
    private let inbox: EventInbox
    private let now: () -> Int
    private var deadlines = DeadlineHeap<AppEvent>()

    public init(inbox: EventInbox, now: @escaping () -> Int = MonotonicClock.milliseconds) {
        self.inbox = inbox
        self.now = now
    }

    /// Posts `event` after `milliseconds` (an equal event waiting is replaced: it is due then instead).
    public func after(_ milliseconds: Int, _ event: AppEvent) {
        deadlines.add(event, at: now() + max(0, milliseconds))
    }

    /// How many events wait.
    public var waiting: Int { deadlines.count }

    public var fileDescriptor: Int32? { nil }

    public var pollInterval: Int32? {
        deadlines.nextDeadline.map { Int32(clamping: max(0, $0 - now())) }
    }

    /// Posts what is due, earliest first.
    public func wake() {
        for event in deadlines.takeDue(at: now()) { inbox.send(event) }
    }
}
