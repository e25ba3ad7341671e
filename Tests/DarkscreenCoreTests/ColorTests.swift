import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct ColorParsingTests {
    @Test(
        "hex colours parse in both lengths and any case",
        arguments: [
            ("#FFCC00", RGB(0xFFCC00)), ("#ffcc00", RGB(0xFFCC00)), ("#FC0", RGB(0xFFCC00)), ("#000", RGB(0x000000))
        ])
    func parses(text: String, expected: RGB) {
        #expect(RGB(hex: text) == expected)
    }

    @Test("bad hex is refused", arguments: ["#GG0000", "#12345", "red", "", "#", "FFCC00", "#FFCC001", "# FFCC0"])
    func refuses(text: String) {
        #expect(RGB(hex: text) == nil)
    }

    @Test("hex round-trips upper case")
    func roundTrip() {
        #expect(RGB(hex: "#a1b2c3")?.hex == "#A1B2C3")
    }
}

@Suite struct HSBTests {
    @Test("darken multiplies brightness by 1 - amount")
    func darken() {
        let orange = RGB(0xFF9500)
        let darker = orange.darkened(by: 0.2)
        #expect(abs(darker.hsb.brightness - 0.8) < 0.01)
        #expect(abs(darker.hsb.hue - orange.hsb.hue) < 0.01)
        #expect(darker == RGB(0xCC7700))
    }

    @Test("lighten multiplies brightness by 1 + amount, capped at 1")
    func lighten() {
        #expect(RGB(0x804000).lightened(by: 0.5) == RGB(0xC06000))
        #expect(RGB(0xFF0000).lightened(by: 0.5) == RGB(0xFF0000))
    }

    @Test("amounts are clamped to 0…1")
    func clamped() {
        #expect(RGB(0x808080).darkened(by: 2) == RGB(0x000000))
        #expect(RGB(0x808080).darkened(by: -1) == RGB(0x808080))
        #expect(RGB(0x808080).lightened(by: .nan) == RGB(0x808080))
    }

    @Test("RGB → HSB → RGB is the identity", arguments: [0x000000, 0xFFFFFF, 0xFF2A6D, 0x05D9E8, 0x2B1B4A, 0x008080] as [UInt32])
    func identity(packed: UInt32) {
        #expect(RGB(hsb: RGB(packed).hsb) == RGB(packed))
    }
}

@Suite struct DynamicColorTests {
    let blueOrGrey = DynamicColor(light: RGB(0x007AFF), dark: RGB(0x3A3A3C))

    @Test("resolves to the variant for the appearance; unspecified resolves as dark")
    func resolves() {
        #expect(blueOrGrey.resolved(with: TraitCollection(appearance: .light)) == RGB(0x007AFF))
        #expect(blueOrGrey.resolved(with: TraitCollection(appearance: .dark)) == RGB(0x3A3A3C))
        #expect(blueOrGrey.resolved(with: TraitCollection(appearance: .unspecified)) == RGB(0x3A3A3C))
    }

    @Test("a darkened dynamic colour stays dynamic: each appearance gets its own darkened variant")
    func derivedStaysDynamic() {
        let border = blueOrGrey.darkened(by: 0.2)
        #expect(border.isDynamic)
        #expect(border.resolved(for: .light) == RGB(0x007AFF).darkened(by: 0.2))
        #expect(border.resolved(for: .dark) == RGB(0x3A3A3C).darkened(by: 0.2))
        let lip = blueOrGrey.lightened(by: 0.3)
        #expect(lip.resolved(for: .light) == RGB(0x007AFF).lightened(by: 0.3))
        #expect(lip.resolved(for: .dark) == RGB(0x3A3A3C).lightened(by: 0.3))
    }

    @Test("contrast ratio follows WCAG: black on white is 21, a colour on itself is 1")
    func contrast() {
        #expect(abs(RGB.black.contrastRatio(with: .white) - 21) < 0.01)
        #expect(abs(RGB(0x777777).contrastRatio(with: RGB(0x777777)) - 1) < 0.0001)
        #expect(abs(RGB(0x777777).contrastRatio(with: .white) - 4.48) < 0.01)
    }
}
