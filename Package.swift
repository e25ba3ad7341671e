// swift-tools-version:6.0
import PackageDescription

// What `darkscreen --version` reports about the build (the Makefile sets both; see `make build`).
// Only the small C target below sees them: a new commit recompiles one C file and relinks.
// Kept to characters that need no quoting, so no value can break the C string.
func buildValue(_ name: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .-_()+:/")
    return String((Context.environment[name] ?? "").filter(allowed.contains).prefix(120))
}

let package = Package(
    name: "darkscreen",
    products: [
        .executable(name: "darkscreen", targets: ["darkscreen"]),
        // Light or dark wherever the user is: the terminal's answers, tmux, the desktop setting.
        .library(name: "TerminalAppearance", targets: ["TerminalAppearance"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // ncursesw from the system (Debian libncurses-dev), found on the compiler's default paths: no
        // pkgConfig here, since Debian's ncursesw.pc carries -D flags SwiftPM refuses with a warning
        // on every build; terminal.h defines what they were for. See DECISIONS.md "ncursesw without pkg-config".
        .systemLibrary(name: "CNcursesw"),
        .target(
            name: "CDarkscreenBuild",
            cSettings: [
                .define("DS_BUILD_COMMIT", to: "\"\(buildValue("DARKSCREEN_BUILD_COMMIT"))\""),
                .define("DS_BUILD_SWIFT", to: "\"\(buildValue("DARKSCREEN_BUILD_SWIFT"))\"")
            ]),
        // libdbus-1 (Debian libdbus-1-dev), the D-Bus client for the desktop portal; see DECISIONS.md.
        .systemLibrary(
            name: "CDBus",
            pkgConfig: "dbus-1",
            providers: [.apt(["libdbus-1-dev"])]
        ),
        .target(
            name: "CDBusStaticSupport",
            cSettings: [.define("DS_STATIC_DBUS", .when(configuration: .release))]
        ),
        .target(name: "TerminalAppearance", dependencies: ["CDBus", "CDBusStaticSupport", "CThreadPlacement"]),
        .executableTarget(name: "follow-appearance", dependencies: ["TerminalAppearance"], path: "Examples/FollowAppearance"),
        // Where a start-up thread begins (BackgroundWork): glibc's CPU-set functions need _GNU_SOURCE.
        .target(name: "CThreadPlacement"),
        // The wall clock's changes (a timerfd with TFD_TIMER_CANCEL_ON_SET, which Glibc's module does not show to Swift).
        .target(name: "CClockSetTimer"),
        // Platform plumbing: files and their watching, the environment and /proc, time, threads, text, JSON.
        .target(name: "DarkscreenPlatform", dependencies: ["TerminalAppearance", "CThreadPlacement"]),
        // Themes and colour: colours, themes and the catalog, appearance, settings, the schedule, the hub.
        .target(name: "DarkscreenCore", dependencies: ["DarkscreenPlatform", "TerminalAppearance"]),
        // The tools darkscreen drives: `--apply` and hooks, `integrate`, `beside`, `context`, `gallery`.
        .target(name: "DarkscreenTools", dependencies: ["DarkscreenCore", "DarkscreenPlatform", "TerminalAppearance"]),
        // The app as a value: AppState, the events and effects, the update step (the one writer of the state).
        .target(name: "DarkscreenState", dependencies: ["DarkscreenTools", "DarkscreenCore", "DarkscreenPlatform", "TerminalAppearance"]),
        .target(
            name: "DarkscreenUI",
            dependencies: ["DarkscreenState", "DarkscreenTools", "DarkscreenCore", "DarkscreenPlatform", "TerminalAppearance", "CClockSetTimer"]),
        .target(
            name: "DarkscreenCurses",
            dependencies: ["DarkscreenUI", "DarkscreenState", "DarkscreenTools", "DarkscreenCore", "DarkscreenPlatform", "CNcursesw", "TerminalAppearance"]),
        .executableTarget(
            name: "darkscreen",
            dependencies: [
                "DarkscreenPlatform", "DarkscreenCore", "DarkscreenTools", "DarkscreenState", "DarkscreenUI", "DarkscreenCurses", "CDarkscreenBuild",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        // In-process benchmarks (`make bench`): parsing, resolving, posting, rendering, diffing.
        .executableTarget(
            name: "darkscreen-bench", dependencies: ["DarkscreenPlatform", "DarkscreenCore", "DarkscreenTools", "DarkscreenState", "DarkscreenUI"]),
        .testTarget(name: "TerminalAppearanceTests", dependencies: ["TerminalAppearance"]),
        // What the test targets share: a temporary folder, a test catalog, golden frames.
        .target(name: "DarkscreenTestSupport", dependencies: ["DarkscreenPlatform", "DarkscreenCore", "DarkscreenTools", "DarkscreenState", "DarkscreenUI"]),
        .testTarget(name: "DarkscreenCoreTests", dependencies: ["DarkscreenPlatform", "DarkscreenCore", "DarkscreenTools", "DarkscreenTestSupport"]),
        .testTarget(
            name: "DarkscreenStateTests",
            dependencies: ["DarkscreenState", "DarkscreenPlatform", "DarkscreenCore", "DarkscreenTools", "TerminalAppearance", "DarkscreenTestSupport"]),
        // Goldens/ holds the golden frames, read by path (GoldenFrame.verify), not bundled.
        .testTarget(
            name: "DarkscreenUITests",
            dependencies: ["DarkscreenUI", "DarkscreenState", "DarkscreenPlatform", "DarkscreenCore", "DarkscreenTools", "DarkscreenTestSupport"],
            exclude: ["Goldens"])
    ],
    swiftLanguageModes: [.v6]
)
