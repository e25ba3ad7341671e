import DarkscreenCore

/// Decodes the terminal's input stream (already UTF-8 decoded to scalars) into keys, reports
/// and mouse events. A state machine: bytes may arrive split across reads at any boundary.
/// Escape sequences it does not know are consumed whole (`.ignored`), never turned into keys.
public struct InputDecoder: Sendable {
    private var pending: [Unicode.Scalar] = []
    /// Longest sequence kept before it is dropped as garbage.
    public static let maximumSequenceLength = 256

    public init() {}

    /// True while a partial escape sequence waits for more input (the caller then waits a
    /// short time and calls `flush()` if nothing comes: a lone ESC is the Escape key).
    public var isPending: Bool { !pending.isEmpty }

    public mutating func feed(_ scalar: Unicode.Scalar) -> [InputEvent] {
        if pending.isEmpty {
            if scalar == "\u{1B}" {
                pending.append(scalar)
                return []
            }
            return [Self.plainKey(scalar)]
        }
        pending.append(scalar)
        switch Self.classify(pending) {
        case .incomplete:
            if pending.count > Self.maximumSequenceLength {
                pending.removeAll()
                return [.ignored]
            }
            return []
        case .complete(let event):
            pending.removeAll()
            return [event]
        case .escapeThen(let rest):
            // ESC followed by something that starts no sequence: Escape, then that input again.
            pending.removeAll()
            var events: [InputEvent] = [.key(.escape)]
            for scalar in rest { events += feed(scalar) }
            return events
        }
    }

    public mutating func feed<S: Sequence>(_ scalars: S) -> [InputEvent] where S.Element == Unicode.Scalar {
        var events: [InputEvent] = []
        for scalar in scalars { events += feed(scalar) }
        return events
    }

    /// Called when input stays quiet with a sequence pending: a lone ESC is the Escape key;
    /// a cut-off sequence is dropped.
    public mutating func flush() -> [InputEvent] {
        defer { pending.removeAll() }
        if pending == ["\u{1B}"] { return [.key(.escape)] }
        return pending.isEmpty ? [] : [.ignored]
    }

    static func plainKey(_ scalar: Unicode.Scalar) -> InputEvent {
        switch scalar.value {
        case 0x0D, 0x0A: .key(.enter)
        case 0x09: .key(.tab)
        case 0x7F, 0x08: .key(.backspace)
        case 0x03: .key(.controlC)
        case 0x00..<0x20: .ignored
        case 0x80..<0xA0: .ignored
        default: .key(.character(Character(scalar)))
        }
    }

    enum Classification {
        case incomplete
        case complete(InputEvent)
        case escapeThen([Unicode.Scalar])
    }

    static func classify(_ sequence: [Unicode.Scalar]) -> Classification {
        guard sequence.count >= 2 else { return .incomplete }
        switch sequence[1] {
        case "[": return classifyCSI(sequence)
        case "O":
            guard sequence.count >= 3 else { return .incomplete }
            switch sequence[2] {
            case "A": return .complete(.key(.up))
            case "B": return .complete(.key(.down))
            case "C": return .complete(.key(.right))
            case "D": return .complete(.key(.left))
            case "H": return .complete(.key(.home))
            case "F": return .complete(.key(.end))
            case "M": return .complete(.key(.enter))
            default: return .complete(.ignored)
            }
        case "]", "P", "_", "^", "X": return classifyString(sequence)
        case "\u{1B}": return .escapeThen([sequence[1]])
        default:
            // Alt+key and the like: Escape then the key.
            return .escapeThen(Array(sequence.dropFirst()))
        }
    }

    /// CSI: parameters and intermediates up to a final byte 0x40–0x7E.
    static func classifyCSI(_ sequence: [Unicode.Scalar]) -> Classification {
        guard let last = sequence.last, sequence.count >= 3 else { return .incomplete }
        if last.value < 0x20 || last.value > 0x7E { return .complete(.ignored) }
        guard (0x40...0x7E).contains(last.value) else { return .incomplete }
        let body = String(String.UnicodeScalarView(sequence[2..<(sequence.count - 1)]))
        return .complete(decodeCSI(body: body, final: last))
    }

    static func decodeCSI(body: String, final: Unicode.Scalar) -> InputEvent {
        switch final {
        case "A": return .key(.up)
        case "B": return .key(.down)
        case "C": return .key(.right)
        case "D": return .key(.left)
        case "H": return .key(.home)
        case "F": return .key(.end)
        case "~":
            switch body.split(separator: ";").first ?? "" {
            case "1", "7": return .key(.home)
            case "4", "8": return .key(.end)
            case "5": return .key(.pageUp)
            case "6": return .key(.pageDown)
            default: return .ignored
            }
        case "n":
            if body == "?997;1" { return .colorSchemeReport(dark: true) }
            if body == "?997;2" { return .colorSchemeReport(dark: false) }
            return .ignored
        case "c": return body.hasPrefix("?") ? .deviceAttributes : .ignored
        case "R": return .cursorPositionReport
        case "M", "m":
            guard body.hasPrefix("<") else { return .ignored }
            return decodeSGRMouse(body.dropFirst(), released: final == "m")
        default: return .ignored
        }
    }

    static func decodeSGRMouse(_ body: Substring, released: Bool) -> InputEvent {
        let fields = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard fields.count == 3, let code = fields[0], let x = fields[1], let y = fields[2], x >= 1, y >= 1,
              code >= 0, code < 1024, x < 100_000, y < 100_000 else { return .ignored }
        let action: MouseEvent.Action
        if code & 64 != 0 {
            action = code & 1 == 0 ? .wheelUp : .wheelDown
        } else if code & 32 != 0 {
            action = .other
        } else {
            action = released ? .release : .press
        }
        return .mouse(MouseEvent(action: action, button: code & 3, column: x - 1, row: y - 1))
    }

    /// OSC / DCS / APC / PM / SOS: a string ended by BEL or ST (ESC \).
    static func classifyString(_ sequence: [Unicode.Scalar]) -> Classification {
        guard let last = sequence.last else { return .incomplete }
        var bodyEnd: Int
        if last == "\u{07}" {
            bodyEnd = sequence.count - 1
        } else if last == "\\" && sequence.count >= 3 && sequence[sequence.count - 2] == "\u{1B}" {
            bodyEnd = sequence.count - 2
        } else if last == "\u{9C}" {
            bodyEnd = sequence.count - 1
        } else {
            return .incomplete
        }
        guard sequence[1] == "]" else { return .complete(.ignored) }
        bodyEnd = max(bodyEnd, 2)
        let body = String(String.UnicodeScalarView(sequence[2..<bodyEnd]))
        if let rgb = BackgroundColorReply.parse(osc: body) {
            return .complete(.backgroundColorReport(red: rgb.0, green: rgb.1, blue: rgb.2))
        }
        if let (slot, rgb) = BackgroundColorReply.parseColorReply(osc: body) {
            return .complete(.terminalColorReport(slot, rgb))
        }
        return .complete(.ignored)
    }
}

/// Parses the body of an OSC 11 reply: `11;rgb:RRRR/GGGG/BBBB` (1–4 hex digits a channel),
/// or `rgba:` with a fourth channel.
public enum BackgroundColorReply {
    public static func parse(osc body: String) -> (UInt8, UInt8, UInt8)? {
        guard body.hasPrefix("11;") else { return nil }
        return parse(spec: body.dropFirst(3))
    }

    /// Any other colour reply darkscreen asks for: `10;…`, `12;…`, `17;…`, `19;…`, `4;N;…`.
    public static func parseColorReply(osc body: String) -> (TerminalColorSlot, RGB)? {
        let fields = body.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
        guard let code = Int(fields[0]), code != 11 else { return nil }
        let slot: TerminalColorSlot?
        let spec: Substring
        if code == 4, fields.count == 3 {
            slot = Int(fields[1]).flatMap { TerminalColorSlot(code: 4, index: $0) }
            spec = fields[2]
        } else if fields.count >= 2 {
            slot = TerminalColorSlot(code: code)
            spec = body.dropFirst(fields[0].count + 1)
        } else {
            return nil
        }
        guard let slot, let rgb = parse(spec: spec) else { return nil }
        return (slot, RGB(red: rgb.0, green: rgb.1, blue: rgb.2))
    }

    static func parse(spec: Substring) -> (UInt8, UInt8, UInt8)? {
        var spec = spec
        let channelCount: Int
        if spec.hasPrefix("rgb:") {
            spec = spec.dropFirst(4)
            channelCount = 3
        } else if spec.hasPrefix("rgba:") {
            spec = spec.dropFirst(5)
            channelCount = 4
        } else {
            return nil
        }
        let parts = spec.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == channelCount else { return nil }
        var channels: [UInt8] = []
        for part in parts.prefix(3) {
            guard (1...4).contains(part.count), let value = UInt32(part, radix: 16),
                  part.allSatisfy({ $0.isHexDigit }) else { return nil }
            let maximum = (UInt32(1) << (4 * UInt32(part.count))) - 1
            channels.append(UInt8((value * 255 + maximum / 2) / maximum))
        }
        if channelCount == 4 {
            guard let alpha = parts.last, (1...4).contains(alpha.count), alpha.allSatisfy({ $0.isHexDigit }) else { return nil }
        }
        return (channels[0], channels[1], channels[2])
    }
}
