#if canImport(Glibc)
    import Glibc
#endif
import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// The xterm windows already open: found through /proc (the terminal of each xterm's child), and
/// written without blocking, a window that does not read bounded in time.
@Suite struct XtermWindowsTests {
    /// A /proc-like folder: each process's comm, cmdline (NUL-separated) and stat (its parent and
    /// its controlling terminal's device number).
    func fakeProcess(
        _ folder: TemporaryDirectory, pid: Int, command: String, arguments: [String], parent: Int, tty: Int = 0, display: String = ":5"
    ) {
        folder.write(command + "\n", to: "\(pid)/comm")
        folder.write("HOME=/h\u{0}DISPLAY=\(display)\u{0}TERM=xterm\u{0}", to: "\(pid)/environ")
        folder.write(arguments.map { $0 + "\u{0}" }.joined(), to: "\(pid)/cmdline")
        folder.write("\(pid) (\(command)) S \(parent) \(pid) \(pid) \(tty) -1 4194560\n", to: "\(pid)/stat")
    }

    /// /dev/pts/N's device number as /proc's stat gives it (major 136 + N / 256, minor N % 256).
    func pts(_ number: Int) -> Int { ((136 + number / 256) << 8) | (number % 256) }

    @Test("each xterm's terminal is its child's: never the terminal xterm was started from, nor a process that only shares the name")
    func terminalsFromProc() {
        let proc = TemporaryDirectory()
        fakeProcess(proc, pid: 1, command: "bash", arguments: ["-bash"], parent: 0, tty: pts(0))
        fakeProcess(proc, pid: 100, command: "xterm", arguments: ["xterm"], parent: 1, tty: pts(0))
        fakeProcess(proc, pid: 101, command: "bash", arguments: ["bash"], parent: 100, tty: pts(7))
        fakeProcess(proc, pid: 102, command: "vim", arguments: ["vim"], parent: 101, tty: pts(7))
        fakeProcess(proc, pid: 200, command: "xterm", arguments: ["/usr/bin/xterm", "-e", "sh", "-c", "sleep 60"], parent: 1, tty: pts(0))
        fakeProcess(proc, pid: 201, command: "sh", arguments: ["sh", "-c", "sleep 60"], parent: 200, tty: pts(300))
        // A program named xterm that is not xterm (argv[0] elsewhere), with a child on a pty.
        fakeProcess(proc, pid: 300, command: "xterm", arguments: ["python3", "fake.py"], parent: 1)
        fakeProcess(proc, pid: 301, command: "sh", arguments: ["sh"], parent: 300, tty: pts(9))
        // An xterm whose child has no terminal (detached) or a console's: nothing to write to.
        fakeProcess(proc, pid: 400, command: "xterm", arguments: ["xterm"], parent: 1)
        fakeProcess(proc, pid: 401, command: "setsid", arguments: ["setsid"], parent: 400, tty: 0)
        fakeProcess(proc, pid: 402, command: "getty", arguments: ["getty"], parent: 400, tty: (4 << 8) | 1)
        // An xterm on another X display.
        fakeProcess(proc, pid: 500, command: "xterm", arguments: ["xterm"], parent: 1, display: ":6")
        fakeProcess(proc, pid: 501, command: "bash", arguments: ["bash"], parent: 500, tty: pts(11), display: ":6")
        let found = XtermWindows.terminals(uid: getuid(), display: ":5.0", root: proc.path, devices: "/dev")
        #expect(found.sorted() == ["/dev/pts/300", "/dev/pts/7"])
        #expect(XtermWindows.terminals(uid: getuid(), display: ":6", root: proc.path, devices: "/dev") == ["/dev/pts/11"])
    }

    @Test("no xterm running: /proc's other processes are not read for their terminals")
    func noXterm() {
        let proc = TemporaryDirectory()
        fakeProcess(proc, pid: 1, command: "bash", arguments: ["-bash"], parent: 0, tty: pts(0))
        #expect(XtermWindows.terminals(uid: getuid(), display: ":5", root: proc.path).isEmpty)
    }

    /// A new pty from /dev/ptmx: its master's descriptor and its slave's path. (Glibc's
    /// posix_openpt and ptsname are not visible to Swift; these are Linux's TIOCSPTLCK and TIOCGPTN.)
    func openPty() -> (master: Int32, slave: String)? {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { return nil }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else {
            close(master)
            return nil
        }
        return (master, "/dev/pts/\(number)")
    }

    @Test("the escapes reach the window's side of the pty, byte for byte")
    func writesThePty() throws {
        let pty = try #require(openPty())
        defer { close(pty.master) }
        let escapes = Array(TerminalColorSequence.set(TerminalColorSet([.background: RGB(0x102030)])).utf8)
        let delivery = XtermWindows.write(escapes, to: [pty.slave], uid: getuid())
        #expect(delivery == XtermWindows.Delivery(reached: 1, failed: []))
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(pty.master, &buffer, buffer.count)
        #expect(Array(buffer.prefix(max(count, 0))) == escapes)
    }

    @Test("a window that does not read costs the bound, and is named; a file that is not a terminal is not written")
    func stuckWindowBounded() throws {
        let pty = try #require(openPty())
        defer { close(pty.master) }
        // The window never reads: fill the pty until it takes no more.
        let slave = open(pty.slave, O_WRONLY | O_NOCTTY | O_NONBLOCK)
        try #require(slave >= 0)
        var termios = termios()
        tcgetattr(slave, &termios)
        cfmakeraw(&termios)
        tcsetattr(slave, TCSANOW, &termios)
        let block = [UInt8](repeating: 0x41, count: 4096)
        // The kernel moves what the slave wrote to the master's side in the background: full is
        // when no byte has been taken for five tries 20 ms apart (at most 4 s).
        var filled = 0
        var refused = 0
        let giveUp = MonotonicClock.milliseconds() + 4000
        while refused < 5, MonotonicClock.milliseconds() < giveUp {
            var took = false
            for size in [4096, 1] {
                while filled < 1 << 24, write(slave, block, size) > 0 {
                    filled += size
                    took = true
                }
            }
            refused = took ? 0 : refused + 1
            usleep(20_000)
        }
        close(slave)
        let folder = TemporaryDirectory()
        folder.write("not a terminal\n", to: "plain")
        let start = MonotonicClock.milliseconds()
        let delivery = XtermWindows.write(Array(repeating: 0x42, count: 64), to: [pty.slave, folder.path + "/plain"], uid: getuid(), milliseconds: 200)
        let took = MonotonicClock.milliseconds() - start
        #expect(delivery.reached == 0)
        #expect(
            delivery.failed.sorted() == [folder.path + "/plain: not a terminal of the user's", pty.slave + ": did not take the colours within 200 ms"].sorted())
        #expect(took >= 190 && took < 1000)
    }

    @Test("the reset puts back every colour the theme's escapes set")
    func resetCoversTheSlots() {
        let reset = String(decoding: XtermTarget.resetEscapes, as: UTF8.self)
        #expect(reset == "\u{1B}]111\u{07}\u{1B}]110\u{07}\u{1B}]112\u{07}\u{1B}]104;0;1;2;3;4;5;6;7;8;9;10;11;12;13;14;15\u{07}")
    }

    @Test("an open window gets the colours of darkscreen's resources file: new and open windows alike")
    func escapesFromTheResources() {
        let layout = IntegrationLayout(target: XtermTarget.target, files: [TemporaryDirectory().path + "/xterm.Xresources"], lines: [])
        let text = XtermTarget.contents(of: layout, theme: IntegrationHome.fixed, appearance: .dark)[0]
        let colors = XResources.colors(text)
        #expect(colors[.background] == RGB(hex: "#101010") && colors.slots.count == 19)
        let scheme = ExportScheme(IntegrationHome.fixed, appearance: .dark)
        #expect(colors[.foreground] == scheme.foreground && colors[.cursor] == scheme.cursor && colors[.palette(15)] == scheme.palette[15])
    }
}
