#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// xterm: X resources (`*VT100.background`, `foreground`, `cursorColor`, `color0`–`color15`) in
/// darkscreen's file, `#include`d at the end of `~/.Xresources` (which the X session merges at
/// login), and merged with `xrdb -merge` into the running X server on each commit, for the next
/// xterm window. The windows already open are given the same colours through their terminals
/// (`XtermWindows`: the file's colours as the escapes `--apply terminal` writes).
/// `--undo` gives the server back the values it had before (resources it did not have are taken
/// out) and puts the open windows back to their own colours (the reset escapes).
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

    /// The escapes that give an open window the colours of darkscreen's file.
    static func windowEscapes(_ layout: IntegrationLayout) -> [UInt8]? {
        guard let bytes = try? FileSystem.readBytes(at: layout.files[0], limit: 64 << 10) else { return nil }
        return Array(TerminalColorSequence.set(XResources.colors(String(decoding: bytes, as: UTF8.self))).utf8)
    }

    /// The escapes that put a window back to its own colours: every colour the resources set.
    static var resetEscapes: [UInt8] {
        let any = Theme(name: "", statusLine: .default, colors: ThemeColors { _ in DynamicColor(RGB(0)) })
        return Array(TerminalColorSequence.reset(XResources.resources(ExportScheme(any, appearance: .dark)).compactMap { XResources.slot($0.name) }).utf8)
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
        let outcome = resources(layout, in: environment)
        guard let display = getenv("DISPLAY").map({ String(cString: $0) }), !display.isEmpty else { return outcome }
        guard let escapes = windowEscapes(layout) else { return .failed("cannot read " + SafeText.escaped(layout.files[0])) }
        let delivery = XtermWindows.write(escapes, to: XtermWindows.terminals(uid: environment.uid, display: display), uid: environment.uid)
        let (windows, failures) = XtermWindows.describe(delivery, "recoloured")
        let text = outcome.detail + "; " + windows
        if let failures { return .failed(text + "; not reached: " + failures) }
        switch outcome {
        case .reached: return .reached(text)
        case .nextStart: return .nextStart(text)
        case .failed: return .failed(text)
        }
    }

    /// darkscreen's file merged into the running X server, for the next xterm window.
    static func resources(_ layout: IntegrationLayout, in environment: IntegrationEnvironment) -> IntegrationOutcome {
        guard getenv("DISPLAY") != nil else { return .nextStart("no X display; new windows at the next X session") }
        let before = ToolStateBefore(name, in: environment)
        if let problem = before.keepOnce({
            ToolProcess.output(["xrdb", "-query"], in: environment).map {
                "! \(IntegrationFiles.marker) at integrate: the resources before\n" + ours($0).joined(separator: "\n") + "\n"
            }
        }) {
            return .failed("xrdb: " + problem)
        }
        if let problem = ToolProcess.run(["xrdb", "-nocpp", "-merge", layout.files[0]], in: environment) { return .failed(problem) }
        return .reached("merged into the X server's resources: new xterm windows")
    }

    /// The server's resources without darkscreen's, and the values they had before, loaded back.
    static func undo(_ layout: IntegrationLayout, in environment: IntegrationEnvironment) -> String? {
        var notes: [String] = []
        if let display = getenv("DISPLAY").map({ String(cString: $0) }), !display.isEmpty {
            let delivery = XtermWindows.write(resetEscapes, to: XtermWindows.terminals(uid: environment.uid, display: display), uid: environment.uid)
            if let failures = XtermWindows.describe(delivery, "given back their colours").failures {
                notes.append("open xterm windows not given back their colours: " + failures)
            }
        }
        if let note = undoResources(in: environment) { notes.append(note) }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }

    static func undoResources(in environment: IntegrationEnvironment) -> String? {
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
