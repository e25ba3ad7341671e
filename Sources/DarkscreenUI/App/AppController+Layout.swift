import DarkscreenCore

/// The split's layout: `[` and `]` step the list pane's share through 1/3, 1/2, 2/3 (the iPad
/// Split View sizes), `s` swaps the panes' sides. A change is reported as `.layoutChanged` so
/// it can be saved with the settings; `setLayout` restores it at start-up without an effect.
extension AppController {
    public var splitRatio: SplitRatio { screen.split.ratio }
    public var listOnRight: Bool { screen.split.listOnRight }

    /// Sets the layout (from saved settings) without reporting a change.
    public func setLayout(ratio: SplitRatio, listOnRight: Bool) {
        screen.split.ratio = ratio
        screen.split.listOnRight = listOnRight
    }

    /// Handles `[`, `]` and `s`; nil for any other key.
    func handleLayoutKey(_ key: Key) -> [AppEffect]? {
        let split = screen.split
        switch key {
        case .character("["): split.ratio = split.ratio.previous
        case .character("]"): split.ratio = split.ratio.next
        case .character("s"): split.listOnRight.toggle()
        default: return nil
        }
        return [.layoutChanged(ratio: split.ratio, listOnRight: split.listOnRight)]
    }
}
