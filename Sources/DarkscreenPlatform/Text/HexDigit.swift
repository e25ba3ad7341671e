import TerminalAppearance

/// One hexadecimal digit's value from its ASCII byte (0-9, A-F, a-f): the one rule for colours
/// (`#RRGGBB`) and JSON's `\uXXXX` escapes, the same as the terminal replies' (`ColorHex`).
public enum HexDigit {
    @inlinable
    public static func value(_ byte: UInt8) -> UInt8? {
        ColorHex.digit(byte)
    }
}
