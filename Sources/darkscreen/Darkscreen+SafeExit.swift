import ArgumentParser
import DarkscreenCore

extension Darkscreen {
    /// `main()`, with swift-argument-parser's own error messages escaped: they quote the user's
    /// arguments ("unknown option", "the value … is invalid", "unexpected argument"), which may
    /// hold ESC, BEL or a bidi override.
    static func safeMain() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            safeExit(withError: error)
        }
    }

    /// `exit(withError:)` with the message escaped line by line. Help, `--version` and completion
    /// scripts (a successful exit) are the program's own text and go to stdout unchanged.
    static func safeExit(withError error: Error) -> Never {
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if !message.isEmpty {
            if code == .success {
                print(message)
            } else {
                StandardError.print(SafeText.escapedLines(message))
            }
        }
        exit(withError: ExitCode(code.rawValue))
    }
}
