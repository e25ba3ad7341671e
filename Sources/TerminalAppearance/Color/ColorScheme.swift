/// Light or dark: what a program should draw in.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case light
    case dark

    public var description: String { rawValue }
}
