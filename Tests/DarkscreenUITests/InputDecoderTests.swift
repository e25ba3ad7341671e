import Testing
import Synchronization
import TerminalAppearance
@testable import DarkscreenUI
import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

@Suite struct InputDecoderTests {
    func decode(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(text.unicodeScalars) + decoder.flush()
    }

    @Test(
        "keys decode from their escape sequences",
        arguments: [
            ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}OA", .up), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
            ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\r", .enter),
            ("j", .character("j")), ("\u{1B}", .escape), ("\u{03}", .controlC),
            // Ctrl-Z as a byte: typed while the start-up probe had the terminal in raw mode.
            ("\u{1A}", .controlZ)
        ])
    func keys(text: String, key: Key) {
        #expect(decode(text) == [.key(key)])
    }

    @Test("a sequence split at every byte boundary decodes the same")
    func splitAnywhere() {
        let stream = "\u{1B}[Bj\u{1B}[?997;1n\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\k\u{1B}[<0;5;3M"
        let whole = decode(stream)
        #expect(
            whole == [
                .key(.down), .key(.character("j")), .colorSchemeReport(dark: true),
                .colorReport(.background, TerminalColor(red8: 255, green8: 255, blue8: 255)), .key(.character("k")),
                .mouse(MouseEvent(action: .press, button: 0, column: 4, row: 2))
            ])
        let scalars = Array(stream.unicodeScalars)
        for cut in 1..<scalars.count {
            var decoder = InputDecoder()
            let events = decoder.feed(scalars[..<cut]) + decoder.feed(scalars[cut...]) + decoder.flush()
            #expect(events == whole, "cut at \(cut)")
        }
    }

    @Test("unknown sequences are consumed whole and never become keys")
    func unknownSequences() {
        #expect(decode("\u{1B}[?62;22c") == [.deviceAttributes])
        #expect(decode("\u{1B}[12;40R") == [.cursorPositionReport])
        #expect(decode("\u{1B}[99;99;99z") == [.ignored])
        #expect(decode("\u{1B}]4;1;rgb:0/0/0\u{07}") == [.colorReport(.palette(1), TerminalColor(red: 0, green: 0, blue: 0))])
    }
}

/// Replies split by a slow link: the decoder holds a begun sequence across pauses (the run loop
/// calls `flush()` after each quiet moment) and never turns any part of it into keys.
@Suite struct SlowReplyTests {
    static let replies = [
        "\u{1B}]11;rgb:1c1c/1c1c/1e1e\u{07}", "\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\", "\u{1B}]4;1;rgb:8080/0000/0000\u{1B}\\",
        "\u{1B}[?997;1n", "\u{1B}[?2031;2$y", "\u{1B}[?64;1;22c", "\u{1B}P1$r0m\u{1B}\\", "\u{1B}[?996;2$y"
    ]

    /// Feeds the pieces with a quiet moment (a `flush()`) after each, as the run loop does.
    func feedSlowly(_ pieces: [ArraySlice<Unicode.Scalar>], into decoder: inout InputDecoder) -> [InputEvent] {
        var events: [InputEvent] = []
        for piece in pieces {
            events += decoder.feed(piece)
            if decoder.isPending { events += decoder.flush() }
        }
        return events
    }

    func isKey(_ event: InputEvent) -> Bool {
        if case .key = event { return true }
        if case .mouse = event { return true }
        return false
    }

    @Test("a reply split at every position, with pauses between the pieces: recognised, no key", arguments: replies)
    func splitWithPauses(reply: String) {
        let scalars = Array(reply.unicodeScalars)
        var whole = InputDecoder()
        let expected = whole.feed(scalars)
        #expect(expected.count == 1 && !expected.contains(where: isKey))
        for cut in 1..<scalars.count {
            var decoder = InputDecoder()
            decoder.expectReplies()
            // the rest after several quiet moments (a lone ESC is held through them while a reply is awaited)
            var events: [InputEvent] = decoder.feed(scalars[..<cut])
            for _ in 0..<5 where decoder.isPending { events += decoder.flush() }
            events += feedSlowly([scalars[cut...]], into: &decoder)
            #expect(events == expected, "cut at \(cut): \(events)")
            #expect(!decoder.isHolding)
        }
    }

    @Test("one scalar at a time with a pause after each (past the ESC): the same event", arguments: replies)
    func byteByByte(reply: String) {
        let scalars = Array(reply.unicodeScalars)
        var decoder = InputDecoder()
        var events = decoder.feed(scalars.prefix(2))
        events += feedSlowly(scalars.indices.dropFirst(2).map { scalars[$0...$0] }, into: &decoder)
        var whole = InputDecoder()
        #expect(events == whole.feed(scalars))
    }

    @Test("with no reply awaited, a lone ESC through a pause is the Escape key at once")
    func escapeWhenNothingAwaited() {
        var decoder = InputDecoder()
        #expect(decoder.feed("\u{1B}".unicodeScalars).isEmpty)
        #expect(decoder.flush() == [.key(.escape)])
    }

    @Test("an Escape typed while replies are awaited is the Escape key after a bounded hold, then at once again")
    func escapeWhileAwaited() {
        let clock = DecoderClock()
        var decoder = InputDecoder(clock: { clock.now })
        decoder.expectReplies()
        _ = decoder.feed("\u{1B}".unicodeScalars)
        clock.advance(.milliseconds(30))
        #expect(decoder.flush() == [])
        clock.advance(InputDecoder.escapeHoldWhileAwaiting - .milliseconds(60))
        #expect(decoder.flush() == [], "still within the hold")
        clock.advance(.milliseconds(30))
        #expect(decoder.flush() == [.key(.escape)])
        _ = decoder.feed("\u{1B}".unicodeScalars)
        #expect(decoder.flush() == [.key(.escape)], "the replies are no longer waited for")
    }

    @Test("the fence ends the wait: an Escape after it is the Escape key at once")
    func fenceEndsTheWait() {
        var decoder = InputDecoder()
        decoder.expectReplies()
        #expect(decoder.feed("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?64c".unicodeScalars).count == 2)
        _ = decoder.feed("\u{1B}".unicodeScalars)
        #expect(decoder.flush() == [.key(.escape)])
    }

    @Test("a key typed after a finished reply that was held is a key")
    func keyAfterHeldReply() {
        var decoder = InputDecoder()
        var events = feedSlowly([Array("\u{1B}]11;rgb:0/0".unicodeScalars)[...], Array("/0\u{07}j".unicodeScalars)[...]], into: &decoder)
        events = events.filter { $0 != .ignored }
        #expect(events == [.colorReport(.background, TerminalColor(red: 0, green: 0, blue: 0)), .key(.character("j"))])
    }

    @Test("a reply that never finishes: an arrow key typed after it is the arrow key; no byte of it is a key")
    func unfinishedThenArrow() {
        var decoder = InputDecoder()
        let events = feedSlowly([Array("\u{1B}]11;rgb:ff".unicodeScalars)[...], Array("\u{1B}[B".unicodeScalars)[...]], into: &decoder)
        #expect(events.filter(isKey) == [.key(.down)])
    }

    @Test("a cut CSI reply followed by a new sequence: the cut one is dropped, the new one decoded")
    func cutCSIThenKey() {
        var decoder = InputDecoder()
        let events = feedSlowly([Array("\u{1B}[?997;".unicodeScalars)[...], Array("\u{1B}[A".unicodeScalars)[...]], into: &decoder)
        #expect(events.filter(isKey) == [.key(.up)])
    }

    @Test("an overlong string is dropped whole up to its end; what follows is input again")
    func overlong() {
        var decoder = InputDecoder()
        let long = "\u{1B}]11;" + String(repeating: "x", count: 1000) + "]]q\u{07}"
        let events = feedSlowly(Array(long.unicodeScalars).chunks(ofCount: 7), into: &decoder) + decoder.feed("j".unicodeScalars)
        #expect(events.filter(isKey) == [.key(.character("j"))])
    }

    @Test("CAN cancels a held sequence; nothing of it is a key")
    func cancelled() {
        var decoder = InputDecoder()
        let events = decoder.feed("\u{1B}]11;rgb:\u{18}".unicodeScalars) + decoder.feed("k".unicodeScalars)
        #expect(events.filter(isKey) == [.key(.character("k"))])
    }
}

/// A clock the test moves.
final class DecoderClock: Sendable {
    private let value = Mutex<Duration>(.seconds(100))
    var now: Duration { value.withLock { $0 } }
    func advance(_ by: Duration) { value.withLock { $0 += by } }
}

extension Array {
    func chunks(ofCount count: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: self.count, by: count).map { self[$0..<Swift.min($0 + count, self.count)] }
    }
}
