/// Tells a double click from two single ones: a second press on the same theme within
/// `interval` milliseconds. The clock is injected so tests control time.
public struct ClickTracker: Sendable {
    public static let interval = 400
    public var clock: @Sendable () -> Int
    private var last: (index: Int, time: Int)?

    public init(clock: @escaping @Sendable () -> Int) {
        self.clock = clock
    }

    /// Records a press on the theme at `index`; true when it completes a double click.
    public mutating func press(on index: Int) -> Bool {
        let now = clock()
        if let last, last.index == index, now - last.time >= 0, now - last.time <= Self.interval {
            self.last = nil  // a third press starts a new click
            return true
        }
        last = (index, now)
        return false
    }
}
