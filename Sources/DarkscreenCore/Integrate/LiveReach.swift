#if canImport(Glibc)
import Glibc
#endif

/// Tells the running instances of a tool that its file changed, each call bounded: kitty by
/// SIGUSR1 (its config reload) to each kitty process of the user, every tmux server of the user
/// by `source-file` over its socket, every Neovim with a server socket by msgpack-RPC. Returns
/// what happened in one line.
enum LiveReach {
    /// A tmux call or a Neovim answer taking longer than this is given up on.
    static let callLimit = 1000

    static func tell(_ target: IntegrationTarget, files: [String], in environment: IntegrationEnvironment) -> IntegrationOutcome {
        switch target {
        case .kitty: return kitty(environment)
        case .tmux: return tmux(file: files[0], environment)
        case .neovim: return neovim(environment)
        case .alacritty: return .reached("Alacritty reads the file again by itself")
        case .shell: return .reached("new shells")
        case .ssh: return .reached("each new ssh connection sends light/dark along")
        case .foot, .ghostty, .vim: return .nextStart("at next start")
        }
    }

    /// Only the kittys that read the config darkscreen edited (by their environment: the same
    /// KITTY_CONFIG_DIRECTORY, else XDG_CONFIG_HOME/kitty, else ~/.config/kitty).
    static func kitty(_ environment: IntegrationEnvironment) -> IntegrationOutcome {
        var told = 0
        for pid in processes(named: "kitty", uid: environment.uid)
        where kittyConfigFolder(of: pid) == environment.kittyConfigFolder && Glibc.kill(pid, SIGUSR1) == 0 {
            told += 1
        }
        return .reached(told == 0 ? "no kitty running" : "told \(told) kitty process\(told == 1 ? "" : "es")")
    }

    /// The kitty config folder a process reads, from its environment (nil when unreadable).
    static func kittyConfigFolder(of pid: pid_t) -> String? {
        guard let head = try? FileSystem.readHead(at: "/proc/\(pid)/environ", count: 1 << 20) else { return nil }
        var variables: [String: String] = [:]
        for entry in head.bytes.split(separator: 0) {
            let text = String(decoding: entry, as: UTF8.self)
            guard let equals = text.firstIndex(of: "=") else { continue }
            variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        return IntegrationEnvironment(environment: { variables[$0] }).kittyConfigFolder
    }

    static func tmux(file: String, _ environment: IntegrationEnvironment) -> IntegrationOutcome {
        guard let program = environment.locate("tmux") else { return .reached("tmux is not installed") }
        let folder = environment.tmuxTemporaryFolder + "/tmux-\(environment.uid)"
        let started = sockets(in: folder, uid: environment.uid).compactMap { socket in
            ChildProcess([program, "-S", socket, "source-file", file], output: .capture, detached: false).map { (socket, $0) }
        }
        var told = 0
        var failures: [String] = []
        let deadline = MonotonicClock.milliseconds() + callLimit
        for (socket, process) in started {
            let done = process.wait(upTo: Int64(max(1, deadline - MonotonicClock.milliseconds())))
            if done, process.exitCode == 0 { told += 1; continue }
            let output = process.output
            if output.contains("no server running") || output.contains("error connecting") || output.contains("No such file") { continue }
            let reason = done ? String(output.split(separator: "\n").first ?? "refused") : "did not answer within \(callLimit) ms"
            failures.append("tmux server \(socket.lastPathComponent): " + reason)
        }
        if let failure = failures.first {
            return .failed(SafeText.escaped(failure) + (failures.count > 1 ? " (and \(failures.count - 1) more)" : ""))
        }
        return .reached(told == 0 ? "no tmux server running" : "told \(told) tmux server\(told == 1 ? "" : "s")")
    }

    static func neovim(_ environment: IntegrationEnvironment) -> IntegrationOutcome {
        var told = 0
        var failures: [String] = []
        for socket in neovimSockets(environment) {
            switch NeovimRPC.tell("colorscheme darkscreen", to: socket, milliseconds: callLimit) {
            case .done: told += 1
            case .gone: break
            case .failed(let reason): failures.append("Neovim at \(socket): \(reason)")
            }
        }
        if let failure = failures.first {
            let reached = told > 0 ? "told \(told), but " : ""
            return .failed(reached + SafeText.escaped(failure) + (failures.count > 1 ? " (and \(failures.count - 1) more)" : ""))
        }
        return .reached(told == 0 ? "no Neovim running" : "told \(told) Neovim\(told == 1 ? "" : "s")")
    }

    /// Neovim's server sockets: `$XDG_RUNTIME_DIR/nvim.PID.N` (0.8 and later) and
    /// `$TMPDIR/nvimXXXXXX/N` (0.7), the user's own sockets only.
    static func neovimSockets(_ environment: IntegrationEnvironment) -> [String] {
        var found: [String] = []
        if let runtime = environment.runtimeFolder {
            found += sockets(in: runtime, uid: environment.uid).filter { $0.lastPathComponent.hasPrefix("nvim.") }
        }
        for entry in entries(of: environment.temporaryFolder) where entry.hasPrefix("nvim") {
            let folder = environment.temporaryFolder + "/" + entry
            guard owned(folder, uid: environment.uid, kind: S_IFDIR) else { continue }
            found += sockets(in: folder, uid: environment.uid)
        }
        return found.sorted()
    }

    static func sockets(in folder: String, uid: uid_t) -> [String] {
        entries(of: folder).map { folder + "/" + $0 }.filter { owned($0, uid: uid, kind: S_IFSOCK) }
    }

    static func owned(_ path: String, uid: uid_t, kind: mode_t) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == kind && info.st_uid == uid
    }

    /// The user's processes whose command name is `name` (from /proc).
    static func processes(named name: String, uid: uid_t) -> [pid_t] {
        entries(of: "/proc").compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry), owned("/proc/" + entry, uid: uid, kind: S_IFDIR),
                  let comm = try? FileSystem.readHead(at: "/proc/\(entry)/comm", count: 64) else { return nil }
            return String(decoding: comm.bytes, as: UTF8.self).trimmingWhitespace == name ? pid : nil
        }
    }

    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory), names.count < 10_000 {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
