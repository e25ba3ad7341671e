import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// tmux: for tmux 3.6 and later a file per variant, chosen by the client's theme and its hooks.
@Suite struct TmuxTargetTests {
    let home = IntegrationHome()

    @Test("tmux 3.6: hooks of darkscreen's own index, the client's theme first, else the committed variant")
    func dualForm() throws {
        let layout = try TmuxTarget.layout(in: home.environment, dual: true)
        let own = home.folder.path + "/.config/darkscreen/integrations"
        #expect(layout.files == [own + "/tmux.conf", own + "/tmux-light.conf", own + "/tmux-dark.conf"])
        let texts = TmuxTarget.contents(of: layout, theme: IntegrationHome.dynamic, appearance: .dark)
        let hub = texts[0].split(separator: "\n").map(String.init)
        #expect(hub.contains("set-hook -g client-light-theme[61] { source-file -q '\(own)/tmux-light.conf' }"))
        #expect(hub.contains("set-hook -g client-dark-theme[61] { source-file -q '\(own)/tmux-dark.conf' }"))
        #expect(
            hub.suffix(7) == [
                "%if \"#{==:#{client_theme},light}\"", "source-file -q '\(own)/tmux-light.conf'",
                "%elif \"#{==:#{client_theme},dark}\"", "source-file -q '\(own)/tmux-dark.conf'",
                "%else", "source-file -q '\(own)/tmux-dark.conf'", "%endif"
            ])
        #expect(texts[1].contains("window-style \"bg=#FAFAF0"))
        #expect(texts[2].contains("window-style \"bg=#080810"))
        let light = TmuxTarget.contents(of: layout, theme: IntegrationHome.dynamic, appearance: .light)[0]
        #expect(light.contains("%else\nsource-file -q '\(own)/tmux-light.conf'\n%endif"))
    }

    @Test("older tmux: one file, the committed variant")
    func singleForm() throws {
        let layout = try TmuxTarget.layout(in: home.environment, dual: false)
        let texts = TmuxTarget.contents(of: layout, theme: IntegrationHome.dynamic, appearance: .light)
        #expect(texts.count == 1)
        #expect(texts[0].contains("window-style \"bg=#FAFAF0") && !texts[0].contains("set-hook"))
    }

    @Test("the file keeps the options' values the first time a server reads it; undo gives them back, hooks only where set")
    func savedAndUndone() {
        let text = TmuxThemeFile.write(IntegrationHome.fixed, appearance: .dark)
        #expect(text.contains("%if \"#{==:#{@darkscreen-saved},}\"\nset-option -g @darkscreen-saved 1\n"))
        for option in TmuxThemeFile.options {
            #expect(text.contains("set-option -gF @darkscreen-was-\(option) \"#{\(option)}\""))
            #expect(TmuxThemeFile.undo(hooks: false).contains("set-option -gF \(option) \"#{@darkscreen-was-\(option)}\""))
        }
        // Every option the file sets is one undo puts back.
        let set = text.split(separator: "\n").filter { $0.hasPrefix("set-option -g ") && !$0.contains("@darkscreen") && !$0.contains("pane-colours") }
        #expect(set.allSatisfy { line in TmuxThemeFile.options.contains { line.hasPrefix("set-option -g \($0) ") } })
        #expect(!TmuxThemeFile.undo(hooks: false).contains("client-light-theme"))
        #expect(TmuxThemeFile.undo(hooks: true).contains("set-hook -gu client-light-theme[61]\nset-hook -gu client-dark-theme[61]"))
    }
}
