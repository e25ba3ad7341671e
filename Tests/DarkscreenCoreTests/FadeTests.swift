import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Calm transitions: the mix in OKLab, the frame plan, a theme part of the way, and the
/// `"transition"` setting.
@Suite struct FadeTests {
    let night = RGB(0x101018), day = RGB(0xF8F4E8)

    @Test("the mix's ends are the two colours exactly")
    func endsExact() {
        for (from, to) in [(night, day), (RGB(0x2050A0), RGB(0xFF9040)), (RGB.black, RGB.white), (RGB(0x7F7F7F), RGB(0x808080))] {
            #expect(OKLab.mix(from, to, at: 0) == from)
            #expect(OKLab.mix(from, to, at: 1) == to)
        }
    }

    @Test("from dark to light the lightness only ever rises, over every frame of the plan")
    func monotonicLightness() {
        let plan = FadePlan.standard
        let lightness = (0...plan.frames).map { OKLab(OKLab.mix(night, day, at: plan.progress(atFrame: $0))).lightness }
        #expect(zip(lightness, lightness.dropFirst()).allSatisfy { $0.0 < $0.1 })
        // And back: from light to dark it only ever falls.
        let back = (0...plan.frames).map { OKLab(OKLab.mix(day, night, at: plan.progress(atFrame: $0))).lightness }
        #expect(zip(back, back.dropFirst()).allSatisfy { $0.0 > $0.1 })
    }

    @Test("the middle is perceptually half way, not sRGB's average")
    func perceptualMiddle() {
        let middle = OKLab(OKLab.mix(.black, .white, at: 0.5)).lightness
        #expect(abs(middle - 0.5) < 0.01)
        #expect(OKLab.mix(.black, .white, at: 0.5) != RGB(0x808080))
    }

    @Test("the plan: at most 15 frames over about half a second, the last exactly the target")
    func plan() {
        let plan = FadePlan.standard
        #expect(plan.frames <= 15)
        #expect((400...600).contains(plan.duration))
        #expect(plan.progress(atFrame: plan.frames) == 1)
        let steps = (1...plan.frames).map(plan.progress(atFrame:))
        #expect(steps.allSatisfy { $0 > 0 && $0 <= 1 })
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0.0 < $0.1 })
    }

    @Test("a theme part of the way: its roles and palette between the two; at the end the target's colours")
    func themeFading() throws {
        let themes = try ThemeDecoder.decode(
            Array(
                """
                {"themes": [
                  {"name": "Night", "colors": {"background": "#101018", "primary": "#E0E0E0", "secondary": "#40A0FF"},
                   "palette": ["#000000", "#800000", "#008000", "#808000", "#000080", "#800080", "#008080", "#C0C0C0",
                               "#808080", "#FF0000", "#00FF00", "#FFFF00", "#0000FF", "#FF00FF", "#00FFFF", "#FFFFFF"]},
                  {"name": "Day", "colors": {"background": "#F8F4E8", "primary": "#202020", "secondary": "#0050C0"},
                   "palette": ["#FFFFFF", "#C00000", "#00A000", "#A0A000", "#0000A0", "#A000A0", "#00A0A0", "#404040",
                               "#606060", "#E00000", "#00E000", "#E0E000", "#0000E0", "#E000E0", "#00E0E0", "#000000"]}
                ]}
                """.utf8), file: "fade.json")
        let (night, day) = (themes[0], themes[1])
        let middle = Theme.fading(from: night, in: .dark, to: day, in: .light, progress: 0.5)
        let background = OKLab(middle.colors[.background].resolved(for: .light)).lightness
        #expect(background > OKLab(RGB(0x101018)).lightness && background < OKLab(RGB(0xF8F4E8)).lightness)
        #expect(middle.name == "Day")
        let end = Theme.fading(from: night, in: .dark, to: day, in: .light, progress: 1)
        #expect(end.colors.resolved(for: .light) == day.colors.resolved(for: .light))
        #expect(end.palette?.map { $0.resolved(for: .light) } == day.palette?.map { $0.resolved(for: .light) })
        // A view that keeps its own appearance (dark here) fades between the two themes' dark colours.
        let kept = Theme.fading(from: night, in: .dark, to: day, in: .light, progress: 0)
        #expect(kept.colors.resolved(for: .dark) == night.colors.resolved(for: .dark))
    }

    @Test("\"transition\": fade when missing, none when asked, one line naming the file and field otherwise")
    func setting() throws {
        func read(_ text: String) throws -> TransitionChoice { try Settings.parse(Array(text.utf8)).transition }
        #expect(try read("{}") == .set(.fade))
        #expect(try read(#"{"transition": "none"}"#) == .set(.none))
        #expect(try read(#"{"transition": "fade"}"#) == .set(.fade))
        let bad = try read(#"{"transition": "slow"}"#)
        #expect(bad.transition == .fade)
        #expect(bad.problem == #"settings.json: transition: "slow" is not "fade" or "none"; fading (the default)"#)
        #expect(try read(#"{"transition": 0}"#).problem == #"settings.json: transition: a number is not "fade" or "none"; fading (the default)"#)
        // Text from the file is never shown raw.
        #expect(try read("{\"transition\": \"\\u001b[31m\"}").problem?.contains("\u{1B}") == false)
    }
}
