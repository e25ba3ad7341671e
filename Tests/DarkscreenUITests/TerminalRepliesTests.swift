import Testing
import TerminalAppearance
@testable import DarkscreenUI
import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

@Suite struct TerminalRepliesTests {
    func decode(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(text.unicodeScalars) + decoder.flush()
    }

    @Test(
        "OSC 11 replies: 16-bit and 8-bit channels, rgb: and rgba:, ended by ST or BEL",
        arguments: [
            ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", InputEvent.colorReport(.background, TerminalColor(red8: 255, green8: 255, blue8: 255))),
            ("\u{1B}]11;rgb:0000/0000/0000\u{07}", .colorReport(.background, TerminalColor(red8: 0, green8: 0, blue8: 0))),
            ("\u{1B}]11;rgb:1e1e/2020/3030\u{07}", .colorReport(.background, TerminalColor(red8: 0x1E, green8: 0x20, blue8: 0x30))),
            ("\u{1B}]11;rgb:ff/80/00\u{1B}\\", .colorReport(.background, TerminalColor(red8: 255, green8: 128, blue8: 0))),
            ("\u{1B}]11;rgb:f/8/0\u{07}", .colorReport(.background, TerminalColor(red8: 255, green8: 136, blue8: 0))),
            ("\u{1B}]11;rgba:ffff/0000/0000/ffff\u{07}", .colorReport(.background, TerminalColor(red8: 255, green8: 0, blue8: 0))),
            ("\u{1B}]11;rgb:fff/000/888\u{9C}", .colorReport(.background, TerminalColor(red8: 255, green8: 0, blue8: 136)))
        ])
    func osc11(text: String, expected: InputEvent) {
        #expect(decode(text) == [expected])
    }

    @Test(
        "garbage and truncated OSC 11 replies are consumed, never keys",
        arguments: [
            "\u{1B}]11;rgb:ffff/ffff\u{07}", "\u{1B}]11;rgb:gggg/0/0\u{07}", "\u{1B}]11;cmyk:0/0/0/0\u{07}",
            "\u{1B}]11;rgb:12345/0/0\u{07}", "\u{1B}]11;rgb:/0/0\u{07}"
        ])
    func osc11Garbage(text: String) {
        #expect(decode(text) == [.ignored])
    }

    @Test("an OSC 10 reply is the foreground colour, not a key")
    func osc10() {
        #expect(decode("\u{1B}]10;rgb:ffff/ffff/ffff\u{07}") == [.colorReport(.foreground, TerminalColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF))])
    }

    @Test("a truncated reply followed by quiet is held, never typed; its rest, however late, completes it")
    func truncated() {
        for (head, rest, expected) in [
            ("\u{1B}]11;rgb:ff", "ff/ffff/ffff\u{07}", InputEvent.colorReport(.background, TerminalColor(red8: 255, green8: 255, blue8: 255))),
            ("\u{1B}[?997;", "1n", .colorSchemeReport(dark: true))
        ] {
            var decoder = InputDecoder()
            #expect(decoder.feed(head.unicodeScalars) + decoder.flush() + decoder.flush() == [])
            #expect(decoder.isHolding)
            #expect(decoder.feed(rest.unicodeScalars) == [expected])
        }
    }

    @Test(
        "997 reports, whole and split across two reads at every point",
        arguments: [
            ("\u{1B}[?997;1n", InputEvent.colorSchemeReport(dark: true)),
            ("\u{1B}[?997;2n", .colorSchemeReport(dark: false)),
            ("\u{1B}[?997;3n", .ignored),
            ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", .colorReport(.background, TerminalColor(red8: 255, green8: 255, blue8: 255))),
            ("\u{1B}[I", .focusIn)
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
