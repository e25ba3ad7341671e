import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// A commit reaching the connected tools and an `integrate --undo` of the same target never
/// interleave: once `--undo` is done, no commit that started before it writes the target's files
/// back, and nothing is left that `--status` calls "not connected".
@Suite struct CommitAndUndoTests {
    let home = TemporaryDirectory()

    var environment: IntegrationEnvironment {
        let root = home.path
        // Targets no running instance is told of (foot, Vim: at their next start); no tool on PATH.
        return IntegrationEnvironment(environment: { name in
            [
                "HOME": root, "XDG_CONFIG_HOME": root + "/.config", "XDG_STATE_HOME": root + "/.local/state",
                "SHELL": "/bin/sh", "PATH": "/nonexistent", "TMPDIR": root, "TMUX_TMPDIR": root
            ][name]
        })
    }

    func connect(_ target: IntegrationTarget) throws -> IntegrationLayout {
        let integrator = Integrator(environment: environment)
        let (layout, _) = try integrator.plan(target)
        _ = try integrator.connect(layout, theme: TestCatalog.catalog().themes[0], appearance: .dark)
        return layout
    }

    @Test("a commit that read the record before --undo writes nothing after it", arguments: [FootTarget.target, VimTarget.target])
    func staleCommit(_ target: IntegrationTarget) throws {
        home.write("x=1\n", to: ".config/foot/foot.ini")
        home.write("set number\n", to: ".vimrc")
        let layout = try connect(target)
        #expect(layout.files.allSatisfy(FileSystem.isPresent))
        _ = try Integrator(environment: environment).disconnect(target)
        // The commit had the target's files from the record read before the undo.
        let outcome = IntegrationCommit.reach(layout, theme: TestCatalog.catalog().themes[1], appearance: .dark, environment: environment)
        #expect(outcome == .failed("disconnected while this commit ran; nothing written"))
        #expect(!layout.files.contains(where: FileSystem.isPresent))
    }

    @Test("commits and --undo side by side, many times: never a file without its connection")
    func sideBySide() throws {
        home.write("x=1\n", to: ".config/foot/foot.ini")
        let environment = self.environment
        let themes = TestCatalog.catalog().themes
        for round in 0..<25 {
            let layout = try connect(FootTarget.target)
            let commits = (0..<3).map { index in
                BackgroundWork { IntegrationCommit.run(theme: themes[(round + index) % themes.count], appearance: .dark, environment: environment) }
            }
            _ = try Integrator(environment: environment).disconnect(FootTarget.target)
            for commit in commits { _ = commit.value() }
            #expect(IntegrationRecord.load(environment.recordPath).connected[FootTarget.target] == nil)
            #expect(!layout.files.contains(where: FileSystem.isPresent), "round \(round): a file was written back after --undo")
            #expect(Integrator(environment: environment).status().contains("foot: not connected"))
            #expect(home.read(".config/foot/foot.ini") == "x=1\n")
        }
    }
}
