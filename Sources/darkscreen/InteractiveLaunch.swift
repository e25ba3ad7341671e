import ArgumentParser
import DarkscreenCore
import DarkscreenCurses
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

    func run() throws {
        let store = SettingsStore.standard()
        let settings = store.load()
        var appearanceInputs = AppearanceResolver(flag: appearance, environment: FileSystem.environment(AppearanceResolver.environmentVariable),
                                                  settings: settings.settings.appearance)
        // The terminal is asked (one write, one DA1 fence, ≤ 100 ms in all), tmux and the desktop
        // setting too, only when nothing forces the appearance and TERM is usable; the themes
        // load while the answers are on the way.
        let knownTerm = Result { () throws(TerminalError) in try CursesTerminal.validateTerm() }
        let probe = appearanceInputs.override == nil && (try? knownTerm.get()) != nil ? TerminalProbe.begin(appearanceInputs) : nil
        let themes = ThemeFileOptions(themeFiles: themeFiles)
        let files: ThemeFiles
        let firstFrame: ThemeFiles.FirstFrame
        let index: Int
        do {
            files = try themes.locate(store: store)
            firstFrame = try themes.loadForFirstFrame(files) { [theme, settings.settings.themeName] }
            index = try theme.map { try themeIndex(named: $0, in: firstFrame.catalog) } ?? 0
            guard isatty(0) == 1, isatty(1) == 1 else {
                StandardError.print("darkscreen: the interactive UI needs a terminal on stdin and stdout; for scripts use 'darkscreen list'")
                throw ExitCode(2)
            }
        } catch {
            if let probe { _ = TerminalProbe.finish(probe, into: &appearanceInputs, drainLateReplies: true) } // none left for the shell
            throw error
        }
        let typedKeys = probe.map { TerminalProbe.finish($0, into: &appearanceInputs) } ?? []
        if let warning = appearanceInputs.environmentWarning { StandardError.print("darkscreen: warning: \(warning)") }
        let term: CursesTerminal.KnownTerm
        do {
            term = try knownTerm.get()
        } catch {
            StandardError.print("darkscreen: \(error)")
            throw ExitCode(2)
        }
        let ending = try MainActor.assumeIsolated { () throws -> InteractiveSession.Ending in
            let terminal: CursesTerminal
            do {
                terminal = try CursesTerminal.start(term, colorOverride: colors.override)
            } catch {
                StandardError.print("darkscreen: \(error)")
                throw ExitCode(2)
            }
            defer { terminal.stop() }
            let controller = AppController(catalog: firstFrame.catalog, themeIndex: index,
                                           traits: TraitCollection(appearance: appearanceInputs.decision.appearance),
                                           size: terminal.size, time: WallClock.hoursAndMinutes(),
                                           glyphs: terminal.capabilities.isUTF8 ? .unicode : .ascii)
            let sync = LiveSync(controller: controller, store: store, themeFiles: files, settings: settings,
                                userThemeErrors: firstFrame.userFileErrors, themeFromCommandLine: theme != nil)
            controller.configureAppearance(appearanceInputs)
            controller.screen.split.companion.overrideAppearance = companion.forced ?? .unspecified
            for event in typedKeys { _ = controller.handle(.input(event)) }
            let session = InteractiveSession(controller: controller, terminal: terminal)
            session.wakeSource = sync
            if let probe {
                controller.terminalQueries = TerminalProbe.policy(for: probe)
                if let desktop = probe.desktop, desktop.isFollowing {
                    let follower = DesktopAppearanceWake(monitor: desktop, controller: controller,
                                                         delivered: appearanceInputs.detections.report(for: .desktop))
                    session.wakeSource = WakeSourceGroup([sync, follower])
                }
            }
            let route = probe?.route ?? .direct
            session.onEffect = { effect in
                if effect == .queryTerminalColors { TerminalProbe.requery(route: route) } else { sync.handle(effect) }
            }
            if firstFrame.isPartial { session.afterFirstFrame = { sync.loadDeferredThemes() } }
            return session.run()
        }
        if case .signal(let number) = ending { SignalMonitor.exitAsSignal(number) }
    }
}
