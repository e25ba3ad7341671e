import Testing
@testable import TerminalAppearance

@Suite struct FencedQueryTests {
    let colours: [TerminalQuery] = [.colorScheme, .color(.foreground), .color(.background)]

    func xterm() -> FakeTerminal {
        let terminal = FakeTerminal()
        terminal.foreground = "rgb:0000/0000/0000"
        terminal.background = "rgb:ffff/ffff/ffff"
        return terminal
    }

    @Test("OSC 10, OSC 11 and the DA1 fence go out in one write, and the answers come back")
    func oneWrite() throws {
        let terminal = xterm()
        let answers = FencedQuery(colours).run(on: terminal)
        #expect(terminal.writes.count == 1)
        #expect(String(decoding: terminal.writes[0], as: UTF8.self) == "\u{1B}[?996n\u{1B}]10;?\u{1B}\\\u{1B}]11;?\u{1B}\\\u{1B}[c")
        #expect(answers.colors[.foreground] == TerminalColor(red: 0, green: 0, blue: 0))
        #expect(answers.colors[.background] == TerminalColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF))
        #expect(answers.fenceArrived && !answers.timedOut)
        #expect(answers.elapsed == .milliseconds(3), "done at the fence, not at the budget")
        #expect(answers.colorsReport.scheme == .light)
    }

    @Test("replies cut into two reads at every byte give the same answers")
    func splitAtEveryByte() {
        let whole = FencedQuery(colours).run(on: xterm())
        let replyLength = "\u{1B}]10;rgb:0000/0000/0000\u{1B}\\\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1;22c".utf8.count
        for cut in 0...replyLength {
            let terminal = xterm()
            terminal.chunks = { [Array($0[..<cut]), Array($0[cut...])] }
            let answers = FencedQuery(colours).run(on: terminal)
            #expect(answers.colors == whole.colors && answers.fenceArrived, "cut at \(cut)")
            #expect(answers.input.isEmpty, "no reply byte leaks as input (cut at \(cut))")
        }
    }

    @Test("one byte a read, and every terminator (BEL, ESC \\, 8-bit ST)", arguments: ["\u{07}", "\u{1B}\\", "\u{9C}"])
    func byteByByte(terminator: String) {
        let terminal = xterm()
        terminal.terminator = terminator
        terminal.chunks = { $0.map { [$0] } }
        terminal.spacing = .microseconds(100)
        let answers = FencedQuery(colours).run(on: terminal)
        #expect(answers.colors.count == 2 && answers.fenceArrived && answers.input.isEmpty)
    }

    @Test("a terminal that answers nothing costs exactly the budget; draining it is bounded too")
    func silent() {
        let terminal = FakeTerminal()
        terminal.answersDA1 = false
        let pending = FencedQuery(colours, budget: .milliseconds(100)).send(on: terminal)!
        let answers = pending.collect()
        #expect(answers.elapsed == .milliseconds(100))
        #expect(answers.timedOut && !answers.heardAnything && answers.colors.isEmpty)
        #expect(answers.colorsReport.outcome == .noAnswer(detail: "the terminal answered nothing within the budget"))
        let before = terminal.now()
        #expect(pending.drainToFence(limit: .milliseconds(500)).isEmpty)
        #expect(terminal.now() - before == .milliseconds(500))
    }

    @Test("a terminal without OSC 10/11 costs one round trip (the fence), not the budget")
    func fenceOnly() {
        let terminal = FakeTerminal()
        let answers = FencedQuery(colours).run(on: terminal)
        #expect(answers.fenceArrived && answers.elapsed == .milliseconds(3))
        #expect(answers.colorsReport.outcome == .noAnswer(detail: "the terminal does not answer OSC 11"))
    }

    @Test("a reply the budget cut in two is read to its end, not left half for the program's input")
    func cutByTheBudget() {
        let terminal = xterm()
        terminal.chunks = { [Array($0.prefix(10)), Array($0.dropFirst(10))] }
        terminal.latency = .milliseconds(90)
        terminal.spacing = .milliseconds(50)
        let pending = FencedQuery(colours).send(on: terminal)!
        let answers = pending.collect()
        #expect(answers.colors.count == 2 && answers.fenceArrived && answers.input.isEmpty)
        #expect(answers.elapsed == .milliseconds(140))
        #expect(pending.drainToFence() == [])
    }

    @Test("a late answer is not taken, but read up to the fence by drainToFence, never left behind")
    func late() {
        let terminal = xterm()
        terminal.chunks = { [Array($0.prefix(10)), Array($0.dropFirst(10))] }
        terminal.latency = .milliseconds(120)
        terminal.spacing = .milliseconds(50)
        let pending = FencedQuery(colours).send(on: terminal)!
        let answers = pending.collect()
        #expect(answers.timedOut && answers.colors.isEmpty && answers.input.isEmpty)
        #expect(answers.elapsed == .milliseconds(100))
        #expect(pending.drainToFence() == [], "the rest of the reply is consumed, not returned as input")
    }

    @Test("keys typed during the exchange are handed back in order, replies are not")
    func typedKeys() {
        let terminal = xterm()
        terminal.latency = .milliseconds(5)
        terminal.typed = [(.milliseconds(1), Array("j".utf8)), (.milliseconds(2), [0x1B, 0x5B, 0x42])]
        let answers = FencedQuery(colours).run(on: terminal)
        #expect(answers.input == Array("j".utf8) + [0x1B, 0x5B, 0x42])
        #expect(answers.colors.count == 2)
    }

    @Test("a generic exchange: the cursor colour and palette entries in the same write")
    func paletteAndCursor() {
        let terminal = FakeTerminal()
        let query = FencedQuery([.color(.cursor), .color(.palette(1)), .color(.palette(15))])
        #expect(
            String(decoding: query.route.bytes(for: query.queries), as: UTF8.self)
                == "\u{1B}]12;?\u{1B}\\\u{1B}]4;1;?\u{1B}\\\u{1B}]4;15;?\u{1B}\\\u{1B}[c")
        var scanner = ReplyScanner()
        let replies = scanner.feed(Array("\u{1B}]12;rgb:ff/00/00\u{07}\u{1B}]4;1;rgb:cdcd/0000/0000\u{1B}\\".utf8))
        #expect(
            replies == [
                .color(.cursor, TerminalColor(red8: 255, green8: 0, blue8: 0)),
                .color(.palette(1), TerminalColor(red: 0xCDCD, green: 0, blue: 0))
            ])
        _ = terminal
    }

    @Test("through tmux passthrough: wrapped with doubled ESCs, no fence, done when every colour is in")
    func passthrough() {
        let query = FencedQuery([.color(.foreground), .color(.background)], route: .tmuxPassthrough)
        #expect(
            String(decoding: query.route.bytes(for: query.queries), as: UTF8.self)
                == "\u{1B}Ptmux;\u{1B}\u{1B}]10;?\u{1B}\u{1B}\\\u{1B}\u{1B}]11;?\u{1B}\u{1B}\\\u{1B}\\")
        let terminal = FakeTerminal()
        terminal.foreground = "rgb:0/0/0"
        terminal.background = "rgb:f/f/f"
        let answers = query.run(on: terminal)
        #expect(answers.complete && answers.colors.count == 2)
        #expect(answers.elapsed == .milliseconds(3))
    }

    @Test("through passthrough, tmux's own immediate DA1 does not end the exchange")
    func passthroughIgnoresLocalFence() {
        let terminal = FakeTerminal()
        terminal.typed = [(.milliseconds(1), Array("\u{1B}[?1;2c".utf8)), (.milliseconds(20), Array("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}]10;rgb:f/f/f\u{07}".utf8))]
        let answers = FencedQuery([.color(.foreground), .color(.background)], route: .tmuxPassthrough).run(on: terminal)
        #expect(answers.colors.count == 2 && answers.elapsed == .milliseconds(20))
        #expect(answers.colorsReport.scheme == .dark)
    }
}
