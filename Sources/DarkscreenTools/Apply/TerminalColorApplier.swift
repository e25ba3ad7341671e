import TerminalAppearance
import DarkscreenPlatform
import DarkscreenCore

/// Keeps the terminal's own colours in step with the shown theme and knows how to give them
/// back: `transition(to:)` returns only the sequences for what changed (saving first, before the
/// very first change), `restoreSequence` what puts back everything changed so far. Pure: the
/// caller writes the bytes.
public struct TerminalColorApplier: Sendable {
    public let saving: TerminalColorSaving
    /// What the terminal shows now, as far as darkscreen set it.
    public private(set) var applied = TerminalColorSet()
    /// Every slot changed since the colours were saved.
    public private(set) var touched: Set<ColorSlot> = []
    /// The last set asked for (re-applied after a suspension).
    public private(set) var target = TerminalColorSet()
    private var pushed = false

    public init(saving: TerminalColorSaving) {
        self.saving = saving
    }

    /// Takes over colours applied earlier (by another process, as its record says): `applied` is
    /// in force and every slot of it was changed. Not for `.stack` (a push is not carried over).
    public init(saving: TerminalColorSaving, applied: TerminalColorSet) {
        self.saving = saving
        self.applied = applied
        self.target = applied
        touched = Set(applied.slots)
    }

    /// The bytes that take the terminal from what is applied to `next`.
    public mutating func transition(to wanted: TerminalColorSet) -> String {
        let next = saving.changeable(wanted)
        target = next
        guard next != applied else { return "" }
        var out = ""
        if saving == .stack && !pushed {
            out += TerminalColorSequence.push
            pushed = true
        }
        let dropped = Set(applied.slots).subtracting(next.slots)
        var changed = TerminalColorSet()
        if !dropped.isEmpty && saving == .stack {
            // One slot cannot be popped alone: pop everything, push again, then set all of `next`.
            out += TerminalColorSequence.pop + TerminalColorSequence.push
            touched = []
            changed = next
        } else {
            if !dropped.isEmpty { out += saving.restore(dropped) }
            touched.subtract(dropped)
            for slot in next.slots where applied[slot] != next[slot] { changed[slot] = next[slot] }
        }
        out += TerminalColorSequence.set(changed)
        touched.formUnion(next.slots)
        applied = next
        return out
    }

    /// What gives the terminal its colours back (empty when nothing was changed).
    public var restoreSequence: String {
        saving == .stack ? (pushed ? TerminalColorSequence.pop : "") : saving.restore(touched)
    }

    /// Gives the colours back and forgets what was applied (quit, a signal, Ctrl-Z); a later
    /// `transition(to:)` or `resume()` starts again by saving.
    public mutating func restore() -> String {
        let out = restoreSequence
        applied = TerminalColorSet()
        touched = []
        pushed = false
        return out
    }

    /// After a suspension: applies the last set asked for again.
    public mutating func resume() -> String {
        transition(to: target)
    }
}
