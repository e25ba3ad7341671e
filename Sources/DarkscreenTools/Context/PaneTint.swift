import DarkscreenPlatform
import DarkscreenCore
/// A context's tint on one tmux pane, and putting the pane back exactly. The pane's own
/// `window-style`, `window-active-style` and `pane-colours` (pane options, tmux 3.3) are set to
/// the tint; what the pane had before is kept in the pane's user option `@darkscreen-context`
/// (each value hex-encoded, "-" for none), so leaving the context — or `darkscreen restore` after
/// the process that set it was killed — gives the pane back what it had, option for option.
/// tmux answers a colour question in a tinted pane from the tint: the option marks it as
/// darkscreen's own paint (`TmuxOwnPaint`).
public struct PaneTint: Sendable {
    public static let option = "@darkscreen-context"
    /// The label of the matched rule, for the status line (`#{@darkscreen-label}`).
    public static let labelOption = "@darkscreen-label"

    public let server: TmuxServer
    /// The pane (`%3`).
    public let pane: String

    public init?(server: TmuxServer, pane: String) {
        guard TmuxID.isPane(pane) else { return nil }
        self.server = server
        self.pane = pane
    }

    /// What the pane had before darkscreen tinted it.
    struct Record: Equatable {
        var windowStyle: String?
        var activeStyle: String?
        /// `show-options -p pane-colours`'s lines ("pane-colours[1] red").
        var paneColours: [String]
        /// The tint in force ("#RRGGBB"), to know whether it changed.
        var tint: String

        var encoded: String {
            ["1", tint, Self.hex(windowStyle), Self.hex(activeStyle), Self.hex(paneColours.isEmpty ? nil : paneColours.joined(separator: "\n"))].joined(
                separator: ";")
        }

        init(windowStyle: String?, activeStyle: String?, paneColours: [String], tint: String) {
            self.windowStyle = windowStyle
            self.activeStyle = activeStyle
            self.paneColours = paneColours
            self.tint = tint
        }

        init?(_ text: String) {
            let fields = text.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, fields[0] == "1" else { return nil }
            guard let window = Self.unhex(fields[2]), let active = Self.unhex(fields[3]), let colours = Self.unhex(fields[4]) else { return nil }
            self.init(
                windowStyle: window, activeStyle: active,
                paneColours: colours.map { $0.split(separator: "\n").map(String.init) } ?? [], tint: fields[1])
        }

        static func hex(_ text: String?) -> String {
            guard let text else { return "-" }
            return text.utf8.map { byte in
                let digits = String(byte, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
        }

        /// nil: not readable; .some(nil): none.
        static func unhex(_ text: String) -> String?? {
            if text == "-" { return .some(nil) }
            guard text.count % 2 == 0, text.count <= 16_384 else { return nil }
            var bytes: [UInt8] = []
            var index = text.startIndex
            while index < text.endIndex {
                let next = text.index(index, offsetBy: 2)
                guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
                bytes.append(byte)
                index = next
            }
            return .some(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The record on the pane, if darkscreen tinted it (nil: not tinted or not readable).
    func record() -> Record? {
        let answer = server.run([["show-options", "-p", "-q", "-v", "-t", pane, Self.option]])
        guard answer.succeeded else { return nil }
        return Record(answer.output.split(separator: "\n").first.map(String.init) ?? "")
    }

    /// Tints the pane (`colors`), keeping what it had before on the first tint; `label` for the
    /// status line. Returns a problem, or nil.
    @discardableResult
    public func apply(_ colors: TintedColors, label: String?) -> String? {
        tint(colors, label: label).problem
    }

    /// `apply`, saying also whether the pane's colours changed (false: it had that tint already,
    /// or tmux refused).
    public func tint(_ colors: TintedColors, label: String?) -> (problem: String?, changed: Bool) {
        // One call: the record, if the pane is tinted already, and what it has now (kept on the first tint).
        let answer = server.run(
            TmuxServer.separated([
                ["show-options", "-p", "-q", "-v", "-t", pane, Self.option],
                ["show-options", "-p", "-q", "-v", "-t", pane, "window-style"],
                ["show-options", "-p", "-q", "-v", "-t", pane, "window-active-style"],
                ["show-options", "-p", "-q", "-t", pane, "pane-colours"]
            ]))
        guard answer.succeeded else { return ("could not read pane \(pane)'s styles: \(answer.problem)", false) }
        var blocks = answer.blocks
        while blocks.count < 4 { blocks.append([]) }
        var kept =
            blocks[0].first.flatMap(Record.init)
            ?? Record(windowStyle: blocks[1].first, activeStyle: blocks[2].first, paneColours: blocks[3], tint: "")
        let style = "bg=\(colors.background.hex),fg=\(colors.foreground.hex)"
        if kept.tint == style { return (setLabel(label), false) }
        kept.tint = style
        var commands: [[String]] = [
            ["set-option", "-p", "-t", pane, Self.option, kept.encoded],
            ["set-option", "-p", "-t", pane, "window-style", style],
            ["set-option", "-p", "-t", pane, "window-active-style", style]
        ]
        for (index, color) in colors.palette.enumerated() {
            commands.append(["set-option", "-p", "-t", pane, "pane-colours[\(index)]", color.hex])
        }
        commands += labelCommands(label)
        let written = server.run(commands)
        return written.succeeded ? (nil, true) : ("could not tint pane \(pane): \(written.problem)", false)
    }

    private func labelCommands(_ label: String?) -> [[String]] {
        if let label { return [["set-option", "-p", "-t", pane, Self.labelOption, SafeText.escaped(label)]] }
        return [["set-option", "-p", "-u", "-t", pane, Self.labelOption]]
    }

    private func setLabel(_ label: String?) -> String? {
        let answer = server.run(labelCommands(label))
        return answer.succeeded ? nil : "could not label pane \(pane): \(answer.problem)"
    }

    /// Puts the pane back as it was before the tint (nothing to do when it is not tinted).
    /// Returns what was done ("restored pane %3"), or nil.
    @discardableResult
    public func restore(keepingLabel label: String? = nil) -> String? {
        guard let record = record() else {
            if label != nil { _ = setLabel(label) } else { server.run(labelCommands(nil)) }
            return nil
        }
        var commands: [[String]] = []
        for (name, value) in [("window-style", record.windowStyle), ("window-active-style", record.activeStyle)] {
            commands.append(value.map { ["set-option", "-p", "-t", pane, name, $0] } ?? ["set-option", "-p", "-u", "-t", pane, name])
        }
        commands.append(["set-option", "-p", "-u", "-t", pane, "pane-colours"])
        for line in record.paneColours {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[0].hasPrefix("pane-colours[") else { continue }
            var value = parts[1]
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            commands.append(["set-option", "-p", "-t", pane, parts[0], value])
        }
        commands.append(["set-option", "-p", "-u", "-t", pane, Self.option])
        commands += labelCommands(label)
        let answer = server.run(commands)
        return answer.succeeded ? "put pane \(pane)'s colours back" : "could not put pane \(pane)'s colours back: \(answer.problem)"
    }

    /// Every pane of the server darkscreen tinted, put back (`darkscreen restore`); `restored`
    /// is told each pane put back (beside's gutters follow their work pane).
    public static func restoreAll(_ server: TmuxServer, restored: (String) -> Void = { _ in }) -> [String] {
        let answer = server.run([["list-panes", "-a", "-F", "#{pane_id} #{?#{" + option + "},1,0}"]])
        guard answer.succeeded else { return [] }
        return answer.output.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: " ")
            guard parts.count == 2, parts[1] == "1", let tint = PaneTint(server: server, pane: String(parts[0])) else { return nil }
            let done = tint.restore()
            if let done, !done.hasPrefix("could not") { restored(tint.pane) }
            return done
        }
    }
}
