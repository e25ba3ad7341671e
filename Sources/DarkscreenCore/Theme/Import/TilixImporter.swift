import DarkscreenPlatform
/// Tilix colour schemes (`schemes/*.json`): `name`, `foreground-color`, `background-color`,
/// `palette` (16 colours), and, when `use-cursor-color` is true, `cursor-background-color` (the
/// cursor) and `cursor-foreground-color` (its text); when `use-highlight-color` is true,
/// `highlight-background-color` and `highlight-foreground-color` (the selection). Read with the
/// project's JSONParser, so errors carry line:column. A scheme with only a palette
/// (`use-theme-colors`) takes ANSI 0 and 7 as background and foreground.
enum TilixImporter {
    static func parse(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> [ImportedScheme] {
        var problems = ImportProblems(file: file)
        let root = try ImportProblems.jsonRoot(bytes, file: file)
        guard case .object = root.value else {
            throw ThemeFileError([ThemeDiagnostic(file: file, position: root.position, message: "expected a Tilix scheme object, found \(root.value.kindName)")]
            )
        }
        var fields = SchemeFields()
        fields.line = root.position.line
        func take(_ key: String, _ slot: SchemeFields.Slot) {
            guard let node = root[key] else { return }
            guard let text = node.stringValue else {
                problems.diagnostics.append(
                    ThemeDiagnostic(
                        file: file, position: node.position, field: key,
                        message: "expected a colour string, found \(node.value.kindName)"))
                return
            }
            fields.set(slot, text, line: node.position.line, field: key, problems: &problems)
        }
        take("background-color", .background)
        take("foreground-color", .foreground)
        if case .bool(true)? = root["use-cursor-color"]?.value {
            take("cursor-background-color", .cursor)
            take("cursor-foreground-color", .cursorText)
        }
        if case .bool(true)? = root["use-highlight-color"]?.value {
            take("highlight-background-color", .selectionBackground)
            take("highlight-foreground-color", .selectionForeground)
        }
        if let palette = root["palette"] {
            if case .array(let items) = palette.value, items.count <= Theme.paletteSize {
                for (index, item) in items.enumerated() {
                    guard let text = item.stringValue else {
                        problems.diagnostics.append(
                            ThemeDiagnostic(
                                file: file, position: item.position, field: "palette[\(index)]",
                                message: "expected a colour string, found \(item.value.kindName)"))
                        continue
                    }
                    fields.set(.palette(index), text, line: item.position.line, field: "palette[\(index)]", problems: &problems)
                }
            } else {
                problems.diagnostics.append(
                    ThemeDiagnostic(
                        file: file, position: palette.position, field: "palette",
                        message: "expected a list of at most \(Theme.paletteSize) colours, found \(palette.value.kindName)"))
            }
        }
        fields.defaultTextColorsFromPalette()
        let name = root["name"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? file.fileStem
        let scheme = fields.scheme(name: name, format: .tilix, file: file, keys: ("background-color", "foreground-color"), problems: &problems)
        try problems.check()
        return scheme.map { [$0] } ?? []
    }
}
