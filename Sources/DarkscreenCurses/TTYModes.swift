#if canImport(Glibc)
    import Glibc
#endif

/// The platform seam for the terminal's line discipline (termios): reading the modes the shell
/// left on stdin, and putting them back. The only place in DarkscreenCurses that calls
/// `tcgetattr`/`tcsetattr`; curses changes the modes itself (`cbreak`, `noecho`) and `CrashGuard`
/// keeps a copy to put back from a signal handler. (The TerminalAppearance library has its own
/// seam, `TTYChannel`, for the raw mode of its one query.)
public enum TTYModes {
    /// The modes of the terminal on stdin now; nil when stdin is no terminal.
    public static func current() -> termios? {
        var modes = termios()
        guard isatty(0) == 1, tcgetattr(0, &modes) == 0 else { return nil }
        return modes
    }

    /// Puts `modes` back on stdin at once. Async-signal-safe (one `tcsetattr`), so a signal
    /// handler may call it.
    static func restore(_ modes: UnsafePointer<termios>) {
        _ = tcsetattr(0, TCSANOW, modes)
    }
}
