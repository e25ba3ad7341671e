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

/// Several wake sources as one: the run loop polls all their descriptors; on a wake each
/// member looks at its own (without blocking).
public final class WakeSourceGroup: WakeSource {
    private let members: [WakeSource]

    public init(_ members: [WakeSource]) {
        self.members = members
    }

    public var fileDescriptor: Int32? { fileDescriptors.first }
    public var fileDescriptors: [Int32] { members.flatMap(\.fileDescriptors) }
    public var pollInterval: Int32? { members.compactMap(\.pollInterval).min() }

    public func wake() {
        for member in members { member.wake() }
    }

    public func frameWritten() {
        for member in members { member.frameWritten() }
    }
}
