import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct ContrastTests {
    /// apca-w3's published test pairs (text, background, Lc) for the G-4g constants.
    static let apcaReference: [(String, String, Double)] = [
        ("#888888", "#FFFFFF", 63.056469930209424),
        ("#FFFFFF", "#888888", -68.54146436644962),
        ("#000000", "#AAAAAA", 58.146262578561334),
        ("#AAAAAA", "#000000", -56.24113336839742),
        ("#112233", "#DDEEFF", 91.66830811481631),
        ("#DDEEFF", "#112233", -93.06770049484275),
        ("#112233", "#444444", 8.32326136957393),
        ("#444444", "#112233", -7.526878460278154)
    ]

    @Test("APCA Lc matches apca-w3's reference pairs, with polarity", arguments: apcaReference)
    func apca(text: String, background: String, expected: Double) throws {
        let lc = try #require(RGB(hex: text)).apcaContrast(on: try #require(RGB(hex: background)))
        #expect(abs(lc - expected) < 0.001, "\(text) on \(background): \(lc), published \(expected)")
    }

    @Test("APCA of a colour on itself is 0")
    func apcaSame() {
        #expect(RGB(0x336699).apcaContrast(on: RGB(0x336699)) == 0)
    }

    @Test("WCAG 2 ratios: black on white 21:1, #777 on white just under 4.5:1")
    func wcag() {
        #expect(abs(RGB.black.contrastRatio(with: .white) - 21) < 0.0001)
        let grey = RGB(0x777777).contrastRatio(with: .white)
        #expect(abs(grey - 4.48) < 0.005)
        #expect(ContrastFigures.ratio(grey) == "4.47" || ContrastFigures.ratio(grey) == "4.48")
        #expect(grey < 4.5)
    }

    @Test("figures print rounded towards the floor: an Lc just under 60 never shows as 60")
    func printing() {
        #expect(ContrastFigures.lc(59.99) == "59.9")
        #expect(ContrastFigures.lc(-68.54146) == "-68.5")
        #expect(ContrastFigures.lc(0) == "0.0")
        #expect(ContrastFigure(label: "t", text: RGB(0x888888), on: .white).summary == "3.54:1  Lc 63.0")
    }

    @Test("minimumContrast reads a WCAG ratio or an APCA Lc and refuses anything else")
    func floorParsing() {
        #expect(ContrastFloor("4.5") == .wcag(4.5))
        #expect(ContrastFloor("7:1") == .wcag(7))
        #expect(ContrastFloor("Lc60") == .apca(60))
        #expect(ContrastFloor(" lc 75 ") == .apca(75))
        #expect(ContrastFloor("0.5") == nil)
        #expect(ContrastFloor("Lc") == nil)
        #expect(ContrastFloor("LcX") == nil)
        #expect(ContrastFloor("high") == nil)
        #expect(ContrastFloor.apca(60).description == "Lc 60.0")
        #expect(ContrastFloor.wcag(4.5).description == "4.50:1")
    }

    @Test("a floor judges either polarity by its size")
    func floorJudging() {
        #expect(ContrastFloor.apca(60).isMet(text: .white, on: RGB(0x888888)))
        #expect(!ContrastFloor.apca(60).isMet(text: RGB(0xAAAAAA), on: .black))
        #expect(!ContrastFloor.wcag(4.5).isMet(text: RGB(0x777777), on: .white))
        #expect(ContrastFloor.wcag(4.5).isMet(text: RGB(0x767676), on: .white))
    }

    @Test("a theme's figures: text roles and the 16 ANSI colours, in each appearance")
    func themeFigures() throws {
        let palette = (0..<16).map { "\"#" + String(repeating: $0 < 8 ? "0" : "F", count: 6) + "\"" }.joined(separator: ", ")
        let text =
            ##"{"themes": [{"name": "T", "statusLine": "lightContent", "colors": {"background": {"light": "#FFFFFF", "dark": "#000000"}, "primary": "#888888", "secondary": "#FF9500"}, "palette": ["##
            + palette + "]}]}"
        let theme = try #require(try ThemeDecoder.decode(Array(text.utf8), file: "t.json").first)
        let light = ContrastFigures.textRoles(of: theme, for: .light)
        #expect(light.map(\.label) == ["primary", "secondary", "separator", "statusLine", "selection"])
        #expect(abs(light[0].lc - 63.056) < 0.001)
        let dark = ContrastFigures.palette(of: theme, for: .dark)
        #expect(dark.count == 16)
        #expect(dark[0].ratio == 1 && dark[0].lc == 0)
        #expect(dark[15].ratio == 21)
    }
}
