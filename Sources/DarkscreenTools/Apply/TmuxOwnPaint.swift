import DarkscreenPlatform
import DarkscreenCore
/// What darkscreen itself painted on the tmux window a pane is in. Asked directly, tmux (3.3)
/// answers OSC 10/11 from the window's `window-style`: when darkscreen set that style — `beside`,
/// `--apply tmux`, or the file `integrate tmux` sources — the answer is darkscreen's own paint,
/// not the user's terminal, and must not decide light or dark (it would decide from the theme).
public struct TmuxOwnPaint: Equatable, Sendable {
    /// The window's `window-style` in force (the window's own, else the global one).
    public var windowStyle: String
    /// Which of darkscreen's writers set colours there (empty: none).
    public var painters: [String]

    /// The marks darkscreen's writers leave: beside's record and `--apply tmux`'s holders on the
    /// window, and the global option the tmux integration's file sets.
    static let marks: [(option: String, painter: String)] = [
        (BesideRecord.option, "darkscreen beside"), (TmuxSharing.windowHolders, "--apply tmux"),
        (integrationMark, "the file darkscreen integrate tmux sources"),
        (PaneTint.option, "darkscreen context (a tint on this pane)")
    ]
    /// Set globally by the tmux integration's file (its value: the background it gives panes).
    public static let integrationMark = "@darkscreen-paint"

    /// One bounded tmux call for the pane in `environment` (`TMUX`, `TMUX_PANE`); nil outside tmux
    /// or when tmux does not answer.
    public static func read(environment: (String) -> String? = Environment.process.variable, limit milliseconds: Int64 = 500) -> TmuxOwnPaint? {
        guard let tmux = environment("TMUX"), let socket = tmux.split(separator: ",").first, !socket.isEmpty,
            let pane = environment("TMUX_PANE"), pane.hasPrefix("%")
        else { return nil }
        let format = (["#{window-style}"] + marks.map { "#{\($0.option)}" }).joined(separator: "\t")
        let arguments = ["tmux", "-S", String(socket), "display-message", "-p", "-t", pane, format]
        guard let process = ChildProcess(arguments, output: .capture, detached: false),
            process.wait(upTo: milliseconds), process.exitCode == 0
        else { return nil }
        return parse(process.output)
    }

    /// `display-message`'s one line: the style, then each mark's value.
    static func parse(_ output: String) -> TmuxOwnPaint? {
        let line = output.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == marks.count + 1 else { return nil }
        let painters = zip(marks, fields.dropFirst()).compactMap { mark, value in
            value.allSatisfy { $0 == " " || $0 == "\r" } ? nil : mark.painter
        }
        return TmuxOwnPaint(windowStyle: fields[0], painters: painters)
    }

    /// The background `window-style` gives panes: `#rrggbb` or a palette colour (`colour17`); nil
    /// for the terminal's default or a named colour.
    public var background: RGB? { Self.background(ofStyle: windowStyle) }

    static func background(ofStyle style: String) -> RGB? {
        let parts = style.split(whereSeparator: { $0 == "," || $0 == " " })
        guard let value = parts.last(where: { $0.hasPrefix("bg=") })?.dropFirst(3) else { return nil }
        if value.hasPrefix("#") { return RGB(hex: String(value)) }
        for prefix in ["colour", "color"] where value.hasPrefix(prefix) {
            guard let index = Int(value.dropFirst(prefix.count)), (0..<256).contains(index) else { return nil }
            return XtermPalette.color(index)
        }
        return nil
    }

    /// Who painted `background` (what the terminal was said to be), or nil when it is not
    /// darkscreen's paint.
    public func painter(of answered: RGB) -> String? {
        guard !painters.isEmpty, let background, background == answered else { return nil }
        return painters[0]
    }
}
