#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// Where each tool keeps its config and where darkscreen keeps the files it owns, read once from
/// the environment (HOME, XDG_CONFIG_HOME, XDG_STATE_HOME, KITTY_CONFIG_DIRECTORY, BAT_CONFIG_DIR,
/// BAT_CONFIG_PATH, SHELL, XDG_RUNTIME_DIR, TMPDIR, TMUX_TMPDIR, PATH).
public struct IntegrationEnvironment: Sendable {
    public var home: String
    public var xdg: XDGDirectories
    public var kittyConfigFolder: String
    /// bat's folder (`BAT_CONFIG_DIR`, else `$XDG_CONFIG_HOME/bat`) and its config file
    /// (`BAT_CONFIG_PATH`, else `config` in that folder).
    public var batConfigFolder: String
    public var batConfigFile: String
    public var shell: String
    public var runtimeFolder: String?
    public var temporaryFolder: String
    public var tmuxTemporaryFolder: String
    public var path: String
    public var uid: uid_t

    public init(environment: @escaping (String) -> String? = Environment.process.variable) {
        xdg = XDGDirectories(environment: environment)
        home = XDGDirectories.home(environment)
        func absolute(_ name: String) -> String? {
            guard let value = environment(name), value.hasPrefix("/") else { return nil }
            return value
        }
        kittyConfigFolder = absolute("KITTY_CONFIG_DIRECTORY") ?? xdg.configHome + "/kitty"
        batConfigFolder = absolute("BAT_CONFIG_DIR") ?? xdg.configHome + "/bat"
        batConfigFile = absolute("BAT_CONFIG_PATH") ?? batConfigFolder + "/config"
        shell = environment("SHELL") ?? ""
        runtimeFolder = absolute("XDG_RUNTIME_DIR")
        temporaryFolder = absolute("TMPDIR") ?? "/tmp"
        tmuxTemporaryFolder = absolute("TMUX_TMPDIR") ?? "/tmp"
        path = environment("PATH") ?? "/usr/bin:/bin"
        uid = getuid()
    }

    /// The folder of the files darkscreen owns: `$XDG_CONFIG_HOME/darkscreen/integrations`.
    public var ownFolder: String { xdg.darkscreenConfig + "/integrations" }
    /// Which targets are connected and how the last commit reached them.
    public var recordPath: String { xdg.darkscreenState + "/integrations.json" }

    /// The first executable `name` in PATH.
    public func locate(_ name: String) -> String? {
        for folder in path.split(separator: ":") where folder.hasPrefix("/") {
            let candidate = folder + "/" + name
            if access(candidate, X_OK) == 0, FileSystem.isRegularFile(candidate) { return candidate }
        }
        return nil
    }
}
