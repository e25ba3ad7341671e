import DarkscreenUI

/// Several wake sources as one: the run loop polls all their descriptors; on a wake each
/// member looks at its own (without blocking).
final class WakeSourceGroup: WakeSource {
    private let members: [WakeSource]

    init(_ members: [WakeSource]) {
        self.members = members
    }

    var fileDescriptor: Int32? { fileDescriptors.first }
    var fileDescriptors: [Int32] { members.flatMap(\.fileDescriptors) }
    var pollInterval: Int32? { members.compactMap(\.pollInterval).min() }

    func wake() {
        for member in members { member.wake() }
    }

    func frameWritten() {
        for member in members { member.frameWritten() }
    }
}
