import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// What the companion pane's preview (`p`) shows of a theme, as lines of coloured spans: its name,
/// the 16 ANSI colours as swatches and as text on the background, sample text in the palette's
/// colours (a shell prompt, a short diff, code with a keyword, a string and a comment), its
/// details and its contrast figures. Fitted to the pane: the whole preview with blank rows
/// between its parts, a narrower form without them, then the swatches alone.
public enum ThemePreview {
    public struct Span: Equatable, Sendable {
        public var text: String
        public var foreground: RGB
        public var background: RGB
        public var bold = false
        /// Shown on a terminal without colour (the swatches as reversed cells).
        public var monochrome: TextAttributes = []
    }

    public typealias Line = [Span]

    /// The whole preview wants this much room; below it the narrower form.
    public static let fullSize = Size(width: 44, height: 20)
    /// Below this, the swatches alone.
    public static let narrowSize = Size(width: 16, height: 6)

    /// One column of margin on each side when the pane is wide enough to spare it.
    public static func margin(for width: Int) -> Int { width >= 20 ? 1 : 0 }

    public static func lines(for theme: Theme, appearance: Appearance, floor: ContrastFloor, size: Size) -> [Line] {
        let colors = theme.colors.resolved(for: appearance)
        let palette = theme.palette?.map { $0.resolved(for: appearance) }
        let width = size.width - 2 * margin(for: size.width)
        guard width > 0, size.height > 0 else { return [] }
        let swatchWidth = max(1, min(4, width / 8))
        let swatches = swatchLines(palette, colors: colors, swatchWidth: swatchWidth)
        if width < narrowSize.width || size.height < narrowSize.height { return Array(swatches.prefix(size.height)) }
        func text(_ text: String, _ color: RGB, bold: Bool = false) -> Span {
            Span(text: text, foreground: color, background: colors.background, bold: bold)
        }
        // The palette colour `index`, or the role a theme without a palette shows text in.
        func ansi(_ index: Int) -> RGB {
            palette?[index] ?? (index == 8 ? colors.separator : index == 0 || index == 7 || index == 15 ? colors.primary : colors.secondary)
        }
        let title: [Line] = [[text(SafeText.escaped(theme.name), colors.primary, bold: true)]]
        let ansiText: [Line] =
            palette == nil
            ? []
            : [0, 8].map { start in
                (start..<start + 8).map { index in
                    let label = String(index)
                    return text(label + String(repeating: " ", count: max(0, swatchWidth - label.count)), ansi(index))
                }
            }
        let samples: [Line] = [
            [
                text("me@host", ansi(2), bold: true), text(":", colors.primary), text("~/src", ansi(4), bold: true),
                text("$ ", colors.primary), text("git diff", colors.primary)
            ],
            [text("@@ -1,2 +1,2 @@", ansi(6))],
            [text("- let mode = \"dark\"", ansi(1))],
            [text("+ let mode = \"light\"", ansi(2))],
            [text("// pick a theme", ansi(8))],
            [
                text("func", ansi(5), bold: true), text(" show", ansi(4)), text("(", colors.primary), text("\"hello\"", ansi(3)),
                text(")", colors.primary), text(" // 42", ansi(8))
            ]
        ]
        let details: [Line] = ThemeDetails.lines(for: shortened(theme.metadata)).map { line in
            [text(line.label + ": ", colors.secondary), text(SafeText.escaped(line.value), colors.primary)]
        }
        let full = size.width >= fullSize.width && size.height >= fullSize.height
        let contrast = contrastLines(for: theme, appearance: appearance, floor: floor, colors: colors, palette: palette, compact: !full)
        if full {
            let parts = [title, swatches + ansiText, samples, contrast, details].filter { !$0.isEmpty }
            var lines: [Line] = []
            for (index, part) in parts.enumerated() {
                if index > 0 { lines.append([]) }
                lines += part
            }
            return Array(lines.prefix(size.height))
        }
        return Array((title + swatches + Array(contrast.prefix(1)) + ansiText + samples + contrast.dropFirst() + details).prefix(size.height))
    }

    /// The 16 ANSI colours as two rows of blocks (0–7, 8–15); a line saying there are none.
    static func swatchLines(_ palette: [RGB]?, colors: ResolvedColors, swatchWidth: Int) -> [Line] {
        guard let palette else { return [[Span(text: "no ANSI palette", foreground: colors.separator, background: colors.background)]] }
        return [0, 8].map { start in
            (start..<start + 8).map { index in
                Span(
                    text: String(repeating: " ", count: swatchWidth), foreground: colors.primary, background: palette[index],
                    monochrome: index % 2 == 0 ? [.reverse] : [])
            }
        }
    }

    /// The text roles' contrast in this appearance ("primary 17.04:1 WCAG  (APCA Lc -104.5, advisory)",
    /// then "secondary 6.96:1  (Lc -48.9)"): the WCAG 2 ratio is the figure that counts (the normative
    /// one), the APCA Lc after it in parentheses is advisory; `!` below the floor for the primary text,
    /// then the least legible of the chromatic ANSI colours (1–6, 9–14: black, white and the greys
    /// are meant to sit near the background or the text).
    static func contrastLines(
        for theme: Theme, appearance: Appearance, floor: ContrastFloor, colors: ResolvedColors, palette: [RGB]?,
        compact: Bool
    ) -> [Line] {
        let figures = ContrastFigures.textRoles(of: theme, for: appearance).filter { $0.label != "selection" }
        let labelWidth = compact ? 0 : 11
        func label(_ text: String) -> String { text + String(repeating: " ", count: max(1, labelWidth - text.count)) }
        // The first figure names the measures: the WCAG 2 ratio counts, the APCA Lc is advisory.
        func summary(_ figure: ContrastFigure, first: Bool = false) -> String {
            let ratio = ContrastFigures.ratio(figure.ratio) + ":1", lc = ContrastFigures.lc(figure.lc)
            if compact { return ratio + " (Lc " + lc + ")" }
            return first ? ratio + " WCAG  (APCA Lc " + lc + ", advisory)" : ratio + "  (Lc " + lc + ")"
        }
        var lines: [Line] = []
        lines += figures.enumerated().map { index, figure in
            let low = figure.label == "primary" && !floor.isMet(text: figure.text, on: figure.background)
            return [
                Span(text: label(figure.label), foreground: colors.secondary, background: colors.background),
                Span(
                    text: summary(figure, first: index == 0) + (low ? " ! below \(floor)" : ""), foreground: colors.primary, background: colors.background,
                    bold: low)
            ]
        }
        if palette != nil,
            let weakest = ContrastFigures.palette(of: theme, for: appearance).enumerated()
                .filter({ ![0, 7, 8, 15].contains($0.offset) }).map(\.element).min(by: { $0.ratio < $1.ratio })
        {
            lines.append([
                Span(text: label("ANSI least"), foreground: colors.secondary, background: colors.background),
                Span(text: summary(weakest) + " (" + weakest.label.replacingPalette + ")", foreground: colors.primary, background: colors.background)
            ])
        }
        return lines
    }

    /// The source file by its name only (the pane is narrow; `show` prints the whole path).
    static func shortened(_ metadata: ThemeMetadata) -> ThemeMetadata {
        var metadata = metadata
        metadata.sourceFile = metadata.sourceFile.map(\.lastPathComponent)
        return metadata
    }
}

private extension String {
    /// "palette 3" → "3".
    var replacingPalette: String { split(separator: " ").last.map(String.init) ?? self }
}
