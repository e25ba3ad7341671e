/// The tools `darkscreen integrate` connects: each gets a file darkscreen owns (rewritten on every
/// commit) and one line in the tool's own config that reads it.
public enum IntegrationTarget: String, CaseIterable, Sendable, Hashable, Comparable {
    case kitty, ghostty, alacritty, foot, shell, tmux, vim, neovim
    /// Not a theme's file: one `SendEnv` line so that `ssh` sends light/dark and the theme along
    /// (`ForwardedAppearance`).
    case ssh

    /// How a running instance of the tool learns of a new theme.
    public enum Reach: Sendable, Equatable {
        /// darkscreen tells it (a signal, a command over its socket).
        case told
        /// It reads the file again by itself (Alacritty watches its config and its imports; a new shell reads its start-up file).
        case readsItself
        /// Only when it starts next (foot, Ghostty, Vim).
        case nextStart
    }

    public var reach: Reach {
        switch self {
        case .kitty, .tmux, .neovim: .told
        case .alacritty, .shell, .ssh: .readsItself
        case .foot, .ghostty, .vim: .nextStart
        }
    }

    /// A terminal's own colours (left in the committed theme when darkscreen quits).
    public var isTerminal: Bool { [.kitty, .ghostty, .alacritty, .foot, .shell].contains(self) }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
