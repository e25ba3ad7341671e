import DarkscreenPlatform
import DarkscreenCore
/// foot: `include=…/integrations/foot.ini` in the main section of `foot.ini`. foot 1.26 and later
/// read `[colors-light]` and `[colors-dark]` (and warn on `[colors]`), and start in the one
/// `initial-color-theme` names, the variant the commit resolved; older foot (Debian 12's 1.13)
/// reads `[colors]`, one variant, and before 1.23 (which moved the cursor's colours into
/// `[colors]`) the cursor's colours in `[cursor]` as `color=`. foot takes the file at its next start.
enum FootTarget: IntegrationTargetKind {
    static let name = "foot"
    static let reach = IntegrationTarget.Reach.nextStart
    static let isTerminal = true
    static let dualForm: DualFormRequirement? = DualFormRequirement(
        program: "foot", arguments: ["--version"], minimum: ToolVersion(1, 26),
        what: "read [colors-light] and [colors-dark]", whenUnknown: false)

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        let file = environment.ownFolder + "/foot.ini"
        let line = ConfigLine(
            config: environment.xdg.configHome + "/foot/foot.ini",
            line: "include=" + (try IntegrationLayout.plain(file, "foot's include")), placement: .beforeFirstSection)
        return IntegrationLayout(target: target, files: [file], lines: [line], dual: dual)
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        guard layout.dual else {
            let text = FootExporter.write([ExportScheme(theme, appearance: appearance.resolved)])
            let old = layout.toolVersion.flatMap { ToolVersion(parsing: $0) }.map { $0 < ToolVersion(1, 23) } ?? false
            return [IntegrationFiles.hashHeader + (old ? cursorSection(text) : text)]
        }
        let schemes = [ExportScheme(theme, appearance: .light), ExportScheme(theme, appearance: .dark)]
        return [IntegrationFiles.hashHeader + "initial-color-theme=\(appearance.resolved.rawValue)\n" + FootExporter.write(schemes)]
    }

    /// foot before 1.23: the `cursor=` line of `[colors]` moved to `[cursor]` as `color=`.
    static func cursorSection(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("cursor=") }) else { return text }
        let colors = lines.remove(at: index).dropFirst("cursor=".count)
        if lines.last == "" { lines.removeLast() }
        return (lines + ["", "[cursor]", "color=" + colors]).joined(separator: "\n") + "\n"
    }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        .nextStart("at next start")
    }
}
