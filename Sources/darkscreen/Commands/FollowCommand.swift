import ArgumentParser
import DarkscreenCore
import DarkscreenCurses
import DarkscreenState
import DarkscreenUI
import TerminalAppearance
#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenTools

/// `darkscreen follow`: keeps the tools connected by `integrate` in the variant light/dark says,
/// with no darkscreen UI running (one per user).
struct FollowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "follow",
        abstract: "Keep the connected tools in light or dark as it changes, with no darkscreen running (one per user).",
        discussion: """
            Watches what darkscreen decides light or dark by (settings.json, the schedule, the desktop setting) and, \
            on each change, commits the current variant to every tool connected with 'darkscreen integrate', as the UI \
            would. It sleeps between changes. A second 'darkscreen follow' exits 0 saying one runs; SIGTERM ends it. \
            'darkscreen integrate --status' shows whether it runs and what it did last.
            """)

    @Flag(help: "Start it in the background (its own session, no terminal) and return at once.")
    var background = false

    func run() throws { try FollowLaunch(background: background).run() }
}

/// What `darkscreen follow` was asked, from the parser (`FollowCommand`) or, for its two plain
/// forms, recognised without it (the follower stays small: the parser's reflection is not paid).
struct FollowLaunch {
    var background = false

    static func recognize(_ arguments: some Collection<String>) -> FollowLaunch? {
        switch Array(arguments) {
        case ["follow"]: FollowLaunch()
        case ["follow", "--background"]: FollowLaunch(background: true)
        default: nil
        }
    }

    func run() throws {
        let folder = SettingsStore.state().directory
        if background {
            try Self.startInBackground(folder: folder)
            return
        }
        let lock: Int32?
        do {
            lock = try FollowerRecord.takeLock(in: folder)
        } catch {
            CommandOutput.error("follow: \(error)")
            throw ExitCode(1)
        }
        guard let lock else {
            let pid = FollowerRecord.read(in: folder).map { " (pid \($0.pid))" } ?? ""
            CommandOutput.print("darkscreen follow already runs\(pid)")
            return
        }
        defer { close(lock) }
        let ending = Follower(stateFolder: folder).run()
        if let signal = ending { SignalMonitor.exitAsSignal(signal) }
    }

    /// For `integrate --status`: "follow: runs (pid 123), last change 19:30:00: Automatic, dark".
    static func statusLine(folder: String) -> String {
        guard FollowerRecord.isRunning(in: folder) else { return "follow: not running (start it with 'darkscreen follow --background')" }
        guard let record = FollowerRecord.read(in: folder) else { return "follow: runs" }
        let change =
            record.lastChange == 0
            ? "no change yet"
            : "last change \(ClockText.hoursAndMinutes(record.lastChange % 86_400 / 60)) UTC: \(SafeText.escaped(record.theme)), \(record.appearance)"
        return "follow: runs (pid \(record.pid)), \(change)"
    }

    /// The follower started for `integrate --follow`: in the background now and, where
    /// `systemctl --user` works, as a user unit started at each login. Returns what was done.
    static func startForIntegrate(folder: String) -> String {
        if FollowerUnit.install() { return "darkscreen follow runs as the systemd user unit \(FollowerUnit.name)" }
        if FollowerRecord.isRunning(in: folder) { return "darkscreen follow already runs" }
        guard let pid = spawn() else { return "darkscreen follow could not be started" }
        return "darkscreen follow started (pid \(pid)); start it at each login with 'darkscreen follow --background'"
    }

    /// After the last `integrate --undo`: nothing is left to follow for. The user unit goes, and the
    /// follower that runs (checked to be darkscreen's follower before it is signalled) ends.
    static func stopForUndo(folder: String) -> String? {
        let unit = FollowerUnit.remove()
        guard FollowerRecord.isRunning(in: folder), let record = FollowerRecord.read(in: folder),
            FollowerProcess.isFollower(record.pid)
        else { return unit ? "the systemd user unit \(FollowerUnit.name) removed" : nil }
        kill(record.pid, SIGTERM)
        let deadline = MonotonicClock.milliseconds() + 2000
        while FollowerRecord.isRunning(in: folder) && MonotonicClock.milliseconds() < deadline { usleep(10_000) }
        _ = FileSystem.remove(FollowerRecord.recordPath(in: folder))
        return "darkscreen follow (pid \(record.pid)) stopped: no tool is connected"
    }

    /// `--background`: the follower in a session of its own, output to /dev/null; says so, or
    /// that one already runs.
    static func startInBackground(folder: String) throws {
        if FollowerRecord.isRunning(in: folder) {
            let pid = FollowerRecord.read(in: folder).map { " (pid \($0.pid))" } ?? ""
            CommandOutput.print("darkscreen follow already runs\(pid)")
            return
        }
        guard let pid = spawn() else {
            CommandOutput.error("follow: could not start darkscreen follow in the background")
            throw ExitCode(1)
        }
        CommandOutput.print("darkscreen follow started (pid \(pid))")
    }

    /// A follower in a session of its own, output to /dev/null (it takes the lock itself); its pid.
    private static func spawn() -> pid_t? {
        guard let program = FileSystem.executablePath() else { return nil }
        return ChildProcess([program, "follow"], output: .discard, detached: true)?.pid
    }
}

/// The follower's loop: sleeps in one `poll` on the schedule's timer, the settings and theme files'
/// watcher and the desktop portal's thread; on a wake it works out the committed theme and light or
/// dark as every darkscreen does (`AppearanceNow`) and, when either changed, commits it to the
/// connected tools (`IntegrationCommit.runClaimed`: not again when a darkscreen UI just did).
final class Follower {
    private let stateFolder: String
    private let store = SettingsStore.standard()
    private let inbox = EventInbox()
    private let schedule: ScheduleWake
    /// The schedule's next switch (`AppUpdate.untilNextSwitch`), as the UI's update step asks for it.
    private let timer: TimerWake
    private let watcher: FileWatcher
    private let desktop: DesktopAppearanceMonitor?
    private var record: FollowerRecord
    /// What was last committed: the theme's name and colours, and the variant.
    private var committedKey: String?

    init(stateFolder: String) {
        self.stateFolder = stateFolder
        let settings = store.load().settings
        schedule = ScheduleWake(inbox: inbox, setting: settings.schedule.setting)
        timer = TimerWake(inbox: inbox)
        let themeFiles = (try? ThemeFiles.locate(commandLine: [], store: store))
        // The settings and the themes files in folders that exist (inotify on each folder; a file
        // in a folder that does not exist would be polled with stat, and the follower never wakes idle).
        let themes = (themeFiles?.all ?? []).filter { FileSystem.isDirectory($0.deletingLastPathComponent) }
        watcher = FileWatcher(paths: [store.path] + themes)
        let monitor = DesktopAppearanceMonitor()
        desktop = monitor.isFollowing ? monitor : nil
        record = FollowerRecord(pid: getpid(), started: Int(WallClock.secondsSince1970()))
    }

    /// Runs until SIGTERM, SIGINT or SIGHUP; returns that signal.
    func run() -> Int32? {
        SignalMonitor.install()
        DescriptorWait.holdSignalsOutsideWaits()
        try? record.write(in: stateFolder)
        // The desktop's first answer, if it is about to come (bounded), so the first commit has it.
        _ = desktop?.firstAnswer(within: .milliseconds(500))
        commitIfChanged()
        for event in schedule.startUpEvents() { follow(event) }
        while SignalMonitor.pending == nil {
            let descriptors =
                schedule.fileDescriptors + (watcher.fileDescriptor.map { [$0] } ?? []) + (desktop.map { [$0.fileDescriptor] } ?? [])
                + (inbox.fileDescriptor.map { [$0] } ?? [])
            let intervals = [schedule.pollInterval, watcher.pollInterval, timer.pollInterval].compactMap { $0 }
            guard DescriptorWait.wait(descriptors, timeout: intervals.min() ?? -1) else { continue }
            if !watcher.changes().isEmpty { schedule.configure(store.load().settings.schedule.setting) }
            schedule.wake()
            timer.wake()
            desktop?.acknowledge()
            for event in inbox.take() { follow(event) }
            commitIfChanged()
        }
        desktop?.stop()
        return SignalMonitor.pending
    }

    /// What the schedule said: its next switch waited for (a reading again replaces the wait); the
    /// switch due: the schedule read again (and, through it, the next switch).
    private func follow(_ event: AppEvent) {
        switch event {
        case .scheduled(let reading, let msIntoSecond):
            if let wait = AppUpdate.untilNextSwitch(reading, msIntoSecond: msIntoSecond) { timer.after(wait, .scheduleSwitchDue) }
        case .scheduleSwitchDue: schedule.read()
        default: break
        }
    }

    /// The committed theme in light or dark now; committed to the connected tools when it changed.
    private func commitIfChanged() {
        let settings = store.load().settings
        guard let catalog = try? ThemeFileOptions().loadCatalog(store: store) else { return }
        let theme = catalog.themes[CommittedTheme.read(from: store, catalog: catalog).index]
        var inputs = AppearanceNow.inputs(settings: settings)
        if let report = desktop?.latest { inputs.detections.record(report) }
        let appearance = AppearanceNow.decide(inputs).appearance
        let key = appearance.rawValue + "\n" + ((try? ExportFormat.kitty.write(theme, appearance: appearance)) ?? theme.name)
        guard key != committedKey else { return }
        committedKey = key
        _ = IntegrationCommit.runClaimed(theme: theme, appearance: appearance)
        record.lastChange = Int(WallClock.secondsSince1970())
        record.theme = theme.name
        record.appearance = appearance.rawValue
        try? record.write(in: stateFolder)
    }
}

/// A process is darkscreen's follower: its program is darkscreen and its arguments `follow`
/// (read from /proc before it is signalled; a pid reused by another program is left alone).
enum FollowerProcess {
    static func isFollower(_ pid: Int32) -> Bool {
        guard pid > 0, let head = try? FileSystem.readHead(at: "/proc/\(pid)/cmdline", count: 4096) else { return false }
        let arguments = head.bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        guard let program = arguments.first else { return false }
        return program.lastPathComponent == "darkscreen" && arguments.dropFirst().first == "follow"
    }
}

/// `~/.config/systemd/user/darkscreen-follow.service`, where `systemctl --user` works: the
/// follower started at each login and restarted if it fails.
enum FollowerUnit {
    static let name = "darkscreen-follow.service"

    static var path: String { XDGDirectories().configHome + "/systemd/user/" + name }

    /// Whether systemd runs a user manager for this user (a bounded call).
    static var isAvailable: Bool { systemctl(["--user", "show-environment"]) }

    static func install() -> Bool {
        guard let program = FileSystem.executablePath(), !program.contains(where: { $0 == " " || $0 == "\n" || $0 == "%" }),
            isAvailable
        else { return false }
        let unit = """
            [Unit]
            Description=darkscreen follow: the connected tools in light or dark as it changes

            [Service]
            ExecStart=\(program) follow
            Restart=on-failure

            [Install]
            WantedBy=default.target

            """
        do {
            try FileSystem.createDirectories(path.deletingLastPathComponent)
            try FileSystem.writeAtomically(Array(unit.utf8), to: path)
        } catch {
            return false
        }
        return systemctl(["--user", "daemon-reload"]) && systemctl(["--user", "enable", "--now", name])
    }

    /// Removes the unit darkscreen wrote (stopped and disabled first); false when there was none.
    static func remove() -> Bool {
        guard FileSystem.isRegularFile(path) else { return false }
        if isAvailable { _ = systemctl(["--user", "disable", "--now", name]) }
        _ = FileSystem.remove(path)
        if isAvailable { _ = systemctl(["--user", "daemon-reload"]) }
        return true
    }

    private static func systemctl(_ arguments: [String]) -> Bool {
        guard let program = IntegrationEnvironment().locate("systemctl"),
            let process = ChildProcess([program] + arguments, output: .discard, detached: false)
        else { return false }
        return process.wait(upTo: 5000) && process.exitCode == 0
    }
}
