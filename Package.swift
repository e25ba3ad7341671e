// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "darkscreen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "darkscreen", targets: ["darkscreen"]),
        // Light or dark wherever the user is: the terminal's answers, tmux, the desktop setting.
        .library(name: "TerminalAppearance", targets: ["TerminalAppearance"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
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
        .target(name: "TerminalAppearance", dependencies: ["CDBus", "CDBusStaticSupport"]),
        .executableTarget(name: "follow-appearance", dependencies: ["TerminalAppearance"], path: "Examples/FollowAppearance"),
        .target(name: "DarkscreenCore", dependencies: ["TerminalAppearance"]),
        .target(name: "DarkscreenUI", dependencies: ["DarkscreenCore", "TerminalAppearance"]),
        .target(name: "DarkscreenCurses", dependencies: ["DarkscreenUI", "DarkscreenCore", "CNcursesw", "TerminalAppearance"]),
        .executableTarget(
            name: "darkscreen",
            dependencies: [
                "DarkscreenCore", "DarkscreenUI", "DarkscreenCurses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // In-process benchmarks (`make bench`): parsing, resolving, posting, rendering, diffing.
        .executableTarget(name: "darkscreen-bench", dependencies: ["DarkscreenCore", "DarkscreenUI"]),
        .testTarget(name: "TerminalAppearanceTests", dependencies: ["TerminalAppearance"]),
        .testTarget(name: "DarkscreenCoreTests", dependencies: ["DarkscreenCore"]),
        .testTarget(name: "DarkscreenUITests", dependencies: ["DarkscreenUI", "DarkscreenCore"]),
    ],
    swiftLanguageModes: [.v6]
)
