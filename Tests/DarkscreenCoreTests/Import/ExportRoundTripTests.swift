import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Every exporter's output, read back by darkscreen's importer for that format, gives the same
/// colours (base16: but ANSI 0 and 7, which base16 ties to the background and the foreground).
@Suite struct ExportRoundTripTests {
    static let palette: [RGB] = (0..<16).map { (index: Int) -> RGB in
        let red = UInt8(10 + index * 13), green = UInt8(200 - index * 7), blue = UInt8(3 + index * 11)
        return RGB(red: red, green: green, blue: blue)
    }

    static func theme(dynamic: Bool) -> Theme {
        var scheme = ImportedScheme(name: "Round \u{1B}Trip", format: .kitty, file: "/t/x", background: RGB(0x1A2B3C), foreground: RGB(0xE0D0C0))
        scheme.palette = palette
        scheme.cursor = RGB(0xFF8800)
        scheme.selectionBackground = RGB(0x8899AA)
        scheme.metadata.author = "Ann \"A\" Author"
        guard dynamic else { return SchemeMapper.theme(scheme) }
        var light = ImportedScheme(name: "Round Light", format: .kitty, file: "/t/y", background: RGB(0xFAF0E6), foreground: RGB(0x202020))
        light.palette = palette.reversed()
        light.cursor = RGB(0x0088FF)
        return SchemeMapper.pair(name: "Round", light: light, dark: scheme)
    }

    func readBack(_ text: String, format: ExportFormat) throws -> [ImportedScheme] {
        let file = format == .itermcolors ? "/t/out.itermcolors" : "/t/out"
        guard case .schemes(let schemes) = try ForeignThemeFile.decode(Array(text.utf8), file: file) else {
            Issue.record("read back as darkscreen JSON")
            return []
        }
        #expect(schemes.first?.format.rawValue == format.rawValue, "recognised by its content")
        return schemes
    }

    func expectSameColors(_ scheme: ImportedScheme, as theme: Theme, appearance: Appearance, format: ExportFormat) {
        let expected = ExportScheme(theme, appearance: appearance)
        #expect(scheme.background == expected.background, "\(format) background")
        #expect(scheme.foreground == expected.foreground, "\(format) foreground")
        #expect(scheme.selectionBackground == expected.selectionBackground, "\(format) selection")
        let palette = scheme.palette ?? []
        let compared = format == .base16 ? [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15] : Array(0..<16)
        #expect(compared.map { palette[$0] } == compared.map { expected.palette[$0] }, "\(format) palette")
        if format != .base16 { #expect(scheme.cursor == expected.cursor, "\(format) cursor") }
        if format != .wt && format != .base16 { #expect(scheme.cursorText == expected.cursorText, "\(format) cursor text") }
    }

    @Test("one appearance: every format reads back the same colours", arguments: ExportFormat.themeFiles)
    func fixed(format: ExportFormat) throws {
        let theme = Self.theme(dynamic: false)
        let text = try format.write(theme, appearance: nil)
        #expect(!text.contains("\u{1B}"), "no raw control character from the theme's name")
        let schemes = try readBack(text, format: format)
        #expect(schemes.count == 1)
        try expectSameColors(#require(schemes.first), as: theme, appearance: .dark, format: format)
    }

    @Test("a dynamic theme with --appearance: each variant round-trips", arguments: ExportFormat.themeFiles)
    func chosen(format: ExportFormat) throws {
        let theme = Self.theme(dynamic: true)
        for appearance in [Appearance.light, .dark] {
            let schemes = try readBack(try format.write(theme, appearance: appearance), format: format)
            try expectSameColors(#require(schemes.first), as: theme, appearance: appearance, format: format)
        }
    }

    @Test("a dynamic theme without --appearance: foot holds both and reads back as the same dynamic theme; others refuse")
    func both() throws {
        let theme = Self.theme(dynamic: true)
        let schemes = try readBack(try ExportFormat.foot.write(theme, appearance: nil), format: .foot)
        #expect(schemes.map(\.variant) == [.light, .dark])
        let paired = SchemePairing.themes(from: schemes)
        #expect(paired.count == 1)
        #expect(paired.first?.colors[.background] == theme.colors[.background])
        #expect(paired.first?.colors[.primary] == theme.colors[.primary])
        #expect(paired.first?.palette == theme.palette)
        for format in ExportFormat.allCases where format != .foot {
            #expect(throws: ExportFormat.Failure.self) { try format.write(theme, appearance: nil) }
        }
    }
}
