#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// A whole frame as a golden file: the text of every row, then a colour-role mask for the
/// foreground and for the background of every cell, then the attributes. Stored beside the tests
/// (`Goldens/NAME.frame`); compared whole; rewritten only when `DARKSCREEN_RECORD=1` is set.
public enum GoldenFrame {
    public enum Outcome: Equatable {
        case matches
        /// The file differs: the whole frame, line by line, each differing line as `- expected`
        /// then `+ actual` (numbered), every other line as it is, for the failure message.
        case differs(diff: String)
        /// DARKSCREEN_RECORD=1: the file was (re)written; the test fails so a recording is never a pass.
        case recorded(path: String)
        case missing(path: String)
    }

    /// The letters of the mask, by role: the theme's colours as `colors` resolves them, then the
    /// status line's two text colours.
    public static func roleLetters(_ colors: ResolvedColors) -> [(RGB, Character)] {
        [
            (colors.background, "b"), (colors.primary, "p"), (colors.secondary, "s"), (colors.statusBackground, "t"),
            (colors.separator, "e"), (colors.selection, "l"), (StatusLineStyle.lightText, "W"), (StatusLineStyle.darkText, "K")
        ]
    }

    /// The frame as golden text. A colour no role has is `?`.
    public static func render(_ frame: CellBuffer, colors: ResolvedColors) -> String {
        let letters = roleLetters(colors)
        func letter(_ rgb: RGB) -> Character { letters.first { $0.0 == rgb }?.1 ?? "?" }
        var text = "size \(frame.width)x\(frame.height)\ntext\n"
        for row in 0..<frame.height { text += frame.text(row: row) + "|\n" }
        text += "foreground\n"
        for row in 0..<frame.height { text += String((0..<frame.width).map { letter(frame[$0, row].style.foreground) }) + "\n" }
        text += "background\n"
        for row in 0..<frame.height { text += String((0..<frame.width).map { letter(frame[$0, row].style.background) }) + "\n" }
        text += "attributes (1 bold, 2 reverse, 4 underline, summed)\n"
        for row in 0..<frame.height {
            text +=
                String(
                    (0..<frame.width).map { column in
                        let value = frame[column, row].style.attributes.rawValue
                        return value == 0 ? "." : Character(String(value))
                    }) + "\n"
        }
        return text
    }

    /// Compares `frame` with `Goldens/NAME.frame` in the folder of `testFile`.
    public static func verify(
        _ frame: CellBuffer, colors: ResolvedColors, named name: String,
        testFile: String = #filePath
    ) -> Outcome {
        let folder = String(testFile[..<(testFile.lastIndex(of: "/") ?? testFile.endIndex)]) + "/Goldens"
        let path = folder + "/" + name + ".frame"
        let actual = render(frame, colors: colors)
        if Environment.process.variable("DARKSCREEN_RECORD") == "1" {
            try? FileSystem.createDirectories(folder)
            try? FileSystem.writeAtomically(Array(actual.utf8), to: path)
            return .recorded(path: path)
        }
        guard let bytes = try? FileSystem.readBytes(at: path) else { return .missing(path: path) }
        let expected = String(decoding: bytes, as: UTF8.self)
        guard expected != actual else { return .matches }
        return .differs(diff: diff(expected: expected, actual: actual))
    }

    /// Every line of both frames: the same ones once, with two spaces; a differing one as
    /// `- expected` then `+ actual`, each with its line number.
    static func diff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : nil
            let after = index < new.count ? String(new[index]) : nil
            if before == after {
                out.append("  " + (before ?? ""))
                continue
            }
            out.append("- \(index + 1): " + (before ?? "(no line)"))
            out.append("+ \(index + 1): " + (after ?? "(no line)"))
        }
        return out.joined(separator: "\n")
    }
}

extension CellBuffer {
    /// A buffer from lines of text, every cell in `style` (ratatui's `Buffer::with_lines`): the
    /// expected frame of a test written as it looks. Lines are padded with blanks to the widest.
    public init(lines: [String], style: CellStyle = CellStyle(foreground: .white, background: .black)) {
        let width = lines.map(DisplayWidth.of).max() ?? 0
        self.init(size: Size(width: width, height: lines.count), fill: Cell(style: style))
        for (row, line) in lines.enumerated() {
            write(line, at: Point(column: 0, row: row), maxWidth: width, style: style)
        }
    }
}
