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

/// The terminal UI with its options, as plain values: what `darkscreen [run]` does, reached from
/// `RunCommand` or straight from `FastLaunch` without building the parser's types.
struct InteractiveLaunch: Equatable {
    var theme: String?
    var appearance: AppearanceOverride?
    var companion: AppearanceOverride = .auto
    var colors: ColorChoice = .auto
    var themeFiles: [String] = []
    /// False with `--no-catalog`.
    var catalog = true
    /// `--apply`, added to the setting's targets.
    var apply: [ApplyTarget] = []
    /// `--hook CMD`.
    var hooks: [String] = []
    /// One of beside's panes: started without focus (with `"list": "auto"` the list waits for focus,
    /// a click or Tab); the window's tmux styles are beside's, so no `--apply tmux` here.
    var inBeside = false
    /// `--beside-recolour CMD`: the first pane beside opened recolours its window with CMD.
    var besideRecolour: String?

    func run() throws {
        let found = try startUp()
        let ending = try MainActor.assumeIsolated { try runSession(found) }
        switch ending {
        case .signal(let number): SignalMonitor.exitAsSignal(number)
        case .tooLarge(let size):
            CommandOutput.error("\(TerminalError.tooLarge(size))")
            throw ExitStatus.notATerminal
        case .quit: break
        }
    }

    /// Start-up, before the terminal is taken over: the settings and the layout read, the terminal
    /// asked its appearance (and colours), the themes for the first frame read while it answers.
    private func startUp() throws -> StartUp {
        let store = SettingsStore.standard()
        // The drop-in folders are checked against the theme folder cache on the second CPU (a
        // `stat` a file) from here until the themes are read below, while this thread reads the
        // settings, asks the terminal and reads the cache (errors are reported below, in the
        // usual order).
        let themes = ThemeFileOptions(themeFiles: themeFiles, catalog: catalog)
        let located = Result { () throws -> ThemeFiles in
            var located = try themes.locate(store: store)
            located.folderCache = ThemeFolderCache.standard(build: BuildReport.identity)
            located.catalogCache = ThemeCatalogFile.cache(build: BuildReport.identity)
            return located
        }
        // Only with a cache to check: without one the scan is a look for any folder entry, made
        // below on this thread (a second thread would slow the start of the shipped themes alone;
        // DECISIONS.md has the figures).
        let scanning = located.map { files in
            files.folderCache.map { FileSystem.exists($0.path) } == true ? BackgroundWork { files.scanFolders() } : nil
        }
        // The catalog from its cache (when there is one), decoded on another CPU too.
        let catalogLoad = (try? located.get()).flatMap { files in
            files.catalog.flatMap { path in
                files.catalogCache.flatMap { cache in
                    FileSystem.exists(cache.path) ? BackgroundWork { ThemeCatalogFile.cachedThemes(path: path, cache: cache) } : nil
                }
            }
        }
        let stateStore = SettingsStore.state()
        // The layout moved to state.json: an older settings.json still holding it is moved once.
        let saved = StateMigration.run(settings: store.load(), settingsStore: store, stateStore: stateStore)
        let settings = saved.settings
        // Light or dark as every darkscreen decides it (AppearanceNow): what is known here, the
        // schedule included; the terminal, tmux and the desktop are asked below.
        let known = AppearanceNow.inputs(flag: appearance, settings: settings.settings)
        var appearanceInputs = known
        // The terminal is asked (one write, one DA1 fence, ≤ 100 ms in all), tmux and the desktop
        // setting too, only when nothing forces the appearance and TERM is usable (TerminalAppearance,
        // through TerminalProbe); the answers are taken once the themes are read.
        let knownTerm = Result { () throws(TerminalError) in try CursesTerminal.validateTerm() }
        // From here a signal that ends the process puts the shell's tty modes back, whoever has the
        // terminal in raw mode at that moment (the appearance probe, then curses).
        if (try? knownTerm.get()) != nil { CrashGuard.armCurrentModes() }
        let targets = Set(apply + settings.settings.applyTargets).subtracting(inBeside ? [.tmux] : [])
        // `--apply terminal` on a terminal without a colour stack: its colours are asked in the
        // same fenced exchange, so they can be written back on the way out.
        let colorQueries = targets.contains(.terminal) ? ApplyShell.colorQueries() : []
        let probe =
            (appearanceInputs.override == nil || !colorQueries.isEmpty) && (try? knownTerm.get()) != nil
            ? TerminalProbe.begin(appearanceInputs, savingColors: colorQueries, forFrames: true) : nil
        let files: ThemeFiles
        let firstFrame: ThemeFiles.FirstFrame
        let index: Int
        do {
            files = try located.get()
            let scan = try scanning.get()
            firstFrame = try themes.loadForFirstFrame(files, scan: scan.map { $0.value }, cachedCatalog: catalogLoad.map { $0.value }) {
                [theme, settings.settings.themeName]
            }
            index = try theme.map { try themeIndex(named: $0, in: firstFrame.catalog) } ?? 0
            guard isatty(0) == 1, isatty(1) == 1 else {
                CommandOutput.error(Notice("the interactive UI needs a terminal on stdin and stdout", action: "for scripts use 'darkscreen list'"))
                throw ExitStatus.notATerminal
            }
        } catch {
            if let probe { _ = TerminalProbe.finish(probe, into: &appearanceInputs, drainLateReplies: true) }  // none left for the shell
            throw error
        }
        let typedKeys = probe.map { TerminalProbe.finish($0, into: &appearanceInputs) } ?? []
        // (the probe's answers replace the detections: the schedule's reading goes back in)
        if let schedule = known.detections.report(for: .schedule) { appearanceInputs.detections.record(schedule) }
        if let warning = appearanceInputs.environmentWarning { CommandOutput.error("warning: \(warning)") }
        let term: CursesTerminal.KnownTerm
        do {
            term = try knownTerm.get()
        } catch {
            CommandOutput.error("\(error)")
            throw ExitStatus.notATerminal
        }
        return StartUp(
            term: term, store: store, stateStore: stateStore, saved: saved, files: files, firstFrame: firstFrame,
            index: index, appearanceInputs: appearanceInputs, probe: probe, typedKeys: typedKeys, targets: targets)
    }
}

/// What start-up found, for the session.
struct StartUp {
    let term: CursesTerminal.KnownTerm
    let store: SettingsStore
    let stateStore: SettingsStore
    /// settings.json and state.json as read (after moving an old layout), and a problem moving it.
    let saved: StateMigration.Outcome
    let files: ThemeFiles
    let firstFrame: ThemeFiles.FirstFrame
    /// The theme shown first (`--theme`, else the first).
    let index: Int
    let appearanceInputs: AppearanceInputs
    /// The appearance probe, when the terminal was asked (its route, the desktop monitor).
    let probe: AppearanceDetection?
    /// Input typed while the terminal was asked.
    let typedKeys: [InputEvent]
    /// `--apply` and the setting's targets.
    let targets: Set<ApplyTarget>
}
