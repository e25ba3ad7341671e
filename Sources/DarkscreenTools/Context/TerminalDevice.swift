#if canImport(Glibc)
    import Glibc
#endif
import TerminalAppearance
import DarkscreenPlatform

/// The terminal a context tints outside tmux: this process's controlling terminal, named by its
/// device (`/dev/pts/3`), and the one way bytes reach a terminal window from here — written
/// without blocking and never read (a prompt hook must not take keys typed ahead).
public enum TerminalDevice {
    /// This process's controlling terminal's device (`/dev/pts/3`), by the terminal number in
    /// `/proc/self/stat` checked against the device's own; nil without one.
    public static func controlling(procSelf: String = "/proc/self/stat") -> String? {
        guard let statBytes = try? FileSystem.readBytes(at: procSelf, limit: 4096),
            let close = statBytes.lastIndex(of: UInt8(ascii: ")"))
        else { return nil }
        // After "pid (comm)": state ppid pgrp session tty_nr …
        let fields = statBytes[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 4, let number = UInt64(String(decoding: fields[4], as: UTF8.self)), number != 0 else { return nil }
        let major = (number >> 8) & 0xFFF
        let minor = (number & 0xFF) | ((number >> 12) & 0xFFF00)
        var candidates: [String] = []
        for fd: Int32 in [0, 1, 2] { if let name = ttyname(fd) { candidates.append(String(cString: name)) } }
        if (136...143).contains(major) { candidates.append("/dev/pts/\((major - 136) << 8 | minor)") }
        if major == 4 { candidates.append("/dev/tty\(minor)") }
        return candidates.first { name in
            var info = stat()
            return isDeviceName(name) && stat(name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR && UInt64(info.st_rdev) == number
        }
    }

    /// `/dev/pts/N` or `/dev/ttyN` and nothing else (a record's device is opened by `restore`).
    public static func isDeviceName(_ name: String) -> Bool {
        func digits(_ text: Substring) -> Bool { !text.isEmpty && text.count <= 7 && text.allSatisfy { $0.isASCII && $0.isNumber } }
        if name.hasPrefix("/dev/pts/") { return digits(name.dropFirst(9)) }
        if name.hasPrefix("/dev/tty") { return digits(name.dropFirst(8)) }
        return false
    }

    /// Writes `bytes` to the terminal at `path` (`/dev/tty`: the controlling one). Opened for
    /// writing only, never becoming this process's terminal, without blocking (a terminal whose
    /// output is stopped refuses instead of holding a prompt hook); a background process is not
    /// stopped for writing (SIGTTOU ignored). `owned`: the device must be a terminal of this user
    /// (`restore` opens devices named in files). Returns a problem, or nil.
    public static func write(_ bytes: String, to path: String, owned: Bool = false) -> String? {
        guard !bytes.isEmpty else { return nil }
        let fd = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return "cannot open \(SafeText.escaped(path)): \(String(cString: strerror(errno)))" }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFCHR, isatty(fd) == 1 else {
            return "\(SafeText.escaped(path)) is not a terminal"
        }
        if owned, info.st_uid != getuid() { return "\(SafeText.escaped(path)) belongs to another user" }
        let previous = signal(SIGTTOU, SIG_IGN)
        defer { signal(SIGTTOU, previous) }
        if let failure = DescriptorIO.writeAll(fd, Array(bytes.utf8)) {
            return "cannot write to \(SafeText.escaped(path)): \(String(cString: strerror(failure)))"
        }
        return nil
    }

    /// Whether `path` is a terminal device that exists and belongs to this user.
    public static func isOwnedTerminal(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR && info.st_uid == getuid()
    }
}
