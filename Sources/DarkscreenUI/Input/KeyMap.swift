/// Every key darkscreen answers to and what it does: the one list the help panel shows and the
/// command line's help text is made from. (What each key does is decided in `AppUpdate`.)
public enum KeyMap {
    public struct Binding: Sendable {
        public let keys: String
        public let does: String
    }

    public static let bindings: [Binding] = [
        Binding(keys: "Up Down  k j", does: "move and apply a theme live"),
        Binding(keys: "Home End PgUp PgDn", does: "first, last, a page"),
        Binding(keys: "Enter", does: "commit the highlighted theme"),
        Binding(keys: "Esc", does: "back to the committed theme"),
        Binding(keys: "/", does: "filter the list (Esc clears)"),
        Binding(keys: "a", does: "appearance: auto, light, dark"),
        Binding(keys: "[  ]", does: "split: 1/3, 1/2, 2/3"),
        Binding(keys: "s", does: "swap the panes"),
        Binding(keys: "mouse", does: "click applies, double click commits"),
        Binding(keys: "?  Esc", does: "close this help"),
        Binding(keys: "q  Ctrl-C", does: "quit"),
    ]
}
