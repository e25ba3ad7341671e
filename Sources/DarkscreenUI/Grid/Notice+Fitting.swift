import DarkscreenCore
import DarkscreenState
import DarkscreenPlatform
import DarkscreenTools

/// How a notice fits the room it has (the status line).
extension Notice {
    /// The narrowest this can be shown and still say what matters: the action when there is one,
    /// else the first word (with an ellipsis when more follows).
    public func essentialWidth(ellipsis: Character = "…") -> Int {
        if let action { return DisplayWidth.of(action) }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard let first = words.first else { return 0 }
        return DisplayWidth.of(String(first)) + (words.count > 1 ? DisplayWidth.of(ellipsis) : 0)
    }

    /// The message in at most `width` columns: whole when it fits; else the text shortened at a
    /// word boundary (ending in `ellipsis`) before the whole action; else the action alone; and
    /// when not even the action fits, the action shortened the same way. Never cut mid-word: a
    /// first word wider than `width` leaves only the ellipsis.
    public func fitted(width: Int, ellipsis: Character = "…") -> String {
        let whole = line
        if DisplayWidth.of(whole) <= width { return whole }
        guard let action else { return WordWrap.shortened(text, width: width, ellipsis: ellipsis) }
        let actionWidth = DisplayWidth.of(action)
        guard actionWidth <= width else { return WordWrap.shortened(action, width: width, ellipsis: ellipsis) }
        let room = width - actionWidth - DisplayWidth.of(Self.separator)
        let shortened = room > 0 ? WordWrap.shortened(text, width: room, ellipsis: ellipsis) : ""
        // An ellipsis alone says nothing: then the action stands alone.
        guard !shortened.isEmpty, shortened != String(ellipsis) else { return action }
        return shortened + Self.separator + action
    }
}
