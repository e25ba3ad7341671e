import DarkscreenPlatform
/// Which imported schemes become one dynamic theme (README "Light/dark pairs"). Two schemes
/// pair when their names differ only by a last word naming opposite variants — `Light`/`Dark`,
/// `Latte`/`Mocha`, `Day`/`Night` (separated by a space, `-` or `_`; any case; also file names
/// like `solarized-light`) — and the schemes' own variants (base16 `variant`, else the
/// background's lightness) agree with those words. A family pairs only when it has exactly one
/// of each. The pair is named by the shared part (`Solarized Dark` + `Solarized Light` →
/// `Solarized`) and replaces the two. foot's `[colors-light]`/`[colors-dark]` in one file always pair.
public enum SchemePairing {
    static let lightWords: Set<String> = ["light", "latte", "day"]
    static let darkWords: Set<String> = ["dark", "mocha", "night"]

    /// The themes, in the schemes' order (a pair where its first member was).
    public static func themes(from schemes: [ImportedScheme]) -> [Theme] {
        var partner: [Int: Int] = [:]
        var families: [String: [Int]] = [:]
        for (index, scheme) in schemes.enumerated() {
            guard let family = family(of: scheme) else { continue }
            families[family.key, default: []].append(index)
        }
        // foot's two sections of one file pair by their file.
        for (index, scheme) in schemes.enumerated() where scheme.format == .foot && scheme.declaredVariant != nil {
            let file = scheme.metadata.sourceFile
            if let other = schemes.indices.first(where: {
                $0 != index && schemes[$0].metadata.sourceFile == file
                    && schemes[$0].format == .foot && schemes[$0].declaredVariant != nil && schemes[$0].variant != scheme.variant
            }) {
                partner[index] = other
            }
        }
        for members in families.values where members.count == 2 {
            let (a, b) = (members[0], members[1])
            guard partner[a] == nil, partner[b] == nil, schemes[a].variant != schemes[b].variant,
                family(of: schemes[a])?.variant == schemes[a].variant, family(of: schemes[b])?.variant == schemes[b].variant
            else { continue }
            partner[a] = b
            partner[b] = a
        }
        var themes: [Theme] = []
        var done: Set<Int> = []
        for (index, scheme) in schemes.enumerated() where !done.contains(index) {
            done.insert(index)
            guard let other = partner[index] else {
                themes.append(SchemeMapper.theme(scheme))
                continue
            }
            done.insert(other)
            let (light, dark) = scheme.variant == .light ? (scheme, schemes[other]) : (schemes[other], scheme)
            themes.append(SchemeMapper.pair(name: pairName(scheme), light: light, dark: dark))
        }
        return themes
    }

    /// The name without its variant word ("Solarized Dark" → "Solarized"); foot's two-section
    /// files are named by the file.
    static func pairName(_ scheme: ImportedScheme) -> String {
        if scheme.format == .foot, scheme.declaredVariant != nil, let file = scheme.metadata.sourceFile { return file.fileStem }
        return family(of: scheme)?.display ?? scheme.name
    }

    /// The family a name belongs to: the name without its last word, when that word names a variant.
    static func family(of scheme: ImportedScheme) -> (key: String, display: String, variant: ImportedScheme.Variant)? {
        let name = scheme.name.trimmingWhitespace
        guard let cut = name.lastIndex(where: { $0 == " " || $0 == "-" || $0 == "_" }) else { return nil }
        let word = name[name.index(after: cut)...].lowercased()
        let variant: ImportedScheme.Variant
        if lightWords.contains(word) { variant = .light } else if darkWords.contains(word) { variant = .dark } else { return nil }
        let display = name[..<cut].trimmingWhitespace
        guard !display.isEmpty else { return nil }
        return (display.lowercased(), display, variant)
    }
}
