import DarkscreenPlatform
/// `"transition"` in settings.json: how a change that happens by itself (the schedule, the
/// desktop, the terminal's report, another darkscreen's commit) reaches the screen.
public enum Transition: String, Equatable, Sendable, CaseIterable {
    /// Over about half a second, in a perceptual colour space (docs/schedule.md "Calm transitions").
    case fade
    /// At once, in one frame.
    case none
}

/// The setting as settings.json has it: a value, or one that cannot be used (then the default
/// holds and one line says why).
public enum TransitionChoice: Equatable, Sendable {
    case set(Transition)
    case invalid(String)

    /// What is followed: the value, or the default (`fade`) for one that cannot be used.
    public var transition: Transition {
        if case .set(let transition) = self { transition } else { .fade }
    }

    /// The line the status line shows for a value that cannot be used.
    public var problem: String? {
        if case .invalid(let problem) = self { problem } else { nil }
    }
}

extension Settings {
    /// `"transition": "fade" | "none"`: `fade` when missing; anything else is refused with one line
    /// naming the file and the field, and `fade` holds.
    public var transition: TransitionChoice {
        guard let value = self[.transition] else { return .set(.fade) }
        if case .string(let text) = value, let transition = Transition(rawValue: text) { return .set(transition) }
        let shown = if case .string(let text) = value { SafeText.quoted(text) } else { value.kindName }
        return .invalid("settings.json: transition: \(shown) is not \"fade\" or \"none\"; fading (the default)")
    }
}
