import Testing
import TerminalAppearance
@testable import DarkscreenUI
import DarkscreenState

/// A reply whose ESC stalled long enough to be taken as the Escape key: its rest is recognised as
/// the reply's tail, never typed as keys, whatever the pauses inside it.
@Suite struct ReplyTailTests {
    static let replies: [(String, InputEvent)] = [
        ("]11;rgb:0000/0000/0000\u{07}", .colorReport(.background, TerminalColor(red: 0, green: 0, blue: 0))),
        ("]10;rgb:ffff/ffff/ffff\u{1B}\\", .colorReport(.foreground, TerminalColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF))),
        ("]11;rgb:1c1c/1c1c/1c1c\u{07}", .colorReport(.background, TerminalColor(red: 0x1C1C, green: 0x1C1C, blue: 0x1C1C))),
        ("[?997;1n", .colorSchemeReport(dark: true)),
        ("[?997;2n", .colorSchemeReport(dark: false)),
        ("[?64;1;2c", .deviceAttributes),
        ("[12;40R", .cursorPositionReport)
    ]

    /// The ESC alone, quiet until it is the Escape key, then the rest in pieces cut at `cuts`, each
    /// followed by `pause` of quiet (the loop calls `flush` while the decoder says it is pending).
    func deliver(_ tail: String, cuts: [Int], pause: Duration) -> [InputEvent] {
        let clock = DecoderClock()
        var decoder = InputDecoder(clock: { clock.now })
        var events = decoder.feed("\u{1B}".unicodeScalars)
        func quiet(_ time: Duration) {
            var waited: Duration = .zero
            while waited < time {
                clock.advance(.milliseconds(30))
                waited += .milliseconds(30)
                if decoder.isPending { events += decoder.flush() }
            }
        }
        quiet(.milliseconds(500))
        let scalars = Array(tail.unicodeScalars)
        var start = 0
        for cut in cuts + [scalars.count] where cut > start && cut <= scalars.count {
            events += decoder.feed(scalars[start..<cut])
            start = cut
            quiet(pause)
        }
        return events
    }

    @Test(
        "the tail of each reply after a stalled ESC is the reply, cut at every point with pauses under the hold",
        arguments: replies.indices)
    func tailAtEveryCut(index: Int) {
        let (tail, reply) = Self.replies[index]
        for cut in 1..<tail.unicodeScalars.count {
            let events = deliver(tail, cuts: [cut], pause: .milliseconds(300)).filter { $0 != .ignored }
            #expect(events == [.key(.escape), reply], "cut after \(cut) scalars")
        }
    }

    @Test(
        "a tail cut in several places, with long pauses after its second byte, is still the reply",
        arguments: replies.indices)
    func tailCutManyTimes(index: Int) {
        let (tail, reply) = Self.replies[index]
        let count = tail.unicodeScalars.count
        let events = deliver(tail, cuts: [2, count / 2, count - 1], pause: .seconds(3)).filter { $0 != .ignored }
        #expect(events == [.key(.escape), reply])
    }

    @Test(
        "after an Escape, [ and ] typed as keys are keys: alone (after the hold) or followed by a key",
        arguments: ["[", "]", "[j", "]k", "]]", "[[", "[ ", "]a"])
    func keysAfterEscape(typed: String) {
        let events = deliver(typed, cuts: Array(1..<typed.unicodeScalars.count), pause: InputDecoder.tailHold + .milliseconds(60))
        #expect(events == [.key(.escape)] + typed.unicodeScalars.map { .key(.character(Character($0))) })
    }

    @Test("after an Escape, [ then another key at once: both keys, nothing held")
    func bracketThenKeyAtOnce() {
        let events = deliver("]q", cuts: [], pause: .milliseconds(30))
        #expect(events == [.key(.escape), .key(.character("]")), .key(.character("q"))])
    }

    @Test("a bracket that does not follow an Escape is a key at once")
    func bracketAlone() {
        var decoder = InputDecoder()
        #expect(decoder.feed("]".unicodeScalars) == [.key(.character("]"))])
        #expect(decoder.feed("j\u{1B}".unicodeScalars) == [.key(.character("j"))])
        #expect(decoder.flush() == [.key(.escape)])
        #expect(decoder.feed("x[".unicodeScalars) == [.key(.character("x")), .key(.character("["))], "only right after the Escape")
    }
}
