/// What came back from a ``FencedQuery``.
public struct QueryAnswers: Hashable, Sendable {
    /// The colours the terminal reported, by slot.
    public var colors: [ColorSlot: TerminalColor] = [:]
    /// The `CSI ? 997 ; n` answer, if the terminal gave one.
    public var colorScheme: ColorScheme?
    /// What the terminal said of each private mode asked with DECRQM (`TerminalQuery.mode`): its state (0–4).
    public var modes: [Int: Int] = [:]
    /// The DA1 fence came back: the terminal answered everything it is going to answer.
    public var fenceArrived = false
    /// Every question was answered.
    public var complete = false
    /// From the write to the last byte read (or the end of the budget).
    public var elapsed: Duration = .zero
    /// Input that was no reply (keys typed during the exchange), in order, for the program.
    public var input: [UInt8] = []
    /// A sequence under way when the reading stopped (a reply whose rest is slow to come, or an
    /// ESC: the Escape key or a reply's first byte), after `input`: for the program's input
    /// decoder to go on with, never to be taken as keys on its own.
    public var unfinished: [UInt8] = []
    /// Anything at all came back (a reply, or a part of one).
    public var heardAnything = false

    public init() {}

    /// The exchange ended without the terminal saying it was done: a reply may still come.
    public var timedOut: Bool { !fenceArrived && !complete }
}
