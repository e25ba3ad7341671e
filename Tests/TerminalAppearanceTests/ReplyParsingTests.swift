import Testing
@testable import TerminalAppearance

@Suite struct ReplyParsingTests {
    @Test(
        "OSC colour replies: 1-4 hex digits a channel, rgb: and rgba:, every slot",
        arguments: [
            ("11;rgb:ffff/ffff/ffff", ColorSlot.background, TerminalColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF)),
            ("11;rgb:f/8/0", .background, TerminalColor(red: 0xFFFF, green: 0x8888, blue: 0)),
            ("10;rgb:ff/80/00", .foreground, TerminalColor(red: 0xFFFF, green: 0x8080, blue: 0)),
            ("10;rgb:fff/000/888", .foreground, TerminalColor(red: 0xFFFF, green: 0, blue: 0x8888)),
            ("11;rgba:1e1e/2020/3030/ffff", .background, TerminalColor(red: 0x1E1E, green: 0x2020, blue: 0x3030)),
            ("12;rgb:0/0/0", .cursor, TerminalColor(red: 0, green: 0, blue: 0)),
            ("17;rgb:ff/ff/ff", .selectionBackground, TerminalColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF)),
            ("19;rgb:0/0/0", .selectionForeground, TerminalColor(red: 0, green: 0, blue: 0)),
            ("4;255;rgb:ee/ee/ee", .palette(255), TerminalColor(red: 0xEEEE, green: 0xEEEE, blue: 0xEEEE))
        ])
    func parses(body: String, slot: ColorSlot, color: TerminalColor) throws {
        let parsed = try #require(ColorReply.parse(osc: body))
        #expect(parsed.slot == slot && parsed.color == color)
    }

    @Test(
        "garbage is refused",
        arguments: [
            "11;rgb:ffff/ffff", "11;rgb:gggg/0/0", "11;cmyk:0/0/0/0", "11;rgb:12345/0/0", "11;rgb:/0/0",
            "13;rgb:0/0/0", "18;rgb:0/0/0", "4;256;rgb:0/0/0", "4;x;rgb:0/0/0", "11;?", "11;rgba:0/0/0", "11;rgb:+f/0/0"
        ])
    func refuses(body: String) {
        #expect(ColorReply.parse(osc: body) == nil)
    }

    @Test("the scanner keeps keys as input and consumes every reply, whole or cut")
    func scanner() {
        let stream = Array("j\u{1B}[B\u{1B}[?997;2n\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[12;40R\u{1B}P1$r0m\u{1B}\\k\u{1B}[?62;22c".utf8)
        var whole = ReplyScanner()
        let expected: [TerminalReply] = [
            .input(Array("j".utf8)), .input(Array("\u{1B}[B".utf8)), .colorScheme(.light),
            .color(.background, TerminalColor(red: 0, green: 0, blue: 0)),
            .otherReply(Array("\u{1B}[12;40R".utf8)), .otherReply(Array("\u{1B}P1$r0m\u{1B}\\".utf8)),
            .input(Array("k".utf8)), .deviceAttributes
        ]
        #expect(whole.feed(stream) == expected)
        for cut in 0...stream.count {
            var scanner = ReplyScanner()
            let replies = scanner.feed(stream[..<cut]) + scanner.feed(stream[cut...])
            let nonInput = replies.filter { if case .input = $0 { false } else { true } }
            let input: [UInt8] = replies.flatMap { reply -> [UInt8] in if case .input(let bytes) = reply { return bytes } else { return [] } }
            #expect(nonInput == expected.filter { if case .input = $0 { false } else { true } }, "cut at \(cut)")
            let typed: [UInt8] = Array("j\u{1B}[Bk".utf8)
            #expect(input == typed, "cut at \(cut)")
        }
    }

    @Test("a lone ESC flushed is the Escape key; a cut-off reply flushed is dropped, never input")
    func flush() {
        var scanner = ReplyScanner()
        #expect(scanner.feed([0x1B]).isEmpty && scanner.isPending)
        #expect(scanner.flush() == [.input([0x1B])])
        _ = scanner.feed(Array("\u{1B}]11;rgb:ff".utf8))
        #expect(scanner.flush() == [.otherReply(Array("\u{1B}]11;rgb:ff".utf8))])
    }

    @Test("an endless sequence is dropped at the length limit, not kept forever")
    func endless() {
        var scanner = ReplyScanner()
        let replies = scanner.feed(Array("\u{1B}]11;".utf8) + [UInt8](repeating: 0x41, count: 2000))
        #expect(replies.allSatisfy { if case .otherReply = $0 { true } else { false } })
        #expect(!replies.isEmpty)
    }
}
