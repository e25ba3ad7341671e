import Testing
@testable import TerminalAppearance

@Suite struct LightnessRuleTests {
    func color(_ hex: UInt32) -> TerminalColor {
        TerminalColor(red8: UInt8(hex >> 16 & 0xFF), green8: UInt8(hex >> 8 & 0xFF), blue8: UInt8(hex & 0xFF))
    }

    @Test("CIE L*: black 0, white 100, mid grey #777777 about 50")
    func lightness() {
        #expect(color(0x000000).lightness == 0)
        #expect(abs(color(0xFFFFFF).lightness - 100) < 0.01)
        #expect(abs(color(0x777777).lightness - 50.0) < 0.5)
    }

    @Test(
        "foreground and background decide together (low-contrast themes)",
        arguments: [
            (UInt32(0x808080), UInt32?(0x000000), ColorScheme.light),  // grey paper, black ink
            (0x808080, 0xFFFFFF, .dark),  // grey slate, white chalk
            (0x5A5A5A, 0x202020, .light),  // dim, but lighter than its text
            (0xA0A0A0, 0xF0F0F0, .dark),  // pale, but darker than its text
            (0xFFFFFF, nil, .light), (0x1E1E2E, nil, .dark), (0x767676, nil, .dark), (0x777777, nil, .light)
        ])
    func rule(background: UInt32, foreground: UInt32?, expected: ColorScheme) {
        #expect(LightnessRule.scheme(background: color(background), foreground: foreground.map(color)) == expected)
    }

    @Test("the report says what was seen")
    func report() {
        var answers = QueryAnswers()
        answers.colors[.background] = color(0xFFFFFF)
        answers.colors[.foreground] = color(0x000000)
        answers.fenceArrived = true
        #expect(answers.colorsReport.outcome == .answered(.light, detail: "background #ffffff (L* 100), foreground #000000 (L* 0)"))
    }
}
