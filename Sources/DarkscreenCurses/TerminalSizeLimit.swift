import CNcursesw
import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// The largest window darkscreen draws. curses keeps sizes in 16-bit signed fields, and every cell
/// costs memory in curses' screens and darkscreen's frames, so a larger window (COLUMNS/LINES, or
/// the tty's real size) is refused with "terminal too large" rather than a misleading terminfo
/// error or gigabytes of cell grids.
public enum TerminalSizeLimit {
    /// curses' limit per side (a signed short).
    public static let maximumSide = 32_767
    /// About 170 MB of cell grids in all (curses' and darkscreen's), far more cells than any real
    /// screen shows (an 8K display in a 6×12 font is 1280×360 = 460,800).
    public static let maximumCells = 1_000_000

    public static func exceeds(_ size: TerminalSize) -> Bool {
        size.columns > maximumSide || size.rows > maximumSide || size.columns * size.rows > maximumCells
    }

    /// The size curses will start at: COLUMNS and LINES when set (curses prefers them), else the tty's.
    static func startingSize() -> TerminalSize {
        var columns: Int32 = 0
        var rows: Int32 = 0
        ds_tty_size(&columns, &rows)
        return TerminalSize(columns: environmentNumber("COLUMNS") ?? Int(columns), rows: environmentNumber("LINES") ?? Int(rows))
    }

    /// A positive number in the environment, saturating instead of overflowing; nil when unset or not a number.
    static func environmentNumber(_ name: String) -> Int? {
        guard let text = Environment.process.variable(name)?.trimmingPrefix(" "), !text.isEmpty,
            text.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        var value = 0
        for digit in text.utf8 {
            value = value > Int.max / 20 ? Int.max / 20 : value * 10 + Int(digit - 48)
        }
        return value > 0 ? value : nil
    }
}

/// A window size in character cells.
public struct TerminalSize: Equatable, Sendable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int

    public var description: String { "\(columns)x\(rows)" }
}
