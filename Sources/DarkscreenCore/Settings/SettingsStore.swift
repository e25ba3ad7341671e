#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The settings file, `$XDG_CONFIG_HOME/darkscreen/settings.json` (default
/// `~/.config/darkscreen/settings.json`): read leniently, written atomically.
public struct SettingsStore: Sendable {
    /// The folder holding settings.json (and the user's themes.json).
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public var path: String { directory + "/settings.json" }
    public var backupPath: String { path + ".bak" }
    /// The user's own themes file, merged over the shipped themes.
    public var userThemesPath: String { directory + "/themes.json" }

    /// darkscreen's configuration folder: `$XDG_CONFIG_HOME/darkscreen` (see `XDGDirectories`).
    public static func configDirectory(environment: (String) -> String? = FileSystem.environment) -> String {
        XDGDirectories(environment: environment).darkscreenConfig
    }

    public static func standard() -> SettingsStore {
        SettingsStore(directory: configDirectory())
    }

    /// Reads the settings. A missing file gives defaults; a file that cannot be read or parsed
    /// gives defaults and the problem, and is left untouched.
    public func load() -> SettingsSnapshot {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readBytes(at: path)
        } catch {
            if !FileSystem.exists(path) { return SettingsSnapshot(settings: Settings(), bytes: nil, problem: nil) }
            return SettingsSnapshot(settings: Settings(), bytes: nil, problem: .unreadable(reason: error.reason))
        }
        do {
            return SettingsSnapshot(settings: try Settings.parse(bytes), bytes: bytes, problem: nil)
        } catch {
            return SettingsSnapshot(settings: Settings(), bytes: bytes, problem: error)
        }
    }

    /// Reads the current file, applies `change`, and writes the result atomically, holding a
    /// lock on the folder so concurrent updates (other darkscreens, `darkscreen set`) do not
    /// lose each other's keys. A file that could not be used is first kept as settings.json.bak.
    @discardableResult
    public func update(_ change: (inout Settings) -> Void) throws(FileWriteError) -> SettingsUpdate {
        try FileSystem.createDirectories(directory)
        do {
            return try FileSystem.withDirectoryLock(directory) { () throws -> SettingsUpdate in
                let current = load()
                var backedUp: SettingsFileError?
                if let problem = current.problem {
                    try FileSystem.keepCopy(of: path, as: backupPath)
                    backedUp = problem
                }
                var settings = current.settings
                change(&settings)
                let bytes = Array(settings.encoded.utf8)
                try FileSystem.writeAtomically(bytes, to: path)
                return SettingsUpdate(settings: settings, bytes: bytes, backedUp: backedUp)
            }
        } catch let error as FileWriteError {
            throw error
        } catch {
            throw FileWriteError(path: path, reason: "\(error)")
        }
    }
}

/// The settings as read, with the bytes they came from (to recognise an unchanged file) and
/// the problem, when the file could not be used.
public struct SettingsSnapshot: Equatable, Sendable {
    public var settings: Settings
    public var bytes: [UInt8]?
    public var problem: SettingsFileError?
}

/// The result of a write: what was written, and whether an unusable old file was kept as .bak.
public struct SettingsUpdate: Equatable, Sendable {
    public var settings: Settings
    public var bytes: [UInt8]
    public var backedUp: SettingsFileError?
}
