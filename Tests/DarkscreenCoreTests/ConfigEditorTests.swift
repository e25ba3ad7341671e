import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// `darkscreen integrate`'s edits of a user's config: one line in, at its place, every other byte
/// kept; taken out again to the exact bytes.
@Suite struct ConfigEditorTests {
    let folder = TemporaryDirectory()

    func bytes(_ name: String) -> [UInt8] { (try? FileSystem.readBytes(at: folder.path + "/" + name)) ?? [] }

    @Test("a file without a final newline gets one before the line, and --undo takes both out again")
    func lastLineWithoutNewline() throws {
        folder.write("# mine\nfont_size 12", to: "kitty.conf")
        let edit = try ConfigEditor.add(ConfigLine(config: folder.path + "/kitty.conf", line: "include /x/kitty.conf"))
        #expect(edit.addedNewline)
        #expect(folder.read("kitty.conf") == "# mine\nfont_size 12\ninclude /x/kitty.conf\n")
        #expect(folder.read("kitty.conf.darkscreen-backup") == "# mine\nfont_size 12")
        try ConfigEditor.remove(edit)
        #expect(folder.read("kitty.conf") == "# mine\nfont_size 12")
        // The file is back to its bytes: darkscreen's one backup is gone, and no other was made.
        #expect(folder.listing() == ["kitty.conf"])
    }

    @Test("one backup while connected; kept when the file was edited since; a backup already there is never touched")
    func backups() throws {
        folder.write("set number\n", to: "vimrc")
        let edit = try ConfigEditor.add(ConfigLine(config: folder.path + "/vimrc", line: "colorscheme darkscreen"))
        #expect(edit.backup == folder.path + "/vimrc.darkscreen-backup")
        folder.write("set number\nset list\ncolorscheme darkscreen\n", to: "vimrc")
        try ConfigEditor.remove(edit)
        #expect(folder.read("vimrc") == "set number\nset list\n")
        #expect(folder.read("vimrc.darkscreen-backup") == "set number\n")
        // Now a backup is there (the user's, or one kept): the next edit makes none and leaves it.
        folder.write("mine\n", to: "vimrc.darkscreen-backup")
        let again = try ConfigEditor.add(ConfigLine(config: folder.path + "/vimrc", line: "colorscheme darkscreen"))
        #expect(again.backup == nil)
        try ConfigEditor.remove(again)
        #expect(folder.read("vimrc.darkscreen-backup") == "mine\n")
        #expect(folder.listing() == ["vimrc", "vimrc.darkscreen-backup"])
    }

    @Test("foot's include goes in the main section, before the first [section]")
    func beforeFirstSection() throws {
        folder.write("# foot\nfont=mono\n\n[colors]\nalpha=0.9\n", to: "foot.ini")
        let edit = try ConfigEditor.add(ConfigLine(config: folder.path + "/foot.ini", line: "include=/x/foot.ini", placement: .beforeFirstSection))
        #expect(folder.read("foot.ini") == "# foot\nfont=mono\n\ninclude=/x/foot.ini\n[colors]\nalpha=0.9\n")
        try ConfigEditor.remove(edit)
        #expect(folder.read("foot.ini") == "# foot\nfont=mono\n\n[colors]\nalpha=0.9\n")
    }

    @Test("Alacritty YAML: an item after the user's own imports, with their indentation; without a list, a line of its own")
    func yamlImport() throws {
        folder.write("import:\n    - /a.yml\n    # a comment\n    - /b.yml\nfont:\n  size: 9\n", to: "alacritty.yml")
        let placement = ConfigLine.Placement.yamlImport(item: "- \"/x/a.yml\"")
        let edit = try ConfigEditor.add(ConfigLine(config: folder.path + "/alacritty.yml", line: "import: [\"/x/a.yml\"]", placement: placement))
        #expect(edit.line == "    - \"/x/a.yml\"")
        #expect(folder.read("alacritty.yml") == "import:\n    - /a.yml\n    # a comment\n    - /b.yml\n    - \"/x/a.yml\"\nfont:\n  size: 9\n")
        folder.write("font:\n  size: 9\n", to: "plain.yml")
        let own = try ConfigEditor.add(ConfigLine(config: folder.path + "/plain.yml", line: "import: [\"/x/a.yml\"]", placement: placement))
        #expect(folder.read("plain.yml") == "font:\n  size: 9\nimport: [\"/x/a.yml\"]\n")
        try ConfigEditor.remove(own)
        #expect(folder.read("plain.yml") == "font:\n  size: 9\n")
    }

    @Test("an import list on one line, or a TOML file that imports already, is refused with the line to add by hand")
    func refusals() {
        folder.write("import: [/a.yml]\n", to: "flow.yml")
        #expect(throws: IntegrationFailure.self) {
            try ConfigEditor.add(ConfigLine(config: folder.path + "/flow.yml", line: "import: [\"/x\"]", placement: .yamlImport(item: "- \"/x\"")))
        }
        folder.write("[general]\nimport = [\"/a.toml\"]\n", to: "a.toml")
        do {
            _ = try ConfigEditor.add(ConfigLine(config: folder.path + "/a.toml", line: "general.import = [\"/x\"]", placement: .top))
            Issue.record("not refused")
        } catch {
            #expect(error.byHand?.line == "general.import = [\"/x\"]")
        }
        #expect(folder.read("a.toml") == "[general]\nimport = [\"/a.toml\"]\n")
    }

    @Test("a config that did not exist is made, and removed again when only the line is in it")
    func createdFile() throws {
        let edit = try ConfigEditor.add(ConfigLine(config: folder.path + "/nvim/init.vim", line: "colorscheme darkscreen"))
        #expect(edit.created)
        #expect(folder.read("nvim/init.vim") == "colorscheme darkscreen\n")
        try ConfigEditor.remove(edit)
        #expect(!FileSystem.isPresent(folder.path + "/nvim/init.vim"))
    }

    @Test("a line the user already took out is reported and nothing is written")
    func lineGone() throws {
        folder.write("set number\n", to: "vimrc")
        let edit = try ConfigEditor.add(ConfigLine(config: folder.path + "/vimrc", line: "colorscheme darkscreen"))
        folder.write("set number\nset list\n", to: "vimrc")
        let note = try ConfigEditor.remove(edit)
        #expect(note?.contains("no longer has the line") == true)
        #expect(folder.read("vimrc") == "set number\nset list\n")
    }
}

@Suite struct IntegrationPiecesTests {
    @Test("the Neovim request is msgpack [0, 1, \"nvim_command\", [command]]")
    func neovimRequest() {
        let request = NeovimRPC.request("colorscheme darkscreen")
        #expect(request == [0x94, 0x00, 0x01, 0xAC] + Array("nvim_command".utf8) + [0x91, 0xA0 | 22] + Array("colorscheme darkscreen".utf8))
        #expect(NeovimRPC.parse([0x94, 0x01, 0x01, 0xC0, 0xC0]) == .done)
        #expect(NeovimRPC.parse([0x94, 0x01]) == nil)
        if case .failed(let text) = NeovimRPC.parse([0x94, 0x01, 0x01, 0x92, 0x00, 0xA5] + Array("E185!".utf8)) {
            #expect(text.contains("E185"))
        } else {
            Issue.record("an error reply is a failure")
        }
    }

    @Test("the nearest xterm colour: the cube's corners and the greys")
    func xterm() {
        #expect(XtermPalette.nearest256(RGB(red: 0, green: 0, blue: 0)) == 16)
        #expect(XtermPalette.nearest256(RGB(red: 255, green: 255, blue: 255)) == 231)
        #expect(XtermPalette.nearest256(RGB(red: 0x80, green: 0x80, blue: 0x80)) == 244)
        #expect(XtermPalette.nearest256(RGB(red: 255, green: 0, blue: 0)) == 196)
    }

    @Test("the shell snippet writes every byte but letters, digits, ; # ] as a printf escape")
    func printfEscapes() {
        #expect(ShellSnippet.printfEscaped("\u{1B}]11;#282A36\u{07}", octal: true) == "\\033]11;#282A36\\007")
        #expect(ShellSnippet.printfEscaped("\u{1B}]11;#282A36\u{07}'", octal: false) == "\\x1b]11;#282A36\\x07\\x27")
    }

    @Test("the summary line: reached, at next start, failed; the theme's name escaped")
    func summary() {
        let summary = IntegrationSummary(
            themeName: "Evil\u{1B}",
            results: [
                (KittyTarget.target, .reached("told 1")), (FootTarget.target, .nextStart("at next start")), (TmuxTarget.target, .reached("")),
                (NeovimTarget.target, .failed("hung"))
            ])
        #expect(summary.line == "Evil\\x1B: 2 of 4 reached · foot at next start · neovim failed (see darkscreen integrate --status)")
    }
}
