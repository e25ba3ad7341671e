import DarkscreenPlatform
/// Styles requested by views that are on screen: a view pushes on appear and pops on
/// disappear with the token it got; the top wins. A pop removes exactly the entry of its token,
/// whatever order views disappear in (removing the *first* matching entry instead would drop the wrong request).
public struct StatusLineStyleStack: Sendable, Equatable {
    public struct Token: Hashable, Sendable {
        fileprivate let id: Int
    }

    private var entries: [(token: Token, style: StatusLineStyle)] = []
    private var nextID = 0

    public init() {}

    public mutating func push(_ style: StatusLineStyle) -> Token {
        let token = Token(id: nextID)
        nextID += 1
        entries.append((token, style))
        return token
    }

    /// Removes the entry pushed with `token`; false when it is not there (popped already).
    @discardableResult
    public mutating func pop(_ token: Token) -> Bool {
        guard let index = entries.lastIndex(where: { $0.token == token }) else { return false }
        entries.remove(at: index)
        return true
    }

    public var top: StatusLineStyle? { entries.last?.style }
    public var count: Int { entries.count }
    public var styles: [StatusLineStyle] { entries.map(\.style) }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.entries.map(\.token) == rhs.entries.map(\.token) && lhs.styles == rhs.styles
    }
}
