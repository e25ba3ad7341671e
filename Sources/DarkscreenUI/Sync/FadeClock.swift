import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// A fade's frame clock: exists only while a fade is on its way (no descriptor; an interval to
/// the next frame's time, nil when idle, so an idle darkscreen is never woken for it). Each frame
/// is asked for with `.fadeFrame`; a frame that takes longer than its slot to reach the terminal
/// (a slow terminal, a loaded machine) ends the fade at its target (`late`). At most
/// `plan.frames - 1` frames are asked for after the first, however it goes.
public final class FadeClock: WakeSource {
    private let inbox: EventInbox
    private let now: () -> Int
    private var plan: FadePlan?
    /// When the next frame is due (monotonic ms).
    private var due = 0
    private var framesLeft = 0
    /// When the frame on its way to the terminal was asked for (its slot began then).
    private var askedAt: Int?

    public init(inbox: EventInbox, now: @escaping () -> Int = MonotonicClock.milliseconds) {
        self.inbox = inbox
        self.now = now
    }

    /// A fade began: its first frame is being drawn now, the next is due one slot later.
    public func start(_ plan: FadePlan) {
        let time = now()
        self.plan = plan
        due = time + plan.slot
        framesLeft = plan.frames - 1
        askedAt = time
    }

    /// The fade ended (its last frame, a key, Ctrl-Z): no more wake-ups.
    public func stop() {
        plan = nil
        askedAt = nil
    }

    public var isRunning: Bool { plan != nil }

    public var fileDescriptor: Int32? { nil }

    public var pollInterval: Int32? {
        guard plan != nil else { return nil }
        return Int32(clamping: max(0, due - now()))
    }

    /// Asks for the next frame when it is due (a wake-up held up by a busy machine only delays it:
    /// what ends a fade is a frame that is slow to reach the terminal, `frameWritten`).
    public func wake() {
        guard let plan else { return }
        let time = now()
        guard time >= due else { return }
        framesLeft -= 1
        due = max(due + plan.slot, time + 1)
        askedAt = time
        if framesLeft <= 0 { stop() }
        inbox.send(.fadeFrame(late: false))
    }

    /// The loop drew: a fade frame that took longer than its slot ends the fade now.
    public func frameWritten() {
        guard let plan, let asked = askedAt else { return }
        askedAt = nil
        guard now() - asked > plan.slot else { return }
        stop()
        inbox.send(.fadeFrame(late: true))
    }
}
