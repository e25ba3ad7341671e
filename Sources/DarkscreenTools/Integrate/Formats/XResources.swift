import DarkscreenPlatform
import DarkscreenCore
/// xterm's colours as X resources (`xrdb -merge`; new windows read them): `*VT100.background`,
/// `foreground`, `cursorColor` and `color0`–`color15`. xrdb runs its input through the C
/// preprocessor, so the theme's name appears only `plain`, in a `!` comment (no quote, `/` or `#`).
enum XResources {
    static func resources(_ scheme: ExportScheme) -> [(name: String, value: String)] {
        var list: [(String, String)] = [
            ("*VT100.background", ToolText.hex(scheme.background)), ("*VT100.foreground", ToolText.hex(scheme.foreground)),
            ("*VT100.cursorColor", ToolText.hex(scheme.cursor))
        ]
        list += scheme.palette.enumerated().map { ("*VT100.color\($0.offset)", ToolText.hex($0.element)) }
        return list
    }

    static func write(_ scheme: ExportScheme) -> String {
        var lines = ["! \(IntegrationFiles.marker) on each commit (\(ToolText.plain(scheme.name)), \(scheme.variant.rawValue))"]
        lines += resources(scheme).map { "\($0.name): \($0.value)" }
        return lines.joined(separator: "\n") + "\n"
    }
}
