import DarkscreenPlatform
import DarkscreenCore
import DarkscreenTools

/// The foreign theme formats (base16, kitty, Ghostty, iTerm2, Windows Terminal, Alacritty, foot,
/// xfce4-terminal, Konsole, Tilix):
/// any bytes, under any file extension, give schemes or diagnostics, never a crash; every
/// diagnostic is printable; and every theme read, exported in every format, reads back with the
/// same background and foreground and no raw control character or line separator in the written
/// file. Inputs reach past every reader's nesting limit (scripts/fuzz.sh's max_len, the
/// `*-nesting-65` seeds).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeFormats(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: data, count: size))
    // The first byte picks the extension, which breaks ties in format detection.
    let extensions = ["", ".yaml", ".toml", ".itermcolors", ".json", ".conf", ".ini", ".theme", ".colorscheme"]
    let file = "fuzz" + extensions[Int(bytes.first ?? 0) % extensions.count]
    let contents: ForeignThemeFile.Contents
    do {
        contents = try ForeignThemeFile.decode(Array(bytes.dropFirst()), file: file)
    } catch {
        for diagnostic in error.diagnostics {
            precondition(!diagnostic.description.unicodeScalars.contains(where: SafeText.isControl))
        }
        return 0
    }
    for theme in ForeignThemeFile.themes(from: contents).prefix(4) {
        let colors = theme.colors.resolved(for: .dark)
        for format in ExportFormat.themeFiles {
            guard let text = try? format.write(theme, appearance: .dark) else { preconditionFailure("\(format) refused an appearance") }
            precondition(!text.unicodeScalars.contains { SafeText.isControl($0) && $0 != "\n" && $0 != "\t" }, "\(format): raw control character")
            precondition(!text.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" }, "\(format): raw line separator")
            let readBack = format == .itermcolors ? "back.itermcolors" : "back"
            guard let back = try? ForeignThemeFile.decode(Array(text.utf8), file: readBack),
                let again = ForeignThemeFile.themes(from: back).first
            else { preconditionFailure("\(format) export does not read back") }
            let backColors = again.colors.resolved(for: .dark)
            precondition(backColors.background == colors.background && backColors.primary == colors.primary, "\(format) changed the colours")
        }
    }
    return 0
}
