#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the terminal is not asked anything: where a question cannot be answered, or its answer
/// would garble the screen or reach the wrong program.
public enum QueryRefusal: Hashable, Sendable, CustomStringConvertible {
    case termUnset
    case dumbTerminal
    case noCursorAddressing(term: String)
    /// GNU screen: its replies come back out of order, so no fence bounds them.
    case gnuScreen
    case notATerminal
    /// Another process group owns the terminal (the program runs in the background): the
    /// answers would go to it, or the write would stop this program.
    case notForeground

    public var description: String {
        switch self {
        case .termUnset: "TERM is not set"
        case .dumbTerminal: "TERM=dumb"
        case .noCursorAddressing: "TERM names a terminal without cursor addressing"
        case .gnuScreen: "inside GNU screen (its replies come back out of order)"
        case .notATerminal: "stdin or stdout is not a terminal"
        case .notForeground: "not in the terminal's foreground process group"
        }
    }

    /// The first reason not to ask the terminal on stdin/stdout, or nil when asking is fine.
    public static func check(environment: [String: String], input: Int32 = 0, output: Int32 = 1) -> QueryRefusal? {
        guard let term = environment["TERM"], !term.isEmpty else { return .termUnset }
        if term == "dumb" { return .dumbTerminal }
        let inTmux = !(environment["TMUX"] ?? "").isEmpty
        if !inTmux && (!(environment["STY"] ?? "").isEmpty || term == "screen" || term.hasPrefix("screen.") || term.hasPrefix("screen-")) {
            return .gnuScreen
        }
        guard isatty(input) == 1, isatty(output) == 1 else { return .notATerminal }
        // tcgetpgrp fails when the terminal is not this process's controlling terminal: then no
        // job control stands in the way (and nobody else is reading it for the program).
        let owner = tcgetpgrp(input)
        if owner >= 0 && owner != getpgrp() { return .notForeground }
        if TerminfoCapabilities.hasCursorAddressing(term: term, environment: environment) == false {
            return .noCursorAddressing(term: term)
        }
        return nil
    }
}
