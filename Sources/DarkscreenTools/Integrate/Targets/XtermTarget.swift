#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// xterm: X resources (`*VT100.background`, `foreground`, `cursorColor`, `color0`–`color15`) in
/// darkscreen's file, `#include`d at the end of `~/.Xresources` (which the X session merges at
/// login), and merged with `xrdb -merge` into the running X server on each commit, for the next
/// xterm window. `--undo` gives the server back the values it had before (resources it did not
/// have are taken out).
enum XtermTarget: IntegrationTargetKind {
    static let name = "xterm"
    static let reach = IntegrationTarget.Reach.told

    static func layout(in environment: IntegrationEnvironment, dual: Bool) throws(IntegrationFailure) -> IntegrationLayout {
        let file = environment.ownFolder + "/xterm.Xresources"
        guard ConfigQuoting.isPlain(file), !file.contains("\"") else {
            throw IntegrationFailure("\(SafeText.quoted(file)) cannot be written in an #include line")
        }
        return IntegrationLayout(
            target: target, files: [file],
            lines: [ConfigLine(config: environment.home + "/.Xresources", line: "#include \"\(file)\"")])
    }

    static func contents(of layout: IntegrationLayout, theme: Theme, appearance: Appearance) -> [String] {
        [XResources.write(ExportScheme(theme, appearance: appearance.resolved))]
    }

    static var names: Set<String> {
        let any = Theme(name: "", statusLine: .default, colors: ThemeColors { _ in DynamicColor(RGB(0)) })
        return Set(XResources.resources(ExportScheme(any, appearance: .dark)).map(\.name))
    }

    /// `xrdb -query`'s lines for darkscreen's resources.
    static func ours(_ query: String) -> [String] {
        query.split(separator: "\n").map(String.init).filter { line in
            line.firstIndex(of: ":").map { names.contains(String(line[..<$0])) } ?? false
        }
    }

    static func tell(_ layout: IntegrationLayout, appearance: Appearance, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        guard getenv("DISPLAY") != nil else { return .nextStart("no X display; at the next X session") }
        let before = ToolStateBefore(name, in: environment)
        if let problem = before.keepOnce({
            ToolProcess.output(["xrdb", "-query"], in: environment).map {
                "! \(IntegrationFiles.marker) at integrate: the resources before\n" + ours($0).joined(separator: "\n") + "\n"
            }
        }) {
            return .failed("xrdb: " + problem)
        }
        if let problem = ToolProcess.run(["xrdb", "-merge", layout.files[0]], in: environment) { return .failed(problem) }
        return .reached("merged into the X server's resources: new xterm windows")
    }

    /// The server's resources without darkscreen's, and the values they had before, loaded back.
    static func undo(_ layout: IntegrationLayout, in environment: IntegrationEnvironment) -> String? {
        let before = ToolStateBefore(name, in: environment)
        guard before.exists else { return nil }
        defer { before.remove() }
        guard getenv("DISPLAY") != nil, let query = ToolProcess.output(["xrdb", "-query"], in: environment) else {
            return "no X display: the running X server keeps darkscreen's xterm colours until it restarts"
        }
        let kept = query.split(separator: "\n").map(String.init).filter { ours($0).isEmpty }
        let previous = (before.read() ?? "").split(separator: "\n").map(String.init).filter { !$0.hasPrefix("!") }
        let file = environment.ownFolder + "/xterm-restore.Xresources"
        do {
            try FileSystem.writeAtomically(Array((kept + previous).joined(separator: "\n").utf8 + [0x0A]), to: file)
        } catch {
            return error.description
        }
        defer { unlink(file) }
        return ToolProcess.run(["xrdb", "-nocpp", "-load", file], in: environment)
    }
}
