import Testing
@testable import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
@testable import DarkscreenUI
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// A narrow status line: the clock and the appearance's source go first, the theme's name last;
/// a commit's receipt that does not fit still names what was not reached.
@Suite struct NarrowStatusTests {
    static let content = StatusLineView.Parts(
        themeName: "Solarized Night", category: "Dark", appearanceLabel: "dark",
        appearanceSource: "terminal background", time: "12:34")

    @Test(
        "at every width the theme's name is whole while it fits; the parts go clock, source, darkscreen, appearance, category",
        arguments: Array(5...80))
    func order(width: Int) {
        let (left, right) = StatusLineView.fitting(Self.content, width: width, symbols: .unicode)
        let shown = left + right
        #expect(DisplayWidth.of(left) + (right.isEmpty ? 0 : DisplayWidth.of(right) + 1) <= width || right.isEmpty)
        let name = " Solarized Night".count
        if width >= name {
            #expect(left.hasSuffix("Solarized Night"), "the name whole at \(width): \(shown)")
        }
        // What is shown is a prefix of the order in which parts are kept.
        let kept = [
            shown.contains("[Dark]"), shown.contains("dark ") || right.hasPrefix("dark"), shown.contains("darkscreen"),
            shown.contains("terminal background"), shown.contains("12:34")
        ]
        for (index, part) in kept.enumerated() where part {
            #expect(kept[..<index].allSatisfy { $0 }, "at \(width) a later part shows while an earlier one went: \(shown)")
        }
    }

    @Test("drawn: the clock goes before the name is cut, at several widths", arguments: [30, 36, 40, 50])
    func drawn(width: Int) throws {
        let app = try controller(theme: "Test Wide 夜の東京 🌃", size: Size(width: width, height: 8))
        let line = app.frame.text(row: 0)
        #expect(line.contains("Test Wide 夜の東京 🌃"), "the name whole at \(width): \(line)")
        if !line.contains("12:34") { #expect(!line.contains("darkscreen") || width >= 40) }
    }

    @Test("a commit's receipt names what was not reached first, and a narrow line keeps it", arguments: [30, 40, 60, 100])
    func receipt(width: Int) {
        let summary = IntegrationSummary(
            themeName: "Solarized Night",
            results: [
                (KittyTarget.target, .reached("told 1")), (FootTarget.target, .nextStart("")), (TmuxTarget.target, .reached("")),
                (NeovimTarget.target, .failed("hung")), (VimTarget.target, .failed("x"))
            ])
        let receipt = summary.receipt
        #expect(receipt.text.hasPrefix("not reached: neovim, vim · "))
        let fitted = receipt.fitted(width: width)
        #expect(fitted.hasPrefix("not") || fitted.hasPrefix("darkscreen integrate"), "what was not reached leads: \(width): \(fitted)")
        if width >= 60 { #expect(fitted.contains("not reached: neovim, vim") && fitted.contains("darkscreen integrate --status"), "\(width): \(fitted)") }
        #expect(DisplayWidth.of(fitted) <= width)
    }

    @Test("a receipt with nothing failed leads with what was reached")
    func receiptAllReached() {
        let summary = IntegrationSummary(themeName: "Dark", results: [(KittyTarget.target, .reached("")), (FootTarget.target, .nextStart(""))])
        #expect(summary.receipt == Notice("Dark: 1 of 2 reached · foot at next start"))
    }
}
