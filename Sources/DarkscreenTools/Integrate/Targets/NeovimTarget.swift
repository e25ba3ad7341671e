#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// Neovim: the colour scheme `$XDG_CONFIG_HOME/nvim/colors/darkscreen.vim` and `colorscheme
/// darkscreen` at the end of `init.vim` (or `vim.cmd('colorscheme darkscreen')` in `init.lua`).
/// A dynamic theme's scheme holds both variants and follows `background`, which Neovim 0.10 and
/// later set from the terminal by themselves. Each running Neovim with a server socket is told
/// over msgpack-RPC — all of them side by side, under one budget — to load the scheme again;
/// one before 0.10 is first given the committed variant (`set background=…`).
enum NeovimTarget: IntegrationTargetKind {
    static let name = "neovim"
    static let reach = IntegrationTarget.Reach.told

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        let folder = environment.xdg.configHome + "/nvim"
        let lua = folder + "/init.lua"
        let line =
            FileSystem.isPresent(lua)
            ? ConfigLine(config: lua, line: "vim.cmd('colorscheme darkscreen')")
            : ConfigLine(config: folder + "/init.vim", line: "colorscheme darkscreen")
        return IntegrationLayout(
            target: target, files: [folder + "/colors/darkscreen.vim"], lines: [line], dual: true,
            form: "both variants of a dynamic theme, chosen by 'background' (Neovim 0.10 and later detect it; older ones are given the committed one)")
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        [VimColorScheme.write(theme, appearance: appearance.resolved)]
    }

    /// The command each Neovim runs: the committed variant for a Neovim that does not detect it, then the scheme.
    static func command(_ appearance: Appearance) -> String {
        "if !has('nvim-0.10') | set background=\(appearance.resolved.rawValue) | endif | colorscheme darkscreen"
    }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        let command = command(appearance)
        let answers = LiveReach.askAll(sockets(environment)) { socket, deadline in
            NeovimRPC.tell(command, to: socket, deadline: deadline)
        }
        var told = 0
        var failures: [String] = []
        for (socket, answer) in answers {
            switch answer {
            case .done: told += 1
            case .gone: break
            case .failed(let reason): failures.append("Neovim at \(socket): \(reason)")
            }
        }
        guard !failures.isEmpty else { return .reached(told == 0 ? "no Neovim running" : "told \(told) Neovim\(told == 1 ? "" : "s")") }
        let reached = told > 0 ? "told \(told), but " : ""
        return .failed(reached + failures.map(SafeText.escaped).joined(separator: "; "))
    }

    /// Neovim's server sockets: `$XDG_RUNTIME_DIR/nvim.PID.N` (0.8 and later) and
    /// `$TMPDIR/nvimXXXXXX/N` (0.7), the user's own sockets only.
    static func sockets(_ environment: IntegrationEnvironment) -> [String] {
        var found: [String] = []
        if let runtime = environment.runtimeFolder {
            found += LiveReach.sockets(in: runtime, uid: environment.uid).filter { $0.lastPathComponent.hasPrefix("nvim.") }
        }
        for entry in LiveReach.entries(of: environment.temporaryFolder) where entry.hasPrefix("nvim") {
            let folder = environment.temporaryFolder + "/" + entry
            guard LiveReach.owned(folder, uid: environment.uid, kind: S_IFDIR) else { continue }
            found += LiveReach.sockets(in: folder, uid: environment.uid)
        }
        return found.sorted()
    }
}
