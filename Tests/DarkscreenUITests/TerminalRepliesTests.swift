import Testing
import TerminalAppearance
@testable import DarkscreenUI

@Suite struct TerminalRepliesTests {
    func decode(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(text.unicodeScalars) + decoder.flush()
    }

    static let white = TerminalColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF)

    @Test("OSC colour replies (parsed by TerminalAppearance) become colour reports, whatever ends them", arguments: [
        ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", InputEvent.colorReport(.background, white)),
        ("\u{1B}]10;rgb:f/f/f\u{07}", InputEvent.colorReport(.foreground, white)),
        ("\u{1B}]11;rgba:ff/ff/ff/ff\u{9C}", InputEvent.colorReport(.background, white)),
    ])
    func colourReplies(text: String, expected: InputEvent) {
        #expect(decode(text) == [expected])
    }

    @Test("garbage and truncated OSC 11 replies are consumed, never keys", arguments: [
        "\u{1B}]11;rgb:ffff/ffff\u{07}", "\u{1B}]11;rgb:gggg/0/0\u{07}", "\u{1B}]11;cmyk:0/0/0/0\u{07}",
        "\u{1B}]11;rgb:12345/0/0\u{07}", "\u{1B}]11;rgb:/0/0\u{07}", "\u{1B}]13;rgb:ffff/ffff/ffff\u{07}",
    ])
    func osc11Garbage(text: String) {
        #expect(decode(text) == [.ignored])
    }

    @Test("a truncated reply followed by quiet is dropped, not typed")
    func truncated() {
        #expect(decode("\u{1B}]11;rgb:ff") == [.ignored])
        #expect(decode("\u{1B}[?997;") == [.ignored])
    }

    @Test("997 reports, whole and split across two reads at every point", arguments: [
        ("\u{1B}[?997;1n", InputEvent.colorSchemeReport(dark: true)),
        ("\u{1B}[?997;2n", .colorSchemeReport(dark: false)),
        ("\u{1B}[?997;3n", .ignored),
        ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", .colorReport(.background, white)),
        ("\u{1B}[I", .focusIn),
    ])
    func splitReports(text: String, expected: InputEvent) {
        let scalars = Array(text.unicodeScalars)
        for cut in 0...scalars.count {
            var decoder = InputDecoder()
            let events = decoder.feed(scalars[..<cut]) + decoder.feed(scalars[cut...]) + decoder.flush()
            #expect(events == [expected], "cut at \(cut)")
        }
    }
}
