import DarkscreenState
import TerminalAppearance

/// Decodes the terminal's input stream (already UTF-8 decoded to scalars) into keys, reports
/// and mouse events. A state machine: bytes may arrive split across reads at any boundary, and
/// with any pause between them.
///
/// Only a lone ESC waits for a time-out (it is the Escape key when nothing follows; `isPending`).
/// Once ESC is followed by `[` (CSI) or by an OSC/DCS/APC/PM/SOS introducer, the sequence is held
/// however long its rest takes to come — a terminal's reply split by a slow link is recognised
/// whole, never cut into Escape plus keys. What ends a held sequence early: its length bound (the
/// rest of an overlong string is then dropped up to its terminator), CAN or SUB (a sequence
/// cancelled, dropped whole), ESC inside a CSI, and, inside a string, ESC `[` (an arrow key typed
/// after a reply that never finished: the cut sequence is dropped, the key decoded). Sequences it does not know are
/// consumed whole (`.ignored`), never turned into keys.
///
/// A reply can also stall right after its ESC, long enough for the ESC to have been taken as the
/// Escape key. So after a lone ESC became Escape, a `[` or `]` that comes next (however much
/// later) is held as a possible reply tail: followed by what a reply has there (`]` then a digit;
/// `[` then `?`, `<` or a digit) it is decoded as ESC and that sequence (a colour report, a
/// mode-2031 report …); followed by anything else, or by nothing for `tailHold`, it is the key it is.
public struct InputDecoder: Sendable {
    private var pending: [Unicode.Scalar] = []
    /// The rest of an overlong string is being dropped, up to its terminator.
    private var discarding = false
    private var discardingAfterEscape = false
    /// Longest sequence kept before it is dropped as garbage.
    public static let maximumSequenceLength = 256
    /// Replies darkscreen asked for are on their way (`expectReplies`) until the fence's comes.
    private var awaitingReplies = false
    /// When the lone ESC now pending came (while replies are awaited).
    private var escapeSince: Duration?
    /// While replies are awaited a lone ESC may be a reply's first byte, its rest delayed: it is
    /// held this long before it is the Escape key (then the replies are no longer awaited).
    public static let escapeHoldWhileAwaiting: Duration = .milliseconds(500)
    /// A lone ESC was just taken as the Escape key: a `[` or `]` next may be a reply's tail.
    private var escapeTakenAsKey = false
    /// A `[` or `]` after such an ESC is held (as ESC `[` / ESC `]`), since this moment.
    private var tailSince: Duration?
    /// How long a `[` or `]` after a lone Escape waits for the reply's next byte before it is a key.
    public static let tailHold: Duration = .milliseconds(500)
    /// The clock the hold is measured on.
    private let clock: @Sendable () -> Duration

    public init(clock: @escaping @Sendable () -> Duration = MonotonicClock.now) {
        self.clock = clock
    }

    /// True while a lone ESC (or ESC O) waits: the caller waits a short time and calls `flush()`
    /// if nothing comes (a lone ESC is the Escape key). A longer sequence that has begun is held
    /// without a time-out (see `isHolding`).
    public var isPending: Bool { pending == ["\u{1B}"] || pending == ["\u{1B}", "O"] || tailSince != nil }

    /// A sequence (or the rest of a dropped string) is held until more input comes.
    public var isHolding: Bool { !pending.isEmpty || discarding }

    /// A query was written: replies are on their way, until the DA1 fence's reply (or, with no
    /// fence, until a lone ESC has been held its whole bound).
    public mutating func expectReplies() {
        awaitingReplies = true
    }

    public mutating func feed(_ scalar: Unicode.Scalar) -> [InputEvent] {
        let events = decode(scalar)
        if events.contains(.deviceAttributes) { awaitingReplies = false }
        escapeSince = awaitingReplies && pending == ["\u{1B}"] ? (escapeSince ?? clock()) : nil
        return events
    }

    private mutating func decode(_ scalar: Unicode.Scalar) -> [InputEvent] {
        if discarding { return discard(scalar) }
        let afterEscapeKey = escapeTakenAsKey
        escapeTakenAsKey = false
        if tailSince != nil, let held = pending.last {
            tailSince = nil
            // A reply goes on with a digit (OSC 11;…, CSI 12;3R), `?` (CSI ?997;1n) or `<` (a mouse report).
            let continues = held == "]" ? ("0"..."9").contains(scalar) : (("0"..."9").contains(scalar) || scalar == "?" || scalar == "<")
            if !continues {
                pending.removeAll()
                return [Self.plainKey(held)] + decode(scalar)
            }
        }
        if pending.isEmpty, afterEscapeKey, scalar == "[" || scalar == "]" {
            pending = ["\u{1B}", scalar]
            tailSince = clock()
            return []
        }
        if pending.isEmpty {
            if scalar == "\u{1B}" {
                pending.append(scalar)
                return []
            }
            return [Self.plainKey(scalar)]
        }
        if let events = interrupt(with: scalar) { return events }
        pending.append(scalar)
        switch Self.classify(pending) {
        case .incomplete:
            if pending.count > Self.maximumSequenceLength {
                // The rest of an overlong string is dropped up to its end, never taken as keys.
                discarding = Self.isString(pending)
                discardingAfterEscape = false
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
            for scalar in rest { events += decode(scalar) }
            return events
        }
    }

    /// What ends a held sequence before its final byte: CAN or SUB cancel it (consumed); inside a
    /// string, ESC `[` drops the string and starts a CSI (an arrow key after a reply cut short).
    private mutating func interrupt(with scalar: Unicode.Scalar) -> [InputEvent]? {
        guard pending.count >= 2 else { return nil }
        if scalar == "\u{18}" || scalar == "\u{1A}" {
            pending.removeAll()
            return [.ignored]
        }
        if Self.isString(pending), scalar == "[", pending.last == "\u{1B}" {
            pending = ["\u{1B}", "["]
            return [.ignored]
        }
        // ESC inside a CSI: that CSI was cut short; the ESC begins the next sequence.
        if pending[1] == "[", scalar == "\u{1B}" {
            pending = ["\u{1B}"]
            return [.ignored]
        }
        return nil
    }

    private mutating func discard(_ scalar: Unicode.Scalar) -> [InputEvent] {
        let afterEscape = discardingAfterEscape
        discardingAfterEscape = false
        switch scalar {
        case "\u{07}", "\u{9C}", "\u{18}", "\u{1A}": discarding = false
        case "\\" where afterEscape: discarding = false
        case "[" where afterEscape:
            discarding = false
            pending = ["\u{1B}", "["]
        case "\u{1B}": discardingAfterEscape = true
        default: break
        }
        return []
    }

    static func isString(_ sequence: [Unicode.Scalar]) -> Bool {
        sequence.count >= 2 && ["]", "P", "_", "^", "X"].contains(sequence[1])
    }

    public mutating func feed<S: Sequence>(_ scalars: S) -> [InputEvent] where S.Element == Unicode.Scalar {
        var events: [InputEvent] = []
        for scalar in scalars { events += feed(scalar) }
        return events
    }

    /// Called when input stays quiet while `isPending`: a lone ESC is the Escape key (held a
    /// little longer while replies are awaited); ESC O is dropped. A longer sequence is held (it
    /// ends with its final byte, whenever that comes).
    public mutating func flush() -> [InputEvent] {
        guard isPending else { return [] }
        if let since = tailSince, let held = pending.last {
            if clock() - since < Self.tailHold { return [] }
            tailSince = nil
            pending.removeAll()
            return [Self.plainKey(held)]
        }
        if pending == ["\u{1B}"] && awaitingReplies {
            let since = escapeSince ?? clock()
            escapeSince = since
            if clock() - since < Self.escapeHoldWhileAwaiting { return [] }
            awaitingReplies = false  // the terminal is not answering in time: no longer waited for
        }
        escapeSince = nil
        defer { pending.removeAll() }
        escapeTakenAsKey = pending == ["\u{1B}"]
        return escapeTakenAsKey ? [.key(.escape)] : [.ignored]
    }

    static func plainKey(_ scalar: Unicode.Scalar) -> InputEvent {
        switch scalar.value {
        case 0x0D, 0x0A: .key(.enter)
        case 0x09: .key(.tab)
        case 0x7F, 0x08: .key(.backspace)
        case 0x03: .key(.controlC)
        case 0x1A: .key(.controlZ)
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
        // Scalar by scalar: the view's generic init(_:) makes the runtime scan every protocol
        // conformance of the binary (DECISIONS.md "Peak RSS: the executable's pages").
        var scalars = String.UnicodeScalarView()
        for scalar in sequence[2..<(sequence.count - 1)] { scalars.append(scalar) }
        let body = String(scalars)
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
        case "I": return body.isEmpty ? .focusIn : .ignored
        case "O": return body.isEmpty ? .focusOut : .ignored
        case "M", "m":
            guard body.hasPrefix("<") else { return .ignored }
            return decodeSGRMouse(body.dropFirst(), released: final == "m")
        default: return .ignored
        }
    }

    static func decodeSGRMouse(_ body: Substring, released: Bool) -> InputEvent {
        let fields = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard fields.count == 3, let code = fields[0], let x = fields[1], let y = fields[2], x >= 1, y >= 1,
            code >= 0, code < 1024, x < 100_000, y < 100_000
        else { return .ignored }
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
        if let reply = ColorReply.parse(osc: body) {
            return .complete(.colorReport(reply.slot, reply.color))
        }
        return .complete(.ignored)
    }
}
