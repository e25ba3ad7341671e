import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Every target as one type: the names the user types come from the list of types, and each
/// target's files and contents agree, in both forms, for a theme with one look and a dynamic one.
@Suite struct IntegrationTargetTests {
    let home = IntegrationHome()

    @Test("the targets, their names and their order come from the one list of types")
    func namesFromTypes() {
        let names = IntegrationTarget.allCases.map(\.rawValue)
        #expect(
            names == [
                "kitty", "ghostty", "alacritty", "foot", "shell", "tmux", "vim", "neovim", "ssh",
                "bat", "fzf", "btop", "ls-colors", "fish", "xterm", "gnome-terminal", "tilix", "xfce4-terminal"
            ])
        #expect(Set(names).count == names.count)
        for name in names { #expect(IntegrationTarget(rawValue: name)?.kind.name == name) }
        #expect(IntegrationTarget(rawValue: "bogus") == nil)
        #expect(IntegrationTarget.allCases.sorted() == IntegrationTarget.allCases)
    }

    @Test("each target writes one text per file, in each form, for each kind of theme")
    func contentsMatchFiles() throws {
        for target in IntegrationTarget.allCases {
            for dual in [false, true] {
                let layout = try target.kind.layout(in: home.environment, dual: dual)
                // Every target but ssh (one SendEnv line, no file) owns a file.
                #expect(layout.files.isEmpty == (target.rawValue == "ssh"))
                for theme in [IntegrationHome.fixed, IntegrationHome.dynamic] {
                    for appearance in [Appearance.light, .dark] {
                        let texts = target.kind.contents(of: layout, theme: theme, appearance: appearance)
                        #expect(texts.count == layout.files.count, "\(target.rawValue)")
                        // Every file starts with the header that marks it as darkscreen's.
                        for text in texts { #expect(text.split(separator: "\n").first?.contains(IntegrationFiles.marker) == true) }
                    }
                }
            }
        }
    }

    @Test("a tool whose version cannot be read gets the dual form only where older versions ignore it")
    func unknownVersions() throws {
        let kitty = try IntegrationLayout.plan(IntegrationTarget(rawValue: "kitty")!, in: home.environment)
        #expect(kitty.dual && kitty.files.count == 4)
        #expect(kitty.form?.contains("could not be read") == true)
        let foot = try IntegrationLayout.plan(IntegrationTarget(rawValue: "foot")!, in: home.environment)
        #expect(!foot.dual)
        #expect(foot.form?.hasPrefix("one variant") == true)
        let tmux = try IntegrationLayout.plan(IntegrationTarget(rawValue: "tmux")!, in: home.environment)
        #expect(!tmux.dual && tmux.files.count == 1)
    }

    @Test("the form and the tool's version are kept in the record and read back")
    func recordKeepsForm() throws {
        var record = IntegrationRecord()
        let target = IntegrationTarget(rawValue: "foot")!
        record.connected[target] = .init(files: ["/x/foot.ini"], edits: [], dual: false, form: "one variant: foot 1.13.1 is older", toolVersion: "1.13.1")
        let path = home.folder.path + "/record.json"
        try FileSystem.writeAtomically(Array(record.encoded.utf8), to: path)
        #expect(IntegrationRecord.load(path) == record)
    }

    @Test("tool versions as the tools print them")
    func versions() {
        #expect(ToolVersion(parsing: "kitty 0.26.5 created by Kovid Goyal") == ToolVersion(0, 26, 5))
        #expect(ToolVersion(parsing: "foot version: 1.13.1 +pgo +ime +graphemes -assertions") == ToolVersion(1, 13, 1))
        #expect(ToolVersion(parsing: "tmux 3.3a")?.description == "3.3a")
        #expect(ToolVersion(parsing: "tmux 3.3a")! < ToolVersion(3, 6))
        #expect(ToolVersion(parsing: "tmux next-3.6") == ToolVersion(3, 6))
        #expect(ToolVersion(parsing: "alacritty 0.11.0 (8dbaa0b)") == ToolVersion(0, 11))
        #expect(ToolVersion(parsing: "kitty 0.41.1").map { !($0 < ToolVersion(0, 38)) } == true)
        #expect(ToolVersion(parsing: "no version here") == nil)
        #expect(ToolVersion(parsing: "") == nil)
    }

    @Test("a hostile name stays data in every file of every form (escaped in comments, no line of its own)")
    func hostileNames() throws {
        let json =
            ##"{"themes": [{"name": "Evil\u001b]0;pwned\u0007\nset -g x\u2028y", "statusLine": "default","##
            + ##""colors": {"background": {"light": "#FAFAF0", "dark": "#080810"}, "primary": {"light": "#202030", "dark": "#F0F0E0"},"##
            + ##""secondary": "#808080"}}]}"##
        let theme = try ThemeDecoder.decode(Array(json.utf8), file: "hostile.json")[0]
        #expect(theme.isDynamic)
        for target in IntegrationTarget.allCases {
            for dual in [false, true] {
                let layout = try target.kind.layout(in: home.environment, dual: dual)
                for text in target.kind.contents(of: layout, theme: theme, appearance: .light) {
                    #expect(
                        !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || $0 == "\u{2028}" },
                        "\(target.rawValue)")
                    #expect(!text.contains("\nset -g x"), "\(target.rawValue)")
                }
            }
        }
    }
}
