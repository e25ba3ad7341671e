import DarkscreenCore
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// `--apply terminal`: the terminal's own colours (OSC 10/11/12/17/4) follow the shown theme,
/// and are given back on every way out — quit, a signal, Ctrl-Z (applied again on `fg`) and a
/// crash (the crash handler's prepared bytes always hold what gives back the colours changed so far).
extension CursesTerminal {
    /// Starts following: colours are saved the way `saving` says before the first change.
    public func followThemeColors(saving: TerminalColorSaving) {
        colorApplier = TerminalColorApplier(saving: saving)
    }

    /// Writes only what differs from the colours applied now; the bytes a crash would write are
    /// updated first, so no moment exists where a colour is changed and not given back.
    public func applyColors(_ colors: TerminalColorSet) {
        guard var applier = colorApplier else { return }
        var preview = applier
        _ = preview.transition(to: colors)
        CrashGuard.setExtraRestore(preview.restoreSequence)
        let bytes = applier.transition(to: colors)
        colorApplier = applier
        if !bytes.isEmpty { writeControl(bytes) }
    }

    /// Whether the terminal's own colours follow the theme (`--apply terminal`).
    public var followsThemeColors: Bool { colorApplier != nil }

    /// Before a frame: it is painted in the colours the terminal will show once the shown theme's
    /// are applied (right after the frame) — the theme's background as the default colour, its
    /// ANSI colours in their slots — never in slots darkscreen has set to something else.
    func paintInUpcomingColors(_ colors: TerminalColorSet) {
        guard colorApplier != nil else { return }
        renderer.paint(in: AppliedTerminalColors(colors))
    }

    func giveColorsBack() {
        guard var applier = colorApplier else { return }
        let bytes = applier.restore()
        colorApplier = applier
        if !bytes.isEmpty { writeControl(bytes) }
        CrashGuard.setExtraRestore("")
    }

    /// After `fg`: applied again once the first frame (and curses' palette reset with it) is out.
    func reapplyColors() {
        colorsAwaitResume = colorApplier != nil
    }

    func reapplyColorsAfterResume() {
        guard colorsAwaitResume, let applier = colorApplier else { return }
        colorsAwaitResume = false
        applyColors(applier.target)
    }
}
