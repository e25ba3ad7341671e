import Testing
import DarkscreenCore
import DarkscreenState
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

@Suite struct GlyphTests {
    @Test(
        "a cell's character survives the inline storage", arguments: ["a", " ", "…", "│", "界", "é", "e\u{301}", "e\u{301}\u{302}\u{303}\u{304}"] as [Character])
    func roundTrip(character: Character) {
        let glyph = Glyph(character)
        #expect(glyph.character == character)
        #expect(glyph.scalarValues == character.unicodeScalars.map(\.value))
        #expect(glyph.isSingleScalar == (character.unicodeScalars.count == 1))
    }

    @Test("a joiner left at the end of a cell is dropped (nothing follows it there to join)")
    func danglingJoiner() {
        #expect(Glyph("e\u{301}\u{200D}" as Character).scalarValues == [0x65, 0x301])
    }

    @Test(
        "a cluster whose scalars take columns of their own is held whole: an emoji ZWJ sequence, a flag, a skin tone",
        arguments: ["👨‍👩‍👧", "🇫🇷", "👍🏽", "🧑🏽‍💻"] as [Character])
    func ownColumns(character: Character) {
        #expect(Glyph(character).scalarValues == character.unicodeScalars.map(\.value))
        #expect(DisplayWidth.of(character) == 2)
    }

    @Test(
        "a cluster of more than five scalars is one stand-in for all of it, never its first emoji",
        arguments: ["👨‍👩‍👧‍👦", "👩‍❤️‍💋‍👨"] as [Character])
    func tooLong(character: Character) {
        #expect(Glyph(character).scalarValues == [Glyph.standIn])
        #expect(DisplayWidth.of(character) == 2)
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

    @Test("the same cluster is the same glyph wherever it was drawn, and different clusters differ")
    func clustersCompareByValue() {
        #expect(Glyph("e\u{301}" as Character) == Glyph("e\u{301}" as Character))
        #expect(Glyph("e\u{301}" as Character) != Glyph("e\u{300}" as Character))
        #expect(Glyph("e\u{301}" as Character) != Glyph("e" as Character))
        #expect(Glyph("🇫🇷" as Character).base == 0x1F1EB)
    }

    @Test("a cell is 16 bytes: a 200×50 frame and the record of what is on screen stay small")
    func cellSize() {
        #expect(MemoryLayout<Cell>.stride <= 16)
        #expect(MemoryLayout<Glyph>.size == 4)
    }
}
