import DarkscreenState
/// A bounded table of colour pairs: (foreground, background) → pair number 1…capacity.
/// Pairs are reused; when the table is full it is reset, and the caller repaints the whole
/// frame with fresh pairs, so the number of pairs never exceeds what the terminal offers.
public struct ColorPairTable: Sendable {
    public struct Key: Hashable, Sendable {
        public var foreground: Int32
        public var background: Int32
        public init(foreground: Int32, background: Int32) {
            self.foreground = foreground
            self.background = background
        }
    }

    public let capacity: Int
    private var pairs: [Key: Int32] = [:]
    public private(set) var resetCount = 0

    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    public var count: Int { pairs.count }

    public enum Lookup: Equatable {
        /// An existing pair.
        case existing(Int32)
        /// A new pair the backend must define before use.
        case new(Int32)
        /// The table is full: call `reset()`, repaint everything.
        case full
    }

    public mutating func lookup(foreground: Int32, background: Int32) -> Lookup {
        let key = Key(foreground: foreground, background: background)
        if let pair = pairs[key] { return .existing(pair) }
        guard pairs.count < capacity else { return .full }
        let pair = Int32(pairs.count + 1)
        pairs[key] = pair
        return .new(pair)
    }

    public mutating func reset() {
        pairs.removeAll(keepingCapacity: true)
        resetCount += 1
    }
}
