import Testing
@testable import DarkscreenCore
#if canImport(Glibc)
    import Glibc
#endif
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct BackgroundWorkTests {
    @Test("the work runs on another thread, with every signal blocked there; value() waits for it and can be asked again")
    func runsElsewhere() {
        let caller = UInt(pthread_self())
        let work = BackgroundWork { () -> (thread: UInt, termBlocked: Bool, sum: Int) in
            var mask = sigset_t()
            pthread_sigmask(SIG_BLOCK, nil, &mask)
            usleep(20_000)  // still running when value() is asked
            return (UInt(pthread_self()), sigismember(&mask, SIGTERM) == 1, (1...1000).reduce(0, +))
        }
        let result = work.value()
        #expect(result.thread != caller)
        #expect(result.termBlocked, "a signal to the process reaches the main thread's handlers")
        #expect(result.sum == 500_500)
        #expect(work.value().sum == 500_500)
    }

    @Test("the thread, started away from the caller's CPU, may then run on every CPU the process may use")
    func runsAnywhere() throws {
        @Sendable func allowedCPUs() -> String? {
            guard let file = fopen("/proc/thread-self/status", "r") else { return nil }
            defer { fclose(file) }
            var line = [CChar](repeating: 0, count: 512)
            while fgets(&line, 512, file) != nil {
                let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if text.hasPrefix("Cpus_allowed_list:") { return text }
            }
            return nil
        }
        let caller = try #require(allowedCPUs())
        #expect(BackgroundWork { allowedCPUs() }.value() == caller)
    }

    @Test("errors come back as values, in order of the work's own result")
    func results() {
        struct Failure: Error, Equatable {}
        let failing = BackgroundWork { Result<Int, Failure>.failure(Failure()) }
        let succeeding = BackgroundWork { Result<Int, Failure>.success(7) }
        #expect(failing.value() == .failure(Failure()))
        #expect(succeeding.value() == .success(7))
    }
}
