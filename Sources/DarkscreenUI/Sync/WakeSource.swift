/// Something besides the keyboard that can wake the run loop: a descriptor to poll with the
/// terminal, and/or an interval to be called at without one.
public protocol WakeSource: AnyObject {
    /// Polled for readability together with the terminal; nil when there is none.
    var fileDescriptor: Int32? { get }
    /// Call `wake()` at least this often (ms) even without input; nil when not needed.
    var pollInterval: Int32? { get }
    /// The descriptor was readable or the interval passed: look and apply what changed.
    func wake()
    /// Called after every pass of the loop's drawing (a frame written or nothing to write):
    /// work that must never delay a key's frame starts here (tmux calls).
    func frameWritten()
    /// Every descriptor to poll (a group of sources has several); by default `fileDescriptor`.
    var fileDescriptors: [Int32] { get }
}

extension WakeSource {
    public func frameWritten() {}
    public var fileDescriptors: [Int32] { fileDescriptor.map { [$0] } ?? [] }
}
