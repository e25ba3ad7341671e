import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// A private HOME with XDG folders for the integration tests, and no tool in PATH (so no version is read).
struct IntegrationHome {
    let folder = TemporaryDirectory()

    var environment: IntegrationEnvironment {
        let root = folder.path
        let variables = [
            "HOME": root, "XDG_CONFIG_HOME": root + "/.config", "XDG_STATE_HOME": root + "/.state",
            "TMPDIR": root + "/tmp", "XDG_RUNTIME_DIR": root + "/run", "TMUX_TMPDIR": root + "/tmp",
            "SHELL": "/bin/bash", "PATH": root + "/no-tools"
        ]
        return IntegrationEnvironment(environment: { variables[$0] })
    }

    static let catalog = TestCatalog.catalog()
    static var fixed: Theme { catalog.themes[0] }
    static var dynamic: Theme { catalog.themes[2] }
}
