#if canImport(Glibc)
    import Glibc
#endif
import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct CommandWorkerTests {
    func result(of worker: CommandWorker, within milliseconds: Int64) -> CommandWorker.Result? {
        let deadline = ChildProcess.monotonicMilliseconds() + milliseconds
        while ChildProcess.monotonicMilliseconds() < deadline {
            if let result = worker.takeResult() { return result }
            usleep(5000)
        }
        return nil
    }

    @Test("submit returns at once; the command's output and status come back once")
    func runs() throws {
        let worker = try #require(CommandWorker(limit: 5000))
        let before = ChildProcess.monotonicMilliseconds()
        // The command takes 2 s: a submit that waited for it would take that long; 1 s leaves
        // room for a start on a loaded machine (tests run in parallel).
        worker.submit(["/bin/sh", "-c", "sleep 2; echo done; exit 3"])
        #expect(ChildProcess.monotonicMilliseconds() - before < 1000)
        #expect(worker.isBusy)
        let outcome = try #require(result(of: worker, within: 15000))
        #expect(outcome.started && !outcome.timedOut)
        #expect(outcome.exitCode == 3)
        #expect(outcome.output == "done\n")
        #expect(worker.takeResult() == nil)
        #expect(!worker.isBusy)
    }

    @Test("a command past the limit is killed and said so; a missing program is reported")
    func bounded() throws {
        let worker = try #require(CommandWorker(limit: 300))
        worker.submit(["/bin/sleep", "30"])
        let outcome = try #require(result(of: worker, within: 15000))
        #expect(outcome.timedOut && outcome.exitCode == nil)
        worker.submit(["/nonexistent/tmux"])
        let missing = try #require(result(of: worker, within: 15000))
        #expect(!missing.started || missing.exitCode == 127)
    }
}
