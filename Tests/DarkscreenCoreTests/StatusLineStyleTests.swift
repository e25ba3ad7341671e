import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

final class Provider: StatusLineStyleProviding {
    var preferredStatusLineStyle: StatusLineStyle?
    var childForStatusLineStyle: StatusLineStyleProviding?
    init(_ style: StatusLineStyle? = nil, child: StatusLineStyleProviding? = nil) {
        preferredStatusLineStyle = style
        childForStatusLineStyle = child
    }
}

@Suite struct StatusLineStyleTests {
    @Test("every style says what it means to a person")
    func descriptions() {
        #expect(StatusLineStyle.lightContent.description == "light content: light text for dark backgrounds")
        #expect(StatusLineStyle.darkContent.description == "dark content: dark text for light backgrounds")
        #expect(StatusLineStyle.default.description.contains("appearance"))
        #expect(StatusLineStyle.default.resolved(for: .dark) == .lightContent)
        #expect(StatusLineStyle.default.resolved(for: .light) == .darkContent)
        #expect(StatusLineStyle.darkContent.resolved(for: .dark) == .darkContent)
    }

    @Test("resolution order: the stack's top, else the focused view through its containers, else the theme")
    func order() {
        var stack = StatusLineStyleStack()
        let leaf = Provider(.darkContent)
        let container = Provider(.lightContent, child: leaf)
        let black = RGB.black, white = RGB.white
        #expect(StatusLineResolution(stack: stack, focused: nil, theme: .lightContent, appearance: .dark, background: black).requested == .lightContent)
        #expect(StatusLineResolution(stack: stack, focused: container, theme: .lightContent, appearance: .dark, background: white).requested == .darkContent)
        let token = stack.push(.lightContent)
        #expect(StatusLineResolution(stack: stack, focused: container, theme: .darkContent, appearance: .light, background: black).requested == .lightContent)
        stack.pop(token)
        leaf.preferredStatusLineStyle = nil
        #expect(StatusLineResolution(stack: stack, focused: container, theme: .darkContent, appearance: .light, background: black).requested == .lightContent,
                "a child with no preference leaves the container's")
    }

    @Test("a container defers to its top child, all the way down")
    func containerDeferral() {
        let top = Provider(.darkContent)
        let middle = Provider(.lightContent, child: top)
        let root = Provider(nil, child: middle)
        #expect(root.effectiveStatusLineStyle == .darkContent)
        middle.childForStatusLineStyle = nil
        #expect(root.effectiveStatusLineStyle == .lightContent)
    }

    @Test("pops with tokens remove exactly their own entry, in any order")
    func outOfOrderPops() {
        var stack = StatusLineStyleStack()
        let a = stack.push(.lightContent)
        let b = stack.push(.darkContent)
        let c = stack.push(.default)
        let poppedA = stack.pop(a)  // the first pushed disappears first: the others stay, top unchanged
        #expect(poppedA)
        #expect(stack.styles == [.darkContent, .default])
        #expect(stack.top == .default)
        let poppedC = stack.pop(c)
        #expect(poppedC)
        #expect(stack.top == .darkContent, "removing the first element instead would leave .default here")
        let again = stack.pop(c)
        #expect(!again, "a token pops once")
        let poppedB = stack.pop(b)
        #expect(poppedB)
        #expect(stack.top == nil)
    }

    @Test("the same style pushed twice is two entries; each pop removes one")
    func sameStyleTwice() {
        var stack = StatusLineStyleStack()
        let first = stack.push(.darkContent)
        let second = stack.push(.darkContent)
        stack.pop(second)
        #expect(stack.top == .darkContent)
        stack.pop(first)
        #expect(stack.top == nil)
    }

    @Test("text with a contrast below 3:1 falls back to the other content colour", arguments: [
        (StatusLineStyle.lightContent, RGB(0xFFFFFF), StatusLineStyle.darkContent, true),
        (.darkContent, RGB(0x000000), .lightContent, true),
        (.lightContent, RGB(0x000000), .lightContent, false),
        (.darkContent, RGB(0xFFCC00), .darkContent, false),
        (.lightContent, RGB(0xFFCC00), .darkContent, true),
    ])
    func fallback(style: StatusLineStyle, background: RGB, shown: StatusLineStyle, fellBack: Bool) {
        let (result, used) = StatusLineResolution.legible(style, on: background)
        #expect(result == shown && used == fellBack)
        #expect(result.textColor.contrastRatio(with: background) >= 3 || !fellBack)
    }
}

@Suite struct StatusLineFallbackValidationTests {
    @Test("validate says when the status line falls back to the other content colour")
    func validateReportsFallback() throws {
        let text = ##"{"themes": [{"name": "Glare", "statusLine": "lightContent", "colors": {"background": "#000", "primary": "#fff", "secondary": "#f90", "statusBackground": "#FFFFFF"}}]}"##
        let theme = try #require(try ThemeDecoder.decode(Array(text.utf8), file: "g.json").first)
        let messages = ThemeLegibility.warnings(for: theme, file: "g.json").map(\.description)
        #expect(messages.contains { $0.contains("falls back to darkContent") && $0.contains("in dark appearance") })
        let fine = ##"{"themes": [{"name": "Fine", "statusLine": "lightContent", "colors": {"background": "#000", "primary": "#fff", "secondary": "#f90"}}]}"##
        let ok = try #require(try ThemeDecoder.decode(Array(fine.utf8), file: "f.json").first)
        #expect(!ThemeLegibility.warnings(for: ok, file: "f.json").contains { $0.message.contains("falls back") })
    }
}
