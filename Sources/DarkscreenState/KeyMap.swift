/// Every key darkscreen answers to, what it does, and the action the update step takes for it:
/// the one table the app's key handling, the help panel and the command line's help text
/// (`darkscreen --help`, the man page) are made from.
public enum KeyMap {
    /// What a key asks of the theme list (the help panel and the filter prompt read keys their own way).
    public enum Action: Hashable, Sendable {
        case previous, next, first, last, pageUp, pageDown
        case commit, revert, filter, cycleAppearance, togglePreview, cycleLens
        case narrowerSplit, widerSplit, swapSides
        case help, quit, suspend
        case toggleList
        case previousCategory, nextCategory, toggleFavourite, random, deriveLegible
    }

    public struct Binding: Sendable {
        /// The keys as the help shows them.
        public let keys: String
        public let does: String
        /// The keys of this row and the action each one takes (empty: not a key the list handles).
        public let actions: [Key: Action]
    }

    public static let bindings: [Binding] = [
        Binding(
            keys: "Up Down  k j", does: "move and apply a theme live",
            actions: [.up: .previous, .down: .next, .character("k"): .previous, .character("j"): .next]),
        Binding(
            keys: "Home End PgUp PgDn", does: "first, last, a page",
            actions: [.home: .first, .end: .last, .pageUp: .pageUp, .pageDown: .pageDown]),
        Binding(
            keys: "Left Right", does: "categories: All, Dark, Light, Yours…",
            actions: [.left: .previousCategory, .right: .nextCategory]),
        Binding(keys: "Enter", does: "commit the highlighted theme", actions: [.enter: .commit]),
        Binding(keys: "Esc", does: "to All; then to the committed theme", actions: [.escape: .revert]),
        Binding(
            keys: "f  r", does: "mark a favourite; a random theme",
            actions: [.character("f"): .toggleFavourite, .character("r"): .random]),
        Binding(keys: "Tab", does: "show or hide the theme list", actions: [.tab: .toggleList]),
        Binding(keys: "/", does: "filter the list (Esc clears)", actions: [.character("/"): .filter]),
        Binding(
            keys: "p  d", does: "preview; d in it: a legible variant",
            actions: [.character("p"): .togglePreview, .character("d"): .deriveLegible]),
        Binding(keys: "c", does: "colour vision: protan, deutan, tritan", actions: [.character("c"): .cycleLens]),
        Binding(keys: "a", does: "appearance: auto, light, dark", actions: [.character("a"): .cycleAppearance]),
        Binding(keys: "[  ]", does: "split: 1/3, 1/2, 2/3", actions: [.character("["): .narrowerSplit, .character("]"): .widerSplit]),
        Binding(keys: "s", does: "swap the panes", actions: [.character("s"): .swapSides]),
        Binding(keys: "mouse", does: "click applies, double click commits", actions: [:]),  // the wheel scrolls
        Binding(keys: "Ctrl-Z", does: "suspend (fg resumes)", actions: [.controlZ: .suspend]),
        Binding(keys: "?  Esc", does: "close this help", actions: [.character("?"): .help]),
        Binding(keys: "q  Ctrl-C", does: "quit", actions: [.character("q"): .quit, .controlC: .quit])
    ]

    private static let actions: [Key: Action] = bindings.reduce(into: [:]) { all, binding in
        all.merge(binding.actions) { first, _ in first }
    }

    /// The action `key` takes in the theme list, if any.
    public static func action(for key: Key) -> Action? { actions[key] }

    /// The keys in one paragraph, for `darkscreen --help` and the man page.
    public static var summary: String {
        var text = "Keys: "
        for (offset, binding) in bindings.enumerated() {
            if offset > 0 { text += "; " }
            text += binding.keys.split(separator: " ").joined(separator: " ") + ": " + binding.does
        }
        return text + "."
    }
}
