import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// foot: `[colors-light]`/`[colors-dark]` for foot 1.26 and later, `[colors]` for older ones, and
/// before 1.23 the cursor's colours in `[cursor]`.
@Suite struct FootTargetTests {
    let home = IntegrationHome()

    func sections(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("[") }.map(String.init)
    }

    @Test("foot 1.26 and later: both variants, starting in the committed one")
    func dualForm() throws {
        let layout = try FootTarget.layout(in: home.environment, dual: true)
        let text = FootTarget.contents(of: layout, theme: IntegrationHome.dynamic, appearance: .light)[0]
        #expect(sections(text) == ["[colors-light]", "[colors-dark]"])
        // The main-section key comes before every section.
        let lines = text.split(separator: "\n")
        #expect(lines.firstIndex(of: "initial-color-theme=light")! < lines.firstIndex(of: "[colors-light]")!)
        #expect(text.contains("background=fafaf0") && text.contains("background=080810"))
        let dark = FootTarget.contents(of: layout, theme: IntegrationHome.dynamic, appearance: .dark)[0]
        #expect(dark.contains("\ninitial-color-theme=dark\n"))
    }

    @Test("older foot: [colors], and before 1.23 the cursor in [cursor]")
    func singleForm() throws {
        var layout = try FootTarget.layout(in: home.environment, dual: false)
        layout.toolVersion = "1.23.0"
        let modern = FootTarget.contents(of: layout, theme: IntegrationHome.dynamic, appearance: .dark)[0]
        #expect(sections(modern) == ["[colors]"])
        #expect(modern.contains("\ncursor=") && modern.contains("background=080810"))
        layout.toolVersion = "1.13.1"
        let old = FootTarget.contents(of: layout, theme: IntegrationHome.dynamic, appearance: .dark)[0]
        #expect(sections(old) == ["[colors]", "[cursor]"])
        #expect(!old.contains("\ncursor="))
        #expect(old.hasSuffix("[cursor]\ncolor=" + modern.split(separator: "\n").first(where: { $0.hasPrefix("cursor=") })!.dropFirst(7) + "\n"))
    }
}
