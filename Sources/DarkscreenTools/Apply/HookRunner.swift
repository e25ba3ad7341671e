#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// Hooks: the executables in `<config>/hooks/` (in name order) and each `--hook CMD` (run by
/// `/bin/sh -c`), started after a committed change of theme or appearance with the theme in
/// their environment. Each runs detached from the terminal (own session, stdin /dev/null,
/// stdout and stderr appended to `<state>/hooks.log`, kept to 256 KiB and one older `.1`) under coreutils' `timeout`, so it is
/// ended after 10 s even if darkscreen is gone by then. Nothing waits for them: `pump()`
/// collects the finished ones and keeps one line about the last failure.
public final class HookRunner {
    public static let timeLimitSeconds = 10

    public struct Hook: Equatable, Sendable {
        public var name: String
        public var arguments: [String]
    }

    public let hooks: [Hook]
    private let stateFolder: String
    private var running: [(hook: Hook, process: ChildProcess)] = []
    /// One line about the last hook that failed or timed out; nil when all went well.
    public private(set) var problem: String?

    public init(configFolder: String, commands: [String], stateFolder: String = XDGDirectories().darkscreenState) {
        self.stateFolder = stateFolder
        hooks = Self.folderHooks(configFolder + "/hooks") + commands.map { Hook(name: $0, arguments: ["/bin/sh", "-c", $0]) }
    }

    /// Only `commands`, without the hooks folder: a pane `darkscreen beside` opened, recolouring
    /// its window after every change of the committed theme (`--beside-recolour`).
    public init(commandsOnly commands: [String], stateFolder: String = XDGDirectories().darkscreenState) {
        self.stateFolder = stateFolder
        hooks = commands.map { Hook(name: $0, arguments: ["/bin/sh", "-c", $0]) }
    }

    public var isBusy: Bool { !running.isEmpty }

    /// Runs every hook for `environment`'s values, unless this exact change already ran them
    /// (another darkscreen, or `darkscreen set`, got there first). Returns whether they ran.
    @discardableResult
    public func run(_ variables: [(String, String)]) -> Bool {
        guard claim(variables) else { return false }
        start(variables)
        return true
    }

    /// Records `variables` as the change hooks ran for; false when that was already recorded
    /// (by another darkscreen or `darkscreen set`), or when there are no hooks.
    public func claim(_ variables: [(String, String)]) -> Bool {
        !hooks.isEmpty && claim(variables.map { "\($0.0)=\($0.1)" }.joined(separator: "\n"))
    }

    /// Starts every hook with `variables` in its environment (claimed or not).
    public func start(_ variables: [(String, String)]) {
        // Inherited values of the same names (and any palette of an earlier theme) give way.
        let names = Set(variables.map { $0.0 + "=" })
        let inherited = ChildProcess.currentEnvironment().filter { entry in
            !entry.hasPrefix("DARKSCREEN_COLOR_") && !entry.hasPrefix("DARKSCREEN_PALETTE_")
                && !names.contains(where: { entry.hasPrefix($0) })
        }
        let environment = inherited + variables.map { "\($0.0)=\($0.1)" }
        let output = openLog()
        defer { if case .file(let descriptor) = output { close(descriptor) } }
        for hook in hooks {
            let arguments = ["timeout", "-k", "1", "\(Self.timeLimitSeconds)"] + hook.arguments
            guard let process = ChildProcess(arguments, environment: environment, output: output, detached: true) else {
                problem = "hook \(SafeText.escaped(hook.name)) could not be started"
                continue
            }
            running.append((hook, process))
        }
    }

    /// The hooks' log, `<state>/hooks.log` (at most `FileSystem.logSizeLimit`, then started again
    /// with the previous one kept as `hooks.log.1`); when it cannot be used (a FIFO or a folder
    /// there …) the hooks still run, their output discarded, and `problem` says why.
    private func openLog() -> ChildProcess.Output {
        do {
            return .file(try FileSystem.openLog(stateFolder + "/hooks.log"))
        } catch {
            problem = "\(SafeText.escaped(error.path)) \(error.reason); hook output is not kept"
            return .discard
        }
    }

    /// Collects the hooks that finished; never blocks.
    public func pump() {
        running.removeAll { hook, process in
            guard process.poll() else { return false }
            switch process.exitCode {
            case 0?: break
            case 124?, 137?, nil: problem = "hook \(SafeText.escaped(hook.name)) was stopped after \(Self.timeLimitSeconds) s"
            case let code?: problem = "hook \(SafeText.escaped(hook.name)) failed (exit \(code)); see hooks.log"
            }
            return true
        }
    }

    /// Waits (bounded by the hooks' own limit) for the running hooks: `darkscreen set`.
    public func waitForAll() {
        for (_, process) in running { process.wait(upTo: Int64(Self.timeLimitSeconds + 2) * 1000) }
        pump()
    }

    /// True when `key` differs from the last change hooks ran for; records it. Under the state
    /// folder's lock, so two instances seeing the same change run the hooks once.
    private func claim(_ key: String) -> Bool {
        try? FileSystem.createDirectories(stateFolder)
        let path = stateFolder + "/hooks.last"
        let claimed = try? FileSystem.withDirectoryLock(stateFolder) { () throws -> Bool in
            if let last = try? FileSystem.readBytes(at: path, limit: 64 << 10), last == Array(key.utf8) { return false }
            try FileSystem.writeAtomically(Array(key.utf8), to: path)
            return true
        }
        return claimed ?? true
    }

    static func folderHooks(_ folder: String) -> [Hook] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix("."), FileSystem.isRegularFile(folder + "/" + name), access(folder + "/" + name, X_OK) == 0 else { continue }
            names.append(name)
        }
        return names.sorted().map { Hook(name: $0, arguments: [folder + "/" + $0]) }
    }
}
