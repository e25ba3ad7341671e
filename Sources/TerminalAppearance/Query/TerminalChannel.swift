/// Where a ``FencedQuery`` writes its questions and reads the answers: the terminal
/// (``TTYChannel``), or anything else that behaves like one (a test's fake terminal).
public protocol TerminalChannel: AnyObject {
    /// Writes all of `bytes` at once; false if the terminal cannot be written.
    func write(_ bytes: [UInt8]) -> Bool
    /// Waits up to `timeout` for input and returns what is there (empty: nothing came in time;
    /// nil: the input is closed).
    func read(timeout: Duration) -> [UInt8]?
    /// A monotonic clock (any origin): the time budget is measured with it.
    func now() -> Duration
}
