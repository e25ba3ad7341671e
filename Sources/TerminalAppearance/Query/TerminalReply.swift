/// One thing read from a terminal's input while waiting for answers.
public enum TerminalReply: Hashable, Sendable {
    /// An OSC colour reply.
    case color(ColorSlot, TerminalColor)
    /// A `CSI ? 997 ; 1|2 n` report (asked with `CSI ? 996 n`, or sent unasked under mode 2031).
    case colorScheme(ColorScheme)
    /// A DECRPM reply (`CSI ? mode ; state $ y`): what the terminal says of a private mode.
    case mode(Int, state: Int)
    /// A DA1 reply (`CSI ? … c`): the fence.
    case deviceAttributes
    /// A control string or report that is none of the above (another program's query answered,
    /// an OSC the caller did not ask about): consumed, never input.
    case otherReply([UInt8])
    /// Bytes that are not replies: keys typed meanwhile, to be handed to the program's input.
    case input([UInt8])
}
