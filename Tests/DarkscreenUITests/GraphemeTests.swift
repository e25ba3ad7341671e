import Testing
import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// Names are drawn as whole grapheme clusters: an emoji ZWJ sequence, a flag, a letter with its
/// combining marks is measured as one and never cut inside, on the cell grid and in the list.
@Suite struct GraphemeTests {
    static let clusters: [(String, Int)] = [
        ("👩\u{200D}💻", 2),  // woman technologist: ZWJ sequence
        ("🧑🏽\u{200D}🚀", 2),  // with a skin tone
        ("🇳🇴", 2), ("🇯🇵", 2),  // flags: two regional indicators
        ("e\u{301}", 1), ("a\u{308}\u{304}", 1),  // combining marks
        ("1\u{FE0F}\u{20E3}", 2),  // keycap
        ("👨\u{200D}👩\u{200D}👧\u{200D}👦", 2),  // family: seven scalars
        ("夜", 2), ("x", 1)
    ]

    @Test("a cluster's width is the cluster's", arguments: clusters.indices)
    func width(index: Int) {
        let (text, columns) = Self.clusters[index]
        #expect(text.count == 1, "one cluster")
        #expect(DisplayWidth.of(Character(text)) == columns)
        #expect(DisplayWidth.of(text + "ab") == columns + 2)
    }

    @Test("a cell holds the whole cluster (or, past five scalars, one stand-in for all of it)", arguments: clusters.indices)
    func cellHoldsTheCluster(index: Int) {
        let (text, _) = Self.clusters[index]
        let glyph = Glyph(Character(text))
        if text.unicodeScalars.count <= 5 {
            #expect(glyph.scalarValues == text.unicodeScalars.map(\.value))
            #expect(glyph.character == Character(text))
        } else {
            #expect(glyph.scalarValues == [Glyph.standIn])
        }
    }

    static let names = [
        "Dev 👩\u{200D}💻 Night", "Norge 🇳🇴🇸🇪 Fjord", "Cafe\u{301} Cre\u{300}me", "🧑🏽\u{200D}🚀🚀🇯🇵",
        "Ko\u{308}ln 👨\u{200D}👩\u{200D}👧\u{200D}👦 Family"
    ]

    @Test("cut with … at every width, a name keeps whole clusters and the cut fits its columns", arguments: names)
    func cutAtEveryWidth(name: String) {
        let style = CellStyle(foreground: .white, background: .black)
        let total = DisplayWidth.of(name)
        for limit in 1...(total + 2) {
            var buffer = CellBuffer(size: Size(width: 40, height: 1), fill: Cell(style: style))
            let used = buffer.write(name, at: Point(column: 0, row: 0), maxWidth: limit, style: style)
            #expect(used <= limit, "at most \(limit) columns")
            let shown = String(buffer.text(row: 0).trimmingSuffix(" "))
            let cut = total > limit
            #expect(cut == shown.hasSuffix("…"), "cut with … only when it does not fit (\(limit))")
            let kept = Array(cut ? String(shown.dropLast()) : shown)
            let clusters = Array(name).map { Glyph($0).character }
            #expect(Array(clusters.prefix(kept.count)) == kept, "whole clusters, in order, at width \(limit): \(shown)")
            var column = 0
            for character in Array(name).prefix(kept.count) {
                #expect(Int(buffer[column, 0].width) == DisplayWidth.of(character), "\(character) at \(column)")
                column += DisplayWidth.of(character)
            }
        }
    }

    @Test("the list draws such names whole, cut with … in a narrow pane")
    func listFrame() throws {
        let colors = TestCatalog.catalog().themes[0].colors
        let catalog = ThemeCatalog(themes: Self.names.map { Theme(name: $0, statusLine: .lightContent, colors: colors) })
        let app = try controller(theme: Self.names[0], size: Size(width: 44, height: 10), catalog: catalog)
        expectGolden(app, "grapheme-names-44x10")
        for row in 0..<app.frame.height {
            let line = app.frame.text(row: row)
            for scalar in line.unicodeScalars where DisplayWidth.isRegionalIndicator(scalar.value) {
                #expect(line.unicodeScalars.filter { DisplayWidth.isRegionalIndicator($0.value) }.count % 2 == 0, "no half flag: \(line)")
                break
            }
            #expect(
                !line.unicodeScalars.contains { $0.value == 0x200D } || line.contains("👩\u{200D}💻") || line.contains("🧑🏽\u{200D}🚀"),
                "no ZWJ sequence cut: \(line)")
        }
    }
}

private extension String {
    func trimmingSuffix(_ character: Character) -> Substring {
        var text = Substring(self)
        while text.last == character { text = text.dropLast() }
        return text
    }
}
