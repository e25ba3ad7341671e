import CClockSetTimer
#if canImport(Glibc)
    import Glibc
#endif

/// Hears the wall clock being set (a sleep of the machine, `date -s`, NTP's step): a
/// CLOCK_REALTIME timerfd with TFD_TIMER_CANCEL_ON_SET, polled with the terminal, that never fires
/// otherwise. The schedule's switches themselves wait on the monotonic `TimerWake`; this is what
/// makes a switch passed while the machine slept show at once on waking.
final class ClockSetTimer {
    /// Nil when the kernel gives no timerfd (a clock change is then seen at the next switch).
    let fileDescriptor: Int32?

    init() {
        let fd = ds_clock_set_timer_create()
        fileDescriptor = fd >= 0 ? fd : nil
    }

    deinit {
        if let fileDescriptor { close(fileDescriptor) }
    }

    /// Whether the wall clock was set since the last look (the descriptor is cleared and re-armed).
    func takeClockSet() -> Bool {
        guard let fileDescriptor else { return false }
        return ds_clock_set_timer_take(fileDescriptor) == 1
    }
}
