import Testing
import DarkscreenCore
import DarkscreenState
import DarkscreenTestSupport
import TerminalAppearance
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// Calm transitions as the screen shows them: a change by itself (another darkscreen's commit
/// here) fades over the plan's frames, each drawn from the state; a key ends it at the target.
@Suite struct FadeFrameTests {
    /// Test Dark at 80×24 with its first frame out, then another darkscreen commits Test Light.
    func fadingToLight() -> AppController {
        let app = AppController(catalog: TestCatalog.catalog(), themeIndex: 0, traits: TraitCollection(appearance: .dark),
                                size: Size(width: 80, height: 24), time: "12:34")
        app.render()
        app.handle(.startUpHandled)
        _ = app.applyEffects()
        #expect(app.handle(.settingsChanged(SettingsChange(themeName: "Test Light"))) == [.fadeClock(.standard)])
        return app
    }

    /// The companion pane's background (the frame's bottom-right cell).
    func paneBackground(_ app: AppController) -> RGB {
        app.render()
        return app.frame[79, 23].style.background
    }

    /// The terminal's colours `--apply terminal` is handed in these effects.
    func shownTerminal(_ effects: [AppEffect]) -> TerminalColorSet? {
        for case .applyShown(let shown) in effects { return shown.terminal }
        return nil
    }

    @Test("a mid-fade frame at 80×24: the whole screen part of the way, every cell in its role's colour of the moment")
    func midFadeGolden() throws {
        let app = fadingToLight()
        for _ in 0..<6 { app.handle(.fadeFrame(late: false)) }
        #expect(app.state.fade?.frame == 7)
        // The colours are between Test Dark's and Test Light's, not either.
        let lightness = OKLab(paneBackground(app)).lightness
        #expect(lightness > OKLab(RGB(0x101010)).lightness + 0.1 && lightness < OKLab(RGB(0xF8F8F8)).lightness - 0.1)
        expectGolden(app, "fade-mid-80x24")
    }

    @Test("every frame is lighter than the one before, the last is Test Light exactly, and so are the terminal's colours")
    func framesMonotonic() throws {
        let app = fadingToLight()
        var backgrounds = [paneBackground(app)]
        var terminal = [try #require(shownTerminal(app.applyEffects()))]
        while app.state.fade != nil {
            app.handle(.fadeFrame(late: false))
            backgrounds.append(paneBackground(app))
            if let shown = shownTerminal(app.applyEffects()) {
                terminal.append(shown)
            }
        }
        #expect(backgrounds.count == FadePlan.standard.frames)
        let lightness = backgrounds.map { OKLab($0).lightness }
        #expect(zip(lightness, lightness.dropFirst()).allSatisfy { $0.0 < $0.1 })
        #expect(backgrounds.last == RGB(0xF8F8F8))
        let target = TerminalColorSet(colors: TestCatalog.catalog().themes[1].colors, appearance: .dark)
        #expect(terminal.last == target)
        let terminalLightness = terminal.compactMap { $0[.background].map { OKLab($0).lightness } }
        #expect(terminal.count == FadePlan.standard.frames)
        #expect(zip(terminalLightness, terminalLightness.dropFirst()).allSatisfy { $0.0 < $0.1 })
        // The last frame is the one a switch at once draws.
        let atOnce = AppController(catalog: TestCatalog.catalog(), themeIndex: 0, traits: TraitCollection(appearance: .dark),
                                   size: Size(width: 80, height: 24), time: "12:34")
        atOnce.handle(.settingsChanged(SettingsChange(themeName: "Test Light")))
        atOnce.render()
        app.render()
        #expect(app.frame == atOnce.frame)
    }

    @Test("a key during a fade: the target at once, then the key acts")
    func keyInterrupts() {
        let app = fadingToLight()
        app.handle(.fadeFrame(late: false))
        #expect(app.handle(.input(.key(.down))) == [.fadeClock(nil)])
        #expect(app.state.fade == nil)
        #expect(app.state.highlighted == 2)
        #expect(app.currentTheme == app.state.shownTheme)
    }

    @Test("at 8 colours most frames quantise to the same colours: those frames write nothing")
    func quantisedFramesWriteNothing() {
        let app = fadingToLight()
        var painter = FramePainter(mode: .indexed8, pairCapacity: 63)
        let before = AppController(catalog: TestCatalog.catalog(), themeIndex: 0, traits: TraitCollection(appearance: .dark),
                                   size: Size(width: 80, height: 24), time: "12:34")
        before.render()
        _ = painter.paint(before.frame)
        var written = 0, frames = 0
        repeat {
            app.render()
            let batch = painter.paint(app.frame)
            frames += 1
            if !batch.cells.isEmpty || batch.defaultColors != nil || !batch.newPairs.isEmpty || batch.clearScreen { written += 1 }
            app.handle(.fadeFrame(late: false))
        } while app.state.fade != nil
        app.render()
        if !painter.paint(app.frame).cells.isEmpty { written += 1 }
        #expect(frames + 1 == FadePlan.standard.frames)
        #expect(written >= 1 && written < FadePlan.standard.frames / 2)
    }
}

/// The frame clock: wakes only during a fade, one frame a slot, late frames end it.
@Suite struct FadeClockTests {
    final class Time: @unchecked Sendable { var now = 1_000 }

    @Test("idle: no interval, no wake-ups; during a fade: the time to the next frame")
    func interval() {
        let time = Time(), inbox = EventInbox()
        let clock = FadeClock(inbox: inbox, now: { time.now })
        #expect(clock.pollInterval == nil)
        clock.start(.standard)
        #expect(clock.pollInterval == 35)
        time.now += 20
        clock.wake()
        #expect(inbox.take().isEmpty)
        #expect(clock.pollInterval == 15)
        clock.stop()
        #expect(clock.pollInterval == nil)
    }

    @Test("one frame a slot, at most the plan's frames, then idle")
    func bounded() {
        let time = Time(), inbox = EventInbox()
        let clock = FadeClock(inbox: inbox, now: { time.now })
        clock.start(.standard)
        var events: [AppEvent] = []
        for _ in 0..<40 {
            clock.frameWritten()
            time.now += 35
            clock.wake()
            events += inbox.take()
        }
        #expect(events == Array(repeating: .fadeFrame(late: false), count: FadePlan.standard.frames - 1))
        #expect(clock.pollInterval == nil)
    }

    @Test("a frame that took longer than its slot to write ends the fade")
    func lateFrame() {
        let time = Time(), inbox = EventInbox()
        let clock = FadeClock(inbox: inbox, now: { time.now })
        clock.start(.standard)
        time.now += 50
        clock.frameWritten()
        #expect(inbox.take() == [.fadeFrame(late: true)])
        #expect(clock.pollInterval == nil)
    }
}
