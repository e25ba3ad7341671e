#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// bat: the theme `darkscreen.tmTheme` in bat's `themes` folder, bat's cache rebuilt
/// (`bat cache --build`, Debian's `batcat`) on each commit, and `--theme=darkscreen` at the end of
/// bat's config file (a later option wins). One variant.
enum BatTarget: IntegrationTargetKind {
    static let name = "bat"
    static let reach = IntegrationTarget.Reach.told

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        IntegrationLayout(
            target: target, files: [environment.batConfigFolder + "/themes/" + BatTheme.fileName],
            lines: [ConfigLine(config: environment.batConfigFile, line: "--theme=darkscreen")])
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        [BatTheme.write(ExportScheme(theme, appearance: appearance.resolved))]
    }

    /// bat reads its themes from its cache: rebuilt, so the next `bat` has the theme.
    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        guard let program = program(in: environment) else { return .reached("bat is not installed; its cache is built when it is") }
        if let problem = ToolProcess.run([program, "cache", "--build"], in: environment, milliseconds: 20_000) {
            return .failed(problem)
        }
        return .reached("bat's cache rebuilt")
    }

    /// The theme goes first, then the cache is rebuilt without it.
    static func undo(_ layout: IntegrationLayout, in environment: IntegrationEnvironment) -> String? {
        for file in layout.files where IntegrationFiles.isOwned(file) { unlink(file) }
        guard let program = program(in: environment) else { return nil }
        return ToolProcess.run([program, "cache", "--build"], in: environment, milliseconds: 20_000)
    }

    /// `bat`, or `batcat` as Debian names it.
    static func program(in environment: IntegrationEnvironment) -> String? {
        ["bat", "batcat"].first { environment.locate($0) != nil }
    }
}
