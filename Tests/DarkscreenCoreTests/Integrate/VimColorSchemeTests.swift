import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Vim and Neovim: one `darkscreen` scheme; a dynamic theme's branches on `&background` and sets
/// it only for an editor that does not detect it, on its first load.
@Suite struct VimColorSchemeTests {
    @Test("a dynamic theme: both variants behind &background, which is set only inside the first-load guard")
    func dynamicBranches() {
        let lines = VimColorScheme.write(IntegrationHome.dynamic, appearance: .light).split(separator: "\n").map(String.init)
        let sets = lines.indices.filter { lines[$0].contains("set background") }
        #expect(sets.count == 1)
        #expect(lines[sets[0]] == "  set background=light")
        #expect(lines[sets[0] - 2] == "if !has('nvim-0.10') && !exists('g:darkscreen_background_given')")
        let branch = lines.firstIndex(of: "if &background ==# 'light'")!, otherwise = lines.firstIndex(of: "else")!
        #expect(lines[branch..<otherwise].contains { $0.hasPrefix("  hi Normal ") && $0.contains("guibg=#FAFAF0") })
        #expect(lines[otherwise...].contains { $0.hasPrefix("  hi Normal ") && $0.contains("guibg=#080810") })
        #expect(lines.last == "endif")
        // The committed variant only changes what an editor without detection starts in.
        let dark = VimColorScheme.write(IntegrationHome.dynamic, appearance: .dark)
        #expect(dark.replacing("set background=dark", with: "set background=light") == lines.joined(separator: "\n") + "\n")
    }

    @Test("a theme with one look sets background to match it, as before")
    func fixedSetsBackground() {
        let lines = VimColorScheme.write(IntegrationHome.fixed, appearance: .dark).split(separator: "\n")
        #expect(lines[1] == "set background=dark")
        #expect(!lines.contains("if &background ==# 'light'"))
    }

    @Test("a running Neovim before 0.10 is given the committed variant, then loads the scheme")
    func neovimCommand() {
        #expect(NeovimTarget.command(.light) == "if !has('nvim-0.10') | set background=light | endif | colorscheme darkscreen")
        #expect(NeovimTarget.command(.unspecified).contains("set background=dark"))
    }
}
