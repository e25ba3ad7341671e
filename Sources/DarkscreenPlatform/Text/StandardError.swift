#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import TerminalAppearance

/// Writes a line to standard error (no Foundation needed).
public enum StandardError {
    public static func print(_ line: String) {
        _ = DescriptorIO.writeAll(2, Array((line + "\n").utf8))
    }
}
