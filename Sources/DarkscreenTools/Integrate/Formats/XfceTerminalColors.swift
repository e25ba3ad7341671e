import DarkscreenPlatform
import DarkscreenCore
/// xfce4-terminal's colours: the colour keys of its `terminalrc` (`[Configuration]`), which the
/// running terminal watches and reloads by itself. Hex colours only; no name.
enum XfceTerminalColors {
    static func keys(_ scheme: ExportScheme) -> [(key: String, value: String)] {
        [
            ("ColorForeground", ToolText.hex(scheme.foreground)),
            ("ColorBackground", ToolText.hex(scheme.background)),
            ("ColorCursor", ToolText.hex(scheme.cursor)),
            ("ColorCursorForeground", ToolText.hex(scheme.cursorText)),
            ("ColorCursorUseDefault", "FALSE"),
            ("ColorSelection", ToolText.hex(scheme.selectionForeground)),
            ("ColorSelectionBackground", ToolText.hex(scheme.selectionBackground)),
            ("ColorSelectionUseDefault", "FALSE"),
            ("ColorBoldUseDefault", "TRUE"),
            ("ColorPalette", scheme.palette.map(ToolText.hex).joined(separator: ";"))
        ]
    }

    /// `terminalrc`'s text with these keys set in `[Configuration]`: a key already there is
    /// replaced where it is, the others are added at the end of the section (made when missing);
    /// every other line stays as it was.
    static func merged(into text: String, _ scheme: ExportScheme) -> String {
        merged(into: text, keys: keys(scheme))
    }

    /// `text` with `wanted` set in `[Configuration]` (as `merged(into:_:)`).
    static func merged(into text: String, keys wanted: [(key: String, value: String)]) -> String {
        var lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var section: String? = nil
        var sectionEnd: Int? = nil
        var found = Set<String>()
        for index in lines.indices {
            let trimmed = lines[index].trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            if trimmed.hasPrefix("[") {
                if section == "Configuration" && sectionEnd == nil { sectionEnd = index }
                section = String(trimmed.dropFirst().prefix(while: { $0 != "]" }))
                continue
            }
            guard section == "Configuration", let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingSuffix(while: { $0 == " " || $0 == "\t" })
            if let value = wanted.first(where: { $0.key == key })?.value {
                lines[index] = "\(key)=\(value)"
                found.insert(String(key))
            }
        }
        let missing = wanted.filter { !found.contains($0.key) }.map { "\($0.key)=\($0.value)" }
        if !missing.isEmpty {
            if let end = sectionEnd {
                var insertAt = end
                while insertAt > 0 && lines[insertAt - 1].isEmpty { insertAt -= 1 }
                lines.insert(contentsOf: missing, at: insertAt)
            } else if section == "Configuration" {
                lines += missing
            } else {
                if !lines.isEmpty && lines.last != "" { lines.append("") }
                lines += ["[Configuration]"] + missing
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

private extension Substring {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}
