import DarkscreenPlatform
/// What besides darkscreen's own cells the theme reaches: `--apply terminal|tmux`, or the
/// setting `"apply": ["terminal", "tmux"]`.
public enum ApplyTarget: String, Sendable, CaseIterable, Hashable {
    /// The terminal's own colours (OSC 10/11/12/17/4).
    case terminal
    /// tmux's status line, pane borders and window styles for darkscreen's window (needs $TMUX).
    case tmux
}
