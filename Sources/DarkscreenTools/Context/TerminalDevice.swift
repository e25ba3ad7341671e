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
        guard let number = ProcessStat.read(procSelf)?.terminal, number != 0 else { return nil }
        var candidates: [String] = []
        for fd: Int32 in [0, 1, 2] { if let name = ttyname(fd) { candidates.append(String(cString: name)) } }
        if let pts = ptsNumber(number) { candidates.append("/dev/pts/\(pts)") }
        if major(number) == 4 { candidates.append("/dev/tty\(minor(number))") }
        return candidates.first { name in
            var info = stat()
            return isDeviceName(name) && stat(name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR && UInt64(info.st_rdev) == number
        }
    }

    /// N of a Unix 98 pty (`/dev/pts/N`, majors 136–143) from a device number as /proc gives it;
    /// nil for any other terminal (a console, a serial line, none).
    public static func ptsNumber(_ device: UInt64) -> UInt64? {
        (136...143).contains(major(device)) ? (major(device) - 136) << 8 | minor(device) : nil
    }

    private static func major(_ device: UInt64) -> UInt64 { (device >> 8) & 0xFFF }
    private static func minor(_ device: UInt64) -> UInt64 { (device & 0xFF) | ((device >> 12) & 0xFFF00) }

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
        let fd: Int32
        switch openForWriting(path, owner: owned ? getuid() : nil) {
        case .success(let opened): fd = opened
        case .failure(let problem): return problem.text
        }
        defer { close(fd) }
        let previous = signal(SIGTTOU, SIG_IGN)
        defer { signal(SIGTTOU, previous) }
        if let failure = DescriptorIO.writeAll(fd, Array(bytes.utf8)) {
            return "cannot write to \(SafeText.escaped(path)): \(String(cString: strerror(failure)))"
        }
        return nil
    }

    /// Why a terminal could not be opened for writing.
    public enum OpenProblem: Error {
        case cannotOpen(path: String, errno: Int32)
        case notATerminal(path: String)
        case anotherUsers(path: String)

        /// For a message, the path escaped.
        public var text: String {
            switch self {
            case .cannotOpen(let path, let errno): "cannot open \(SafeText.escaped(path)): \(String(cString: strerror(errno)))"
            case .notATerminal(let path): "\(SafeText.escaped(path)) is not a terminal"
            case .anotherUsers(let path): "\(SafeText.escaped(path)) belongs to another user"
            }
        }
    }

    /// `path` opened for writing only, never becoming this process's terminal, without blocking:
    /// a character device that is a terminal (and `owner`'s, when given), else why not.
    public static func openForWriting(_ path: String, owner: uid_t? = nil) -> Result<Int32, OpenProblem> {
        let fd = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.cannotOpen(path: path, errno: errno)) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFCHR, isatty(fd) == 1 else {
            close(fd)
            return .failure(.notATerminal(path: path))
        }
        if let owner, info.st_uid != owner {
            close(fd)
            return .failure(.anotherUsers(path: path))
        }
        return .success(fd)
    }

    /// Whether `path` is a terminal device that exists and belongs to this user.
    public static func isOwnedTerminal(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR && info.st_uid == getuid()
    }
}
