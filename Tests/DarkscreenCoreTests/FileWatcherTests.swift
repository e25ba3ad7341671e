#if canImport(Glibc)
    import Glibc
#endif
import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct FileWatcherTests {
    @Test(
        "a file replaced by rename, written in place, or created is reported; other files are not",
        arguments: [true, false])
    func reportsChanges(inotify: Bool) throws {
        let dir = TemporaryDirectory()
        let watched = dir.path + "/settings.json"
        let watcher = FileWatcher(paths: [watched], useInotify: inotify)
        #expect((watcher.fileDescriptor != nil) == inotify)
        #expect((watcher.pollInterval != nil) == !inotify)
        #expect(watcher.changes().isEmpty)

        dir.write("{}", to: "settings.json")  // appears (rename into place)
        #expect(eventually { watcher.changes() == [watched] })
        dir.write("{\"a\": 1}", to: "other.json")  // a neighbour: not reported
        usleep(20_000)
        #expect(watcher.changes().isEmpty)
        let fd = open(watched, O_WRONLY | O_TRUNC)  // rewritten in place (an editor)
        _ = write(fd, "{\"theme\": \"x\"}", 14)
        close(fd)
        #expect(eventually { watcher.changes() == [watched] })
    }

    /// Up to 5 s: unit tests run in parallel on a loaded machine; a change never reported fails.
    func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<500 {
            if condition() { return true }
            usleep(10_000)
        }
        return false
    }
}
