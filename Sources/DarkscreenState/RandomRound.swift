/// `r`: a random theme of the category, never one already shown this round until every theme of
/// the category has been; then a new round. The theme highlighted when a round starts comes last
/// in it, so `r` always moves, and N presses in a category of N show N different themes.
/// The randomness is a SplitMix64 stream stirred with each press's time: the same events give
/// the same state (the update step stays a plain function).
public struct RandomRound: Equatable, Sendable {
    /// The category's themes (catalog indices) not yet shown this round.
    public private(set) var remaining: [Int] = []
    /// The themes the round was drawn from (a new category, catalog or favourites start a new round).
    public private(set) var members: [Int] = []
    private var seed: UInt64 = 0x2545_F491_4F6C_DD1D

    public init() {}

    /// The next theme of `members` (nil when there is none). `current`: the theme highlighted now.
    public mutating func draw(from members: [Int], current: Int, time: Int) -> Int? {
        guard !members.isEmpty else { return nil }
        if members != self.members || remaining.isEmpty {
            self.members = members
            remaining = members
        }
        seed ^= UInt64(truncatingIfNeeded: time)
        var position = Int(nextRandom() % UInt64(remaining.count))
        if remaining[position] == current && remaining.count > 1 {
            // The highlighted theme waits for the end of the round.
            position = (position + 1 + Int(nextRandom() % UInt64(remaining.count - 1))) % remaining.count
        }
        remaining.swapAt(position, remaining.count - 1)
        return remaining.removeLast()
    }

    private mutating func nextRandom() -> UInt64 {
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
