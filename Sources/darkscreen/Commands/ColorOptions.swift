import ArgumentParser
import DarkscreenCore
#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// `--color auto|always|never` for every command that colours its output (see `ColorOutput`
/// for the order in which the flag, CLICOLOR_FORCE, NO_COLOR and CLICOLOR are honoured).
struct ColorOutputOptions: ParsableArguments {
    @Option(
        name: .customLong("color"),
        help: ArgumentHelp(
            "Colour the output: auto (on a terminal; CLICOLOR_FORCE forces it, NO_COLOR and CLICOLOR=0 turn it off), always or never.",
            valueName: "WHEN"))
    var color: ColorOutput = .auto

    /// Whether standard output gets colour.
    var isEnabled: Bool { color.isEnabled(outputIsTerminal: isatty(1) == 1) }
}

extension ColorOutput: ExpressibleByArgument {}

/// `--colors auto|direct|256|16|8|none`: the colour mode, or detection (`auto`).
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, direct
    case c256 = "256"
    case c16 = "16"
    case c8 = "8"
    case none

    /// The override for the terminal (nil: detect).
    var override: ColorMode? {
        self == .auto ? nil : ColorMode(rawValue: rawValue)
    }
}
