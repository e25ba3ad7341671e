#if canImport(Glibc)
    import Glibc
#endif
import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct FileBackupsTests {
    /// A corrupt settings file saved over `times` times, each one different.
    private func saveOverCorrupt(_ store: SettingsStore, _ dir: TemporaryDirectory, times: Int) throws -> [String] {
        var kept: [String] = []
        for round in 0..<times {
            dir.write("{\"theme\": broken \(round)", to: "settings.json")
            let update = try store.update { $0.themeName = "Light" }
            kept.append(try #require(update.backupPath))
        }
        return kept
    }

    @Test("each backup gets a name of its own: .bak, then .bak.1, .bak.2; none replaces another")
    func numbered() throws {
        let dir = TemporaryDirectory()
        let store = SettingsStore(directory: dir.path)
        let kept = try saveOverCorrupt(store, dir, times: 3)
        #expect(kept == ["settings.json.bak", "settings.json.bak.1", "settings.json.bak.2"].map { dir.path + "/" + $0 })
        #expect(dir.read("settings.json.bak") == "{\"theme\": broken 0")
        #expect(dir.read("settings.json.bak.1") == "{\"theme\": broken 1")
        #expect(dir.read("settings.json.bak.2") == "{\"theme\": broken 2")
    }

    @Test("the user's own settings.json.bak is kept as it is; darkscreen's backup goes beside it")
    func usersBackupKept() throws {
        let dir = TemporaryDirectory()
        dir.write("mine, by hand", to: "settings.json.bak")
        let store = SettingsStore(directory: dir.path)
        let kept = try saveOverCorrupt(store, dir, times: 8)
        #expect(dir.read("settings.json.bak") == "mine, by hand")
        #expect(!kept.contains(dir.path + "/settings.json.bak"))
        #expect(kept.first == dir.path + "/settings.json.bak.1")
    }

    @Test("darkscreen keeps at most five of its own backups: the oldest of its own go first")
    func bounded() throws {
        let dir = TemporaryDirectory()
        let store = SettingsStore(directory: dir.path)
        let kept = try saveOverCorrupt(store, dir, times: 8)
        let backups = dir.listing().filter { $0.hasPrefix("settings.json.bak") }
        #expect(Set(backups) == Set((3...7).map { "settings.json.bak.\($0)" }), "the five newest, numbered on")
        for (round, path) in kept.enumerated().suffix(5) {
            #expect(dir.read(path.lastPathComponent) == "{\"theme\": broken \(round)")
        }
    }

    @Test("a backup darkscreen made that the user has since replaced is not removed")
    func replacedByUserKept() throws {
        let dir = TemporaryDirectory()
        let store = SettingsStore(directory: dir.path)
        _ = try saveOverCorrupt(store, dir, times: 1)
        unlink(dir.path + "/settings.json.bak")
        dir.write("the user's now", to: "settings.json.bak")
        _ = try saveOverCorrupt(store, dir, times: 7)
        #expect(dir.read("settings.json.bak") == "the user's now")
    }

    @Test("a FIFO or a folder at a backup name is passed over, never replaced")
    func specialFilesPassedOver() throws {
        let dir = TemporaryDirectory()
        #expect(mkfifo(dir.path + "/settings.json.bak", 0o600) == 0)
        #expect(mkdir(dir.path + "/settings.json.bak.1", 0o700) == 0)
        let store = SettingsStore(directory: dir.path)
        let kept = try saveOverCorrupt(store, dir, times: 1)
        #expect(kept == [dir.path + "/settings.json.bak.2"])
        var info = stat()
        #expect(lstat(dir.path + "/settings.json.bak", &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        #expect(FileSystem.isDirectory(dir.path + "/settings.json.bak.1"))
    }
}

@Suite struct LogFileTests {
    private func append(_ text: String, to path: String, limit: Int) throws {
        let fd = try FileSystem.openLog(path, limit: limit)
        defer { close(fd) }
        let bytes = Array(text.utf8)
        #expect(write(fd, bytes, bytes.count) == bytes.count)
    }

    @Test("a log past its limit starts again, the previous one kept as .1 (only one)")
    func rotates() throws {
        let dir = TemporaryDirectory()
        let log = dir.path + "/state/hooks.log"
        let line = String(repeating: "x", count: 99) + "\n"
        for _ in 0..<30 { try append(line, to: log, limit: 1000) }
        #expect(dir.listing("state").sorted() == ["hooks.log", "hooks.log.1"])
        for name in ["hooks.log", "hooks.log.1"] {
            let size = try #require(dir.read("state/" + name)).utf8.count
            #expect(size <= 1000 + line.utf8.count, "\(name) is \(size) bytes")
        }
    }

    @Test(
        "a FIFO, a folder or a device at the log's path is refused at once and left as it is",
        arguments: ["fifo", "folder", "device"])
    func refusesSpecialFiles(kind: String) throws {
        let dir = TemporaryDirectory()
        let log = dir.path + "/hooks.log"
        switch kind {
        case "fifo": #expect(mkfifo(log, 0o600) == 0)
        case "folder": #expect(mkdir(log, 0o700) == 0)
        default: #expect(symlink("/dev/zero", log) == 0)
        }
        do {
            let fd = try FileSystem.openLog(log)
            close(fd)
            Issue.record("a \(kind) was opened as the log")
        } catch {
            #expect(error.reason.contains("not a regular file"), "\(error)")
        }
        var info = stat()
        #expect(lstat(log, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG, "left as it was")
    }
}
