import DarkscreenPlatform
import DarkscreenCore
/// Where an `ssh` command line goes: the destination's host, user and port, read the way ssh reads
/// its arguments (options that take a value skip it; `user@host`, `ssh://user@host:port`, `-l`,
/// `-p`, `-o User=`/`Port=`). The host is as typed (an alias in ~/.ssh/config stays the alias).
public struct SSHDestination: Hashable, Sendable {
    public var host: String
    public var user: String?
    public var port: Int?

    /// ssh's options that take a value (OpenSSH 9).
    static let optionsWithValue = Set("BbcDEeFIiJLlmOoPpQRSWw")

    /// Nil when the arguments name no destination (`ssh -V`).
    public init?(arguments: [String]) {
        var user: String?, port: Int?, destination: String?
        var index = 1
        while index < arguments.count, destination == nil {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                destination = index < arguments.count ? arguments[index] : nil
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                destination = argument
                break
            }
            // A cluster of flags, the last of which may take a value (attached or the next argument).
            for (offset, flag) in argument.dropFirst().enumerated() where Self.optionsWithValue.contains(flag) {
                let attached = String(argument.dropFirst(offset + 2))
                let value: String
                if !attached.isEmpty {
                    value = attached
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    return nil
                }
                switch flag {
                case "l": user = value
                case "p": port = Int(value)
                case "o":
                    let parts = value.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace }
                    if parts.count == 2, parts[0].lowercased() == "user" { user = parts[1] }
                    if parts.count == 2, parts[0].lowercased() == "port" { port = Int(parts[1]) }
                default: break
                }
                break
            }
        }
        guard var target = destination, !target.isEmpty else { return nil }
        if target.hasPrefix("ssh://") {
            target = String(target.dropFirst(6))
            if let slash = target.firstIndex(of: "/") { target = String(target[..<slash]) }
            if let colon = target.lastIndex(of: ":"), !target.contains("["), let number = Int(target[target.index(after: colon)...]) {
                port = number
                target = String(target[..<colon])
            }
        }
        if let at = target.lastIndex(of: "@") {
            user = String(target[..<at])
            target = String(target[target.index(after: at)...])
        }
        if target.hasPrefix("["), target.hasSuffix("]") { target = String(target.dropFirst().dropLast()) }
        guard !target.isEmpty else { return nil }
        host = target
        self.user = user
        self.port = port
    }
}
