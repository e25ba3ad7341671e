/// Tells a double click from two single ones: a second press on the same theme within
/// `interval` milliseconds. The time comes with the press (the input event carries it), so the
/// state holds no clock and the same events always give the same state.
public struct ClickTracker: Equatable, Sendable {
    public static let interval = 400
    private var last: Press?

    private struct Press: Equatable, Sendable {
        var index: Int
        var time: Int
    }

    public init() {}

    /// Records a press on the theme at `index` at `time` (ms); true when it completes a double click.
    public mutating func press(on index: Int, at time: Int) -> Bool {
        if let last, last.index == index, time - last.time >= 0, time - last.time <= Self.interval {
            self.last = nil  // a third press starts a new click
            return true
        }
        last = Press(index: index, time: time)
        return false
    }
}
