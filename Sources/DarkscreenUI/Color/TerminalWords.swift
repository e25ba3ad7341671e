/// The terminal's own words for a fade frame: its terminfo strings, filled in by the backend
/// (`sgr0`, `setaf`, `cup`, …). Plain values and functions, so what a fade frame writes is
/// tested without a terminal.
public struct TerminalWords {
    /// `sgr0`: attributes off, the terminal's default colours.
    public var resetAttributes: [UInt8]
    public var bold: [UInt8]
    public var underline: [UInt8]
    public var reverse: [UInt8]
    /// `op`: the terminal's default foreground and background.
    public var defaultColors: [UInt8]
    /// `bce`: erasing (`clear`, `el`, `ech`) fills with the current background colour. Without
    /// it every cell of a frame is written, blanks as spaces.
    public var erasesInBackground: Bool
    /// Writing the bottom-right cell scrolls nothing (no `am`, or `xenl`).
    public var writesLastCell: Bool
    /// `clear`: the whole screen erased (in the current background: back-colour erase), cursor home.
    public var clearScreen: [UInt8]
    /// `el`, `ech`: erase to the end of the line, erase n characters (cursor stays); empty when
    /// the terminal has none (spaces are written instead).
    public var eraseToEndOfLine: [UInt8]
    public var eraseCharacters: (Int) -> [UInt8]
    /// `setaf`, `setab` for a colour number (a palette index, 0xRRGGBB in direct mode; -1 is
    /// the terminal's default and never asked for: `op` gives it).
    public var foreground: (Int32) -> [UInt8]
    public var background: (Int32) -> [UInt8]
    /// `cup`: the cursor to a row and column, from 0.
    public var moveTo: (_ row: Int, _ column: Int) -> [UInt8]
    /// Shorter moves where the terminal has them (empty where not): `home` (to the top left), `vpa` (to a row, same
    /// column), `hpa` (to a column, same row), `cub1` (one left), `cr` (to the first column).
    public var home: [UInt8]
    public var moveToRow: (Int) -> [UInt8]
    public var moveToColumn: (Int) -> [UInt8]
    public var oneLeft: [UInt8]
    public var carriageReturn: [UInt8]

    public init(
        resetAttributes: [UInt8], bold: [UInt8], underline: [UInt8], reverse: [UInt8], defaultColors: [UInt8],
        erasesInBackground: Bool, writesLastCell: Bool, clearScreen: [UInt8], eraseToEndOfLine: [UInt8],
        eraseCharacters: @escaping (Int) -> [UInt8],
        foreground: @escaping (Int32) -> [UInt8], background: @escaping (Int32) -> [UInt8],
        moveTo: @escaping (_ row: Int, _ column: Int) -> [UInt8], home: [UInt8], moveToRow: @escaping (Int) -> [UInt8],
        moveToColumn: @escaping (Int) -> [UInt8], oneLeft: [UInt8], carriageReturn: [UInt8]
    ) {
        self.resetAttributes = resetAttributes
        self.bold = bold
        self.underline = underline
        self.reverse = reverse
        self.defaultColors = defaultColors
        self.erasesInBackground = erasesInBackground
        self.writesLastCell = writesLastCell
        self.clearScreen = clearScreen
        self.eraseToEndOfLine = eraseToEndOfLine
        self.eraseCharacters = eraseCharacters
        self.foreground = foreground
        self.background = background
        self.moveTo = moveTo
        self.home = home
        self.moveToRow = moveToRow
        self.moveToColumn = moveToColumn
        self.oneLeft = oneLeft
        self.carriageReturn = carriageReturn
    }
}
