#if canImport(Glibc)
    import Glibc
#endif

/// A value shared between threads, reached only under a lock: `withLock { $0 ... }`, as the
/// standard library's `Mutex` but on a `pthread_mutex_t`. On Linux `Mutex` is a priority-inheriting
/// futex that the kernel hands over when contended, which ThreadSanitizer cannot see: `make
/// sanitize` then reports every contended access as a race. A pthread mutex is seen
/// (DECISIONS.md "Shared state under a pthread mutex, so ThreadSanitizer can check it").
package final class Locked<State>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var state: State

    package init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock (not re-entrant: do not call back in).
    package func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
