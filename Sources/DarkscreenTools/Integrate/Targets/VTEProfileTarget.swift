import DarkscreenPlatform
import DarkscreenCore
/// GNOME Terminal and Tilix keep profiles in dconf: darkscreen's own profile (its own id, the
/// user's profiles untouched) written with `dconf load` of darkscreen's file on each commit, added to the profile list
/// and made the default (both terminals follow dconf as it changes). Its keys are darkscreen's file
/// (a `dconf load` file). The list and the default as they were are kept at the first commit and
/// put back by `--undo`, which also removes the profile.
enum VTEProfileReach {
    static func listKey(_ terminal: VTEProfile.Terminal) -> String {
        switch terminal {
        case .gnomeTerminal: "/org/gnome/terminal/legacy/profiles:/list"
        case .tilix: "/com/gexperts/Tilix/profiles/list"
        }
    }

    static func defaultKey(_ terminal: VTEProfile.Terminal) -> String {
        switch terminal {
        case .gnomeTerminal: "/org/gnome/terminal/legacy/profiles:/default"
        case .tilix: "/com/gexperts/Tilix/profiles/default"
        }
    }

    static func contents(_ theme: Theme, _ appearance: Appearance) -> [String] {
        [IntegrationFiles.hashHeader + VTEProfile.dconfLoad(ExportScheme(theme, appearance: appearance.resolved))]
    }

    /// The profile's ids in a GVariant string array (`['a', 'b']`; profile ids hold no quote).
    static func ids(_ list: String) -> [String] {
        list.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func tell(_ terminal: VTEProfile.Terminal, _ layout: IntegrationLayout, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        guard environment.locate("dconf") != nil else { return .failed("dconf is not installed (Debian: dconf-cli)") }
        let name = terminal.rawValue
        let before = ToolStateBefore(name, in: environment)
        if let problem = before.keepOnce({
            guard let list = ToolProcess.output(["dconf", "read", listKey(terminal)], in: environment),
                let current = ToolProcess.output(["dconf", "read", defaultKey(terminal)], in: environment)
            else { return nil }
            return
                "# \(IntegrationFiles.marker) at integrate: the profile list and default before\nlist=\(list.trimmingWhitespace)\ndefault=\(current.trimmingWhitespace)\n"
        }) {
            return .failed("dconf: " + problem)
        }
        // The profile's keys in one `dconf load` of darkscreen's file; the list and the default
        // written only when they are not darkscreen's yet (a commit runs three dconf processes).
        if let problem = ToolProcess.run(["dconf", "load", terminal.profilePath], in: environment, input: layout.files[0]) {
            return .failed(problem)
        }
        let list = ToolProcess.output(["dconf", "read", listKey(terminal)], in: environment) ?? ""
        var ids = ids(list)
        if !ids.contains(VTEProfile.profileID) {
            ids.append(VTEProfile.profileID)
            if let problem = ToolProcess.run(["dconf", "write", listKey(terminal), "[" + ids.map { "'\($0)'" }.joined(separator: ", ") + "]"], in: environment)
            {
                return .failed(problem)
            }
        }
        let current = ToolProcess.output(["dconf", "read", defaultKey(terminal)], in: environment) ?? ""
        if current.trimmingWhitespace != "'\(VTEProfile.profileID)'",
            let problem = ToolProcess.run(["dconf", "write", defaultKey(terminal), "'\(VTEProfile.profileID)'"], in: environment)
        {
            return .failed(problem)
        }
        return .reached("darkscreen's profile is \(name)'s default")
    }

    static func undo(_ terminal: VTEProfile.Terminal, in environment: IntegrationEnvironment) -> String? {
        let before = ToolStateBefore(terminal.rawValue, in: environment)
        var problems: [String] = []
        if let text = before.read() {
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                guard let equals = line.firstIndex(of: "=") else { continue }
                let key = line[..<equals] == "list" ? listKey(terminal) : defaultKey(terminal)
                let value = String(line[line.index(after: equals)...])
                let problem =
                    value.isEmpty
                    ? ToolProcess.run(["dconf", "reset", key], in: environment)
                    : ToolProcess.run(["dconf", "write", key, value], in: environment)
                if let problem { problems.append(problem) }
            }
        }
        if let problem = ToolProcess.run(["dconf", "reset", "-f", terminal.profilePath], in: environment) { problems.append(problem) }
        if problems.isEmpty { before.remove() }
        return problems.isEmpty ? nil : "\(terminal.rawValue)'s profiles not all given back: " + problems.joined(separator: "; ")
    }
}

enum GnomeTerminalTarget: IntegrationTargetKind {
    static let name = "gnome-terminal"
    static let reach = IntegrationTarget.Reach.told
    static let isTerminal = true

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        IntegrationLayout(target: target, files: [environment.ownFolder + "/gnome-terminal.dconf"], lines: [])
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        VTEProfileReach.contents(theme, appearance)
    }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        VTEProfileReach.tell(.gnomeTerminal, layout, in: environment)
    }

    static func undo(_ layout: IntegrationLayout, in environment: IntegrationEnvironment) -> String? {
        VTEProfileReach.undo(.gnomeTerminal, in: environment)
    }
}
