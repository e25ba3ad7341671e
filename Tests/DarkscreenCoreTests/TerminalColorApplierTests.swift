import Testing
@testable import DarkscreenCore
import TerminalAppearance
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct TerminalColorSequenceTests {
    @Test("each dynamic colour is set with its own OSC number, ending in BEL")
    func setsDynamic() {
        let colors = TerminalColorSet([
            .background: RGB(0x102030), .foreground: RGB(0xF0E0D0), .cursor: RGB(0xFF0000),
            .selectionBackground: RGB(0x333333), .selectionForeground: RGB(0xEEEEEE)
        ])
        #expect(
            TerminalColorSequence.set(colors)
                == "\u{1B}]11;#102030\u{7}\u{1B}]10;#F0E0D0\u{7}\u{1B}]12;#FF0000\u{7}\u{1B}]17;#333333\u{7}\u{1B}]19;#EEEEEE\u{7}")
    }

    @Test("ANSI colours go in one OSC 4, each under 20 bytes")
    func setsPalette() {
        let colors = TerminalColorSet([.palette(1): RGB(0xAA0000), .palette(12): RGB(0x5555FF)])
        let sequence = TerminalColorSequence.set(colors)
        #expect(sequence == "\u{1B}]4;1;#AA0000;12;#5555FF\u{7}")
        #expect(sequence.utf8.count <= 40)
    }

    @Test("resets name each dynamic colour's 1xx and the palette indexes in one OSC 104")
    func resets() {
        #expect(
            TerminalColorSequence.reset([.palette(3), .background, .foreground, .palette(0)])
                == "\u{1B}]111\u{7}\u{1B}]110\u{7}\u{1B}]104;0;3\u{7}")
        #expect(
            TerminalColorSequence.reset([.cursor, .selectionBackground, .selectionForeground])
                == "\u{1B}]112\u{7}\u{1B}]117\u{7}\u{1B}]119\u{7}")
    }
}

@Suite struct TerminalColorApplierTests {
    let dark = TerminalColorSet([.background: RGB(0x000000), .foreground: RGB(0xFFFFFF), .selectionBackground: RGB(0x444444)])
    let paper = TerminalColorSet([.background: RGB(0xFFFFFF), .foreground: RGB(0x000000), .selectionBackground: RGB(0x444444)])

    @Test("a terminal with a colour stack is pushed before the first change and popped on restore")
    func stack() {
        var applier = TerminalColorApplier(saving: .stack)
        let first = applier.transition(to: dark)
        #expect(first.hasPrefix("\u{1B}[#P"))
        #expect(!applier.transition(to: paper).contains("\u{1B}[#P"))
        #expect(applier.restore() == "\u{1B}[#Q")
        #expect(applier.restore() == "")
    }

    @Test("a switch writes only what changed, within 40 bytes for background, foreground and selection")
    func diff() {
        var applier = TerminalColorApplier(saving: .reset)
        _ = applier.transition(to: dark)
        let next = applier.transition(to: paper)
        #expect(next == "\u{1B}]11;#FFFFFF\u{7}\u{1B}]10;#000000\u{7}")
        #expect(applier.transition(to: paper) == "")
        var third = paper
        third[.selectionBackground] = RGB(0x123456)
        #expect(applier.transition(to: third).utf8.count <= 40)
    }

    @Test("the answered colours are written back; what was not answered is reset")
    func savedWriteBack() {
        let answered = TerminalColorSet([.background: RGB(0x202020), .foreground: RGB(0xD0D0D0)])
        var applier = TerminalColorApplier(saving: .saved(answered))
        _ = applier.transition(to: dark)
        #expect(applier.restore() == "\u{1B}]11;#202020\u{7}\u{1B}]10;#D0D0D0\u{7}\u{1B}]117\u{7}")
    }

    @Test("leaving a theme with a palette for one without gives the palette back")
    func paletteDropped() {
        var withPalette = dark
        withPalette[.palette(1)] = RGB(0xFF0000)
        var resetting = TerminalColorApplier(saving: .reset)
        _ = resetting.transition(to: withPalette)
        #expect(resetting.transition(to: dark) == "\u{1B}]104;1\u{7}")
        #expect(!resetting.restore().contains("104"))
        var stacked = TerminalColorApplier(saving: .stack)
        _ = stacked.transition(to: withPalette)
        let back = stacked.transition(to: paper)
        #expect(back.hasPrefix("\u{1B}[#Q\u{1B}[#P"))
        #expect(back.contains("]11;#FFFFFF") && back.contains("]17;#444444") && !back.contains("]4;"))
        #expect(stacked.restore() == "\u{1B}[#Q")
    }

    @Test("after a suspension the last theme is applied again, saving first")
    func resume() {
        var applier = TerminalColorApplier(saving: .stack)
        _ = applier.transition(to: dark)
        #expect(applier.restore() == "\u{1B}[#Q")
        let again = applier.resume()
        #expect(again == "\u{1B}[#P" + TerminalColorSequence.set(dark))
    }

    @Test(
        "the saving strategy follows the terminal",
        arguments: [
            (["TMUX": "/tmp/x,1,0", "XTERM_VERSION": "XTerm(379)"], false, TerminalColorSaving.reset),
            (["XTERM_VERSION": "XTerm(379)"], true, .stack),
            (["TERM": "xterm-kitty"], true, .stack),
            (["TERM": "xterm-256color"], true, .saved(TerminalColorSet([.background: RGB(0x111111)]))),
            (["TERM": "xterm-256color"], false, .reset)
        ])
    func choose(environment: [String: String], answeredSomething: Bool, expected: TerminalColorSaving) {
        let answered = answeredSomething ? TerminalColorSet([.background: RGB(0x111111)]) : TerminalColorSet()
        #expect(TerminalColorSaving.choose(environment: { environment[$0] }, answered: answered) == expected)
    }
}
