#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// The xterm windows already open, reached through their terminals: each of the user's xterms
/// (the program itself, as `LiveReach` finds a tool's processes) is found by /proc, its terminal is
/// the pty its child (the shell, or the `-e` program) has as its controlling terminal, and the
/// colour escapes `--apply terminal` writes go to that pty, which xterm reads as output. Only the
/// windows on darkscreen's X display (the `DISPLAY` xterm gave its child) are reached, as the
/// resources go to that display's server. Only character devices of the user's that are
/// terminals are written, without blocking, all side by side under one deadline: a window that
/// does not read holds up nothing.
enum XtermWindows {
    /// The terminal (`DEVICES/pts/N`) of each of the user's xterms on `display`, once each.
    /// `root` is /proc and `devices` /dev (other folders in tests).
    static func terminals(uid: uid_t, display: String, root: String = "/proc", devices: String = "/dev") -> [String] {
        let xterms = Set(LiveReach.programs(named: "xterm", uid: uid, root: root))
        guard !xterms.isEmpty else { return [] }
        var found: [String] = []
        for entry in LiveReach.entries(of: root) {
            guard let pid = pid_t(entry), let stat = ProcessStat.read(root + "/\(entry)/stat"),
                pid != stat.parent, xterms.contains(stat.parent), let slave = TerminalDevice.ptsNumber(stat.terminal),
                let shown = displayVariable(root + "/\(entry)/environ"), sameDisplay(shown, display)
            else { continue }
            let path = devices + "/pts/\(slave)"
            if !found.contains(path) { found.append(path) }
        }
        return found
    }

    /// `DISPLAY` in a process's environment as it started (`/proc/PID/environ`).
    static func displayVariable(_ environPath: String) -> String? {
        guard let head = try? FileSystem.readHead(at: environPath, count: 1 << 20) else { return nil }
        let prefix = Array("DISPLAY=".utf8)
        return head.bytes.split(separator: 0).first(where: { $0.starts(with: prefix) }).map {
            String(decoding: $0.dropFirst(prefix.count), as: UTF8.self)
        }
    }

    /// The same X display, whichever screen (`:0` and `:0.0`).
    static func sameDisplay(_ one: String, _ other: String) -> Bool {
        func server(_ display: String) -> Substring {
            guard let colon = display.lastIndex(of: ":") else { return Substring(display) }
            let number = display[display.index(after: colon)...]
            return display[..<colon] + ":" + (number.split(separator: ".", omittingEmptySubsequences: false).first ?? "")
        }
        return server(one) == server(other)
    }

    /// What writing to the windows did.
    struct Delivery: Equatable {
        var reached = 0
        /// The terminals that did not take all the bytes in time, or could not be written, and why.
        var failed: [String] = []
    }

    /// Writes `bytes` to each terminal that is a character device of `uid`'s and a terminal,
    /// without blocking: every one written side by side, until all took them or `milliseconds` passed.
    static func write(_ bytes: [UInt8], to paths: [String], uid: uid_t, milliseconds: Int = LiveReach.budget) -> Delivery {
        var delivery = Delivery()
        guard !bytes.isEmpty else { return delivery }
        var pending: [(path: String, fd: Int32, sent: Int)] = []
        defer { for open in pending { close(open.fd) } }
        for path in paths {
            switch TerminalDevice.openForWriting(path, owner: uid) {
            case .success(let fd): pending.append((path, fd, 0))
            case .failure(.cannotOpen): delivery.failed.append("\(path): cannot be opened")
            case .failure: delivery.failed.append("\(path): not a terminal of the user's")
            }
        }
        let deadline = MonotonicClock.milliseconds() + milliseconds
        while !pending.isEmpty {
            var waiting: [(path: String, fd: Int32, sent: Int)] = []
            for var item in pending {
                let result = bytes.withUnsafeBytes { Glibc.write(item.fd, $0.baseAddress! + item.sent, bytes.count - item.sent) }
                let error = errno
                if result > 0 { item.sent += result }
                if item.sent == bytes.count {
                    delivery.reached += 1
                    close(item.fd)
                } else if result < 0, error != EAGAIN, error != EINTR {
                    delivery.failed.append("\(item.path): \(String(cString: strerror(error)))")
                    close(item.fd)
                } else {
                    waiting.append(item)
                }
            }
            pending = waiting
            let left = deadline - MonotonicClock.milliseconds()
            guard !pending.isEmpty else { break }
            guard left > 0 else {
                delivery.failed += pending.map { "\($0.path): did not take the colours within \(milliseconds) ms" }
                break
            }
            var polls = pending.map { pollfd(fd: $0.fd, events: Int16(POLLOUT), revents: 0) }
            _ = poll(&polls, nfds_t(polls.count), Int32(min(left, 100)))
        }
        return delivery
    }

    /// The windows' colours as a sentence for `--status` ("2 open windows recoloured"), and the
    /// failures, each escaped.
    static func describe(_ delivery: Delivery, _ verb: String) -> (text: String, failures: String?) {
        let text = "\(delivery.reached) open window\(delivery.reached == 1 ? "" : "s") \(verb)"
        let failures = delivery.failed.isEmpty ? nil : delivery.failed.map(SafeText.escaped).joined(separator: "; ")
        return (text, failures)
    }
}
