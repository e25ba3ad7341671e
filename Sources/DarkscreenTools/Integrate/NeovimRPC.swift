#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// Tells a running Neovim to load a colour scheme again: one msgpack-RPC request,
/// `nvim_command(…)`, over its server socket, and the reply awaited until a deadline. A socket
/// nobody answers on costs at most the time left; nothing is read beyond 64 KiB.
enum NeovimRPC {
    enum Answer: Equatable {
        case done
        /// No Neovim there any more (a socket left behind): not an error.
        case gone
        case failed(String)
    }

    /// The request `[0, 1, "nvim_command", [command]]`, msgpack-encoded.
    static func request(_ command: String) -> [UInt8] {
        var out: [UInt8] = [0x94, 0x00, 0x01]
        out += string("nvim_command")
        out.append(0x91)
        out += string(command)
        return out
    }

    static func string(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        switch bytes.count {
        case 0..<32: return [0xA0 | UInt8(bytes.count)] + bytes
        case 32..<256: return [0xD9, UInt8(bytes.count)] + bytes
        default: return [0xDA, UInt8(bytes.count >> 8), UInt8(bytes.count & 0xFF)] + bytes
        }
    }

    /// Sends `command` and awaits the reply until `deadline` (monotonic milliseconds).
    static func tell(_ command: String, to socketPath: String, deadline: Int) -> Answer {
        let milliseconds = LiveReach.budget
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { return .failed(FileSystem.errnoText()) }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let pathBytes = Array(socketPath.utf8)
        guard pathBytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return .failed("socket path too long") }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: pathBytes)
            raw[pathBytes.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        if connected != 0 {
            if errno == ECONNREFUSED || errno == ENOENT { return .gone }
            guard errno == EINPROGRESS || errno == EAGAIN else { return .failed(FileSystem.errnoText()) }
            guard waitFor(fd, events: Int16(POLLOUT), until: deadline) else { return .failed("did not accept within \(milliseconds) ms") }
        }
        let message = request(command)
        var sent = 0
        while sent < message.count {
            let count = message.withUnsafeBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if count > 0 { sent += count; continue }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN, waitFor(fd, events: Int16(POLLOUT), until: deadline) { continue }
            if errno == ECONNREFUSED || errno == EPIPE || errno == ECONNRESET { return .gone }
            return .failed("did not take the request within \(milliseconds) ms")
        }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while reply.count < 64 << 10 {
            if let answer = parse(reply) { return answer }
            guard waitFor(fd, events: Int16(POLLIN), until: deadline) else { return .failed("did not answer within \(milliseconds) ms") }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return .failed("closed the connection without an answer") }
            if count < 0 { if errno == EINTR || errno == EAGAIN { continue }; return .failed(FileSystem.errnoText()) }
            reply += buffer[0..<count]
        }
        return .failed("answered with too much")
    }

    /// The response `[1, 1, error, result]`: nil error is done; an error's message is kept.
    /// Nil while the reply is incomplete. Notifications Neovim may send first (`[2, …]`) are not
    /// expected on a fresh connection; anything else is reported as unexpected.
    static func parse(_ reply: [UInt8]) -> Answer? {
        guard reply.count >= 4 else { return nil }
        guard reply[0] == 0x94, reply[1] == 0x01, reply[2] == 0x01 else { return .failed("unexpected answer") }
        if reply[3] == 0xC0 { return .done }
        // The error: [type, message] with a str message; the first printable run is kept.
        let text = String(decoding: reply[4...].prefix(300).filter { $0 >= 0x20 && $0 < 0x7F }, as: UTF8.self)
        return .failed(SafeText.escaped(text.isEmpty ? "refused" : text))
    }

    private static func waitFor(_ fd: Int32, events: Int16, until deadline: Int) -> Bool {
        while true {
            let left = deadline - MonotonicClock.milliseconds()
            guard left > 0 else { return false }
            var descriptor = pollfd(fd: fd, events: events, revents: 0)
            let ready = poll(&descriptor, 1, Int32(left))
            if ready > 0 { return true }
            if ready < 0, errno == EINTR { continue }
            if ready == 0 { return false }
            return false
        }
    }
}
