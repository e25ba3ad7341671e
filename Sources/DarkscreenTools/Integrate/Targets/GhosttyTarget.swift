import DarkscreenPlatform
import DarkscreenCore
/// Ghostty: two theme files, light and dark, and `theme = light:…,dark:…` at the end of its
/// config; Ghostty picks the variant itself (every version that has the `theme` setting). It
/// takes them at its next start.
enum GhosttyTarget: IntegrationTargetKind {
    static let name = "ghostty"
    static let reach = IntegrationTarget.Reach.nextStart
    static let isTerminal = true

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        let own = environment.ownFolder
        let light = own + "/ghostty-light", dark = own + "/ghostty-dark"
        guard GhosttyThemeName.canStandInSetting(light) else {
            throw IntegrationFailure("\(SafeText.quoted(own)) cannot stand in Ghostty's theme setting (it holds \",\", \":\", \"=\" or a control character)")
        }
        return IntegrationLayout(
            target: target, files: [light, dark],
            lines: [ConfigLine(config: environment.xdg.configHome + "/ghostty/config", line: "theme = light:\(light),dark:\(dark)")],
            dual: true, form: "both variants: Ghostty chooses by itself (theme = light:…,dark:…)")
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        [Appearance.light, .dark].map { IntegrationFiles.hashHeader + GhosttyExporter.write(ExportScheme(theme, appearance: $0)) }
    }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        .nextStart("at next start")
    }
}
