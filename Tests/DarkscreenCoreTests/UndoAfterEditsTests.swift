import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// `--undo` after the user's editor saved the config again: darkscreen's line is recognised
/// whatever the line endings, indentation and spacing, and every copy is taken out; a line that
/// still reads darkscreen's file but is not its line is left, with nothing of darkscreen's removed.
@Suite struct UndoAfterEditsTests {
    /// A line as `integrate` wrote it, how the user's editor left the file, what `--undo` leaves.
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var line: String
        var saved: String
        var expected: String
    }

    static let kitty = "include /x/darkscreen/integrations/kitty.conf"
    static let tmux = "source-file -q '/x/darkscreen/integrations/tmux.conf'"
    static let toml = "general.import = [\"/x/darkscreen/integrations/alacritty.toml\"]"
    static let shell = "if [ -r '/x/shell.sh' ]; then . '/x/shell.sh'; fi"
    static let lua = "vim.cmd('colorscheme darkscreen')"

    static let recognised: [Case] = [
        Case(
            description: "CRLF line endings", line: kitty, saved: "font_size 12\r\n\(kitty)\r\nbold_font auto\r\n",
            expected: "font_size 12\r\nbold_font auto\r\n"),
        Case(description: "CRLF, the line last", line: kitty, saved: "font_size 12\r\n\(kitty)\r\n", expected: "font_size 12\r\n"),
        Case(description: "indented with spaces", line: tmux, saved: "set -g mouse on\n    \(tmux)\n", expected: "set -g mouse on\n"),
        Case(description: "indented with a tab, trailing spaces", line: tmux, saved: "set -g mouse on\n\t\(tmux)   \n", expected: "set -g mouse on\n"),
        Case(
            description: "runs of spaces between words", line: kitty,
            saved: "a 1\ninclude    /x/darkscreen/integrations/kitty.conf\nb 2\n", expected: "a 1\nb 2\n"),
        Case(
            description: "a tab between words", line: kitty,
            saved: "include\t/x/darkscreen/integrations/kitty.conf\n", expected: ""),
        Case(
            description: "TOML reformatted: no spaces around =", line: toml,
            saved: "general.import=[\"/x/darkscreen/integrations/alacritty.toml\"]\n[font]\nsize = 9\n", expected: "[font]\nsize = 9\n"),
        Case(
            description: "TOML reformatted: spaces inside the brackets", line: toml,
            saved: "general.import = [ \"/x/darkscreen/integrations/alacritty.toml\" ]\r\n[font]\r\n", expected: "[font]\r\n"),
        Case(description: "the line duplicated", line: kitty, saved: "\(kitty)\nfont_size 12\n\(kitty)\n", expected: "font_size 12\n"),
        Case(
            description: "the line three times, one indented, one CRLF", line: kitty,
            saved: "\(kitty)\n  \(kitty)\nx 1\n\(kitty)\r\n", expected: "x 1\n"),
        Case(
            description: "the shell line with its spaces changed", line: shell,
            saved: "alias l=ls\nif [ -r '/x/shell.sh' ] ;  then .  '/x/shell.sh' ;fi\n", expected: "alias l=ls\n"),
        Case(
            description: "Lua, indented in a block", line: lua, saved: "do\n  vim.cmd( 'colorscheme darkscreen' )\nend\n",
            expected: "do\nend\n"),
        Case(description: "the line without its final newline", line: kitty, saved: "x 1\n\(kitty)", expected: "x 1\n")
    ]

    @Test("darkscreen's line is recognised and every copy taken out", arguments: recognised)
    func recognisedLine(_ example: Case) throws {
        let folder = TemporaryDirectory()
        let config = folder.path + "/config"
        folder.write("x 0\n", to: "config")
        let edit = try ConfigEditor.add(ConfigLine(config: config, line: example.line))
        folder.write(example.saved, to: "config")
        #expect(try ConfigEditor.remove(edit, files: ["/x/darkscreen/integrations/kitty.conf"]) == nil)
        #expect(folder.read("config") == example.expected)
    }

    @Test("inside quotes every byte counts: a path with other spacing is not darkscreen's line")
    func quotedSpacing() throws {
        let folder = TemporaryDirectory()
        folder.write("x\n", to: "tmux.conf")
        let line = "source-file -q '/x/my files/tmux.conf'"
        let edit = try ConfigEditor.add(ConfigLine(config: folder.path + "/tmux.conf", line: line))
        folder.write("source-file -q '/x/my  files/tmux.conf'\n", to: "tmux.conf")
        #expect(try ConfigEditor.findRemoval(edit) != .lines([1]))
        #expect(ConfigLineMatch.isSame("source-file  -q  '/x/my files/tmux.conf'", as: line))
    }

    /// A line that still reads darkscreen's file but is not the line it added.
    static let unrecognised: [(String, String)] = [
        ("a comment after the line", "include /x/darkscreen/integrations/kitty.conf # colours\n"),
        ("the path quoted by the user", "include \"/x/darkscreen/integrations/kitty.conf\"\n"),
        ("another directive on the file", "globinclude /x/darkscreen/integrations/kitty.conf\n"),
        ("the colour scheme set another way", "silent! colorscheme darkscreen\n"),
        ("the colour scheme in a Lua call of its own", "vim.cmd.colorscheme('darkscreen'); vim.cmd('colorscheme darkscreen | set bg=dark')\n")
    ]

    @Test("a line that still names darkscreen's file is left, and --undo removes nothing", arguments: unrecognised)
    func unrecognisedLine(_ example: (String, String)) throws {
        let home = TemporaryDirectory()
        let environment = IntegrationEnvironment(environment: { name in
            [
                "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/.config", "XDG_STATE_HOME": home.path + "/.local/state",
                "SHELL": "/bin/bash", "PATH": "/nonexistent", "TMPDIR": home.path, "TMUX_TMPDIR": home.path
            ][name]
        })
        let integrator = Integrator(environment: environment)
        // Targets no running instance is told of (foot, Vim: at their next start).
        let target = example.1.contains("colorscheme") ? VimTarget.target : FootTarget.target
        let config = target == VimTarget.target ? ".vimrc" : ".config/foot/foot.ini"
        home.write("x 1\n", to: config)
        let (layout, _) = try integrator.plan(target)
        _ = try integrator.connect(layout, theme: TestCatalog.catalog().themes[0], appearance: .dark)
        let own = layout.files[0]
        let text = example.1.replacing("/x/darkscreen/integrations/kitty.conf", with: own).replacing("include ", with: "include=")
        home.write("x 1\n" + text, to: config)
        do {
            _ = try integrator.disconnect(target)
            Issue.record("--undo went ahead")
        } catch {
            #expect(error.message.contains("line 2"))
            #expect(error.message.contains("by hand"))
            #expect(error.message.contains("--undo \(target.rawValue)"))
        }
        // Nothing of darkscreen's removed: the config, the file it reads, the record.
        #expect(home.read(config) == "x 1\n" + text)
        #expect(FileSystem.isPresent(own))
        #expect(IntegrationRecord.load(environment.recordPath).connected[target] != nil)
        // Once the user takes the line out, --undo completes.
        home.write("x 1\n", to: config)
        _ = try integrator.disconnect(target)
        #expect(!FileSystem.isPresent(own))
        #expect(IntegrationRecord.load(environment.recordPath).connected[target] == nil)
    }

    @Test("a commented-out copy is the user's: left as it is, and the files go")
    func commentedOut() throws {
        for comment in [
            "# include /x/k.conf", "  #include /x/k.conf", "; include /x/k.conf", "\" colorscheme darkscreen", "-- vim.cmd('colorscheme darkscreen')"
        ] {
            #expect(ConfigLineMatch.isComment(comment), "\(comment)")
            #expect(!ConfigLineMatch.names(comment, anyOf: ConfigLineMatch.names(of: ["/x/k.conf", "/h/.vim/colors/darkscreen.vim"])))
        }
    }
}
