import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// Text attributes a cell can carry; also how state stays visible without colour.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = TextAttributes(rawValue: 1)
    public static let reverse = TextAttributes(rawValue: 2)
    public static let underline = TextAttributes(rawValue: 4)
}

/// Foreground, background and attributes of a cell.
public struct CellStyle: Hashable, Sendable {
    public var foreground: RGB
    public var background: RGB
    public var attributes: TextAttributes
    /// Attributes added only on a terminal without colour, where they are the only way to show
    /// state (the highlight, the committed theme, the status line). Views set them whatever the
    /// terminal; the backend uses them only in `ColorMode.none`.
    public var monochrome: TextAttributes

    public init(foreground: RGB, background: RGB, attributes: TextAttributes = [], monochrome: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.monochrome = monochrome
    }

    /// The attributes a terminal in `mode` shows.
    public func effectiveAttributes(in mode: ColorMode) -> TextAttributes {
        mode == .none ? attributes.union(monochrome) : attributes
    }
}

/// One terminal cell. A wide glyph occupies its cell (width 2) and the next (width 0).
/// Plain data (see `Glyph`), so frames are copied and compared without reference counting.
public struct Cell: Hashable, Sendable {
    public var glyph: Glyph
    public var width: UInt8
    public var style: CellStyle

    public init(_ character: Character, width: UInt8 = 1, style: CellStyle) {
        self.init(glyph: Glyph(character), width: width, style: style)
    }

    public init(glyph: Glyph = .space, width: UInt8 = 1, style: CellStyle) {
        self.glyph = glyph
        self.width = width
        self.style = style
    }

    public var character: Character {
        get { glyph.character }
        set { glyph = Glyph(newValue) }
    }

    public var isContinuation: Bool { width == 0 }
}
