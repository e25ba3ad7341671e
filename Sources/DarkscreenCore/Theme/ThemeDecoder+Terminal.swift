import DarkscreenPlatform
/// The optional terminal colours of a theme in themes.json: `"palette"` (exactly 16 colours,
/// ANSI 0–15, each may be `{light, dark}`), `"cursor"`, and the `"metadata"` object.
extension ThemeDecoder {
    struct TerminalSpecs {
        var palette: [ColorSpec]?
        var cursor: ColorSpec?
    }

    mutating func decodeTerminalColors(_ node: JSONNode, theme: String) -> TerminalSpecs? {
        var specs = TerminalSpecs()
        var ok = true
        if let paletteNode = node["palette"] {
            if case .array(let entries) = paletteNode.value {
                if entries.count != Theme.paletteSize {
                    report(
                        "the palette has \(entries.count) colour\(entries.count == 1 ? "" : "s"); it needs exactly 16 (ANSI 0–7, then bright 8–15)",
                        at: paletteNode, theme: theme, field: "palette")
                    ok = false
                }
                var colors: [ColorSpec] = []
                for (index, entry) in entries.enumerated() {
                    // The common case first, without building the field's name.
                    if let text = entry.stringValue, let rgb = RGB(hex: text) {
                        colors.append(.fixed(rgb))
                    } else if let spec = decodeSpec(entry, theme: theme, field: "palette[\(index)]") {
                        colors.append(spec)
                    } else {
                        ok = false
                    }
                }
                specs.palette = colors
            } else {
                report("expected a list of 16 colours, found \(paletteNode.value.kindName)", at: paletteNode, theme: theme, field: "palette")
                ok = false
            }
        }
        if let cursorNode = node["cursor"] {
            if let spec = decodeSpec(cursorNode, theme: theme, field: "cursor") { specs.cursor = spec } else { ok = false }
        }
        return ok ? specs : nil
    }

    mutating func resolveTerminalColors(
        _ specs: TerminalSpecs, specs roles: [ThemeRole: ColorSpec],
        theme: String
    ) -> (palette: [DynamicColor]?, cursor: DynamicColor?)? {
        var resolver = ColorSpecResolver(specs: roles)
        do throws(ColorSpecResolver.CycleError) {
            let palette = try specs.palette.map { specs throws(ColorSpecResolver.CycleError) in
                var colors: [DynamicColor] = []
                for spec in specs { colors.append(try resolver.color(for: spec)) }
                return colors
            }
            let cursor = try specs.cursor.map { spec throws(ColorSpecResolver.CycleError) in try resolver.color(for: spec) }
            return (palette, cursor)
        } catch {
            report(error.message, at: nil, theme: theme, field: "palette")
            return nil
        }
    }

    mutating func decodeMetadata(_ node: JSONNode?, theme: String) -> ThemeMetadata? {
        var metadata = ThemeMetadata()
        guard let node else { return metadata }
        guard case .object(let members) = node.value else {
            report(
                "expected an object {\"author\": …, \"license\": …, \"upstream\": …, \"description\": …}, found \(node.value.kindName)",
                at: node, theme: theme, field: "metadata")
            return nil
        }
        var ok = true
        for member in members {
            let field = "metadata.\(member.key)"
            guard ThemeMetadata.describedKeys.contains(member.key) else {
                report(
                    "unknown field (metadata has \(ThemeMetadata.describedKeys.map { "\"\($0)\"" }.joined(separator: ", ")))",
                    at: member.node, theme: theme, field: field)
                ok = false
                continue
            }
            guard let text = member.node.stringValue else {
                report("expected a string, found \(member.node.value.kindName)", at: member.node, theme: theme, field: field)
                ok = false
                continue
            }
            switch member.key {
            case "author": metadata.author = text
            case "license": metadata.license = text
            case "upstream": metadata.upstream = text
            default: metadata.description = text
            }
        }
        return ok ? metadata : nil
    }
}
