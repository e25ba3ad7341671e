import TerminalAppearance
import DarkscreenPlatform

/// Colours for the terminal's own slots (resolved RGB): what darkscreen applies for a theme,
/// or what the terminal answered before darkscreen changed anything. A slot that is absent is
/// not set (or not known).
public struct TerminalColorSet: Hashable, Sendable {
    public var colors: [ColorSlot: RGB]

    public init(_ colors: [ColorSlot: RGB] = [:]) {
        self.colors = colors
    }

    public subscript(slot: ColorSlot) -> RGB? {
        get { colors[slot] }
        set { colors[slot] = newValue }
    }

    public var isEmpty: Bool { colors.isEmpty }
    /// The slots that have a colour, in writing order.
    public var slots: [ColorSlot] { colors.keys.sorted() }

    /// What a theme sets, resolved for one appearance: the default background and foreground
    /// (`background`, `primary`), the selection background (`selection`), the cursor only when
    /// the theme names one, and ANSI 0–15 only when the theme has a palette (16 colours).
    public init(
        colors themeColors: ThemeColors, cursor: DynamicColor? = nil, palette: [DynamicColor]? = nil,
        appearance: Appearance
    ) {
        let resolved = themeColors.resolved(for: appearance)
        var colors: [ColorSlot: RGB] = [
            .background: resolved.background,
            .foreground: resolved.primary,
            .selectionBackground: resolved.selection
        ]
        if let cursor { colors[.cursor] = cursor.resolved(for: appearance) }
        if let palette, palette.count == 16 {
            for (index, color) in palette.enumerated() { colors[.palette(index)] = color.resolved(for: appearance) }
        }
        self.init(colors)
    }
}

extension ColorSlot {
    /// The slots `--apply terminal` sets, in the order they are written: the dynamic colours,
    /// then the 16 ANSI colours (palette entries above 15 are the terminal's own).
    public static let applied: [ColorSlot] =
        [.background, .foreground, .cursor, .selectionBackground, .selectionForeground]
        + (0..<16).map { .palette($0) }
}
