import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// beside's window colours with the work pane's context tint as one more input: the tint's
/// background and text for the panes and borders, its ANSI colours over the theme's; no tint, the
/// theme's unchanged. The tint is read from what the work pane shows.
@Suite struct BesideTintTests {
    static let theme = BesideWindow.Colours(
        background: RGB(hex: "#000000")!, foreground: RGB(hex: "#F2F2F7")!,
        palette: (0..<16).map { RGB(red: UInt8($0), green: 0, blue: 0) }, direct: true)

    @Test func noTintLeavesTheThemesColours() {
        let colours = Self.theme.tinted(by: nil)
        #expect(colours.options == Self.theme.options)
        #expect(colours.palette == Self.theme.palette)
    }

    @Test func theTintColoursThePanesTheBordersAndThePalette() {
        let tint = WorkPaneTint(
            background: RGB(hex: "#3D1F1E")!, foreground: RGB(hex: "#E6E6E6")!, palette: [1: RGB(hex: "#FF6A5A")!, 4: RGB(hex: "#6A7FFF")!])
        let colours = Self.theme.tinted(by: tint)
        #expect(colours.options[.windowStyle] == "bg=#3D1F1E,fg=#E6E6E6")
        #expect(colours.options[.windowActiveStyle] == "bg=#3D1F1E,fg=#E6E6E6")
        #expect(colours.options[.paneBorderStyle] == "fg=#3D1F1E,bg=#3D1F1E")
        #expect(colours.palette?[1] == RGB(hex: "#FF6A5A")! && colours.palette?[4] == RGB(hex: "#6A7FFF")!)
        #expect(colours.palette?[2] == Self.theme.palette?[2])
        // In 256 colours as the companions draw then: the tint quantised the same way.
        var quantised = Self.theme
        quantised.direct = false
        #expect(
            quantised.tinted(by: tint).options[.windowStyle]
                == "bg=colour\(XtermPalette.nearest256(tint.background)),fg=colour\(XtermPalette.nearest256(tint.foreground))")
    }

    @Test func theTintIsReadFromWhatTheWorkPaneShows() {
        let answer: [[String]] = [["1;bg=#3D1F1E,fg=#E6E6E6;-;-;-"], ["bg=#3D1F1E,fg=#E6E6E6"], ["pane-colours[1] #FF6A5A", "pane-colours[20] #FFFFFF"]]
        let tint = WorkPaneTint(answer: answer[...])
        #expect(tint == WorkPaneTint(background: RGB(hex: "#3D1F1E")!, foreground: RGB(hex: "#E6E6E6")!, palette: [1: RGB(hex: "#FF6A5A")!]))
        // Not tinted by darkscreen (no record): the pane's own style is the user's, not a tint.
        #expect(WorkPaneTint(answer: [[], ["bg=#3D1F1E,fg=#E6E6E6"], []][...]) == nil)
        #expect(WorkPaneTint(answer: [["1;x"], ["bg=red"], []][...]) == nil)
    }
}
