import DarkscreenPlatform
import DarkscreenCore
/// `darkscreen beside`'s layout: which side(s) the companion panes take, how wide the user's
/// pane is kept, and the companion widths that follow from a window's width.
public enum BesideSide: String, CaseIterable, Sendable {
    /// One companion on the left: the user's pane keeps to the right.
    case left
    /// One companion on the right: the user's pane keeps to the left.
    case right
    /// One on each side: the user's pane centred.
    case both
}

/// The width asked for the user's pane: columns, or a share of the window (`1/3`, `1/2`, `2/3`).
public enum BesideWidth: Equatable, Sendable, CustomStringConvertible {
    case columns(Int)
    case share(Int, Int)

    public static let largestColumns = 10_000

    /// `100`, `1/2`; nil for anything else (zero, a share of 1 or more, a denominator over 12).
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return nil }
        let numbers = parts.compactMap { Int($0) }
        switch numbers.count {
        case 1 where (1...Self.largestColumns).contains(numbers[0]):
            self = .columns(numbers[0])
        case 2 where numbers[0] > 0 && numbers[0] < numbers[1] && numbers[1] <= 12:
            self = .share(numbers[0], numbers[1])
        default:
            return nil
        }
    }

    public var description: String {
        switch self {
        case .columns(let count): "\(count)"
        case .share(let part, let whole): "\(part)/\(whole)"
        }
    }

    /// The user's pane's width in a window `window` columns wide (a share rounds to the nearest column).
    public func columns(in window: Int) -> Int {
        switch self {
        case .columns(let count): count
        case .share(let part, let whole): (window * part * 2 + whole) / (whole * 2)
        }
    }
}

/// The companions' widths for a window: the user's pane (or the panes it was split into) keeps
/// the width asked; the companions share the rest (with `both` they differ by at most one
/// column, the right one the wider); each keeps at least one column, so a window narrower than
/// the width asked gives the user's pane all it can. tmux draws one border column per companion.
public struct BesideLayout: Equatable, Sendable {
    public var side: BesideSide
    public var width: BesideWidth

    public init(side: BesideSide, width: BesideWidth) {
        self.side = side
        self.width = width
    }

    public func companions(windowWidth: Int) -> (left: Int?, right: Int?) {
        let count = side == .both ? 2 : 1
        let spare = max(count, windowWidth - count - width.columns(in: windowWidth))
        switch side {
        case .left: return (spare, nil)
        case .right: return (nil, spare)
        case .both: return (spare / 2, spare - spare / 2)
        }
    }
}
