#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The part of the process's environment this library reads, as a dictionary (read once per
/// call; no Foundation). Only the variables it uses are looked up: copying the whole
/// environment into a dictionary is work on every start for variables nobody reads.
public enum ProcessEnvironment {
    /// Every variable the library reads from a detector's or a monitor's `environment`.
    public static let names = [
        "TERM", "TERMINFO", "TERMINFO_DIRS", "HOME", "TMUX", "TMUX_PANE", "STY", "COLORFGBG",
        "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR"
    ]

    /// `names` (and `extra`, e.g. the program's own appearance variable) as set.
    public static func current(adding extra: [String] = []) -> [String: String] {
        var variables: [String: String] = [:]
        for name in names + extra {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return variables
    }
}
