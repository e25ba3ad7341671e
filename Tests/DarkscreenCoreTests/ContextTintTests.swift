import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// A context's tint keeps every text colour legible: for every shipped theme, both variants and
/// each named hue, the foreground, `secondary` and the chromatic ANSI colours reach the floor on
/// the tint (and the greys where they reached it on the theme's own background), none comes
/// close to the tint under the three colour-vision lenses, and colours the theme keeps apart stay
/// apart under each lens.
@Suite struct ContextTintTests {
    static let repository = #filePath.deletingLastPathComponent.deletingLastPathComponent.deletingLastPathComponent

    static func shipped() throws -> [Theme] {
        var themes: [Theme] = []
        for file in ["themes.json", "catalog.json"] {
            themes += try ThemeDecoder.decode(try FileSystem.readBytes(at: repository + "/" + file), file: file)
        }
        return themes
    }

    /// Every way the tint can fall short, as "THEME (variant, hue): what".
    static func shortfalls(_ theme: Theme, _ appearance: Appearance, hue: Double, floor: ContrastFloor) -> [String] {
        let original = ExportScheme(theme, appearance: appearance)
        let originalSecondary = theme.colors.resolved(for: appearance).secondary
        let tinted = ContextTint.tinted(theme, appearance: appearance, hue: hue, floor: floor)
        let at = "\(theme.name) (\(appearance.rawValue), \(Int(hue))°)"
        var found: [String] = []
        let chromatic = Set(ThemeContrastRepair.paletteIndices)
        let before =
            [("primary", original.foreground), ("secondary", originalSecondary)] + original.palette.enumerated().map { ("palette \($0.offset)", $0.element) }
        for ((name, color), (_, was)) in zip(tinted.texts, before) {
            let index = Int(name.dropFirst("palette ".count))
            let mustPass = index.map { chromatic.contains($0) } ?? true
            guard mustPass || floor.isMet(text: was, on: original.background) else { continue }
            if !floor.isMet(text: color, on: tinted.background) { found.append("\(at): \(name) \(color.hex) below \(floor) on \(tinted.background.hex)") }
            for lens in ContextTint.lenses {
                let distance = OKLab(lens.simulate(color)).distance(to: OKLab(lens.simulate(tinted.background)))
                if distance < ContextTint.lensSeparation { found.append("\(at): \(name) collides with the tint under \(lens.rawValue)") }
            }
        }
        for lens in ContextTint.lenses {
            for i in ThemeContrastRepair.paletteIndices {
                for j in ThemeContrastRepair.paletteIndices where j > i {
                    let apart = OKLab(lens.simulate(original.palette[i])).distance(to: OKLab(lens.simulate(original.palette[j])))
                    let now = OKLab(lens.simulate(tinted.palette[i])).distance(to: OKLab(lens.simulate(tinted.palette[j])))
                    if apart >= 0.04 && now < 0.02 { found.append("\(at): palette \(i) and \(j) collide under \(lens.rawValue)") }
                }
            }
        }
        return found
    }

    /// Read once for every hue's case (each case runs on its own, so the cores share the table).
    static let shippedThemes: [Theme] = (try? shipped()) ?? []

    @Test(
        "every shipped theme, both variants, each named hue: each text colour at 4.5:1 on the tint, none colliding under the lenses",
        arguments: TintChoice.named.map(\.name))
    func table(hue name: String) throws {
        let themes = Self.shippedThemes
        #expect(themes.count > 100)
        let hue = try #require(TintChoice.named.first { $0.name == name }).degrees
        var found: [String] = []
        for theme in themes {
            for appearance in [Appearance.light, .dark] {
                found += Self.shortfalls(theme, appearance, hue: hue, floor: .standard)
            }
        }
        let summary = "\(found.count) shortfalls, first: \(found.prefix(5).joined(separator: "; "))"
        if !found.isEmpty { Issue.record(Comment(rawValue: summary)) }
    }

    @Test("the same at APCA Lc 60 and at WCAG 7:1 for the themes of themes.json", arguments: [ContrastFloor.apca(60), .wcag(7)])
    func otherFloors(floor: ContrastFloor) throws {
        let themes = try ThemeDecoder.decode(try FileSystem.readBytes(at: Self.repository + "/themes.json"), file: "themes.json")
        var found: [String] = []
        for theme in themes {
            for appearance in [Appearance.light, .dark] {
                for hue in TintChoice.named.map(\.degrees) { found += Self.shortfalls(theme, appearance, hue: hue, floor: floor) }
            }
        }
        let summary = "\(found.count) shortfalls, first: \(found.prefix(5).joined(separator: "; "))"
        if !found.isEmpty { Issue.record(Comment(rawValue: summary)) }
    }

    @Test("the tint keeps the background's lightness (within its range) and takes the rule's hue")
    func hueAndLightness() throws {
        let theme = try #require(try Self.shipped().first { $0.name == "Dracula" } ?? Self.shipped().first)
        let background = ExportScheme(theme, appearance: .dark).background
        for (name, degrees) in TintChoice.named {
            let tint = OKLab(ContextTint.tinted(theme, appearance: .dark, hue: degrees, floor: .standard).background)
            let kept = min(max(OKLab(background).lightness, ContextTint.darkRange.lowerBound), ContextTint.darkRange.upperBound)
            #expect(abs(tint.lightness - kept) < 0.01, "\(name)")
            let turn = abs(tint.hue - degrees).truncatingRemainder(dividingBy: 360)
            #expect(min(turn, 360 - turn) < 8, "\(name): hue \(tint.hue)")
            #expect(tint.chroma > 0.02, "\(name): a tint that shows")
        }
        // Pure black takes a hue at the range's lowest lightness.
        let black = ContextTint.tinted(
            background: .black, foreground: .white, secondary: .white, palette: Array(repeating: .white, count: 16), hue: 25, floor: .standard)
        #expect(OKLab(black.background).chroma > 0.02)
    }

    @Test("a tint toward a theme takes the hue of its background, or of its secondary when the background is grey")
    func tintTowardATheme() throws {
        let themes = try Self.shipped()
        let lookup: (String) -> Theme? = { name in themes.first { $0.name == name } }
        let grey = try #require(themes.first { OKLab($0.colors.resolved(for: .dark).background).chroma < 0.02 })
        let hue = try #require(ContextTint.hue(.theme(grey.name), appearance: .dark, theme: lookup))
        #expect(abs(hue - OKLab(grey.colors.resolved(for: .dark).secondary).hue) < 0.001)
        #expect(ContextTint.hue(.theme("No Such Theme"), appearance: .dark, theme: lookup) == nil)
        #expect(ContextTint.hue(.hue(140), appearance: .light, theme: lookup) == 140)
    }
}
