import ArgumentParser
import DarkscreenCore
import DarkscreenCurses
import DarkscreenState
import DarkscreenUI
#if canImport(Glibc)
import Glibc
#endif

/// The terminal UI with its options, as plain values: what `darkscreen [run]` does, reached from
/// `RunCommand` or straight from `FastLaunch` without building the parser's types.
struct InteractiveLaunch: Equatable {
    var theme: String?
    var appearance: AppearanceOverride?
    var companion: AppearanceOverride = .auto
    var colors: ColorChoice = .auto
    var themeFiles: [String] = []
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
        let store = SettingsStore.standard()
        // The drop-in folders are checked against the theme folder cache on the second CPU (a
        // `stat` a file) from here until the themes are read below, while this thread reads the
        // settings, asks the terminal and reads the cache (errors are reported below, in the
        // usual order).
        let themes = ThemeFileOptions(themeFiles: themeFiles)
        let located = Result { () throws -> ThemeFiles in
            var located = try themes.locate(store: store)
            located.folderCache = ThemeFolderCache.standard(build: BuildReport.identity)
            return located
        }
        // Only with a cache to check: without one the scan is a look for any folder entry, made
        // below on this thread (a second thread costs the 6 shipped themes' start ~0.2 ms at 80×24).
        let scanning = located.map { files in
            files.folderCache.map { FileSystem.exists($0.path) } == true ? BackgroundWork { files.scanFolders() } : nil
        }
        let stateStore = SettingsStore.state()
        // The layout moved to state.json: an older settings.json still holding it is moved once.
        let saved = StateMigration.run(settings: store.load(), settingsStore: store, stateStore: stateStore)
        let settings = saved.settings
        var appearanceInputs = Environment.process.appearanceInputs(flag: appearance, settings: settings.settings.appearance)
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
        let colorQueries = targets.contains(.terminal) ? SurroundingsLaunch.colorQueries() : []
        let probe = (appearanceInputs.override == nil || !colorQueries.isEmpty) && (try? knownTerm.get()) != nil
            ? TerminalProbe.begin(appearanceInputs, savingColors: colorQueries) : nil
        let files: ThemeFiles
        let firstFrame: ThemeFiles.FirstFrame
        let index: Int
        do {
            files = try located.get()
            let scan = try scanning.get()
            firstFrame = try themes.loadForFirstFrame(files, scan: scan.map { $0.value }) { [theme, settings.settings.themeName] }
            index = try theme.map { try themeIndex(named: $0, in: firstFrame.catalog) } ?? 0
            guard isatty(0) == 1, isatty(1) == 1 else {
                CommandOutput.error(Notice("the interactive UI needs a terminal on stdin and stdout", action: "for scripts use 'darkscreen list'"))
                throw ExitStatus.notATerminal
            }
        } catch {
            if let probe { _ = TerminalProbe.finish(probe, into: &appearanceInputs, drainLateReplies: true) } // none left for the shell
            throw error
        }
        let typedKeys = probe.map { TerminalProbe.finish($0, into: &appearanceInputs) } ?? []
        if let warning = appearanceInputs.environmentWarning { CommandOutput.error("warning: \(warning)") }
        let term: CursesTerminal.KnownTerm
        do {
            term = try knownTerm.get()
        } catch {
            CommandOutput.error("\(error)")
            throw ExitStatus.notATerminal
        }
        let ending = try MainActor.assumeIsolated { () throws -> InteractiveSession.Ending in
            let terminal: CursesTerminal
            do {
                terminal = try CursesTerminal.start(term, colorOverride: colors.override)
            } catch {
                CommandOutput.error("\(error)")
                throw ExitStatus.notATerminal
            }
            defer { terminal.stop() }
            let controller = AppController(catalog: firstFrame.catalog, themeIndex: index,
                                           traits: TraitCollection(appearance: appearanceInputs.decision.appearance),
                                           size: terminal.size, time: WallClock.hoursAndMinutes(),
                                           symbols: terminal.capabilities.isUTF8 ? .unicode : .ascii,
                                           companion: companion.forced ?? .unspecified, listShown: !inBeside)
            // Every source below posts into the inbox; only the session hands events to the update step.
            let inbox = EventInbox()
            let sync = LiveSync(inbox: inbox, store: store, themeFiles: files, settings: settings,
                                state: stateStore, stateSnapshot: saved.state,
                                userThemeErrors: firstFrame.userFileErrors, themeFromCommandLine: theme != nil)
            if let problem = saved.problem {
                inbox.send(.notice(.settings, "cannot move the layout to state.json: \(problem.reason)"))
            }
            inbox.send(.appearanceConfigured(appearanceInputs))
            // The schedule says what it says now (before the first frame) and wakes at each switch.
            let schedule = ScheduleWake(inbox: inbox, setting: settings.settings.schedule.setting)
            // The theme settings.json commits (the first theme when it names none or one not found).
            let committedName = settings.settings.themeName.flatMap { firstFrame.catalog.index(named: $0) }
                .map { firstFrame.catalog.themes[$0].name } ?? firstFrame.catalog.themes[0].name
            let scheduledHooks = ScheduledHooks(claim: ScheduledSwitchClaim(folder: stateStore.directory),
                                                committedThemeName: committedName)
            let savedColors = probe.map(TerminalProbe.savedColors) ?? TerminalColorSet()
            let shell = SurroundingsLaunch.shell(targets: targets, hooks: hooks, answers: savedColors, terminal: terminal,
                                                 inbox: inbox, sync: sync, configFolder: store.directory)
            defer { shell.restore() }
            let session = InteractiveSession(controller: controller, terminal: terminal, inbox: inbox)
            session.typedAhead = typedKeys
            // The start-up questions' answers are late (no fence yet): they come to the run loop.
            if let probe, let answers = probe.answers {
                if answers.timedOut { session.expectReplies() }
                session.continueInput(TerminalProbe.unfinishedInput(probe))
            }
            session.wakeSource = WakeSourceGroup([shell, schedule])
            // --apply terminal: each frame is painted in the colours the shown theme gives the terminal.
            terminal.upcomingColors = { controller.state.shownSurroundings.terminal }
            session.beforeSuspend = shell.suspend
            // A pane beside opened runs darkscreen without a shell: nothing there could resume it.
            session.suspends = !inBeside
            shell.windowRecolour = besideRecolour.map { HookRunner(commandsOnly: [$0]) }
            let requery = TerminalRequery(route: probe?.route ?? .direct)
            if let probe {
                // With --apply terminal/tmux the appearance stays with what was there before the first change.
                inbox.send(.terminalQueriesConfigured(TerminalProbe.policy(for: probe, applyingTerminal: targets.contains(.terminal),
                                                                           applyingTmux: shell.tmux != nil)))
                var sources: [WakeSource] = [shell, schedule, requery]
                if let desktop = probe.desktop, desktop.isFollowing {
                    // The desktop setting, followed live: each change is an appearanceReported event.
                    sources.append(DesktopAppearanceWake(monitor: desktop, inbox: inbox,
                                                         delivered: appearanceInputs.detections.report(for: .desktop)))
                }
                session.wakeSource = WakeSourceGroup(sources)
            }
            // Every effect the update step asks for is carried out here, and only here; a new
            // AppEffect gets its case here (the switch is exhaustive). Results come back as events.
            session.onEffect = { effect in
                switch effect {
                case .commit(let name): sync.save { $0.themeName = name } // settings.json
                case .appearanceOverride(let choice): sync.save { $0.appearance = choice }
                case .layoutChanged(let ratio, let listOnRight): sync.saveLayout(ratio: ratio, listOnRight: listOnRight) // state.json
                case .surroundingsChanged(let shown): shell.apply(shown: shown) // colours, tmux
                case .committedSurroundingsChanged(let committed): // hooks; the tools connected by `integrate`
                    // A scheduled switch reaches them from one darkscreen only (the first to claim it).
                    guard scheduledHooks.shouldRun(committed, in: controller.state) else { break }
                    shell.runHooks(for: committed)
                    shell.reachConnectedTools(committed)
                case .queryTerminalColors: // answers come back as input (OSC 10, 11, the fence)
                    requery.request()
                    session.expectReplies()
                case .scheduleChanged(let setting): schedule.configure(setting) // what it says comes back as .scheduled
                case .quit: break // the run loop ends on it before this is called
                }
            }
            if firstFrame.isPartial {
                session.afterFirstFrame = sync.deferredThemesLoad()
            } else if let key = firstFrame.cachedFolders {
                session.afterFirstFrame = sync.confirmCachedFolders(key)
            }
            let ending = session.run()
            sync.finishPendingWrites()
            return ending
        }
        switch ending {
        case .signal(let number): SignalMonitor.exitAsSignal(number)
        case .tooLarge(let size):
            CommandOutput.error("\(TerminalError.tooLarge(size))")
            throw ExitStatus.notATerminal
        case .quit: break
        }
    }
}
