import TerminalAppearance
import DarkscreenPlatform
import DarkscreenCore

/// A context's tint on a terminal window (outside tmux): the colour sequences `--apply terminal`
/// writes (`TerminalColorSequence`, through `TerminalColorApplier`) for the background, the text
/// and the ANSI colours the tint moved, written to the controlling terminal; never a query. What
/// was set and how to give it back is kept in a `WindowTintRecord`, so the same tint again writes
/// nothing, leaving the context puts the window back exactly, and `darkscreen restore` can too.
public struct WindowTint {
    /// The terminal's device (`/dev/pts/3`): the record's name.
    public let device: String
    /// Where the bytes go: `/dev/tty`, the controlling terminal.
    public let output: String
    public let folder: String
    /// The terminal's session (its leader's pid), kept in the record.
    public let session: Int32

    public init(device: String, output: String = "/dev/tty", folder: String = WindowTintRecord.folder(), session: Int32 = 0) {
        self.device = device
        self.output = output
        self.folder = folder
        self.session = session
    }

    /// The slots a tint sets on a window: background and text, and the ANSI colours it moved to
    /// stay legible (`wholePalette`: all 16, for a rule's whole `theme`).
    public static func colors(_ tinted: TintedColors, wholePalette: Bool) -> TerminalColorSet {
        var colors = TerminalColorSet([.background: tinted.background, .foreground: tinted.foreground])
        for (index, color) in tinted.palette.enumerated() where wholePalette || tinted.moved.contains("palette \(index)") {
            colors[.palette(index)] = color
        }
        return colors
    }

    /// How the window is given back: to `kept` — the colours `--apply terminal`'s shell
    /// integration keeps in force in new shells — when it is connected, else by the resets to the
    /// terminal's configured colours. On a terminal whose reset pins a colour
    /// (`ResetPinnedTerminal`) only slots with a known colour are changed (none without `kept`).
    public static func back(kept: TerminalColorSet?, resetPins: Bool) -> TerminalColorSaving {
        if resetPins { return .exact(kept ?? TerminalColorSet()) }
        guard let kept, !kept.isEmpty else { return .reset }
        return .saved(kept)
    }

    /// The bytes that take the window from `record` (nil: not tinted) to `wanted` (nil: the
    /// context left), and the record to keep after them (nil: none). `back` is used on the first tint only.
    public static func change(
        from record: WindowTintRecord?, to wanted: TerminalColorSet?, back: TerminalColorSaving, device: String, session: Int32 = 0
    ) -> (bytes: String, record: WindowTintRecord?) {
        var applier = TerminalColorApplier(saving: record?.back ?? back, applied: record?.applied ?? TerminalColorSet())
        guard let wanted else { return (applier.restore(), nil) }
        let bytes = applier.transition(to: wanted)
        guard !applier.applied.isEmpty else { return (bytes, nil) }
        return (bytes, WindowTintRecord(device: device, applied: applier.applied, back: applier.saving, session: session))
    }

    /// The record kept for this window, if it is tinted.
    public func record() -> WindowTintRecord? {
        guard let path = WindowTintRecord.path(for: device, folder: folder),
            let bytes = try? FileSystem.readBytes(at: path, limit: 64 << 10)
        else { return nil }
        return WindowTintRecord(parsing: bytes).flatMap { $0.device == device ? $0 : nil }
    }

    /// Tints the window (`wanted`), or gives it back (nil). The record is written before the
    /// bytes (a kill between leaves it for `restore`) and removed after them. Returns a problem,
    /// or nil (also when nothing needed writing).
    @discardableResult
    public func apply(_ wanted: TerminalColorSet?, back: TerminalColorSaving) -> String? {
        guard let path = WindowTintRecord.path(for: device, folder: folder) else { return "\(SafeText.escaped(device)) is not a terminal device" }
        let before = record()
        let (bytes, after) = Self.change(from: before, to: wanted, back: back, device: device, session: session)
        if let after, after != before {
            do {
                try FileSystem.writeAtomically(Array(after.encoded.utf8), to: path, durable: false)
            } catch {
                return "could not keep the terminal window's colours in \(SafeText.escaped(path)): \(error)"
            }
        }
        if let problem = TerminalDevice.write(bytes, to: output) {
            return "could not tint the terminal window \(SafeText.escaped(device)): \(problem)"
        }
        if after == nil, before != nil { _ = FileSystem.remove(path) }
        return nil
    }

    /// `darkscreen restore`: every terminal window a context tinted that is still there — its
    /// device a terminal of this user's, its session still on it — given back from its record;
    /// every record removed. One line each, and one for a record that cannot be read (it says
    /// which file and why, and goes too: it can put nothing back).
    public static func restoreAll(folder: String = WindowTintRecord.folder()) -> [String] {
        FileSystem.entryNames(in: folder).sorted().compactMap { name -> String? in
            guard name.hasSuffix(".json"), !name.hasPrefix(".") else { return nil }
            let path = folder + "/" + name
            guard let bytes = try? FileSystem.readBytes(at: path, limit: 64 << 10) else { return nil }
            defer { _ = FileSystem.remove(path) }
            guard let record = WindowTintRecord(parsing: bytes), WindowTintRecord.path(for: record.device, folder: folder) == path
            else {
                let why: String
                do throws(JSONSyntaxError) {
                    _ = try JSONParser.parse(bytes)
                    why = "not a record of a tinted terminal window"
                } catch {
                    why = "line \(error.position.line): \(error.message)"
                }
                return "removed \(SafeText.escaped(path)), which could not be read (\(SafeText.escaped(why)))"
            }
            guard TerminalDevice.isOwnedTerminal(record.device),
                record.session == 0 || TerminalDevice.controlling(procSelf: "/proc/\(record.session)/stat") == record.device
            else { return nil }
            let back = change(from: record, to: nil, back: record.back, device: record.device).bytes
            if let problem = TerminalDevice.write(back, to: record.device, owned: true) {
                return "could not put the terminal window \(SafeText.escaped(record.device))'s colours back: \(problem)"
            }
            return "put the terminal window \(SafeText.escaped(record.device))'s colours back"
        }
    }
}
