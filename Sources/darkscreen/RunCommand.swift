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

    @Option(help: ArgumentHelp("Colours: auto (detect), direct (24-bit), 256, 16, 8 or none.", valueName: "MODE"))
    var colors: ColorChoice = .auto

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        let catalog = try themeOptions.loadCatalog()
        let index = try theme.map { try themeIndex(named: $0, in: catalog) } ?? 0
        guard isatty(0) == 1, isatty(1) == 1 else {
            StandardError.print("darkscreen: the interactive UI needs a terminal on stdin and stdout; for scripts use 'darkscreen list'")
            throw ExitCode(2)
        }
        let appearance = Appearance(rawValue: FileSystem.environment("DARKSCREEN_APPEARANCE") ?? "") ?? .dark
        let ending = try MainActor.assumeIsolated { () throws -> InteractiveSession.Ending in
            let terminal: CursesTerminal
            do {
                terminal = try CursesTerminal.start(colorOverride: colors.override)
            } catch {
                StandardError.print("darkscreen: \(error)")
                throw ExitCode(2)
            }
            defer { terminal.stop() }
            let controller = AppController(catalog: catalog, themeIndex: index, traits: TraitCollection(appearance: appearance.resolved),
                                           size: terminal.size, time: WallClock.hoursAndMinutes(),
                                           glyphs: terminal.capabilities.isUTF8 ? .unicode : .ascii)
            return InteractiveSession(controller: controller, terminal: terminal).run()
        }
        if case .signal(let number) = ending { SignalMonitor.exitAsSignal(number) }
    }
}
