import DarkscreenPlatform
import DarkscreenCore
/// Vim: the colour scheme `~/.vim/colors/darkscreen.vim` and `colorscheme darkscreen` at the end
/// of `~/.vimrc`. A dynamic theme's scheme holds both variants and follows `background` (see
/// `VimColorScheme`). A running Vim takes it at its next start (or `:colorscheme darkscreen`).
enum VimTarget: IntegrationTargetKind {
    static let name = "vim"
    static let reach = IntegrationTarget.Reach.nextStart

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        let home = environment.home
        return IntegrationLayout(
            target: target, files: [home + "/.vim/colors/darkscreen.vim"],
            lines: [
                ConfigLine(
                    config: IntegrationLayout.firstExisting([home + "/.vimrc", home + "/.vim/vimrc"]),
                    line: "colorscheme darkscreen")
            ],
            dual: true, form: "both variants of a dynamic theme, chosen by 'background'; Vim starts in the committed one")
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        [VimColorScheme.write(theme, appearance: appearance.resolved)]
    }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        .nextStart("at next start")
    }
}
