/// Parses the body of an OSC colour reply (what comes between `ESC ]` and BEL or ST):
/// `10;rgb:RRRR/GGGG/BBBB`, `11;…`, `12;…`, `17;…`, `19;…`, `4;n;…`, with `rgb:` or `rgba:` and 1–4 hex digits a
/// channel (scaled to 16 bits, so `f`, `ff`, `fff` and `ffff` are all full).
public enum ColorReply {
    public static func parse(osc body: some StringProtocol) -> (slot: ColorSlot, color: TerminalColor)? {
        let fields = body.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count >= 2 else { return nil }
        let slot: ColorSlot
        let spec: Substring
        switch fields[0] {
        case "10": slot = .foreground
        case "11": slot = .background
        case "12": slot = .cursor
        case "17": slot = .selectionBackground
        case "19": slot = .selectionForeground
        case "4":
            guard fields.count == 3, let index = Int(fields[1]), fields[1].allSatisfy(\.isASCII),
                (0...255).contains(index)
            else { return nil }
            slot = .palette(index)
        default: return nil
        }
        if case .palette = slot {
            spec = Substring(fields[2])
        } else {
            guard fields.count == 2 else { return nil }
            spec = Substring(fields[1])
        }
        return color(spec: spec).map { (slot, $0) }
    }

    /// `rgb:R/G/B` or `rgba:R/G/B/A`, 1–4 hex digits a channel.
    public static func color(spec: Substring) -> TerminalColor? {
        let channelCount: Int
        var rest = spec
        if rest.hasPrefix("rgb:") {
            rest = rest.dropFirst(4)
            channelCount = 3
        } else if rest.hasPrefix("rgba:") {
            rest = rest.dropFirst(5)
            channelCount = 4
        } else {
            return nil
        }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == channelCount else { return nil }
        var channels: [UInt16] = []
        for part in parts {
            guard let value = scaled(part) else { return nil }
            channels.append(value)
        }
        return TerminalColor(red: channels[0], green: channels[1], blue: channels[2])
    }

    private static func scaled(_ digits: Substring) -> UInt16? {
        guard (1...4).contains(digits.utf8.count) else { return nil }
        var value: UInt32 = 0
        for byte in digits.utf8 {
            guard let digit = ColorHex.digit(byte) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        let maximum = (UInt32(1) << (4 * UInt32(digits.utf8.count))) - 1
        return UInt16((value * 65535 + maximum / 2) / maximum)
    }
}
