import TerminalAppearance
import DarkscreenPlatform
import DarkscreenCore

/// What darkscreen keeps about a terminal window a context tinted (outside tmux), one file per
/// terminal in `<state>/terminals/` named after its device (`pts-3.json` for `/dev/pts/3`): the
/// colours it set (`applied`) and how they are given back (`back`: the terminal's own colours by
/// reset, or the colours `--apply terminal`'s shell integration keeps in force). A repeated
/// `context --apply` with the same tint finds it and writes nothing; leaving the context and
/// `darkscreen restore` give the window back from it and remove it.
public struct WindowTintRecord: Equatable, Sendable {
    /// The terminal's device, `/dev/pts/N` (or `/dev/ttyN`).
    public var device: String
    public var applied: TerminalColorSet
    public var back: TerminalColorSaving
    /// The terminal's session (its leader's pid; 0: not known): `restore` gives back only a
    /// window whose session still has that terminal — not another window that got the device
    /// number after the tinted one closed.
    public var session: Int32

    public init(device: String, applied: TerminalColorSet, back: TerminalColorSaving, session: Int32 = 0) {
        self.device = device
        self.applied = applied
        self.back = back
        self.session = session
    }

    public static func folder(state: String = XDGDirectories().darkscreenState) -> String { state + "/terminals" }

    /// The record's file for `device` (`/dev/pts/3` → `…/pts-3.json`); nil for a name that is not a
    /// terminal device's.
    public static func path(for device: String, folder: String = folder()) -> String? {
        guard TerminalDevice.isDeviceName(device) else { return nil }
        return folder + "/" + device.dropFirst(5).replacing("/", with: "-") + ".json"
    }

    public var encoded: String {
        let back: JSONValue =
            switch back {
            case .reset, .stack: .string("reset")
            case .saved(let colors): .object([JSONMember(key: "saved", node: JSONNode(Self.encode(colors)))])
            case .exact(let colors): .object([JSONMember(key: "exact", node: JSONNode(Self.encode(colors)))])
            }
        let members: [(String, JSONValue)] = [
            ("device", .string(device)), ("session", .number(Double(session))), ("applied", Self.encode(applied)), ("back", back)
        ]
        return JSONWriter.write(.object(members.map { JSONMember(key: $0.0, node: JSONNode($0.1)) })) + "\n"
    }

    /// Nil for anything `encoded` did not write (another device name, a colour that is not `#RRGGBB`).
    public init?(parsing bytes: [UInt8]) {
        guard bytes.count <= 64 << 10, let root = try? JSONParser.parse(bytes),
            let device = root["device"]?.stringValue, TerminalDevice.isDeviceName(device),
            let applied = root["applied"].flatMap({ Self.decode($0.value) }), let backNode = root["back"]
        else { return nil }
        let back: TerminalColorSaving
        if backNode.stringValue == "reset" {
            back = .reset
        } else if let saved = backNode["saved"].flatMap({ Self.decode($0.value) }) {
            back = .saved(saved)
        } else if let exact = backNode["exact"].flatMap({ Self.decode($0.value) }) {
            back = .exact(exact)
        } else {
            return nil
        }
        var session: Int32 = 0
        if case .number(let number)? = root["session"]?.value, let exact = Int32(exactly: number), exact > 0 { session = exact }
        self.init(device: device, applied: applied, back: back, session: session)
    }

    /// `{"11": "#1E1E2E", "4;1": "#F38BA8", …}`: each slot by its OSC parameter.
    static func encode(_ colors: TerminalColorSet) -> JSONValue {
        .object(colors.slots.compactMap { slot in colors[slot].map { JSONMember(key: slot.oscPrefix, node: JSONNode(.string($0.hex))) } })
    }

    static func decode(_ value: JSONValue) -> TerminalColorSet? {
        guard case .object(let members) = value, members.count <= 32 else { return nil }
        var colors = TerminalColorSet()
        for member in members {
            guard let slot = slot(member.key), let text = member.node.stringValue, text.count == 7, let rgb = RGB(hex: text) else { return nil }
            colors[slot] = rgb
        }
        return colors
    }

    static func slot(_ key: String) -> ColorSlot? {
        if key.hasPrefix("4;") {
            guard let index = Int(key.dropFirst(2)), (0..<16).contains(index) else { return nil }
            return .palette(index)
        }
        return [ColorSlot.foreground, .background, .cursor, .selectionBackground, .selectionForeground].first { $0.oscPrefix == key }
    }
}
