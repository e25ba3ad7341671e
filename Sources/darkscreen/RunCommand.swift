import ArgumentParser
import DarkscreenCore
import DarkscreenCurses
import DarkscreenUI
#if canImport(Glibc)
import Glibc
#endif

/// `darkscreen [run]`: the terminal UI.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Run the terminal UI (the default).")

    @Option(help: "Start on the theme named NAME (case-insensitive).")
    var theme: String?

    @Option(help: ArgumentHelp("Force light or dark, or follow the terminal (auto).", valueName: "light|dark|auto"))
    var appearance: AppearanceOverride?

    @Option(help: ArgumentHelp("The companion pane's own appearance (auto inherits).", valueName: "auto|light|dark"))
    var companion: AppearanceOverride = .auto
    @Option(help: ArgumentHelp("Colours: auto (detect), direct (24-bit), 256, 16, 8 or none.", valueName: "MODE"))
    var colors: ColorChoice = .auto

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        let store = SettingsStore.standard()
        let themeFiles = try themeOptions.locate(store: store)
        let firstFrame = try themeOptions.loadForFirstFrame(themeFiles) { [theme, store.load().settings.themeName] }
        let (catalog, userThemeErrors) = (firstFrame.catalog, firstFrame.userFileErrors)
        let index = try theme.map { try themeIndex(named: $0, in: catalog) } ?? 0
        guard isatty(0) == 1, isatty(1) == 1 else {
            StandardError.print("darkscreen: the interactive UI needs a terminal on stdin and stdout; for scripts use 'darkscreen list'")
            throw ExitCode(2)
        }
        let settings = store.load()
        var appearanceInputs = AppearanceResolver(flag: appearance, environment: FileSystem.environment("DARKSCREEN_APPEARANCE"),
                                                  settings: settings.settings.appearance,
                                                  colorFGBG: FileSystem.environment("COLORFGBG"))
        if let warning = appearanceInputs.environmentWarning { StandardError.print("darkscreen: warning: \(warning)") }
        do {
            try CursesTerminal.validateTerm()
        } catch {
            StandardError.print("darkscreen: \(error)")
            throw ExitCode(2)
        }
        // Ask the terminal only when nothing forces the appearance (≤ 100 ms, fenced by DA1).
        let answers = appearanceInputs.override == nil ? TerminalProbe.ask() : TerminalProbe.Answers()
        appearanceInputs.terminalReport = answers.colorScheme
        appearanceInputs.background = answers.background
        let ending = try MainActor.assumeIsolated { () throws -> InteractiveSession.Ending in
            let terminal: CursesTerminal
            do {
                terminal = try CursesTerminal.start(colorOverride: colors.override)
            } catch {
                StandardError.print("darkscreen: \(error)")
                throw ExitCode(2)
            }
            defer { terminal.stop() }
            let controller = AppController(catalog: catalog, themeIndex: index,
                                           traits: TraitCollection(appearance: appearanceInputs.decision.appearance),
                                           size: terminal.size, time: WallClock.hoursAndMinutes(),
                                           glyphs: terminal.capabilities.isUTF8 ? .unicode : .ascii)
            let sync = LiveSync(controller: controller, store: store, themeFiles: themeFiles, settings: settings,
                                userThemeErrors: userThemeErrors, themeFromCommandLine: theme != nil)
            controller.configureAppearance(appearanceInputs)
            controller.screen.split.companion.overrideAppearance = companion.forced ?? .unspecified
            for event in answers.otherInput { _ = controller.handle(.input(event)) }
            let session = InteractiveSession(controller: controller, terminal: terminal)
            session.wakeSource = sync
            session.onEffect = { sync.handle($0) }
            if firstFrame.isPartial { session.afterFirstFrame = { sync.loadDeferredThemes() } }
            return session.run()
        }
        if case .signal(let number) = ending { SignalMonitor.exitAsSignal(number) }
    }
}
