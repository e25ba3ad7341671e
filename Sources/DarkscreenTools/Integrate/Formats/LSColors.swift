import DarkscreenPlatform
import DarkscreenCore
/// `LS_COLORS` from the theme's palette (24-bit SGR, which GNU `ls` passes through as given):
/// folders blue, links cyan, programs green, pipes and devices yellow, sockets and doors magenta,
/// links to nothing red, archives red, images magenta, audio cyan; the permission highlights on the
/// palette's colour with the background as text. Digits and punctuation only: no name, no quote.
enum LSColors {
    static let archives = ["tar", "tgz", "gz", "xz", "zst", "bz2", "zip", "7z", "rar", "deb", "rpm", "jar", "lz", "lzma"]
    static let images = ["png", "jpg", "jpeg", "gif", "bmp", "svg", "webp", "tif", "tiff"]
    static let audio = ["mp3", "flac", "ogg", "wav", "opus", "m4a"]

    static func value(_ scheme: ExportScheme) -> String {
        let p = scheme.palette, bg = scheme.background
        func fg(_ rgb: RGB, bold: Bool = false) -> String { (bold ? "01;" : "") + ToolText.sgr(rgb) }
        func on(_ rgb: RGB) -> String { ToolText.sgr(bg) + ";" + ToolText.sgr(rgb, background: true) }
        var entries: [(String, String)] = [
            ("rs", "0"), ("di", fg(p[4], bold: true)), ("ln", fg(p[6], bold: true)), ("mh", "00"),
            ("pi", fg(p[3])), ("so", fg(p[5], bold: true)), ("do", fg(p[5], bold: true)),
            ("bd", fg(p[3], bold: true)), ("cd", fg(p[3], bold: true)), ("or", fg(p[1], bold: true)),
            ("mi", fg(p[1])), ("su", on(p[1])), ("sg", on(p[3])), ("ca", "00"), ("tw", on(p[2])),
            ("ow", fg(p[4]) + ";" + ToolText.sgr(p[2], background: true)), ("st", on(p[4])),
            ("ex", fg(p[2], bold: true))
        ]
        entries += archives.map { ("*.\($0)", fg(p[1], bold: true)) }
        entries += images.map { ("*.\($0)", fg(p[5])) }
        entries += audio.map { ("*.\($0)", fg(p[6])) }
        return entries.map { "\($0.0)=\($0.1)" }.joined(separator: ":")
    }

    /// For sh, bash and zsh.
    static func posixLine(_ scheme: ExportScheme) -> String { "export LS_COLORS='\(value(scheme))'" }

    /// For fish.
    static func fishLine(_ scheme: ExportScheme) -> String { "set -gx LS_COLORS '\(value(scheme))'" }
}
