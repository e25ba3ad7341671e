// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "darkscreen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "darkscreen", targets: ["darkscreen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "DarkscreenCore"),
        .target(name: "DarkscreenUI", dependencies: ["DarkscreenCore"]),
        .target(name: "DarkscreenCurses", dependencies: ["DarkscreenUI", "DarkscreenCore", "CNcursesw"]),
        .executableTarget(
            name: "darkscreen",
            dependencies: [
                "DarkscreenCore", "DarkscreenUI", "DarkscreenCurses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // In-process benchmarks (`make bench`): parsing, resolving, posting, rendering, diffing.
        .executableTarget(name: "darkscreen-bench", dependencies: ["DarkscreenCore", "DarkscreenUI"]),
        .testTarget(name: "DarkscreenCoreTests", dependencies: ["DarkscreenCore"]),
        .testTarget(name: "DarkscreenUITests", dependencies: ["DarkscreenUI", "DarkscreenCore"]),
    ],
    swiftLanguageModes: [.v6]
)
