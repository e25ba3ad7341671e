import ArgumentParser
import DarkscreenCore
#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenTools

/// darkscreen's exit statuses: one scheme for every command (README "Exit status", the man page,
/// DECISIONS.md "One exit-status scheme"). 0 success; 1 a failure while working, or a check that
/// failed (`validate`); 2 a usage error; 3 a themes file that cannot be found, read or used;
/// 4 the UI has no terminal it can use; 128 + N killed by signal N.
enum ExitStatus {
    /// A bad command line: unknown option or subcommand, a missing or bad value, an unknown theme name.
    static let usage = ExitCode(2)
    /// A themes file that is missing, unreadable or invalid.
    static let badInputFile = ExitCode(3)
    /// The interactive UI without a terminal it can use: stdin or stdout not a tty, TERM unset,
    /// unknown or unable to draw (no cursor addressing), a window too large; `beside` outside tmux.
    static let notATerminal = ExitCode(4)

    /// Prints the message for `error` and exits, as `Darkscreen.exit(withError:)` does, except that
    /// swift-argument-parser's own usage errors (its EX_USAGE, 64) exit with `usage` like darkscreen's,
    /// and its messages are escaped line by line: they quote the user's arguments ("unknown option",
    /// "the value … is invalid", "unexpected argument"), which may hold ESC, BEL or a bidi override.
    /// Help, `--version` and completion scripts (a successful exit) are darkscreen's own text, unchanged.
    static func exit(withError error: Error) -> Never {
        let code = Darkscreen.exitCode(for: error)
        let message = Darkscreen.fullMessage(for: error)
        if code == .success {
            if !message.isEmpty { print(message) }
            Glibc.exit(0)
        }
        if !message.isEmpty { CommandOutput.error(lines: SafeText.escapedLines(message)) }
        Glibc.exit(!(error is ExitCode) && code == .validationFailure ? usage.rawValue : code.rawValue)
    }

    /// The table for `--help` and the man page (README "Exit status" says the same).
    static let table = """
        Exit status: 0 success; 1 a failure while working (settings cannot be saved) or a check that \
        failed (validate found an invalid file); 2 a usage error (unknown option or subcommand, a missing \
        or bad value, an unknown theme name, a HOME or XDG folder that cannot be used); 3 a themes file that cannot be found, read or used; 4 the UI \
        needs a terminal it can use (stdin or stdout is not one; TERM unset, unknown or unable to draw; a window \
        too large; beside outside tmux); 128+N killed by \
        signal N (the terminal restored first).
        """
}
