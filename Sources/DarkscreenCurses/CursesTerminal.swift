import CNcursesw
#if canImport(Glibc)
    import Glibc
#endif
import TerminalAppearance
import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// The terminal, through ncursesw: start and restore, size, input, and presenting frames.
/// The only type that owns the curses session; `stop()` is safe to call more than once.
@MainActor
public final class CursesTerminal {
    public let capabilities: TerminalCapabilities
    var renderer: CursesRenderer
    private var isActive = true
    private var presentedSize: Size?
    /// The terminal's own colours while `--apply terminal` is on (see CursesTerminal+Colors).
    var colorApplier: TerminalColorApplier?
    /// Back from Ctrl-Z: curses' first refresh resets the palette (terminfo `oc`, OSC 104), so the
    /// colours are applied again after that frame.
    var colorsAwaitResume = false
    /// `--apply terminal` with a terminal connected by `darkscreen integrate`: the committed theme's
    /// colours, written once the terminal's own are given back on the way out (nil: nothing).
    public var colorsAfterQuit: TerminalColorSet?

    /// Starts curses on the terminal. Fails (terminal untouched, nothing written) when TERM is
    /// unusable. Direct colour is wanted when `--colors direct` asks for it, or by default when
    /// `COLORTERM` says truecolor/24bit: if TERM's terminfo has no RGB flag, its `-direct`
    /// variant (`xterm-256color` → `xterm-direct`) is used when installed.
    /// TERM, checked against terminfo (so `newterm` cannot fail and exit on it).
    public struct KnownTerm: Sendable {
        public let name: String
    }

    /// Checks that TERM names a terminal terminfo knows and that it can move the cursor, writing
    /// nothing. The entry is read by `TerminfoCapabilities` (the appearance probe asks the same and
    /// gets the answer read here); `newterm` reads it once more, and a file it cannot load ends the
    /// start with the same message (`start`).
    nonisolated public static func validateTerm() throws(TerminalError) -> KnownTerm {
        guard let term = Environment.process.term else { throw .noTerm }
        let environment = ["TERMINFO", "TERMINFO_DIRS", "HOME"].reduce(into: [String: String]()) { found, name in
            found[name] = Environment.process.variable(name)
        }
        switch TerminfoCapabilities.hasCursorAddressing(term: term, environment: environment) {
        case nil: throw .unknownTerm(term)
        case false?: throw .noCursorAddressing(term)
        case true?: break
        }
        let size = TerminalSizeLimit.startingSize()
        guard !TerminalSizeLimit.exceeds(size) else { throw .tooLarge(size) }
        return KnownTerm(name: term)
    }

    public static func start(_ known: KnownTerm, colorOverride: ColorMode?) throws(TerminalError) -> CursesTerminal {
        let term = known.name
        let isUTF8 = ds_adopt_locale() != 0
        // Columns as ncurses (and so the terminal's cursor) counts them, not a table of our own.
        if isUTF8 { DisplayWidth.install { Int(ds_wcwidth($0)) } }
        let terminalName = chooseTerminfo(term: term, colorOverride: colorOverride)
        SignalMonitor.install()
        let shellModes = TTYModes.current()
        let output = ds_start_screen(terminalName)
        guard output >= 0 else { throw .unknownTerm(term) }
        // The terminfo strings are readable now that the screen's terminal is loaded.
        if let shellModes { CrashGuard.armModes(shellModes) }
        CrashGuard.armScreen(restoreSequence: Self.leaveSequence + terminfoRestoreSequence(terminalName))
        cbreak()
        noecho()
        nonl()
        keypad(ds_stdscr(), false)
        _ = ds_set_escdelay(25)
        curs_set(0)
        // Frames leave in one write each, not one per line (see the shim).
        _ = ds_leave_initial_flush_mode(output)
        let capabilities = TerminalCapabilities.detect(override: colorOverride, isUTF8: isUTF8, terminalName: terminalName)
        let terminal = CursesTerminal(capabilities: capabilities)
        terminal.enterModes()
        return terminal
    }

    /// TERM, or its `-direct` variant when direct colour is wanted and only the variant has it.
    private static func chooseTerminfo(term: String, colorOverride: ColorMode?) -> String {
        let environment = Environment.process
        let wantsDirect = colorOverride == .direct || (colorOverride == nil && !environment.noColor && environment.colortermIsDirect)
        guard wantsDirect, ds_terminfo_has_rgb(term) == 0, let variant = ColorMode.directVariant(of: term),
            ds_terminfo_has_rgb(variant) != 0
        else { return term }
        return variant
    }

    /// What endwin would write, prepared for a crash handler (which cannot call endwin).
    private static func terminfoRestoreSequence(_ name: String) -> String {
        String(cString: ds_terminfo_string("sgr0")) + String(cString: ds_terminfo_string("cnorm"))
            + String(cString: ds_terminfo_string("rmcup"))
    }

    /// Modes darkscreen turns on beside curses': SGR mouse reporting (clicks and the wheel),
    /// mode 2031 (the terminal reports light/dark changes while we run) and focus reports (1004:
    /// inside tmux, focus-in means the outer terminal's colours may have changed).
    static let enterSequence = "\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?1004h" + ColorSchemeReports.enable
    /// And turns off again on every way out (quit, signal, Ctrl-Z, crash).
    static let leaveSequence = ColorSchemeReports.disable + "\u{1B}[?1004l\u{1B}[?1006l\u{1B}[?1000l"

    private func enterModes() {
        writeControl(Self.enterSequence)
    }

    private func leaveModes() {
        writeControl(Self.leaveSequence)
    }

    private init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
        renderer = CursesRenderer(capabilities: capabilities)
    }

    public var size: Size {
        Size(width: Int(getmaxx(ds_stdscr())), height: Int(getmaxy(ds_stdscr())))
    }

    /// Set when the window grew past `TerminalSizeLimit`: curses stays at the old size and the
    /// session ends with "terminal too large".
    public private(set) var tooLarge: TerminalSize?

    /// True (once) when the tty's size differs from what curses knows: a resize.
    public func catchUpWithSize() -> Bool {
        switch ds_sync_size(TerminalSizeLimit.maximumCells) {
        case 1: return true
        case 2:
            var columns: Int32 = 0
            var rows: Int32 = 0
            ds_tty_size(&columns, &rows)
            tooLarge = TerminalSize(columns: Int(columns), rows: Int(rows))
            return false
        default: return false
        }
    }

    /// Writes what changed since the last frame, then one refresh.
    /// `fading`: the frame is one of a fade's in-between frames (the same cells in new colours),
    /// which darkscreen may write itself (see `CursesRenderer.presentFadeFrame`). `colors`: with
    /// `--apply terminal`, the colours the terminal will show once the shown theme's are applied
    /// (right after the frame), so it is painted with them (see CursesTerminal+Colors).
    public func present(_ frame: CellBuffer, fading: Bool = false, colors: TerminalColorSet? = nil) {
        FrameReport.frameStarts()
        // After a resize the terminal's new area holds whatever it filled it with, while curses
        // assumes blanks in pair 0: repaint from a clear screen so no cell is taken on trust.
        if frame.size != presentedSize {
            if presentedSize != nil { renderer.invalidate() }
            presentedSize = frame.size
        }
        if let colors { paintInUpcomingColors(colors) }
        if synchronizesFrames && !frameOpen {
            frameOpen = true
            Self.writeRaw(Self.beginFrame)
        }
        if !(fading && renderer.presentFadeFrame(frame)) { renderer.present(frame) }
        reapplyColorsAfterResume()
    }

    /// Each frame is written between `CSI ? 2026 h` and `CSI ? 2026 l` (synchronized output), so
    /// the terminal shows it whole: set when the terminal said it knows mode 2026
    /// (`TerminalProbe.synchronizesOutput`).
    public var synchronizesFrames = false
    /// A frame's `CSI ? 2026 h` is out and its `l` is not yet (`endFrame`).
    private var frameOpen = false
    static let beginFrame = "\u{1B}[?2026h"
    static let endFrame = "\u{1B}[?2026l"

    /// The frame and what follows it at once (the terminal's own colours with `--apply terminal`)
    /// are on their way: the terminal may show them now.
    public func endFrame() {
        guard frameOpen else { return }
        frameOpen = false
        Self.writeRaw(Self.endFrame)
    }

    /// Forgets what is on screen (after a resize or resume): the next frame repaints fully.
    public func invalidate() {
        renderer.invalidate()
    }

    /// Waits up to `timeout` ms (-1: forever) for input; returns what arrived.
    public func read(timeout: Int32) -> TerminalInput {
        wtimeout(ds_stdscr(), timeout)
        var character: wint_t = 0
        let result = wget_wch(ds_stdscr(), &character)
        switch result {
        case OK:
            return Unicode.Scalar(UInt32(character)).map { .scalar($0) } ?? .nothing
        case KEY_CODE_YES:
            return character == KEY_RESIZE ? .resize : .nothing
        default:
            if let signal = SignalMonitor.pending { return .signal(signal) }
            if SignalMonitor.takeSuspendRequest() { return .suspend }
            // The tty hung up without a SIGHUP reaching us (e.g. a shell that ignores it):
            // behave as if it had, instead of spinning on reads that fail at once.
            if ds_input_hung_up() != 0 { return .signal(SIGHUP) }
            return .nothing
        }
    }

    /// Writes raw bytes to the terminal (queries and mode switches).
    public func writeControl(_ sequence: String) {
        Self.writeRaw(sequence)
    }

    static func writeRaw(_ sequence: String) {
        writeRaw(Array(sequence.utf8))
    }

    /// All of `bytes`, across short writes and interrupted ones (a signal handler without
    /// SA_RESTART); stops at an error (the terminal gone) and when a terminating signal came
    /// (the run loop ends on it: q's way out).
    static func writeRaw(_ bytes: [UInt8]) {
        _ = DescriptorIO.writeAll(1, bytes, retryInterrupted: { SignalMonitor.pending == nil })
    }

    /// Restores the terminal: normal screen, cursor, echo, mouse reporting off. Idempotent.
    public func stop() {
        guard isActive else { return }
        isActive = false
        endFrame()
        giveColorsBack()
        if colorApplier != nil, let colorsAfterQuit, !colorsAfterQuit.isEmpty { writeControl(TerminalColorSequence.set(colorsAfterQuit)) }
        leaveModes()
        curs_set(1)
        endwin()
        CrashGuard.disarm()
    }

    /// Ctrl-Z: restores the terminal as `stop()` does, stops the process, and when `fg`
    /// continues it takes the screen back; the caller then repaints everything.
    public func suspendUntilContinued() {
        guard isActive else { return }
        endFrame()
        giveColorsBack()
        leaveModes()
        curs_set(1)
        endwin()
        ds_stop_self()
        // Continued: curses takes the screen back on the next refresh; forget what was on it.
        curs_set(0)
        enterModes()
        reapplyColors()
        renderer.invalidate()
    }
}

/// What one read of the terminal brought.
public enum TerminalInput: Equatable {
    case scalar(Unicode.Scalar)
    case resize
    case signal(Int32)
    /// Ctrl-Z (SIGTSTP): the caller suspends.
    case suspend
    case nothing
}

/// Why the terminal could not be started.
public enum TerminalError: Error, CustomStringConvertible {
    case noTerm
    case unknownTerm(String)
    /// Known to terminfo but no cursor addressing (`dumb`): a full-screen UI cannot work there.
    case noCursorAddressing(String)
    case tooLarge(TerminalSize)

    public var description: String {
        switch self {
        case .noTerm: "TERM is not set; darkscreen needs to know the terminal type (e.g. TERM=xterm-256color)"
        case .unknownTerm(let term): "the terminal type TERM=\(SafeText.escaped(term)) is not known to terminfo; try TERM=xterm-256color"
        case .noCursorAddressing(let term):
            "the terminal type TERM=\(SafeText.escaped(term)) cannot move the cursor (no cursor addressing); "
                + "the interactive UI needs a full-screen terminal such as TERM=xterm-256color; for scripts use 'darkscreen list'"
        case .tooLarge(let size):
            "terminal too large (\(size)); darkscreen draws at most \(TerminalSizeLimit.maximumSide) columns or rows "
                + "and \(TerminalSizeLimit.maximumCells) cells"
        }
    }
}

/// Mode 2031 (colour-scheme change reports, answered `CSI ? 997 ; 1|2 n`).
public enum ColorSchemeReports {
    public static let enable = "\u{1B}[?2031h"
    public static let disable = "\u{1B}[?2031l"
}
