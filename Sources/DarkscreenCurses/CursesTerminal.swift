import CNcursesw
#if canImport(Glibc)
import Glibc
#endif
import DarkscreenCore
import DarkscreenUI

/// The terminal, through ncursesw: start and restore, size, input, and presenting frames.
/// The only type that owns the curses session; `stop()` is safe to call more than once.
@MainActor
public final class CursesTerminal {
    public let capabilities: TerminalCapabilities
    private var renderer: CursesRenderer
    private var isActive = true

    /// Starts curses on the terminal. Fails (terminal untouched) when TERM is unusable.
    public static func start(colorOverride: ColorMode?) throws(TerminalError) -> CursesTerminal {
        guard let term = FileSystem.environment("TERM"), !term.isEmpty else { throw .noTerm }
        let isUTF8 = ds_adopt_locale() != 0
        guard ds_terminal_known(term) != 0 else { throw .unknownTerm(term) }
        SignalMonitor.install()
        guard initscr() != nil else { throw .unknownTerm(term) }
        cbreak()
        noecho()
        nonl()
        keypad(ds_stdscr(), false)
        _ = ds_set_escdelay(25)
        curs_set(0)
        if has_colors() { start_color() }
        // Mode 2031: the terminal reports light/dark changes while we run (off again in stop()).
        Self.writeRaw(ColorSchemeReports.enable)
        return CursesTerminal(capabilities: TerminalCapabilities.detect(override: colorOverride, isUTF8: isUTF8))
    }

    private init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
        renderer = CursesRenderer(capabilities: capabilities)
    }

    public var size: Size {
        Size(width: Int(getmaxx(ds_stdscr())), height: Int(getmaxy(ds_stdscr())))
    }

    /// True (once) when the tty's size differs from what curses knows: a missed resize.
    public func syncSize() -> Bool {
        ds_sync_size() != 0
    }

    /// Writes what changed since the last frame, then one refresh.
    public func present(_ frame: CellBuffer) {
        renderer.present(frame)
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
        var bytes = Array(sequence.utf8)
        _ = bytes.withUnsafeMutableBytes { write(1, $0.baseAddress, $0.count) }
    }

    /// Restores the terminal: normal screen, cursor, echo. Idempotent.
    public func stop() {
        guard isActive else { return }
        isActive = false
        writeControl(ColorSchemeReports.disable)
        curs_set(1)
        endwin()
    }
}

/// What one read of the terminal brought.
public enum TerminalInput: Equatable {
    case scalar(Unicode.Scalar)
    case resize
    case signal(Int32)
    case nothing
}

/// Why the terminal could not be started.
public enum TerminalError: Error, CustomStringConvertible {
    case noTerm
    case unknownTerm(String)

    public var description: String {
        switch self {
        case .noTerm: "TERM is not set; darkscreen needs to know the terminal type (e.g. TERM=xterm-256color)"
        case .unknownTerm(let term): "the terminal type TERM=\(SafeText.escaped(term)) is not known to terminfo; try TERM=xterm-256color"
        }
    }
}

/// Mode 2031 (colour-scheme change reports, answered `CSI ? 997 ; 1|2 n`).
public enum ColorSchemeReports {
    public static let enable = "\u{1B}[?2031h"
    public static let disable = "\u{1B}[?2031l"
}
