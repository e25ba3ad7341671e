#if canImport(Glibc)
import Glibc
#endif

/// Time that only moves forward (CLOCK_MONOTONIC), for measuring intervals — double clicks,
/// deadlines — unaffected by changes of the wall clock.
public enum MonotonicClock {
    public static func milliseconds() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int(spec.tv_sec) * 1000 + Int(spec.tv_nsec / 1_000_000)
    }
}
