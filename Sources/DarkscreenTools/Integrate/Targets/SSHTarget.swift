import DarkscreenPlatform
import DarkscreenCore
/// ssh: no theme file, one line in `~/.ssh/config` for every host — `SendEnv
/// LC_DARKSCREEN_APPEARANCE LC_DARKSCREEN_THEME` — so that each new connection sends light/dark
/// and the theme along (`ForwardedAppearance`; the shell snippet exports them). After the
/// `Host *` line when there is one, else before the first `Host` or `Match`.
enum SSHTarget: IntegrationTargetKind {
    static let name = "ssh"
    static let reach = IntegrationTarget.Reach.readsItself

    /// The line: OpenSSH sends these variables along (most servers accept `LC_*`).
    static let sendEnv = "SendEnv \(ForwardedAppearance.appearanceVariable) \(ForwardedAppearance.themeVariable)"

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        IntegrationLayout(
            target: target, files: [],
            lines: [ConfigLine(config: environment.home + "/.ssh/config", line: sendEnv, placement: .everyHost)])
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] { [] }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        .reached("each new ssh connection sends light/dark along")
    }
}
