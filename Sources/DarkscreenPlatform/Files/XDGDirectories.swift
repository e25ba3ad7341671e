#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The XDG base directories (https://specifications.freedesktop.org/basedir-spec/latest/):
/// where preferences, state and data belong. A variable that is unset, empty or not an absolute
/// path is ignored (the spec's rule) and its default used; so is each relative entry of a list.
public struct XDGDirectories: Sendable, Equatable {
    /// Preferences: `$XDG_CONFIG_HOME`, default `~/.config`.
    public var configHome: String
    /// State that changes as the app is used: `$XDG_STATE_HOME`, default `~/.local/state`.
    public var stateHome: String
    /// Data that can be made again (deleting it is safe): `$XDG_CACHE_HOME`, default `~/.cache`.
    public var cacheHome: String
    /// The user's own data: `$XDG_DATA_HOME`, default `~/.local/share`.
    public var dataHome: String
    /// Shared data, most important first: `$XDG_DATA_DIRS`, default `/usr/local/share:/usr/share`.
    public var dataDirs: [String]

    public init(environment: (String) -> String? = Environment.process.variable) {
        let home = Self.home(environment)
        func base(_ name: String, default relative: String) -> String {
            if let value = environment(name), Self.isAbsolute(value) { return Self.trimmed(value) }
            return home + relative
        }
        configHome = base("XDG_CONFIG_HOME", default: "/.config")
        stateHome = base("XDG_STATE_HOME", default: "/.local/state")
        cacheHome = base("XDG_CACHE_HOME", default: "/.cache")
        dataHome = base("XDG_DATA_HOME", default: "/.local/share")
        let listed = (environment("XDG_DATA_DIRS") ?? "").split(separator: ":").map(String.init).filter(Self.isAbsolute)
        dataDirs = (listed.isEmpty ? ["/usr/local/share", "/usr/share"] : listed).map(Self.trimmed)
    }

    /// darkscreen's folder for preferences (settings.json, the user's themes.json).
    public var darkscreenConfig: String { configHome + "/darkscreen" }
    /// darkscreen's folder for state (state.json).
    public var darkscreenState: String { stateHome + "/darkscreen" }
    /// darkscreen's folder for caches (the theme folder cache).
    public var darkscreenCache: String { cacheHome + "/darkscreen" }
    /// darkscreen's data folders in the spec's search order: `$XDG_DATA_HOME`, then `$XDG_DATA_DIRS`.
    public var darkscreenData: [String] { ([dataHome] + dataDirs).map { $0 + "/darkscreen" } }

    /// `$HOME`, else the password file's home, else "/" (without a trailing slash). A relative
    /// `HOME` is never used (it would be taken from the current folder; commands refuse it
    /// first, `EnvironmentPaths`).
    package static func home(_ environment: (String) -> String?) -> String {
        let home = environment("HOME").flatMap { isAbsolute($0) ? $0 : nil } ?? homeFromPasswordFile() ?? "/"
        return trimmed(home)
    }

    private static func isAbsolute(_ path: String) -> Bool { path.hasPrefix("/") }

    /// The path without trailing slashes ("/" stays "", so that "/" + "/.config" is "/.config").
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    private static func homeFromPasswordFile() -> String? {
        guard let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir else { return nil }
        return String(cString: dir)
    }
}
