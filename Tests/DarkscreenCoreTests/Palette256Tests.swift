import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Colours 16–255 made from a theme's own 16, background and foreground (OKLab).
@Suite struct Palette256Tests {
    static let ansi: [RGB] = [
        0x1C1C1E, 0xFF453A, 0x30D158, 0xFFD60A, 0x0A84FF, 0xBF5AF2, 0x64D2FF, 0xD1D1D6,
        0x636366, 0xFF6961, 0x31DE4B, 0xFFD426, 0x409CFF, 0xDA8FFF, 0x70D7FF, 0xFFFFFF
    ].map { RGB($0) }

    @Test(
        "the cube's corners are the theme's background, six hues and foreground, as xterm's index layout has them",
        arguments: [(RGB(0x101018), RGB(0xE0E0E8)), (RGB(0xF2F2F7), RGB(0x1C1C1E))])
    func corners(background: RGB, foreground: RGB) {
        let made = Palette256.generate(palette: Self.ansi, background: background, foreground: foreground)
        #expect(made.count == 240)
        func colour(_ index: Int) -> RGB { made[index - 16] }
        func close(_ a: RGB, _ b: RGB) -> Bool {
            abs(Int(a.red) - Int(b.red)) <= 1 && abs(Int(a.green) - Int(b.green)) <= 1 && abs(Int(a.blue) - Int(b.blue)) <= 1
        }
        #expect(close(colour(16), background))
        #expect(close(colour(231), foreground))
        #expect(close(colour(196), Self.ansi[1]))  // red: 16 + 36·5
        #expect(close(colour(46), Self.ansi[2]))  // green: 16 + 6·5
        #expect(close(colour(21), Self.ansi[4]))  // blue: 16 + 5
        #expect(close(colour(226), Self.ansi[3]))  // yellow
        #expect(close(colour(201), Self.ansi[5]))  // magenta
        #expect(close(colour(51), Self.ansi[6]))  // cyan
    }

    @Test(
        "the grey ramp runs evenly from the background to the foreground, either way round",
        arguments: [(RGB(0x1C1C1E), RGB(0xF2F2F7)), (RGB(0xFAFAFA), RGB(0x202020))])
    func greys(background: RGB, foreground: RGB) {
        let greys = Array(Palette256.generate(palette: Self.ansi, background: background, foreground: foreground).suffix(24))
        let lightness = greys.map { OKLab($0).lightness }
        let rising = OKLab(foreground).lightness > OKLab(background).lightness
        for (a, b) in zip(lightness, lightness.dropFirst()) { #expect(rising ? b > a : b < a) }
        let steps = zip(lightness, lightness.dropFirst()).map { abs($1 - $0) }
        #expect(steps.max()! - steps.min()! < 0.01)
    }

    @Test("a theme with a palette exports 16–255 to kitty; \"palette256\": false does not")
    func exports() throws {
        let theme = ExportRoundTripTests.theme(dynamic: false)
        let kitty = ExportFormat.kitty.write([ExportScheme(theme, appearance: .dark)])
        #expect(kitty.contains("\ncolor16 ") && kitty.contains("\ncolor255 "))
        let off = ExportFormat.kitty.write([ExportScheme(theme, appearance: .dark, palette256: false)])
        #expect(!off.contains("color16 "))
    }
}
