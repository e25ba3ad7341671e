import Testing
@testable import TerminalAppearance

/// A reply the budget cut in two (a slow link): read to its end after the budget, so none of it
/// reaches the program as keys; one that never ends is dropped whole.
@Suite struct CutReplyTests {
    let colours: [TerminalQuery] = [.color(.foreground), .color(.background)]
    static let reply = "\u{1B}]10;rgb:0000/0000/0000\u{1B}\\\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1;22c"

    func terminal(cut: Int, pause: Duration) -> FakeTerminal {
        let terminal = FakeTerminal()
        terminal.foreground = "rgb:0000/0000/0000"
        terminal.background = "rgb:ffff/ffff/ffff"
        terminal.latency = .milliseconds(90)
        terminal.chunks = { [Array($0[..<cut]), Array($0[cut...])] }
        terminal.spacing = pause
        return terminal
    }

    @Test(
        "a reply cut anywhere, its rest coming after the budget: no byte of it is input",
        arguments: [Duration.milliseconds(20), .milliseconds(60), .milliseconds(300), .milliseconds(700)])
    func cutByTheBudget(pause: Duration) {
        let bytes = Array(Self.reply.utf8)
        for cut in 1..<bytes.count {
            let answers = FencedQuery(colours, budget: .milliseconds(100)).run(on: terminal(cut: cut, pause: pause))
            #expect(answers.input.isEmpty, "cut at \(cut), rest after \(pause): \(answers.input)")
            // What is still under way starts at an ESC and is the end of what came: with the rest
            // of the reply (as the program's decoder gets it) it makes replies, no key.
            if !answers.unfinished.isEmpty {
                #expect(
                    answers.unfinished.first == 0x1B && bytes[..<cut].suffix(answers.unfinished.count).elementsEqual(answers.unfinished),
                    "cut at \(cut): \(answers.unfinished)")
                var scanner = ReplyScanner()
                let rest = scanner.feed(answers.unfinished + bytes[cut...])
                #expect(!rest.contains { if case .input = $0 { true } else { false } } && !scanner.isPending, "cut at \(cut)")
            }
        }
    }

    @Test("the colour whose reply was cut by the budget is still read")
    func cutColourIsRead() {
        let cut = "\u{1B}]10;rgb:0000/0000/0000\u{1B}\\\u{1B}]11;rgb:ff".utf8.count
        let answers = FencedQuery(colours, budget: .milliseconds(100)).run(on: terminal(cut: cut, pause: .milliseconds(200)))
        #expect(answers.colors[.background] == TerminalColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF))
    }

    @Test("a reply that never finishes is left unfinished (never input), within a bound")
    func neverFinishes() {
        let terminal = FakeTerminal()
        terminal.background = "rgb:ffff/ffff/ffff"
        terminal.answersDA1 = false
        terminal.latency = .milliseconds(50)
        terminal.chunks = { [Array($0.prefix(9))] }  // ESC ] 1 1 ; r g b :
        let start = terminal.now()
        let answers = FencedQuery([.color(.background)], budget: .milliseconds(100)).run(on: terminal)
        #expect(answers.input.isEmpty && answers.colors.isEmpty)
        #expect(answers.unfinished == Array("\u{1B}]11;rgb:".utf8))
        #expect(terminal.now() - start <= .milliseconds(100) + PendingQuery.loneEscapeLimit + PendingQuery.cutReplyLimit)
    }

    @Test("an ESC alone as the budget ends, then `]…`: a reply, not Escape and keys")
    func loneEscapeThenReply() {
        let answers = FencedQuery(colours, budget: .milliseconds(100)).run(on: terminal(cut: 1, pause: .milliseconds(50)))
        #expect(answers.input.isEmpty)
        #expect(answers.colors.count == 2)
    }

    @Test("an Escape typed as the budget ends is handed on (the program's decoder makes it the Escape key)")
    func escapeKeyKept() {
        let terminal = FakeTerminal()
        terminal.answersDA1 = false
        terminal.typed = [(.milliseconds(99), [0x1B])]
        let answers = FencedQuery(colours, budget: .milliseconds(100)).run(on: terminal)
        #expect(answers.input.isEmpty && answers.unfinished == [0x1B])
    }
}
