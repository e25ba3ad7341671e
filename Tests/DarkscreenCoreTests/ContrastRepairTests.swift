import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct ContrastRepairTests {
    static let lowPairs: [(UInt32, UInt32)] = [
        (0x888888, 0xFFFFFF), (0xAA4444, 0x202020), (0x4A90E2, 0xFFFFFF), (0x2E7D32, 0x101010), (0xFFD54F, 0xF5F5F5), (0x6A1B9A, 0x000000)
    ]

    @Test("a colour below the floor is moved until it passes, hue kept", arguments: lowPairs)
    func repaired(text: UInt32, background: UInt32) {
        let (text, background) = (RGB(text), RGB(background))
        for floor in [ContrastFloor.wcag(4.5), .wcag(7), .apca(60), .apca(75)] where !floor.isMet(text: text, on: background) {
            let fixed = ThemeContrastRepair.repaired(text, on: background, floor: floor)
            #expect(floor.isMet(text: fixed, on: background), "\(text) on \(background) for \(floor): \(fixed)")
            let (before, after) = (OKLab(text), OKLab(fixed))
            if before.chroma > 0.03 && after.chroma > 0.03 {
                let turn = abs(before.hue - after.hue).truncatingRemainder(dividingBy: 360)
                #expect(min(turn, 360 - turn) < 4, "hue \(before.hue) → \(after.hue) for \(text) → \(fixed)")
            }
            #expect(abs(before.lightness - after.lightness) > 0, "moved in lightness")
        }
    }

    @Test("a colour that passes is left exactly as it was")
    func passingUnchanged() {
        #expect(ThemeContrastRepair.repaired(RGB(0x1C1C1E), on: .white, floor: .wcag(4.5)) == RGB(0x1C1C1E))
        #expect(ThemeContrastRepair.repaired(RGB(0xFFCC00), on: .black, floor: .apca(60)) == RGB(0xFFCC00))
    }

    @Test("the change is the least that passes: one step less lightness would fail")
    func leastChange() {
        let background = RGB.white
        let fixed = ThemeContrastRepair.repaired(RGB(0x888888), on: background, floor: .wcag(4.5))
        #expect(fixed.contrastRatio(with: background) < 4.7, "just past the floor, not black: \(fixed)")
    }

    @Test("OKLab round-trips sRGB and matches Ottosson's reference for white and sRGB red")
    func oklab() {
        #expect(abs(OKLab(.white).lightness - 1) < 1e-4 && OKLab(.white).chroma < 1e-4)
        let red = OKLab(RGB(0xFF0000))
        #expect(abs(red.lightness - 0.62796) < 1e-3 && abs(red.a - 0.22486) < 1e-3 && abs(red.b - 0.12585) < 1e-3)
        for packed: UInt32 in [0x000000, 0x123456, 0x89ABCD, 0xFF8800, 0x00FF7F] {
            #expect(OKLab(RGB(packed)).rgb == RGB(packed))
        }
    }

    @Test("a theme's variant: failing text roles and chromatic ANSI colours fixed in each appearance, the rest kept")
    func theme() throws {
        var palette = (0..<16).map { _ in "\"#FFFFFF\"" }
        palette[0] = "\"#303030\""  // black on the dark background: meant to be dim, kept
        palette[1] = "\"#802020\""  // dark red on a dark background: fixed
        let text =
            ##"{"themes": [{"name": "Dim", "statusLine": "lightContent", "colors": {"background": {"light": "#FFFFFF", "dark": "#101010"}, "primary": {"light": "#202020", "dark": "#505050"}, "secondary": "#4A90E2"}, "palette": ["##
            + palette.joined(separator: ",") + "]}]}"
        let dim = try #require(try ThemeDecoder.decode(Array(text.utf8), file: "t.json").first)
        let variant = ThemeContrastRepair.repaired(dim, floor: .wcag(4.5), name: "Dim (contrast 4.5)")
        #expect(variant.name == "Dim (contrast 4.5)")
        #expect(variant.colors[.primary].light == RGB(0x202020), "passing: unchanged")
        #expect(variant.colors[.primary].dark.contrastRatio(with: RGB(0x101010)) >= 4.5)
        #expect(variant.colors[.secondary].light.contrastRatio(with: .white) >= 4.5)
        #expect(variant.palette?[0] == dim.palette?[0])
        #expect(variant.palette![1].dark.contrastRatio(with: RGB(0x101010)) >= 4.5)
        #expect(ContrastFigures.primary(of: variant, for: .dark).ratio >= 4.5 && ContrastFigures.primary(of: variant, for: .light).ratio >= 4.5)
    }
}
