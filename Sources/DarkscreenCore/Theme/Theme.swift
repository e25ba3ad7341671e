/// One theme: a name, the status-line style it asks for, and its colours.
public struct Theme: Hashable, Sendable {
    public var name: String
    public var statusLine: StatusLineStyle
    public var colors: ThemeColors
    /// The colour specs as written, for `show` and `validate`.
    public var specs: [ThemeRole: ColorSpec]

    public init(name: String, statusLine: StatusLineStyle, colors: ThemeColors, specs: [ThemeRole: ColorSpec] = [:]) {
        self.name = name
        self.statusLine = statusLine
        self.colors = colors
        self.specs = specs
    }
}
