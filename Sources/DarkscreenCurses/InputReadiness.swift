import CNcursesw
#if canImport(Glibc)
    import Glibc
#endif

/// Waits for the terminal and one more descriptor (the settings watcher) at once, so the run
/// loop sleeps in one `poll` and idles at zero CPU.
struct InputReadiness {
    var terminal = false
    var other = false
    /// A signal (resize, terminate) interrupted the wait.
    var interrupted = false

    /// Keeps the loop's signals pending outside `wait` (see ds_wait). Call around the run loop;
    /// kept in this file with `wait` so both use the same saved mask.
    static func holdSignalsOutsideWaits() { ds_block_loop_signals() }
    static func releaseSignals() { ds_unblock_loop_signals() }

    /// Waits up to `timeout` ms (-1: forever) for input on stdin or on any of `others`.
    @MainActor
    static func wait(others: [Int32], timeout: Int32) -> InputReadiness {
        var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
        for other in others { fds.append(pollfd(fd: other, events: Int16(POLLIN), revents: 0)) }
        FrameReport.waits(timeout: timeout)
        let result = ds_wait(&fds, Int32(fds.count), timeout)
        FrameReport.wakes()
        var readiness = InputReadiness()
        if result < 0 {
            readiness.interrupted = errno == EINTR
            return readiness
        }
        let ready = Int16(POLLIN | POLLHUP | POLLERR)
        readiness.terminal = fds[0].revents & ready != 0
        readiness.other = fds.dropFirst().contains { $0.revents & ready != 0 }
        return readiness
    }
}

/// A wait on descriptors alone, with no terminal: `darkscreen follow` sleeps here between changes,
/// its signals let in only for the wait (as the run loop's are), so a SIGTERM that arrives between
/// its last look and the sleep ends the sleep at once.
public enum DescriptorWait {
    /// Keeps INT, TERM, HUP (and the loop's others) pending outside `wait`; call once, first.
    public static func holdSignalsOutsideWaits() { InputReadiness.holdSignalsOutsideWaits() }

    /// Waits up to `timeout` ms (-1: until something happens) for any of `descriptors` to be
    /// readable; false when a signal ended the wait.
    public static func wait(_ descriptors: [Int32], timeout: Int32) -> Bool {
        var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        return ds_wait(&fds, Int32(fds.count), timeout) >= 0 || errno != EINTR
    }
}
