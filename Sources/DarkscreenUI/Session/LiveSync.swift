import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// The cross-process `didChangeNotification`: watches settings.json, state.json (the layout) and
/// the themes files and posts what changed into the run loop's inbox as events (`settingsChanged`,
/// `themesReloaded`, `notice`): the same update step and hub path as a key press. Writes what the
/// app asks to persist (`save`, `saveLayout`); its own writes are remembered byte for byte, so
/// they do not come back as a second change.
public final class LiveSync: WakeSource {
    private let inbox: EventInbox
    private let store: SettingsStore
    private let themeFiles: ThemeFiles
    /// Started after the first frame is written (`frameWritten`): watching is not part of start-up.
    private var watcher: FileWatcher?
    private let useInotify: Bool
    /// The settings file's bytes as last read or written (nil: missing or unreadable).
    private var knownSettingsBytes: [UInt8]?
    private var knownSettings: Settings
    /// A digest of each themes file as last read, or why it could not be read (a file that turns
    /// into a FIFO is a change even though neither could be read); digests, not bytes, so a
    /// large file's megabytes are not kept alive.
    private var knownThemeBytes: [String: Result<FileDigest, FileReadError>] = [:]
    /// state.json (`SettingsStore.state()`): the split ratio and side, and its bytes as last read or written.
    let stateStore: SettingsStore
    var knownStateBytes: [UInt8]?
    /// state.json changes asked for since the last frame (`LiveSync+Layout`), written after it.
    var pendingState: [(failure: String, change: (inout Settings) -> Void)] = []

    /// Keeps what start-up read (watching starts after the first frame); posts nothing: what
    /// start-up read reaches the app through `startUpEvents`, which the launch sends.
    public init(
        inbox: EventInbox, store: SettingsStore, themeFiles: ThemeFiles, settings snapshot: SettingsSnapshot,
        state stateStore: SettingsStore, stateSnapshot: SettingsSnapshot, useInotify: Bool = true
    ) {
        self.inbox = inbox
        self.store = store
        self.themeFiles = themeFiles
        self.stateStore = stateStore
        self.useInotify = useInotify
        knownStateBytes = stateSnapshot.bytes
        knownSettingsBytes = snapshot.bytes
        knownSettings = snapshot.settings
    }

    /// What start-up read, as events: the themes files' and settings' problems as notices, then
    /// settings.json and state.json as one change. `themeFromCommandLine`: `--theme` chose the
    /// theme shown; the settings' theme is only marked committed (✓), as `darkscreen get` reports it.
    public static func startUpEvents(
        settings snapshot: SettingsSnapshot, stateSnapshot: SettingsSnapshot,
        userThemeErrors: [ThemeDiagnostic], themeFromCommandLine: Bool
    ) -> [AppEvent] {
        var events: [AppEvent] = [.notice(.themes, userThemeErrors.first.map(AppUpdate.short))]
        if let problem = snapshot.problem {
            events.append(.notice(.settings, Self.settingsProblem(problem)))
        } else if let field = Self.fieldProblem(snapshot) {
            events.append(.notice(.settings, field))
        } else if let problem = stateSnapshot.problem {
            events.append(.notice(.settings, "state.json \(problem); using the default layout, no recent themes or favourites"))
        }
        let (stateChange, stateProblems) = Self.stateChange(from: stateSnapshot.settings)
        if snapshot.problem == nil, stateSnapshot.problem == nil, let problem = stateProblems.first {
            events.append(.notice(.settings, Notice(problem.description)))
        }
        var startup = Self.change(from: snapshot.settings)
        startup.appearance = nil  // part of the appearance inputs the launch configures
        startup.showsTheme = !themeFromCommandLine
        startup.splitRatio = stateChange.splitRatio
        startup.listOnRight = stateChange.listOnRight
        startup.recent = stateChange.recent
        startup.favourites = stateChange.favourites
        events.append(.settingsChanged(startup))
        return events
    }

    /// The theme and appearance of settings.json as a change.
    private static func change(from settings: Settings) -> SettingsChange {
        var change = SettingsChange(
            themeName: settings.themeName, appearance: settings.appearance, list: settings.list, statusLine: settings.statusLine,
            schedule: settings.schedule, minimumContrast: settings.minimumContrast, transition: settings.transition,
            lensSeverity: settings.lensSeverity)
        let rules = settings.contexts.rules
        // Where darkscreen runs is read once, and only when there is a rule to match it against.
        change.contexts = ContextPlace(rules: rules, context: rules.isEmpty ? nil : here, home: Environment.process.variable("HOME") ?? "")
        return change
    }

    /// This process's context (its shell's user and folder, this host): it does not change while it runs.
    private static let here = PaneContext.ofThisProcess()

    func send(_ event: AppEvent) {
        inbox.send(event)
    }

    public var fileDescriptor: Int32? { watcher?.fileDescriptor }
    /// While a write waits for another process's lock, the loop comes back every 50 ms to retry.
    public var pollInterval: Int32? { pending.isEmpty ? watcher?.pollInterval : min(watcher?.pollInterval ?? Self.retryInterval, Self.retryInterval) }

    /// The first frame is on screen: the files start being watched (not part of start-up). A
    /// settings.json or state.json changed since start-up is caught by comparing with the bytes
    /// read then; the themes files' digests are taken now, and a later change is judged against them.
    /// Every frame: what the keys of this pass asked to save is written now, after the frame
    /// that answers them (a commit's frame never waits for settings.json's and state.json's
    /// flushes to disk).
    public func frameWritten() {
        if watcher == nil { startWatching() }
        writeSaves()
    }

    /// Writes what is waiting to be saved now (after the frame: a commit's hooks and beside's
    /// recolour read the committed theme from settings.json, so they start after this).
    public func writeSaves() {
        writePending(waitMilliseconds: 0)
        writeStateChanges()
    }

    private func startWatching() {
        try? FileSystem.createDirectories(store.directory)
        try? FileSystem.createDirectories(stateStore.directory)
        watcher = FileWatcher(paths: [store.path, stateStore.path] + themeFiles.all, folders: themeFiles.folders, useInotify: useInotify)
        // The drop-in folders' files are read after the first frame (deferredThemesLoad), or not
        // at all when they came from the cache: then the first change of any themes file finds
        // no digests of theirs, and is a change (read once; from then on digests are kept).
        knownThemeBytes = Self.themeBytes(themeFiles, withFolders: false)
        reloadSettings()
        reloadState()
    }

    public func wake() {
        writePending(waitMilliseconds: 0)
        guard let changed = watcher?.changes() else { return }
        guard !changed.isEmpty else { return }
        if !changed.isDisjoint(with: themeFiles.all + themeFiles.folders) { reloadThemes() }
        if changed.contains(store.path) { reloadSettings() }
        if changed.contains(stateStore.path) { reloadState() }
    }

    /// Writes a change to settings.json (atomically, keeping unknown keys) after the next frame
    /// (`frameWritten`) and remembers the bytes so the watcher does not report this write back.
    /// A key press never waits for another
    /// process: when the settings are locked the change waits here and is retried from the run
    /// loop for up to `lockBound` ms, then dropped with "settings are locked …; not saved".
    public func save(_ change: @escaping (inout Settings) -> Void) {
        if pending.isEmpty { pendingSince = MonotonicClock.milliseconds() }
        pending.append(change)
    }

    /// At the end of a session: what still waits for the lock gets the rest of its bound.
    public func finishPendingWrites() {
        writePending(waitMilliseconds: max(0, Self.lockBound - (MonotonicClock.milliseconds() - pendingSince)))
        writeStateChanges()
    }

    private static let lockBound = 2000
    private static let retryInterval: Int32 = 50
    private var pending: [(inout Settings) -> Void] = []
    private var pendingSince = 0

    private func writePending(waitMilliseconds: Int) {
        guard !pending.isEmpty else { return }
        let changes = pending
        do {
            let update = try store.update(lockWaitMilliseconds: waitMilliseconds) { settings in
                for change in changes { change(&settings) }
            }
            pending = []
            knownSettingsBytes = update.bytes
            knownSettings = update.settings
            send(.settingsSaved(themeName: update.settings.themeName))
            if update.backedUp != nil, let backup = update.backupPath {
                send(.notice(.settings, "the unreadable settings.json was kept as \(SafeText.escaped(backup.lastPathComponent))"))
            }
        } catch let error where error.lockTimeout != nil {
            guard MonotonicClock.milliseconds() - pendingSince >= Self.lockBound else { return }
            pending = []
            send(.notice(.settings, Notice(error.description)))
        } catch {
            pending = []
            send(.notice(.settings, "cannot save settings: \(error.reason)"))
        }
    }

    private func reloadSettings() {
        let snapshot = store.load()
        if let problem = snapshot.problem {
            if snapshot.bytes != knownSettingsBytes || snapshot.bytes == nil {
                knownSettingsBytes = snapshot.bytes
                send(.notice(.settings, Self.settingsProblem(problem)))
            }
            return
        }
        guard snapshot.bytes != knownSettingsBytes else { return }
        knownSettingsBytes = snapshot.bytes
        send(.notice(.settings, Self.fieldProblem(snapshot)))
        // Apply only what changed, so a change of layout does not undo the highlight.
        var change = Self.change(from: snapshot.settings)
        if snapshot.settings.appearance == knownSettings.appearance { change.appearance = nil }
        if snapshot.settings.themeName == knownSettings.themeName { change.themeName = nil }
        knownSettings = snapshot.settings
        send(.settingsChanged(change))
    }

    private func reloadThemes() {
        let current = Self.themeBytes(themeFiles)
        guard current != knownThemeBytes else { return }
        knownThemeBytes = current
        do {
            // Errors left are the drop-in folders' (their files are skipped): shown, not fatal.
            let (catalog, folderErrors) = try themeFiles.load(strictUserFile: true)
            send(.themesReloaded(catalog, errors: folderErrors))
        } catch {
            send(.themesReloaded(nil, errors: error.diagnostics))
        }
    }

    /// The rest of a large catalog and the drop-in folders, read after the first frame
    /// (`ThemeFiles.loadForFirstFrame`), in slices for the run loop, which handles waiting input
    /// between two calls: each call works for about `sliceMilliseconds` (digests of the files
    /// first, then the folders' files one at a time); a call of its own reads the named files,
    /// merges and sends the catalog — valid themes join the list, the first error shows in the
    /// status line — and the last writes the theme folder cache. True while there is more to do.
    public func deferredThemesLoad(sliceMilliseconds: Int = 2) -> () -> Bool {
        // Listed in the first slice, after the first frame (a folder of 500 files is 500 stats).
        var listed: [String]?
        var digests: [String: Result<FileDigest, FileReadError>] = [:]
        var digested = 0
        var load = DeferredThemeLoad(themeFiles)
        var foldersLeft = true
        var sent = false
        return { [self] in
            let start = MonotonicClock.milliseconds()
            let paths = listed ?? themeFiles.all + load.folderFiles()
            listed = paths
            repeat {
                if digested < paths.count {
                    let path = paths[digested]
                    digests[path] = Result { () throws(FileReadError) in try FileDigest(path: path) }
                    digested += 1
                } else if foldersLeft {
                    foldersLeft = load.step(files: 1)
                    if !foldersLeft { return true }  // the merge gets a slice of its own
                } else if !sent {
                    knownThemeBytes = digests
                    let (catalog, errors) = load.finish()
                    send(.themesReloaded(catalog, errors: errors, deferred: true))
                    sent = true
                    return true  // the theme folder cache is written in a slice of its own
                } else {
                    load.storeCache()
                    return false
                }
            } while MonotonicClock.milliseconds() - start < sliceMilliseconds
            return true
        }
    }

    /// After a first frame whose folder themes came from the theme folder cache (valid for `key`
    /// when darkscreen started): the folders are listed again, now that they are watched, and
    /// read as after any change if a file changed in between (a stamp unlike the key's).
    public func confirmCachedFolders(_ key: ThemeFolderCacheKey) -> () -> Bool {
        { [self] in
            if themeFiles.folderCacheKey() != key { reloadThemes() }
            return false
        }
    }

    /// A digest (or the read error) of every themes file and of every file in the drop-in folders,
    /// to tell a real change.
    private static func themeBytes(_ files: ThemeFiles, withFolders: Bool = true) -> [String: Result<FileDigest, FileReadError>] {
        var digests: [String: Result<FileDigest, FileReadError>] = [:]
        for path in files.all + (withFolders ? files.folders.flatMap(ThemeFolders.files(in:)) : []) {
            digests[path] = Result { () throws(FileReadError) in try FileDigest(path: path) }
        }
        return digests
    }

    /// The first field settings.json holds that cannot be used, as every command says it
    /// (`SettingsProblems`); the schedule and the transition are said by the update step.
    private static func fieldProblem(_ snapshot: SettingsSnapshot) -> Notice? {
        SettingsProblems(snapshot).lines(path: "settings.json", skipping: [.schedule, .transition]).first.map { Notice($0) }
    }

    private static func settingsProblem(_ problem: SettingsFileError) -> Notice {
        "settings.json \(problem); using defaults"
    }
}

/// A file's length and 64-bit FNV-1a hash: equal bytes, equal digest; a changed file a different
/// one but for a 1-in-2^64 chance.
struct FileDigest: Equatable {
    let count: Int
    let hash: UInt64

    /// The digest of a file read in 64 KiB chunks: a large themes file is never held whole.
    init(path: String) throws(FileReadError) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var count = 0
        try FileSystem.forEachChunk(at: path) { chunk in
            for byte in chunk { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            count += chunk.count
        }
        self.count = count
        self.hash = hash
    }
}
