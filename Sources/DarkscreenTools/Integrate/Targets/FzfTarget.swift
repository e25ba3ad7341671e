import DarkscreenPlatform
import DarkscreenCore
/// fzf: its `--color=` option appended to `FZF_DEFAULT_OPTS` (after the user's own options, never
/// replacing them) by a snippet every new interactive shell reads, as the shell target's.
enum FzfTarget: IntegrationTargetKind {
    static let name = "fzf"
    static let reach = IntegrationTarget.Reach.readsItself

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        try ShellTarget.startupLayout(target, file: "fzf.sh", fishFile: "darkscreen-fzf.fish", in: environment)
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        let scheme = ExportScheme(theme, appearance: appearance.resolved)
        return ShellTarget.startupFiles(layout, posix: FzfColors.posixLine(scheme), fish: FzfColors.fishLine(scheme))
    }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        .reached("new shells")
    }
}
