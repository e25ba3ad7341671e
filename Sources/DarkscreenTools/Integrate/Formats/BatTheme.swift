import DarkscreenPlatform
import DarkscreenCore
/// bat's theme: a TextMate `.tmTheme` (an XML property list) with the editor colours and the
/// common syntax scopes from the theme's roles and palette, as the Vim colour scheme maps them
/// (keywords magenta, strings green, numbers and types yellow, functions blue, comments the
/// bright black). bat finds it in `$(bat --config-dir)/themes` after `bat cache --build` and
/// selects it by its file name (`--theme=darkscreen`); the theme's name is only its label, escaped.
enum BatTheme {
    static let fileName = "darkscreen.tmTheme"

    static func write(_ scheme: ExportScheme) -> String {
        let p = scheme.palette, bg = scheme.background, fg = scheme.foreground
        let editor: [(String, RGB)] = [
            ("background", bg), ("foreground", fg), ("caret", scheme.cursor), ("selection", scheme.selectionBackground),
            ("lineHighlight", Base16Exporter.blend(bg, fg, 0.08)), ("invisibles", p[8]), ("gutter", bg),
            ("gutterForeground", p[8]), ("findHighlight", p[3]), ("findHighlightForeground", bg)
        ]
        let scopes: [(String, String, RGB, String?)] = [
            ("Comment", "comment, punctuation.definition.comment", p[8], "italic"),
            ("String", "string, punctuation.definition.string", p[2], nil),
            ("Number", "constant.numeric", p[3], nil),
            ("Constant", "constant.language, constant.character, constant.other, support.constant", p[5], nil),
            ("Escape", "constant.character.escape, string.regexp", p[6], nil),
            ("Keyword", "keyword, storage, keyword.operator.word", p[5], nil),
            ("Operator", "keyword.operator", fg, nil),
            ("Function", "entity.name.function, support.function, meta.function-call", p[4], nil),
            ("Type", "entity.name.type, entity.name.class, support.type, support.class, storage.type", p[3], nil),
            ("Variable", "variable, variable.parameter", fg, nil),
            ("Tag", "entity.name.tag, meta.tag", p[1], nil),
            ("Attribute", "entity.other.attribute-name", p[3], nil),
            ("Heading", "markup.heading, entity.name.section", p[4], "bold"),
            ("Inserted", "markup.inserted", p[2], nil),
            ("Deleted", "markup.deleted", p[1], nil),
            ("Changed", "markup.changed", p[3], nil),
            ("Link", "markup.underline.link, string.other.link", p[6], "underline")
        ]
        // The marker first (darkscreen knows its own files by their first line), so no XML
        // declaration, which would have to come first: UTF-8 is XML's default.
        var lines = [
            "<!-- \(IntegrationFiles.marker) on each commit; it is replaced, not edited -->",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            "<plist version=\"1.0\">",
            "<dict>",
            "  <key>name</key>",
            "  <string>\(ToolText.xml(scheme.name)) (darkscreen)</string>",
            "  <key>settings</key>",
            "  <array>",
            "    <dict>",
            "      <key>settings</key>",
            "      <dict>"
        ]
        for (key, color) in editor {
            lines += ["        <key>\(key)</key>", "        <string>\(ToolText.hex(color))</string>"]
        }
        lines += ["      </dict>", "    </dict>"]
        for (name, scope, color, style) in scopes {
            lines += [
                "    <dict>",
                "      <key>name</key>", "      <string>\(name)</string>",
                "      <key>scope</key>", "      <string>\(scope)</string>",
                "      <key>settings</key>", "      <dict>",
                "        <key>foreground</key>", "        <string>\(ToolText.hex(color))</string>"
            ]
            if let style { lines += ["        <key>fontStyle</key>", "        <string>\(style)</string>"] }
            lines += ["      </dict>", "    </dict>"]
        }
        lines += ["  </array>", "</dict>", "</plist>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
