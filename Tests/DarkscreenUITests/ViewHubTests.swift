import Testing
import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
@testable import DarkscreenUI

/// The hub carries the app's state to the registered views, and each renders it from the state alone.
@Suite struct ViewHubTests {
    func text(of buffer: CellBuffer, row: Int) -> String {
        (0..<buffer.width).map { buffer[$0, row] }.filter { !$0.isContinuation }.map { String($0.glyph.character) }.joined()
    }

    @Test("a view registered with the hub re-renders from each posted state")
    func viewRendersPostedState() {
        let catalog = TestCatalog.catalog()
        let size = Size(width: 60, height: 8)
        var state = AppState(catalog: catalog, themeIndex: 0, traits: TraitCollection(appearance: .dark), size: size, time: "09:41")
        let hub = ViewHub()
        let statusLine = StatusLineView()
        statusLine.register(with: hub)
        var buffer = CellBuffer(size: size, fill: Cell(style: CellStyle(foreground: .white, background: .black)))

        #expect(hub.post(state, into: &buffer))
        #expect(text(of: buffer, row: 0).contains("Test Dark"))
        #expect(text(of: buffer, row: 0).contains("09:41"))
        let darkBackground = catalog.themes[0].colors[.statusBackground].resolved(for: .dark)
        #expect(buffer[0, 0].style.background == darkBackground)
        #expect(text(of: buffer, row: 1).allSatisfy { $0 == " " }, "the status line draws its own row only")

        _ = AppUpdate.update(&state, .input(.key(.down)))
        _ = AppUpdate.update(&state, .clock("09:42"))
        #expect(hub.post(state, into: &buffer))
        let second = catalog.themes[1]
        #expect(text(of: buffer, row: 0).contains(second.name))
        #expect(text(of: buffer, row: 0).contains("09:42"))
        #expect(buffer[0, 0].style.background == second.colors[.statusBackground].resolved(for: .dark))

        let drawn = buffer
        #expect(!hub.post(state, into: &buffer), "the same state again is not posted")
        #expect(buffer == drawn)
    }

    @Test("every view of the screen draws its part of the frame from the state, the overlay last")
    func screenDrawsInRegistrationOrder() {
        let catalog = TestCatalog.catalog()
        let size = Size(width: 80, height: 24)
        var state = AppState(catalog: catalog, themeIndex: 0, traits: TraitCollection(appearance: .dark), size: size)
        let hub = ViewHub()
        let screen = ScreenView()
        screen.register(with: hub)
        var buffer = CellBuffer(size: size, fill: Cell(style: CellStyle(foreground: .white, background: .black)))
        hub.post(state, into: &buffer)
        let layout = state.screenLayout
        let listRow = text(of: buffer, row: layout.list.minRow + 1)
        #expect(listRow.contains("Test Dark"))
        let background = catalog.themes[0].colors[.background].resolved(for: .dark)
        #expect(buffer[layout.companion.minColumn + 1, layout.companion.minRow + 1].style.background == background)

        _ = AppUpdate.update(&state, .input(.key(.character("?"))))
        hub.post(state, into: &buffer)
        let panel = state.screenLayout.helpPanel
        #expect(text(of: buffer, row: panel.minRow).contains("Keys"), "the help panel is drawn over the list and the companion")
        _ = AppUpdate.update(&state, .input(.key(.escape)))
        hub.post(state, into: &buffer)
        #expect(!text(of: buffer, row: panel.minRow).contains("Keys"), "closed, the views under it draw their cells again")
    }
}
