import TerminalAppearance
import DarkscreenPlatform

/// Several darkscreens follow the same schedule and each switches by itself; the tools told of a
/// committed change (hooks) are told once per switch: the first darkscreen to claim it (a new,
/// exclusively created marker named by the switch's second and appearance, in the state folder)
/// runs them, the others do not. Markers of older switches are removed by the next claim.
public struct ScheduledSwitchClaim: Sendable {
    static let prefix = "schedule-switch-"
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// True when this darkscreen is the first to claim the switch to `scheme` at `moment` (or
    /// the marker cannot be written at all: then every darkscreen tells the tools, as before).
    public func claim(moment: Int, scheme: ColorScheme) -> Bool {
        let name = "\(Self.prefix)\(moment)-\(scheme.rawValue)"
        do throws(FileWriteError) {
            try FileSystem.createDirectories(folder)
            try FileSystem.writeNew([], to: folder + "/" + name)
        } catch {
            return !error.alreadyExists
        }
        for old in FileSystem.entryNames(in: folder) where old.hasPrefix(Self.prefix) && old != name {
            let rest = old.dropFirst(Self.prefix.count)
            if let second = Int(rest.prefix { $0 != "-" }), second < moment { FileSystem.remove(folder + "/" + old) }
        }
        return true
    }
}
