import DarkscreenPlatform
/// When the theme list shows (the setting `"list"`): while the user is choosing (`auto`: shown on
/// focus, a click or Tab, hidden after Enter or Esc and when focus leaves), always, or only when
/// Tab asks. With the list hidden the pane is the theme's background edge to edge.
public enum ListMode: String, Sendable, CaseIterable {
    case auto
    case shown
    case hidden
}
