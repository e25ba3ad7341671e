import DarkscreenPlatform
import DarkscreenCore
/// xfce4-terminal: its colour keys set in `[Configuration]` of `terminalrc`, which xfce4-terminal
/// watches and reloads by itself (xfce4-terminal has no include). darkscreen's file holds the keys;
/// each commit sets them in `terminalrc` (every other line as it was, a symbolic link kept). The
/// file as it was is kept at the first commit; `--undo` puts it back byte for byte when nothing
/// else changed it since, else gives back only the colour keys' values.
enum XfceTerminalTarget: IntegrationTargetKind {
    static let name = "xfce4-terminal"
    static let reach = IntegrationTarget.Reach.readsItself
    static let isTerminal = true

    static func terminalrc(_ environment: IntegrationEnvironment) -> String {
        environment.xdg.configHome + "/xfce4/terminal/terminalrc"
    }

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        IntegrationLayout(target: target, files: [environment.ownFolder + "/xfce4-terminal.colors"], lines: [])
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        let keys = XfceTerminalColors.keys(ExportScheme(theme, appearance: appearance.resolved))
        return [IntegrationFiles.hashHeader + keys.map { "\($0.key)=\($0.value)\n" }.joined()]
    }

    static func read(_ path: String) -> String? {
        (try? FileSystem.readBytes(at: path, limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) }
    }

    static func keys(in text: String) -> [(key: String, value: String)] {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            line.firstIndex(of: "=").map { (String(line[..<$0]), String(line[line.index(after: $0)...])) }
        }
    }

    static func write(_ text: String, to path: String) -> String? {
        do {
            let target = try FileSystem.writeTarget(for: path)
            try FileSystem.writeAtomically(Array(text.utf8), to: target.path, keeping: target)
        } catch {
            return error.description
        }
        return nil
    }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        let rc = terminalrc(environment)
        let current = read(rc)
        let before = ToolStateBefore(name, in: environment)
        if let problem = before.keepOnce({
            "# \(IntegrationFiles.marker) at integrate: terminalrc before (\(current == nil ? "absent" : "present"))\n" + (current ?? "")
        }) {
            return .failed(problem)
        }
        guard let own = read(layout.files[0]) else { return .failed("cannot read " + SafeText.escaped(layout.files[0])) }
        let merged = XfceTerminalColors.merged(into: current ?? "", keys: keys(in: own))
        if merged != current, let problem = write(merged, to: rc) { return .failed(problem) }
        let written = ToolStateBefore(name + "-written", in: environment)
        written.remove()
        _ = written.keepOnce { merged }
        return .reached("terminalrc: xfce4-terminal reloads it by itself")
    }

    static func undo(_ layout: IntegrationLayout, in environment: IntegrationEnvironment) -> String? {
        let before = ToolStateBefore(name, in: environment), written = ToolStateBefore(name + "-written", in: environment)
        defer { written.remove() }
        guard let kept = before.read(), let newline = kept.firstIndex(of: "\n") else { return nil }
        let rc = terminalrc(environment)
        let original = String(kept[kept.index(after: newline)...])
        let wasAbsent = kept[..<newline].hasSuffix("(absent)")
        let current = read(rc)
        var note: String? = nil
        if current == written.read() {
            if wasAbsent {
                _ = FileSystem.remove(rc)
            } else if let problem = write(original, to: rc) {
                return problem
            }
        } else if let current {
            // Changed since: only the colour keys go back to what they were (or away).
            let previous = Dictionary(keys(in: original).map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
            let ours = Set(keys(in: read(layout.files[0]) ?? "").map(\.key))
            var lines: [String] = []
            for line in current.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                guard let equals = line.firstIndex(of: "="), ours.contains(String(line[..<equals])) else { lines.append(line); continue }
                if let value = previous[String(line[..<equals])] { lines.append(String(line[..<equals]) + "=" + value) }
            }
            if let problem = write(lines.joined(separator: "\n"), to: rc) { return problem }
            note = "\(SafeText.escaped(rc)) was changed since darkscreen set its colours: only the colour keys were given back"
        }
        before.remove()
        return note
    }
}
