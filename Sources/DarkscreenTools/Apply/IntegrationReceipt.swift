import DarkscreenPlatform
import DarkscreenCore
extension IntegrationSummary {
    /// A commit's receipt for the status line, what was not reached first: "not reached: kitty ·
    /// dracula: 5 of 6 reached · foot at next start". A narrow line cuts the end, so what the user
    /// must act on is what stays (and the action, which is never cut, says where to read why).
    public var receipt: Notice {
        var text = ""
        if !failed.isEmpty { text += "not reached: " + failed.map(\.rawValue).joined(separator: ", ") + " · " }
        let reached = results.count - failed.count - atNextStart.count
        text += "\(SafeText.escaped(themeName)): \(reached) of \(results.count) reached"
        if !atNextStart.isEmpty { text += " · " + atNextStart.map(\.rawValue).joined(separator: ", ") + " at next start" }
        return Notice(text, action: action)
    }
}
