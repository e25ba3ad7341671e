import DarkscreenPlatform
import DarkscreenCore
/// `ls`'s colours: `LS_COLORS` made from the theme's palette, exported by a snippet every new
/// interactive shell reads (bash, zsh; fish's own `conf.d` file), as the shell target's.
enum LSColorsTarget: IntegrationTargetKind {
    static let name = "ls-colors"
    static let reach = IntegrationTarget.Reach.readsItself

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        try ShellTarget.startupLayout(target, file: "ls-colors.sh", fishFile: "darkscreen-ls-colors.fish", in: environment)
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        let scheme = ExportScheme(theme, appearance: appearance.resolved)
        return ShellTarget.startupFiles(layout, posix: LSColors.posixLine(scheme), fish: LSColors.fishLine(scheme))
    }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        .reached("new shells")
    }
}
