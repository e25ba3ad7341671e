import Testing
import TerminalAppearance
@testable import DarkscreenUI
import DarkscreenCore
import DarkscreenState

@Suite struct InputDecoderTests {
    func decode(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(text.unicodeScalars) + decoder.flush()
    }

    @Test("keys decode from their escape sequences", arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}OA", .up), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\r", .enter),
        ("j", .character("j")), ("\u{1B}", .escape), ("\u{03}", .controlC),
        // Ctrl-Z as a byte: typed while the start-up probe had the terminal in raw mode.
        ("\u{1A}", .controlZ),
    ])
    func keys(text: String, key: Key) {
        #expect(decode(text) == [.key(key)])
    }

    @Test("a sequence split at every byte boundary decodes the same")
    func splitAnywhere() {
        let stream = "\u{1B}[Bj\u{1B}[?997;1n\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\k\u{1B}[<0;5;3M"
        let whole = decode(stream)
        #expect(whole == [.key(.down), .key(.character("j")), .colorSchemeReport(dark: true),
                          .colorReport(.background, TerminalColor(red8: 255, green8: 255, blue8: 255)), .key(.character("k")),
                          .mouse(MouseEvent(action: .press, button: 0, column: 4, row: 2))])
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
