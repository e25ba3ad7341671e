import DarkscreenPlatform
import DarkscreenCore
/// A theme variant as base16/base24 slots (tinted-theming), the same slots `darkscreen export
/// --format base16` writes: base00 the background, base05 the foreground, base02 the selection,
/// base03 the bright black, base07 the bright white, base08–0E and base12–17 the ANSI colours as
/// tinted-shell maps them; base01/04/06/09/0F/10/11, which darkscreen has no colour for, blends.
/// (The table is in docs/keep-the-theme.md.)
package struct Base16Palette: Sendable {
    enum System: String, Sendable {
        case base16, base24

        var slotCount: Int { self == .base16 ? 16 : 24 }
    }

    var scheme: ExportScheme
    var slots: [RGB]

    init(_ scheme: ExportScheme) {
        self.scheme = scheme
        let p = scheme.palette, bg = scheme.background, fg = scheme.foreground
        let blend = Base16Exporter.blend
        let slots: [RGB] = [
            bg, blend(bg, fg, 0.08), scheme.selectionBackground, p[8], blend(bg, fg, 0.7), fg, blend(fg, p[15], 0.5), p[15],
            p[1], blend(p[1], p[3], 0.5), p[3], p[2], p[6], p[4], p[5], blend(p[1], bg, 0.4),
            blend(bg, .black, 0.3), blend(bg, .black, 0.6), p[9], p[11], p[10], p[14], p[12], p[13]
        ]
        self.slots = slots
    }

    /// `base00` … `base17`.
    static func slotName(_ index: Int) -> String { Base16Importer.slotName(index) }

    /// The template variables of the tinted-theming builder: the scheme's fields and, for each
    /// slot, `-hex`, `-hex-bgr`, `-hex-r/g/b`, `-rgb-r/g/b`, `-dec-r/g/b` (base16: the first 16).
    /// The name, author and description are `ToolText.label`s (a template may put them anywhere:
    /// a comment, a quoted string, a shell line); the slug is the name in lower-case ASCII
    /// letters, digits and `-`.
    func variables(system: System) -> [String: MustacheValue] {
        let name = ToolText.label(scheme.name)
        let slug = Self.slug(scheme.name)
        var variables: [String: MustacheValue] = [
            "scheme-name": .text(name),
            "scheme-author": .text(ToolText.label(scheme.metadata.author ?? "darkscreen")),
            "scheme-description": .text(ToolText.label(scheme.metadata.description ?? "")),
            "scheme-slug": .text(slug),
            "scheme-slug-underscored": .text(slug.replacing("-", with: "_")),
            "scheme-system": .text(system.rawValue),
            "scheme-variant": .text(scheme.variant.rawValue),
            "scheme-is-\(scheme.variant.rawValue)-variant": .flag(true)
        ]
        for index in 0..<system.slotCount {
            let slot = Self.slotName(index), rgb = slots[index]
            let hex = ToolText.bareHex(rgb)
            let r = String(hex.prefix(2)), g = String(hex.dropFirst(2).prefix(2)), b = String(hex.suffix(2))
            variables["\(slot)-hex"] = .text(hex)
            variables["\(slot)-hex-bgr"] = .text(b + g + r)
            variables["\(slot)-hex-r"] = .text(r)
            variables["\(slot)-hex-g"] = .text(g)
            variables["\(slot)-hex-b"] = .text(b)
            variables["\(slot)-rgb-r"] = .text(String(rgb.red))
            variables["\(slot)-rgb-g"] = .text(String(rgb.green))
            variables["\(slot)-rgb-b"] = .text(String(rgb.blue))
            variables["\(slot)-dec-r"] = .text(Self.decimal(rgb.red))
            variables["\(slot)-dec-g"] = .text(Self.decimal(rgb.green))
            variables["\(slot)-dec-b"] = .text(Self.decimal(rgb.blue))
        }
        return variables
    }

    /// The builder's slug: ASCII letters lower-cased, digits, spaces and `-` as `-`, the rest
    /// dropped (runs of `-` kept to one); `darkscreen` when nothing is left.
    static func slug(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "A"..."Z": out.unicodeScalars.append(Unicode.Scalar(scalar.value + 32)!)
            case "a"..."z", "0"..."9": out.unicodeScalars.append(scalar)
            case " ", "-", "_": if !out.isEmpty && !out.hasSuffix("-") { out += "-" }
            default: break
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "darkscreen" : out
    }

    /// A channel over 255 with 8 decimals, as the builders write it (`0.50196078`).
    static func decimal(_ channel: UInt8) -> String {
        let scaled = (UInt64(channel) * 100_000_000 * 2 + 255) / (255 * 2)
        let whole = scaled / 100_000_000, fraction = String(scaled % 100_000_000)
        return "\(whole)." + String(repeating: "0", count: 8 - fraction.count) + fraction
    }
}
