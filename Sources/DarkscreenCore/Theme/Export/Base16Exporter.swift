import DarkscreenPlatform
/// A base24 scheme (tinted-theming's YAML; base16 tools read its first 16 slots). base00 is the
/// background, base05 the foreground, base02 the selection, base08–0F and base12–17 the ANSI
/// colours as base16-shell maps them; base01/04/06/09/0F/10/11, which darkscreen has no colour
/// for, are blends. The ANSI black (0) and white (7) have no slot of their own: base16 uses the
/// background and the foreground for them.
package enum Base16Exporter {
    static func write(_ scheme: ExportScheme) -> String {
        let p = scheme.palette, bg = scheme.background, fg = scheme.foreground
        var slots: [Int: RGB] = [
            0x00: bg, 0x01: blend(bg, fg, 0.08), 0x02: scheme.selectionBackground, 0x03: p[8], 0x04: blend(bg, fg, 0.7),
            0x05: fg, 0x06: blend(fg, p[15], 0.5), 0x07: p[15], 0x09: blend(p[1], p[3], 0.5), 0x0F: blend(p[1], bg, 0.4),
            0x10: blend(bg, .black, 0.3), 0x11: blend(bg, .black, 0.6)
        ]
        for (ansi, slot) in Base16Importer.ansi.enumerated() where ansi != 0 && ansi != 7 && ansi != 8 && ansi != 15 {
            slots[slot.base24 ?? slot.base16] = p[ansi]
        }
        func quoted(_ text: String) -> String {
            "\"" + ExportScheme.safe(text).replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        }
        var lines = ["system: \"base24\"", "name: " + quoted(scheme.name)]
        if let author = scheme.metadata.author { lines.append("author: " + quoted(author)) }
        if let description = scheme.metadata.description { lines.append("description: " + quoted(description)) }
        lines += ["variant: \"\(scheme.variant.rawValue)\"", "palette:"]
        lines += (0...0x17).map { "  \(Base16Importer.slotName($0)): \"\(ExportScheme.hex(slots[$0] ?? bg))\"" }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func blend(_ a: RGB, _ b: RGB, _ amount: Double) -> RGB {
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * (1 - amount) + Double(y) * amount).rounded()) }
        return RGB(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue))
    }
}
