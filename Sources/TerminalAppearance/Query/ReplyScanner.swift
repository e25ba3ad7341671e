/// Splits a terminal's input bytes into replies (colours, colour-scheme reports, DA1) and
/// everything else (keys), byte by byte: a reply may be cut anywhere between two reads.
/// OSC replies may end with BEL, `ESC \` or the 8-bit ST (0x9C).
public struct ReplyScanner: Sendable {
    private enum State: Sendable { case ground, escape, csi, string, stringEscape, ss3, discardString, discardStringEscape }
    private var state = State.ground
    private var pending: [UInt8] = []
    /// Longest sequence kept; a longer one is dropped as garbage.
    public static let maximumSequenceLength = 512

    public init() {}

    /// True while a sequence is cut off (more bytes are needed to know what it is).
    public var isPending: Bool { !pending.isEmpty }

    /// True inside a sequence that has begun past its ESC (a reply or a key's sequence cut off),
    /// or while the rest of an overlong string is dropped: its rest must be read here, not taken as keys.
    public var isInsideSequence: Bool {
        pending.count > 1 || state == .discardString || state == .discardStringEscape
    }

    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalReply] {
        var replies: [TerminalReply] = []
        var plain: [UInt8] = []
        func emit(_ reply: TerminalReply) {
            if !plain.isEmpty { replies.append(.input(plain)); plain.removeAll() }
            replies.append(reply)
        }
        for byte in bytes {
            if state == .ground {
                if byte == 0x1B { state = .escape; pending = [byte] } else { plain.append(byte) }
                continue
            }
            if state == .discardString || state == .discardStringEscape {
                discard(byte)
                continue
            }
            pending.append(byte)
            if pending.count > Self.maximumSequenceLength {
                emit(.otherReply(pending))
                let inString = state == .string || state == .stringEscape
                reset()
                // The rest of an overlong string is dropped up to its end, never taken as keys.
                if inString { state = .discardString }
                continue
            }
            if let reply = step(byte) { emit(reply) }
        }
        if !plain.isEmpty { replies.append(.input(plain)) }
        return replies
    }

    /// The bytes of a sequence cut off so far (empty when none).
    public var pendingBytes: [UInt8] { pending }

    private mutating func discard(_ byte: UInt8) {
        switch byte {
        case 0x07, 0x9C: state = .ground
        case 0x1B: state = .discardStringEscape
        case UInt8(ascii: "\\") where state == .discardStringEscape: state = .ground
        default: state = .discardString
        }
    }

    /// Ends a cut-off sequence (nothing more came in time): a lone ESC is the Escape key,
    /// anything longer is the start of a reply that came too late, and is dropped.
    public mutating func flush() -> [TerminalReply] {
        defer { reset() }
        if state == .discardString || state == .discardStringEscape { return [] }
        if pending == [0x1B] { return [.input([0x1B])] }
        return pending.isEmpty ? [] : [.otherReply(pending)]
    }

    private mutating func reset() {
        state = .ground
        pending.removeAll()
    }

    private mutating func step(_ byte: UInt8) -> TerminalReply? {
        switch state {
        case .ground, .discardString, .discardStringEscape: return nil
        case .escape:
            switch byte {
            case UInt8(ascii: "["): state = .csi
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"): state = .string
            case UInt8(ascii: "O"): state = .ss3
            case 0x1B:
                // ESC ESC: the first is the Escape key; the second starts again.
                pending = [0x1B]
                return .input([0x1B])
            default: return finish(.input(pending))
            }
            return nil
        case .ss3: return finish(.input(pending))
        case .csi:
            if byte < 0x20 || byte > 0x7E { return finish(.otherReply(pending)) }
            guard (0x40...0x7E).contains(byte) else { return nil }
            return finish(Self.decodeCSI(pending))
        case .string:
            if byte == 0x07 { return finish(decodeString(bodyEnd: pending.count - 1)) }
            // The 8-bit ST, raw or UTF-8 encoded (C2 9C).
            if byte == 0x9C { return finish(decodeString(bodyEnd: pending.count - (pending.dropLast().last == 0xC2 ? 2 : 1))) }
            if byte == 0x1B { state = .stringEscape }
            return nil
        case .stringEscape:
            if byte == UInt8(ascii: "\\") { return finish(decodeString(bodyEnd: pending.count - 2)) }
            // tmux passes an ESC inside a string as ESC ESC; anything else keeps the string going.
            state = byte == 0x1B ? .stringEscape : .string
            return nil
        }
    }

    private mutating func finish(_ reply: TerminalReply) -> TerminalReply {
        reset()
        return reply
    }

    static func decodeCSI(_ sequence: [UInt8]) -> TerminalReply {
        let body = sequence.dropFirst(2)
        switch body.last {
        case UInt8(ascii: "n"):
            if body.elementsEqual("?997;1n".utf8) { return .colorScheme(.dark) }
            if body.elementsEqual("?997;2n".utf8) { return .colorScheme(.light) }
            return .otherReply(sequence)
        case UInt8(ascii: "c"):
            return body.first == UInt8(ascii: "?") ? .deviceAttributes : .otherReply(sequence)
        case UInt8(ascii: "y") where body.first == UInt8(ascii: "?") && body.dropLast().last == UInt8(ascii: "$"):
            // DECRPM: `? mode ; state $ y`.
            let fields = String(decoding: body.dropFirst().dropLast(2), as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count == 2, fields.allSatisfy({ $0.count <= 6 }), let mode = Int(fields[0]), let state = Int(fields[1]) else {
                return .otherReply(sequence)
            }
            return .mode(mode, state: state)
        case UInt8(ascii: "R"), UInt8(ascii: "y"):
            // Cursor position and mode reports: replies, never keys.
            if body.first == UInt8(ascii: "?") || body.dropLast().contains(UInt8(ascii: ";")) { return .otherReply(sequence) }
            return .input(sequence)
        default:
            return .input(sequence)  // arrow keys, function keys, mouse: the program's input
        }
    }

    private func decodeString(bodyEnd: Int) -> TerminalReply {
        guard pending.count >= 2, pending[1] == UInt8(ascii: "]"), bodyEnd >= 2 else { return .otherReply(pending) }
        let body = String(decoding: pending[2..<bodyEnd], as: UTF8.self)
        if let (slot, color) = ColorReply.parse(osc: body) { return .color(slot, color) }
        return .otherReply(pending)
    }
}
