#if canImport(Glibc)
import Glibc
#endif
import DarkscreenCore
import DarkscreenState
import DarkscreenUI

/// A whole frame as a golden file: the text of every row, then a colour-role mask for the
/// foreground and for the background of every cell, then the attributes. Stored beside the tests
/// (`Goldens/NAME.frame`); compared whole; rewritten only when `DARKSCREEN_RECORD=1` is set.
public enum GoldenFrame {
    public enum Outcome: Equatable {
        case matches
        /// The file differs; the first differing line of each, for the failure message.
        case differs(expected: String, actual: String, line: Int)
        /// DARKSCREEN_RECORD=1: the file was (re)written; the test fails so a recording is never a pass.
        case recorded(path: String)
        case missing(path: String)
    }

    /// The letters of the mask, by role: the theme's colours as `colors` resolves them, then the
    /// status line's two text colours.
    public static func roleLetters(_ colors: ResolvedColors) -> [(RGB, Character)] {
        [(colors.background, "b"), (colors.primary, "p"), (colors.secondary, "s"), (colors.statusBackground, "t"),
         (colors.separator, "e"), (colors.selection, "l"), (StatusLineStyle.lightText, "W"), (StatusLineStyle.darkText, "K")]
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
            text += String((0..<frame.width).map { column in
                let value = frame[column, row].style.attributes.rawValue
                return value == 0 ? "." : Character(String(value))
            }) + "\n"
        }
        return text
    }

    /// Compares `frame` with `Goldens/NAME.frame` in the folder of `testFile`.
    public static func verify(_ frame: CellBuffer, colors: ResolvedColors, named name: String,
                              testFile: String = #filePath) -> Outcome {
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
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(expectedLines.count, actualLines.count)).first { expectedLines[$0] != actualLines[$0] }
            ?? min(expectedLines.count, actualLines.count)
        let pick = { (lines: [Substring]) in line < lines.count ? String(lines[line]) : "(end)" }
        return .differs(expected: pick(expectedLines), actual: pick(actualLines), line: line + 1)
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
