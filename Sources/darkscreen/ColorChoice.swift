import ArgumentParser
import DarkscreenUI

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
