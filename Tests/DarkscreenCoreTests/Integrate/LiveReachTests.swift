#if canImport(Glibc)
    import Glibc
#endif
import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Reaching running instances is bounded in total: sockets that accept and never answer (a
/// stopped Neovim) are asked side by side under one budget.
@Suite struct LiveReachTests {
    /// A listening socket: the kernel accepts connections on it, nobody ever answers.
    func silentSocket(_ path: String) -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8)
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        listen(fd, 8)
        return fd
    }

    @Test("forty sockets that never answer cost one budget, and each is named as not answering")
    func boundedInTotal() {
        let folder = TemporaryDirectory()
        let paths = (0..<40).map { folder.path + "/nvim.\($0).0" }
        let fds = paths.map(silentSocket)
        defer { fds.forEach { close($0) } }
        let start = MonotonicClock.milliseconds()
        let answers = LiveReach.askAll(paths, budget: 300) { socket, deadline in
            NeovimRPC.tell("colorscheme darkscreen", to: socket, deadline: deadline)
        }
        let took = MonotonicClock.milliseconds() - start
        #expect(took >= 290 && took < 1200, "took \(took) ms")
        #expect(answers.map(\.0) == paths)
        #expect(answers.allSatisfy { if case .failed(let reason) = $0.1 { reason.contains("did not answer") } else { false } })
    }

    @Test("a socket left behind by a Neovim that exited is no failure")
    func goneSocket() {
        let folder = TemporaryDirectory()
        let path = folder.path + "/nvim.1.0"
        close(silentSocket(path))
        let answers = LiveReach.askAll([path], budget: 300) { NeovimRPC.tell("x", to: $0, deadline: $1) }
        #expect(answers.first?.1 == .gone)
    }
}
