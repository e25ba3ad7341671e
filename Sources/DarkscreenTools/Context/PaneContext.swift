#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// Where a pane is: the host (this machine's name, or where its `ssh` goes), the user (the
/// foreground process's, or the ssh destination's), the folder, the foreground command, a
/// container, and the layers in between. Read with nothing installed on remote hosts: tmux's view
/// of the pane (`#{pane_pid}`, `#{pane_current_command}`, `#{pane_current_path}`) and the pane's
/// process tree in /proc (the foreground process group of its terminal, an `ssh` command line).
public struct PaneContext: Hashable, Sendable {
    public var host: String
    public var user: String
    /// The pane's folder on this machine (nil over ssh: the far side's folder is not known here).
    public var path: String?
    public var command: String?
    /// "docker", "podman", "toolbox", "nspawn", or a marker's name (nil: none).
    public var container: String?
    /// Where the pane's ssh goes, when it runs one.
    public var ssh: SSHDestination?
    public var uid: UInt32

    public init(
        host: String, user: String, path: String?, command: String?, container: String? = nil,
        ssh: SSHDestination? = nil, uid: UInt32 = 0
    ) {
        self.host = host
        self.user = user
        self.path = path
        self.command = command
        self.container = container
        self.ssh = ssh
        self.uid = uid
    }

    /// The context of the processes of a pane: `shell` is the pane's first process, `processes`
    /// every one below it. The foreground ones (the terminal's foreground process group) decide.
    /// `asking`: the process asking (a `darkscreen context` typed in the pane or run by the
    /// prompt hook): when it is in the foreground, the processes it runs under decide.
    public init(
        shell: ProcessEntry, processes: [ProcessEntry], command: String?, path: String?,
        localHost: String, userName: (UInt32) -> String, markers: String?, asking: ProcessEntry? = nil
    ) {
        var chain = Self.foreground(shell: shell, processes: processes)
        var command = command
        if let asking, chain.contains(where: { $0.pid == asking.pid }) || asking.group == shell.foregroundGroup {
            // Its ancestors inside the pane: the shell, then (say) sudo and root's shell.
            let byPid = Dictionary(([shell] + processes).map { ($0.pid, $0) }, uniquingKeysWith: { first, _ in first })
            var above: [ProcessEntry] = []
            var next = asking.parent
            while let entry = byPid[next], above.count < 64 {
                above.insert(entry, at: 0)
                if entry.pid == shell.pid { break }
                next = entry.parent
            }
            chain = above.isEmpty ? [shell] : above
            command = chain.last?.name
        }
        let deepest = chain.last ?? shell
        let sshProcess = chain.last { $0.name == "ssh" }
        ssh = sshProcess.flatMap { SSHDestination(arguments: $0.arguments) }
        uid = sshProcess?.uid ?? deepest.uid
        host = ssh?.host ?? localHost
        user = ssh?.user ?? userName(uid)
        self.path = ssh == nil ? path : nil
        self.command = command
        container = chain.lazy.compactMap { Self.container(of: $0.arguments) }.first ?? markers
    }

    /// The pane's foreground processes (its terminal's foreground process group), shell first;
    /// the shell alone when it is in the foreground itself.
    static func foreground(shell: ProcessEntry, processes: [ProcessEntry]) -> [ProcessEntry] {
        let found = ([shell] + processes).filter { shell.foregroundGroup > 0 && $0.group == shell.foregroundGroup }
        return found.isEmpty ? [shell] : found
    }

    /// A container a command line enters: `docker exec`/`run`, `podman exec`/`run`,
    /// `toolbox enter`/`run`, `systemd-nspawn`, `machinectl shell`/`login`.
    static func container(of arguments: [String]) -> String? {
        guard let program = arguments.first?.split(separator: "/").last.map(String.init) else { return nil }
        let words = Set(arguments.dropFirst())
        switch program {
        case "docker", "podman": return words.contains("exec") || words.contains("run") ? program : nil
        case "toolbox", "distrobox": return words.contains("enter") || words.contains("run") ? program : nil
        case "systemd-nspawn": return "nspawn"
        case "machinectl": return words.contains("shell") || words.contains("login") ? "nspawn" : nil
        default: return nil
        }
    }

    /// The container this process runs in, by its markers: `/run/.toolboxenv` (toolbox),
    /// `/run/.containerenv` (podman), `/.dockerenv` (docker), `$container` (systemd-nspawn and others).
    public static func containerMarkers(root: String = "", variable: String?) -> String? {
        if FileSystem.isPresent(root + "/run/.toolboxenv") { return "toolbox" }
        if FileSystem.isPresent(root + "/run/.containerenv") { return "podman" }
        if FileSystem.isPresent(root + "/.dockerenv") { return "docker" }
        if let variable, !variable.isEmpty, variable.count < 64 { return variable == "systemd-nspawn" ? "nspawn" : SafeText.escaped(variable) }
        return nil
    }

    /// Where this process itself runs, outside tmux's view of a pane: its parent is the shell
    /// that ran it (its user, its folder), this host, the container markers.
    public static func ofThisProcess() -> PaneContext {
        let me = ProcessEntry.read(getpid())
        let shell = ProcessEntry.read(getppid()) ?? me ?? ProcessEntry(pid: getpid(), parent: 0, uid: getuid(), name: "darkscreen", arguments: [])
        var buffer = [CChar](repeating: 0, count: 4096)
        let folder = getcwd(&buffer, buffer.count).map { String(cString: $0) }
        return PaneContext(
            shell: shell, processes: [], command: shell.name, path: folder, localHost: PaneContext.localHost(),
            userName: PaneContext.userName,
            markers: PaneContext.containerMarkers(variable: Environment.process.variable("container")))
    }

    /// Where a terminal window is, outside tmux: the processes of this process's session — its
    /// leader, the shell the window started, and every process below it, the terminal's foreground
    /// process group deciding as in a pane — and this process's folder (the shell's, which ran
    /// the hook). Without a session leader to read, `ofThisProcess()`. `folderOf`: the program that
    /// just took the terminal (`--after-start`), whose folder is read from /proc — this process's
    /// own was the shell's when the command started, before a `cd` in it ran.
    public static func ofTerminal(folderOf program: Int32? = nil) -> PaneContext {
        guard let me = ProcessEntry.read(getpid()), me.session > 0, me.session != me.pid, let leader = ProcessEntry.read(me.session) else {
            return ofThisProcess()
        }
        var buffer = [CChar](repeating: 0, count: 4096)
        let folder = program.flatMap(Self.folder(of:)) ?? getcwd(&buffer, buffer.count).map { String(cString: $0) }
        return PaneContext(
            shell: leader, processes: ProcessTable.descendants(of: leader.pid), command: leader.name, path: folder,
            localHost: PaneContext.localHost(), userName: PaneContext.userName,
            markers: PaneContext.containerMarkers(variable: Environment.process.variable("container")), asking: me)
    }

    /// A process's current folder (`/proc/PID/cwd`), nil when it cannot be read (gone, not ours).
    static func folder(of pid: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/\(pid)/cwd", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// This machine's name.
    public static func localHost() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The user name of `uid` (its number when it has none).
    public static func userName(_ uid: UInt32) -> String {
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return "\(uid)" }
        return String(cString: name)
    }
}
