#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// kitty: `include …/integrations/kitty.conf` at the end of `kitty.conf` (the variant the commit
/// resolved, which every kitty reads), and for kitty 0.38 and later also `light-theme.auto.conf`,
/// `dark-theme.auto.conf` and `no-preference-theme.auto.conf` in kitty's config folder, between
/// which kitty switches by itself when the desktop turns light or dark. Running kittys are sent
/// SIGUSR1 (kitty's config reload).
enum KittyTarget: IntegrationTargetKind {
    static let name = "kitty"
    static let reach = IntegrationTarget.Reach.told
    static let isTerminal = true
    static let dualForm: DualFormRequirement? = DualFormRequirement(
        program: "kitty", arguments: ["--version"], minimum: ToolVersion(0, 38),
        what: "switches between light-theme.auto.conf and dark-theme.auto.conf by itself", whenUnknown: true)

    /// kitty's automatic theme files, light, dark and no preference, in its config folder.
    static func autoThemeFiles(_ folder: String) -> [String] {
        KittyAutoThemeFiles.names.map { folder + "/" + $0 }
    }

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        let file = environment.ownFolder + "/kitty.conf"
        let line = "include " + (try IntegrationLayout.plain(file, "kitty's include"))
        return IntegrationLayout(
            target: target, files: [file] + (dual ? autoThemeFiles(environment.kittyConfigFolder) : []),
            lines: [ConfigLine(config: environment.kittyConfigFolder + "/kitty.conf", line: line)], dual: dual)
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        let current = IntegrationFiles.hashHeader + KittyExporter.write(ExportScheme(theme, appearance: appearance.resolved))
        guard layout.files.count == 4 else { return [current] }
        return [current] + KittyAutoThemeFiles.files(theme, noPreference: appearance).map { IntegrationFiles.hashHeader + $0.text }
    }

    /// SIGUSR1 only to the kitty terminals that read the config darkscreen edited (by their
    /// environment: the same KITTY_CONFIG_DIRECTORY, else XDG_CONFIG_HOME/kitty, else
    /// ~/.config/kitty); never to kitty's helpers (`kitty +kitten …`, `kitty +runpy …`,
    /// `kitty @ …`, a process kitty forked), which die of that signal.
    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        var told = 0
        for pid in terminals(uid: environment.uid)
        where configFolder(of: pid) == environment.kittyConfigFolder && Glibc.kill(pid, SIGUSR1) == 0 {
            told += 1
        }
        return .reached(told == 0 ? "no kitty running" : "told \(told) kitty process\(told == 1 ? "" : "es")")
    }

    /// The user's kitty terminals (`root`: /proc, another folder in tests).
    static func terminals(uid: uid_t, root: String = "/proc") -> [pid_t] {
        LiveReach.programs(named: "kitty", uid: uid, helperPrefixes: ["+", "@"], root: root)
    }

    /// The kitty config folder a process reads, from its environment (nil when unreadable).
    static func configFolder(of pid: pid_t) -> String? {
        guard let head = try? FileSystem.readHead(at: "/proc/\(pid)/environ", count: 1 << 20) else { return nil }
        var variables: [String: String] = [:]
        for entry in head.bytes.split(separator: 0) {
            let text = String(decoding: entry, as: UTF8.self)
            guard let equals = text.firstIndex(of: "=") else { continue }
            variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        return IntegrationEnvironment(environment: { variables[$0] }).kittyConfigFolder
    }
}
