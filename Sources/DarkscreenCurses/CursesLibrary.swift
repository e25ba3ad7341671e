import CNcursesw

/// The ncurses library darkscreen was linked with (for `darkscreen --version`).
public enum CursesLibrary {
    /// ncurses' own version string, e.g. "ncurses 6.4.20221231".
    public static var version: String {
        String(cString: curses_version())
    }
}
