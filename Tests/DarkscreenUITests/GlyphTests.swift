import Testing
import DarkscreenCore
@testable import DarkscreenUI

@Suite struct GlyphTests {
    @Test("a cell's character survives the inline storage", arguments: ["a", " ", "…", "│", "界", "é", "e\u{301}", "🇫🇷", "👍🏽", "👨‍👩‍👧"] as [Character])
    func roundTrip(character: Character) {
        let glyph = Glyph(character)
        #expect(glyph.character == character)
        #expect(glyph.scalarValues == character.unicodeScalars.map(\.value))
        #expect(glyph.isSingleScalar == (character.unicodeScalars.count == 1))
    }

    @Test("a grapheme of more than five scalars keeps its first five, as curses does")
    func longGrapheme() {
        let family: Character = "👨‍👩‍👧‍👦" // 7 scalars
        let glyph = Glyph(family)
        #expect(glyph.scalarValues == Array(family.unicodeScalars.map(\.value).prefix(5)))
    }

    @Test("combining marks and wide symbols are written into cells and read back as text")
    func cellsKeepText() {
        let style = CellStyle(foreground: RGB(red: 255, green: 255, blue: 255), background: RGB(red: 0, green: 0, blue: 0))
        var buffer = CellBuffer(size: Size(width: 12, height: 1), fill: Cell(style: style))
        buffer.write("cafe\u{301} 界x", at: Point(column: 0, row: 0), maxWidth: 12, style: style)
        #expect(buffer.text(row: 0) == "cafe\u{301} 界x    ")
        #expect(buffer[3, 0].character == "e\u{301}")
        #expect(buffer[5, 0].width == 2 && buffer[6, 0].isContinuation)
    }
}
