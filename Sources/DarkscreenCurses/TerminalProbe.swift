import CNcursesw
import DarkscreenCore
import DarkscreenUI
#if canImport(Glibc)
import Glibc
#endif

/// Asks the terminal whether it is light or dark, before curses starts: `CSI ? 996 n` (colour
/// scheme, answered `CSI ? 997 ; 1|2 n`) and `OSC 11 ; ? ST` (background colour), fenced by DA1
/// (`CSI c`), which every terminal answers. Waits at most `timeout` ms in all, so a terminal
/// that answers nothing costs no more than that. Replies go through the same InputDecoder as
/// keys; keys typed meanwhile are handed back, and a reply arriving later is consumed by the
/// run loop's decoder, never shown.
public enum TerminalProbe {
    public struct Answers: Equatable, Sendable {
        public var colorScheme: Appearance?
        public var background: RGB?
        /// Replies to the colour queries `--apply terminal` adds (OSC 10/12/17/19, OSC 4).
        public var colors = TerminalColorSet()
        /// Input that was not a reply (keys typed during the probe), to be handled afterwards.
        public var otherInput: [InputEvent] = []
        public var sawFence = false

        public init() {}
    }

    public static let query = "\u{1B}[?996n\u{1B}]11;?\u{1B}\\\u{1B}[c"

    /// Only when stdin and stdout are a terminal; otherwise nothing is sent.
    public static func ask(timeout: Int32 = 100) -> Answers {
        begin(timeout: timeout)?.collect() ?? Answers()
    }

    /// Sends the queries and returns at once, so start-up work can go on while the terminal
    /// answers; `collect()` then reads the replies. The terminal stays in raw mode (no echo, so a
    /// reply never shows) until `collect()`, which must be called on every path — an error
    /// included — so that no reply is left for the shell. Nil when stdin or stdout is not a
    /// terminal (nothing is sent).
    /// `extraQueries` go before the fence (the colour queries of `--apply terminal`).
    public static func begin(timeout: Int32 = 100, extraQueries: String = "") -> Pending? {
        guard isatty(0) == 1, isatty(1) == 1 else { return nil }
        var saved = termios()
        guard tcgetattr(0, &saved) == 0 else { return nil }
        // A signal that ends the process while the terminal is raw puts these modes back.
        CrashGuard.armModes(saved)
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        raw.c_cc.6 = 0 // VMIN
        raw.c_cc.5 = 0 // VTIME
        tcsetattr(0, TCSANOW, &raw)
        var bytes = Array((extraQueries.isEmpty ? query : String(query.dropLast(3)) + extraQueries + "\u{1B}[c").utf8)
        _ = bytes.withUnsafeMutableBytes { write(1, $0.baseAddress, $0.count) }
        return Pending(saved: saved, deadline: monotonicMilliseconds() + Int64(timeout))
    }

    /// Queries on their way: read the replies with `collect()`.
    public struct Pending: Sendable {
        fileprivate let saved: termios
        fileprivate let deadline: Int64

        /// Reads replies until the DA1 fence or the deadline, then restores the terminal's modes.
        public func collect() -> Answers {
            var saved = self.saved
            defer { tcsetattr(0, TCSANOW, &saved) }
            return readReplies(until: deadline)
        }
    }

    private static func monotonicMilliseconds() -> Int64 {
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        return Int64(clock.tv_sec) * 1000 + Int64(clock.tv_nsec) / 1_000_000
    }

    private static func readReplies(until deadline: Int64) -> Answers {
        var answers = Answers()
        var decoder = InputDecoder()
        var buffer = [UInt8](repeating: 0, count: 512)
        var carry: [UInt8] = []
        while !answers.sawFence {
            let remaining = deadline - monotonicMilliseconds()
            guard remaining > 0 else { break }
            var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(remaining))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            carry += buffer[0..<count]
            // Decode whole UTF-8 sequences only; keep a cut-off tail for the next read.
            let cut = completeUTF8Prefix(carry)
            let text = String(decoding: carry[0..<cut], as: UTF8.self)
            carry.removeFirst(cut)
            for event in decoder.feed(text.unicodeScalars) { absorb(event, into: &answers) }
        }
        if !answers.sawFence {
            // No fence in time: whatever is half-read belongs to a reply that is late.
            _ = decoder.flush()
        }
        return answers
    }

    /// The length of `bytes` without a UTF-8 sequence cut off at its end.
    static func completeUTF8Prefix(_ bytes: [UInt8]) -> Int {
        var lead = bytes.count - 1
        var continuations = 0
        while lead >= 0 && bytes[lead] & 0xC0 == 0x80 && continuations < 3 {
            lead -= 1
            continuations += 1
        }
        guard lead >= 0, bytes[lead] >= 0xC0 else { return bytes.count }
        let length = bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : 2
        return continuations + 1 < length ? lead : bytes.count
    }

    static func absorb(_ event: InputEvent, into answers: inout Answers) {
        switch event {
        case .colorSchemeReport(let dark): answers.colorScheme = dark ? .dark : .light
        case .backgroundColorReport(let red, let green, let blue): answers.background = RGB(red: red, green: green, blue: blue)
        case .terminalColorReport(let slot, let rgb): answers.colors[slot] = rgb
        case .deviceAttributes: answers.sawFence = true
        case .cursorPositionReport, .ignored: break
        case .key, .mouse: answers.otherInput.append(event)
        }
    }
}
