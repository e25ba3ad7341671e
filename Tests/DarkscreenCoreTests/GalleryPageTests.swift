import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// `darkscreen gallery`'s page: self-contained, every theme-file text escaped, both variants of a
/// dynamic theme, figures under the floor marked, and a collision only where a lens makes one.
@Suite struct GalleryPageTests {
    static func theme(_ name: String, background: DynamicColor, palette: [RGB]? = nil, author: String? = nil) -> Theme {
        let colors = ThemeColors { role in
            switch role {
            case .background, .statusBackground: background
            case .primary: DynamicColor(RGB(0x7A7A7A))
            case .separator: DynamicColor(RGB(0x404040))
            case .secondary, .selection: DynamicColor(RGB(0x40A0FF))
            }
        }
        return Theme(
            name: name, statusLine: .lightContent, colors: colors, palette: palette.map { $0.map { DynamicColor($0) } },
            metadata: ThemeMetadata(author: author, upstream: "javascript:alert(1)"))
    }

    @Test("names and authors are escaped, no script or remote resource, an unsafe link is dropped")
    func escaped() {
        let hostile = Self.theme("</pre><script>alert(1)</script>\u{202E}", background: DynamicColor(RGB(0x101010)), author: "A \"B\" & 'C'")
        let html = GalleryPage().html([hostile])
        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("by A &quot;B&quot; &amp; &#39;C&#39;"))
        #expect(!html.contains("\u{202E}") && !html.contains("javascript:"))
        #expect(!html.contains("src=") && !html.contains("http://") && !html.contains("<link"))
    }

    @Test("a dynamic theme shows both variants, a fixed one its own; text under the floor is marked")
    func variants() {
        let dynamic = Self.theme("Both", background: DynamicColor(light: RGB(0xFFFFFF), dark: RGB(0x000000)))
        let fixed = Self.theme("One", background: DynamicColor(RGB(0xFAFAFA)))
        #expect(GalleryPage.variants(of: dynamic) == [.light, .dark])
        #expect(GalleryPage.variants(of: fixed) == [.light])
        let html = GalleryPage(floor: .wcag(4.5)).html([dynamic, fixed])
        #expect(html.split(separator: "<figcaption>", omittingEmptySubsequences: false).count - 1 == 3)
        // #7A7A7A on white is 4.29:1, on black 4.89:1.
        #expect(html.contains("<span class=\"low\">text 4.29:1"))
        #expect(html.contains("<span class=\"met\">text 4.89:1"))
    }

    @Test("red and green that a deuteranope cannot tell apart are marked; a lens recolours the samples")
    func collisions() throws {
        var palette = (0..<16).map { RGB(red: UInt8($0 * 16), green: UInt8(255 - $0 * 16), blue: 128) }
        palette[1] = RGB(0xB0A000)  // olive-red and olive-green: apart in normal vision, one colour to a deuteranope
        palette[2] = RGB(0x8FAD00)
        let theme = Self.theme("Clash", background: DynamicColor(RGB(0x000000)), palette: palette)
        let found = ColorCollision.find(in: theme, for: .dark, visions: [.deuteranopia])
        #expect(found.contains { $0.first == 1 && $0.second == 2 })
        let seen = GalleryPage(lens: .deuteranopia).html([theme])
        #expect(seen.contains("⚠ red/green (deuteranopia)"))
        #expect(seen.contains(ColorVision.deuteranopia.simulate(palette[4]).hex) && seen.contains("seen with deuteranopia"))
    }
}
