#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import DarkscreenPlatform

/// A JSON settings file, read leniently, written atomically: the preferences in
/// `$XDG_CONFIG_HOME/darkscreen/settings.json` (`standard()`), and the state that changes as
/// darkscreen is used in `$XDG_STATE_HOME/darkscreen/state.json` (`state()`).
public struct SettingsStore: Sendable {
    /// The folder holding the file (for settings.json, also the user's themes.json).
    public let directory: String
    public let fileName: String

    public init(directory: String, fileName: String = "settings.json") {
        self.directory = directory
        self.fileName = fileName
    }

    public var path: String { directory + "/" + fileName }
    /// The user's own themes file, merged over the shipped themes.
    public var userThemesPath: String { directory + "/themes.json" }

    /// darkscreen's configuration folder: `$XDG_CONFIG_HOME/darkscreen` (see `XDGDirectories`).
    public static func configDirectory(environment: (String) -> String? = Environment.process.variable) -> String {
        XDGDirectories(environment: environment).darkscreenConfig
    }

    public static func standard() -> SettingsStore {
        SettingsStore(directory: configDirectory())
    }

    /// The state file: the split ratio and side (see `StateMigration`).
    public static func state(environment: (String) -> String? = Environment.process.variable) -> SettingsStore {
        SettingsStore(directory: XDGDirectories(environment: environment).darkscreenState, fileName: "state.json")
    }

    /// Reads the settings. A missing file gives defaults; a file that cannot be read or parsed
    /// gives defaults and the problem, and is left untouched.
    public func load() -> SettingsSnapshot {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readBytes(at: path)
        } catch {
            // Missing: defaults. A symlink that leads nowhere is reported (it is not replaced either).
            if !FileSystem.exists(path) && !FileSystem.isSymbolicLink(path) {
                return SettingsSnapshot(settings: Settings(), bytes: nil, problem: nil)
            }
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
    /// lose each other's keys. A file that could not be used is first kept under a backup name of
    /// its own (settings.json.bak, or .bak.1, .bak.2 … when that is taken: `FileBackups`).
    /// Waits at most `lockWaitMilliseconds` (about 2 s) for another process's lock, then throws
    /// with `lockTimeout` set, having written nothing.
    @discardableResult
    public func update(lockWaitMilliseconds: Int = 2000, _ change: (inout Settings) -> Void) throws(FileWriteError) -> SettingsUpdate {
        try FileSystem.createDirectories(directory)
        do {
            return try FileSystem.withDirectoryLock(directory, waitMilliseconds: lockWaitMilliseconds) { () throws -> SettingsUpdate in
                _ = try FileSystem.writeTarget(for: path)  // refused (dangling link, FIFO, read-only) before anything is written
                let current = load()
                var backedUp: SettingsFileError?
                var backupPath: String?
                if let problem = current.problem {
                    backupPath = try FileBackups(of: path).keep()
                    backedUp = problem
                }
                var settings = current.settings
                change(&settings)
                let bytes = Array(settings.encoded.utf8)
                // Never a file darkscreen would refuse to read back.
                guard bytes.count <= FileSystem.maximumFileSize else {
                    throw FileWriteError(
                        path: path,
                        reason: "the settings would be \(bytes.count) bytes, over the \(FileSystem.maximumFileSize)-byte limit darkscreen reads; not saved")
                }
                let target = try FileSystem.writeTarget(for: path)
                FileSystem.removeStaleTemporaries(of: target.path)
                try FileSystem.writeAtomically(bytes, to: target.path, keeping: target)
                return SettingsUpdate(settings: settings, bytes: bytes, backedUp: backedUp, backupPath: backupPath)
            }
        } catch let error as FileWriteError {
            throw error
        } catch let timeout as FileLockTimeout {
            throw FileWriteError(path: path, reason: timeout.description, lockTimeout: timeout)
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

/// The result of a write: what was written, and whether an unusable old file was kept, where.
public struct SettingsUpdate: Equatable, Sendable {
    public var settings: Settings
    public var bytes: [UInt8]
    /// Why the old file could not be used, when it was kept as a backup.
    public var backedUp: SettingsFileError?
    /// Where the old file was kept.
    public var backupPath: String?
}

/// Why a settings file could not be used. darkscreen then starts with defaults and leaves the
/// file alone until the user commits something.
public enum SettingsFileError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(reason: String)
    case syntax(message: String, position: SourcePosition)
    case notAnObject(found: String)

    public var description: String {
        switch self {
        case .unreadable(let reason): "cannot be read (\(SafeText.escaped(reason)))"
        case .syntax(let message, let position): "is not valid JSON at \(position): \(SafeText.escaped(message))"
        case .notAnObject(let found): "should hold a JSON object {…}, found \(found)"
        }
    }
}
