import DarkscreenPlatform
import DarkscreenCore
/// btop: the theme `darkscreen.theme` in btop's `themes` folder and `color_theme = "…"` (the
/// file's path, as btop writes it) at the end of `btop.conf`. btop takes it at its next start.
enum BtopTarget: IntegrationTargetKind {
    static let name = "btop"
    static let reach = IntegrationTarget.Reach.nextStart

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        let folder = environment.xdg.configHome + "/btop"
        let file = folder + "/themes/" + BtopTheme.fileName
        guard ConfigQuoting.isPlain(file), !file.contains("\"") else {
            throw IntegrationFailure("\(SafeText.quoted(file)) cannot be written in btop's config syntax")
        }
        return IntegrationLayout(target: target, files: [file], lines: [ConfigLine(config: folder + "/btop.conf", line: BtopTheme.configLine(themePath: file))])
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        [BtopTheme.write(ExportScheme(theme, appearance: appearance.resolved))]
    }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        .nextStart("at next start")
    }
}
