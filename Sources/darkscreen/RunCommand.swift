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

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        let store = SettingsStore.standard()
        let themeFiles = try themeOptions.locate(store: store)
        let (catalog, userThemeErrors) = try themeOptions.load(themeFiles, warnAboutUserFile: false)
        let index = try theme.map { try themeIndex(named: $0, in: catalog) } ?? 0
        guard isatty(0) == 1, isatty(1) == 1 else {
            StandardError.print("darkscreen: the interactive UI needs a terminal on stdin and stdout; for scripts use 'darkscreen list'")
            throw ExitCode(2)
        }
        let settings = store.load()
        let environmentAppearance = Appearance(rawValue: FileSystem.environment("DARKSCREEN_APPEARANCE") ?? "")
        let appearance = environmentAppearance ?? settings.settings.appearance.forced ?? .dark
        let ending = try MainActor.assumeIsolated { () throws -> InteractiveSession.Ending in
            let terminal: CursesTerminal
            do {
                terminal = try CursesTerminal.start(colorOverride: nil)
            } catch {
                StandardError.print("darkscreen: \(error)")
                throw ExitCode(2)
            }
            defer { terminal.stop() }
            let controller = AppController(catalog: catalog, themeIndex: index, traits: TraitCollection(appearance: appearance.resolved),
                                           size: terminal.size, time: WallClock.hoursAndMinutes(),
                                           glyphs: terminal.capabilities.isUTF8 ? .unicode : .ascii)
            let sync = LiveSync(controller: controller, store: store, themeFiles: themeFiles, settings: settings,
                                userThemeErrors: userThemeErrors, themeFromCommandLine: theme != nil,
                                automaticAppearance: environmentAppearance == nil ? .dark : nil)
            let session = InteractiveSession(controller: controller, terminal: terminal)
            session.wakeSource = sync
            session.onEffect = { sync.handle($0) }
            return session.run()
        }
        if case .signal(let number) = ending { SignalMonitor.exitAsSignal(number) }
    }
}
