import CNcursesw
#if canImport(Glibc)
import Glibc
#endif

/// A wake-up at the schedule's next switch that also hears the wall clock being set: a
/// CLOCK_REALTIME timerfd (absolute, TFD_TIMER_CANCEL_ON_SET) polled with the terminal. Idle
/// between switches it costs nothing; a switch passed while the machine slept or the process was
/// stopped makes it readable at once.
public final class ScheduleTimer {
    public enum Wake: Equatable, Sendable {
        case nothing
        case fired
        /// The wall clock was set (or jumped): every time must be worked out again.
        case clockSet
    }

    /// Nil when the kernel gives no timerfd (the schedule then follows the minute's wake).
    public let fileDescriptor: Int32?

    public init() {
        let fd = ds_schedule_timer_create()
        fileDescriptor = fd >= 0 ? fd : nil
        if let fileDescriptor { _ = ds_schedule_timer_arm(fileDescriptor, 0) }
    }

    deinit {
        if let fileDescriptor { close(fileDescriptor) }
    }

    /// Wakes at `second` (real seconds since the epoch); nil: only when the clock is set.
    public func arm(at second: Int?) {
        guard let fileDescriptor else { return }
        _ = ds_schedule_timer_arm(fileDescriptor, second.map { Int64(max(1, $0)) } ?? 0)
    }

    /// What made the descriptor readable (and clears it).
    public func take() -> Wake {
        guard let fileDescriptor else { return .nothing }
        switch ds_schedule_timer_take(fileDescriptor) {
        case 1: return .fired
        case 2: return .clockSet
        default: return .nothing
        }
    }
}
