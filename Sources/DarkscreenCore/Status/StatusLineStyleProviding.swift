/// Something that can ask for a status-line style: a view, or a container that defers to one
/// of its children (UIKit's preferredStatusBarStyle and childForStatusBarStyle).
public protocol StatusLineStyleProviding: AnyObject {
    /// The style this one asks for; nil to leave it to the theme.
    var preferredStatusLineStyle: StatusLineStyle? { get }
    /// A child whose preference wins over this one's (a container's top child); nil for none.
    var childForStatusLineStyle: StatusLineStyleProviding? { get }
}

extension StatusLineStyleProviding {
    /// The preference after deferring to children, all the way down.
    public var effectiveStatusLineStyle: StatusLineStyle? {
        childForStatusLineStyle?.effectiveStatusLineStyle ?? preferredStatusLineStyle
    }
}
