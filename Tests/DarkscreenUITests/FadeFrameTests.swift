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
        let app = AppController(
            catalog: TestCatalog.catalog(), themeIndex: 0, traits: TraitCollection(appearance: .dark),
            size: Size(width: 80, height: 24), time: "12:34")
        app.render()
        app.handle(.startUpHandled)
        _ = app.handle(.frameWritten(took: 0))
        #expect(app.handle(.settingsChanged(SettingsChange(themeName: "Test Light"))) == [.after(ms: FadePlan.standard.slot, .fadeFrame)])
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
        for _ in 0..<6 { app.handle(.fadeFrame) }
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
        var terminal = [try #require(shownTerminal(app.handle(.frameWritten(took: 0))))]
        while app.state.fade != nil {
            app.handle(.fadeFrame)
            backgrounds.append(paneBackground(app))
            if let shown = shownTerminal(app.handle(.frameWritten(took: 0))) {
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
        let atOnce = AppController(
            catalog: TestCatalog.catalog(), themeIndex: 0, traits: TraitCollection(appearance: .dark),
            size: Size(width: 80, height: 24), time: "12:34")
        atOnce.handle(.settingsChanged(SettingsChange(themeName: "Test Light")))
        atOnce.render()
        app.render()
        #expect(app.frame == atOnce.frame)
    }

    @Test("a key during a fade: the target at once, then the key acts")
    func keyInterrupts() {
        let app = fadingToLight()
        app.handle(.fadeFrame)
        #expect(app.handle(.input(.key(.down))).isEmpty)
        #expect(app.state.fade == nil)
        #expect(app.state.highlighted == 2)
        #expect(app.currentTheme == app.state.shownTheme)
    }

    @Test("at 8 colours most frames quantise to the same colours: those frames write nothing")
    func quantisedFramesWriteNothing() {
        let app = fadingToLight()
        var painter = FramePainter(mode: .indexed8, pairCapacity: 63)
        let before = AppController(
            catalog: TestCatalog.catalog(), themeIndex: 0, traits: TraitCollection(appearance: .dark),
            size: Size(width: 80, height: 24), time: "12:34")
        before.render()
        _ = painter.paint(before.frame)
        var written = 0, frames = 0
        repeat {
            app.render()
            let batch = painter.paint(app.frame)
            frames += 1
            if !batch.cells.isEmpty || batch.defaultColors != nil || !batch.newPairs.isEmpty || batch.clearScreen { written += 1 }
            app.handle(.fadeFrame)
        } while app.state.fade != nil
        app.render()
        if !painter.paint(app.frame).cells.isEmpty { written += 1 }
        #expect(frames + 1 == FadePlan.standard.frames)
        #expect(written >= 1 && written < FadePlan.standard.frames / 2)
    }
}

/// A fade through the one timer (`TimerWake`), as the run loop drives it: each frame asks for
/// the next a slot later; the timer posts it back through the inbox.
@Suite struct FadeTimerTests {
    final class Time: @unchecked Sendable { var now = 1_000 }

    /// The app fading to Test Light, its effects' `after`s carried out by `timer`.
    func fading(timer: TimerWake) -> AppController {
        let app = AppController(
            catalog: TestCatalog.catalog(), themeIndex: 0, traits: TraitCollection(appearance: .dark),
            size: Size(width: 80, height: 24), time: "12:34")
        app.handle(.startUpHandled)
        carryOut(app.handle(.settingsChanged(SettingsChange(themeName: "Test Light"))), timer: timer)
        return app
    }

    func carryOut(_ effects: [AppEffect], timer: TimerWake) {
        for case .after(let ms, let event) in effects { timer.after(ms, event) }
    }

    @Test("one frame a slot, the plan's frames in all, then the timer is idle")
    func bounded() {
        let time = Time(), inbox = EventInbox()
        let timer = TimerWake(inbox: inbox, now: { time.now })
        let app = fading(timer: timer)
        #expect(timer.pollInterval == Int32(FadePlan.standard.slot))
        var frames = 1
        for _ in 0..<40 {
            time.now += FadePlan.standard.slot
            timer.wake()
            for event in inbox.take() {
                frames += 1
                carryOut(app.handle(event), timer: timer)
            }
        }
        #expect(frames == FadePlan.standard.frames)
        #expect(app.state.fade == nil)
        #expect(timer.pollInterval == nil)
    }

    @Test("a frame that took longer than its slot ends the fade; the frame still asked for changes nothing")
    func lateFrame() {
        let time = Time(), inbox = EventInbox()
        let timer = TimerWake(inbox: inbox, now: { time.now })
        let app = fading(timer: timer)
        carryOut(app.handle(.frameWritten(took: FadePlan.standard.slot + 15)), timer: timer)
        #expect(app.state.fade == nil)
        time.now += FadePlan.standard.slot
        timer.wake()
        #expect(inbox.take() == [.fadeFrame])
        #expect(app.handle(.fadeFrame).isEmpty)
        #expect(app.state.fade == nil)
        #expect(timer.pollInterval == nil)
    }

    @Test("a fade begun again keeps one chain of frames, not two")
    func begunAgain() {
        let time = Time(), inbox = EventInbox()
        let timer = TimerWake(inbox: inbox, now: { time.now })
        let app = fading(timer: timer)
        time.now += 10
        carryOut(app.handle(.settingsChanged(SettingsChange(themeName: "Test Dynamic"))), timer: timer)
        #expect(timer.waiting == 1)
        time.now += FadePlan.standard.slot
        timer.wake()
        #expect(inbox.take() == [.fadeFrame])
    }
}
