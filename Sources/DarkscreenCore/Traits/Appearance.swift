/// Whether the interface is light or dark (iOS's UIUserInterfaceStyle).
public enum Appearance: String, Sendable, CaseIterable, CustomStringConvertible {
    case unspecified
    case light
    case dark

    /// The appearance colours resolve against: darkscreen treats "unspecified" as dark.
    public var resolved: Appearance { self == .light ? .light : .dark }

    public var description: String { rawValue }
}
