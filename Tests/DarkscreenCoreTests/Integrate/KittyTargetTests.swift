#if canImport(Glibc)
    import Glibc
#endif
import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// kitty: the include every kitty reads, kitty 0.38's three automatic theme files, and only
/// kitty terminals signalled.
@Suite struct KittyTargetTests {
    let home = IntegrationHome()

    func background(_ text: String) -> String? {
        text.split(separator: "\n").first(where: { $0.hasPrefix("background ") }).map { String($0.dropFirst("background ".count)) }
    }

    @Test("the dual form: light, dark and no preference in kitty's folder, beside the include of the current variant")
    func dualForm() throws {
        let layout = try KittyTarget.layout(in: home.environment, dual: true)
        let kittyFolder = home.folder.path + "/.config/kitty"
        #expect(
            layout.files.dropFirst() == [
                kittyFolder + "/light-theme.auto.conf", kittyFolder + "/dark-theme.auto.conf",
                kittyFolder + "/no-preference-theme.auto.conf"
            ])
        #expect(layout.lines.map(\.line) == ["include " + layout.files[0]])
        let texts = KittyTarget.contents(of: layout, theme: IntegrationHome.dynamic, appearance: .light)
        #expect(texts.map(background) == ["#fafaf0", "#fafaf0", "#080810", "#fafaf0"])
        let dark = KittyTarget.contents(of: layout, theme: IntegrationHome.dynamic, appearance: .dark)
        #expect(dark.map(background) == ["#080810", "#fafaf0", "#080810", "#080810"])
        // A theme with one look is that look in every file (older auto files are never left behind).
        #expect(Set(KittyTarget.contents(of: layout, theme: IntegrationHome.fixed, appearance: .light).map(background)) == ["#101010"])
    }

    @Test("older kitty: the include alone")
    func singleForm() throws {
        let layout = try KittyTarget.layout(in: home.environment, dual: false)
        #expect(layout.files == [home.folder.path + "/.config/darkscreen/integrations/kitty.conf"])
        #expect(KittyTarget.contents(of: layout, theme: IntegrationHome.dynamic, appearance: .dark).map(background) == ["#080810"])
    }

    /// A /proc-like folder: each process's comm, cmdline (NUL-separated) and stat (with its parent).
    func fakeProcess(_ folder: TemporaryDirectory, pid: Int, command: String, arguments: [String], parent: Int) {
        folder.write(command + "\n", to: "\(pid)/comm")
        folder.write(arguments.map { $0 + "\u{0}" }.joined(), to: "\(pid)/cmdline")
        folder.write("\(pid) (\(command)) S \(parent) \(pid) \(pid) 0 -1\n", to: "\(pid)/stat")
    }

    @Test("only kitty terminals are signalled: never kittens, kitty +runpy, remote control, or what kitty forked")
    func onlyTerminals() {
        let proc = TemporaryDirectory()
        fakeProcess(proc, pid: 1, command: "bash", arguments: ["-bash"], parent: 0)
        fakeProcess(proc, pid: 100, command: "kitty", arguments: ["kitty"], parent: 1)
        fakeProcess(proc, pid: 101, command: "kitty", arguments: ["/usr/bin/kitty", "--single-instance", "-o", "font_size=12"], parent: 1)
        fakeProcess(proc, pid: 200, command: "kitty", arguments: ["kitty", "+kitten", "themes"], parent: 1)
        fakeProcess(proc, pid: 201, command: "kitty", arguments: ["/usr/bin/kitty", "+runpy", "print(1)"], parent: 1)
        fakeProcess(proc, pid: 202, command: "kitty", arguments: ["kitty", "@", "set-colors", "x.conf"], parent: 1)
        fakeProcess(proc, pid: 203, command: "kitty", arguments: ["kitty"], parent: 100)  // forked by kitty (its prewarm helper)
        fakeProcess(proc, pid: 204, command: "kitty", arguments: ["python3", "fake-kitty.py"], parent: 1)  // a renamed process
        fakeProcess(proc, pid: 205, command: "kitten", arguments: ["kitten", "themes"], parent: 1)
        fakeProcess(proc, pid: 206, command: "kitty", arguments: [], parent: 1)  // cmdline unreadable (a zombie)
        #expect(KittyTarget.terminals(uid: getuid(), root: proc.path).sorted() == [100, 101])
        // Another user's processes are never considered.
        #expect(KittyTarget.terminals(uid: getuid() &+ 1, root: proc.path).isEmpty)
    }
}
