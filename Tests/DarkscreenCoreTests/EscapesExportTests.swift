import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct EscapesExportTests {
    @Test("escapes are the sequences --apply terminal writes: background, foreground, selection, cursor, palette")
    func sequences() throws {
        let theme = ExportRoundTripTests.theme(dynamic: false)
        let text = try ExportFormat.escapes.write(theme, appearance: nil)
        let colors = theme.colors.resolved(for: .dark)
        #expect(text.hasPrefix("\u{1B}]11;\(colors.background.hex)\u{7}\u{1B}]10;\(colors.primary.hex)\u{7}\u{1B}]12;#FF8800\u{7}"))
        #expect(text.contains("\u{1B}]17;\(colors.selection.hex)\u{7}"))
        #expect(text.hasSuffix(";15;\(ExportRoundTripTests.palette[15].hex)\u{7}"))
        // nothing from the theme's text: only sequences and hex digits
        #expect(!text.contains("Round"))
    }

    @Test("a theme without palette or cursor sets neither")
    func noPalette() throws {
        let scheme = ImportedScheme(name: "Plain", format: .kitty, file: "/t/x", background: RGB(0x101010), foreground: RGB(0xEEEEEE))
        var theme = SchemeMapper.theme(scheme)
        theme.palette = nil
        theme.cursor = nil
        let text = try ExportFormat.escapes.write(theme, appearance: nil)
        #expect(!text.contains("]4;") && !text.contains("]12;"))
    }

    @Test("a dynamic theme needs --appearance")
    func dynamic() {
        #expect(throws: ExportFormat.Failure.self) { try ExportFormat.escapes.write(ExportRoundTripTests.theme(dynamic: true), appearance: nil) }
    }
}
