import CNcursesw
import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// How wide a command's output may be: the terminal's width when the output goes to one
/// (COLUMNS when set, as the shell keeps it, else the tty's own), unbounded when piped.
public enum OutputWidth {
    /// Standard output's width, nil when it is not a terminal.
    public static var standardOutput: Int? { columns(of: 1) }
    /// Standard error's width, nil when it is not a terminal.
    public static var standardError: Int? { columns(of: 2) }

    static func columns(of descriptor: Int32) -> Int? {
        let tty = Int(ds_terminal_columns(descriptor))
        guard tty >= 0 else { return nil }
        if let columns = TerminalSizeLimit.environmentNumber("COLUMNS") { return min(columns, TerminalSizeLimit.maximumSide) }
        return tty > 0 ? tty : nil
    }
}
